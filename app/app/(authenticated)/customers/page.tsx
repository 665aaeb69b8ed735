// /app/customers — the QuickBooks customers (search and pages in the URL) with their linked clients; create one from a client
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { QuickbooksCustomersScreen } from "@/lib/modules/quickbooks/ui/customers-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("quickbooks"))("customers.title") };
}

async function CustomersPage() {
  return <QuickbooksCustomersScreen viewer={await getViewer()} />;
}

export default withMessages(CustomersPage, ["clients", "quickbooks"]);
