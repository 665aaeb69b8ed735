"use client";
// The client screen's Messages section: the firm's conversations with the client outside any case (staff who reach
// the client, and the client's own logins); `id="messages"` is where a notification's link lands. The pages load it
// on demand, after the client's details (app/app/(authenticated)/company/details/client-messages-slot.tsx).
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { MESSAGES_TAB } from "../constants";
import { ThreadsPanel } from "./case-messages";

export function ClientMessages({ viewer, companyId }: { viewer: Viewer; companyId: string }) {
  if (!can(viewer, "communication.read")) return null;
  return (
    <div id={MESSAGES_TAB} className="scroll-mt-20 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <ThreadsPanel viewer={viewer} scope={{ companyId }} />
    </div>
  );
}
