// /app/support-tickets — the support tickets within reach: filters, search, sorts, pages of 25 in the URL, status and priority badges, SLA age; "New ticket"
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { TicketListScreen } from "@/lib/modules/tickets/ui/ticket-list-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tickets"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function SupportTicketsPage() {
  return <TicketListScreen viewer={await getViewer()} />;
}

export default withMessages(SupportTicketsPage, ["tickets"]);
