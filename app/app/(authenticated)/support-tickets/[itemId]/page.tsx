// /app/support-tickets/[itemId] — one support ticket: fields, staff controls (status, priority, assignee), the comment thread and the history
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { TicketDetailsScreen } from "@/lib/modules/tickets/ui/ticket-details-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tickets"))("details.title") };
}

async function SupportTicketPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!isUuid(itemId)) notFound();
  return <TicketDetailsScreen viewer={await getViewer()} id={itemId.toLowerCase()} />;
}

export default withMessages(SupportTicketPage, ["tickets"]);
