import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { ClientDetailsScreen } from "@/lib/modules/companies/ui/client-details";
import { ClientMessagesSlot } from "../client-messages-slot";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("clients"))("details.title") };
}

async function ClientDetailsPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!isUuid(itemId)) notFound();
  const viewer = await getViewer();
  const id = itemId.toLowerCase();
  return <ClientDetailsScreen viewer={viewer} id={id} messages={<ClientMessagesSlot viewer={viewer} companyId={id} />} />;
}

export default withMessages(ClientDetailsPage, ["clients", "communication"]);
