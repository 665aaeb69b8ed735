"use client";
// The client screen's `messages` slot (company/details and petitioner-details): the communication module's panel of
// the client's threads, loaded on demand so the client's details do not wait for it (nor carry its JavaScript).
import dynamic from "next/dynamic";
import type { Viewer } from "@/lib/shared/viewer";

const ClientMessages = dynamic(() => import("@/lib/modules/communication/ui").then((m) => m.ClientMessages), { ssr: false });

export function ClientMessagesSlot({ viewer, companyId }: { viewer: Viewer; companyId: string }) {
  return <ClientMessages viewer={viewer} companyId={companyId} />;
}
