// /app/pending-invoice — the invoices still owed, the earliest due first, the overdue ones marked
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { InvoiceListScreen } from "@/lib/modules/invoices/ui/invoice-list-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invoices"))("pendingTitle") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL; `pending` is fixed. */
async function PendingInvoicePage() {
  return <InvoiceListScreen viewer={await getViewer()} pending />;
}

export default withMessages(PendingInvoicePage, ["clients", "invoices"]);
