// /app/invoice-list — every invoice within reach: status colours, filters, search, sort and pages in the URL
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { InvoiceListScreen } from "@/lib/modules/invoices/ui/invoice-list-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invoices"))("title") };
}

/** The list state (?filter=&search=&page=&sort=) is read on the client from the URL. */
async function InvoiceListPage() {
  return <InvoiceListScreen viewer={await getViewer()} />;
}

export default withMessages(InvoiceListPage, ["clients", "invoices"]);
