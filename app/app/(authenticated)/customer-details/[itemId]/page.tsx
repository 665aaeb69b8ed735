// /app/customer-details/[itemId] — one QuickBooks customer (its QuickBooks id) with its linked client; link to a client, unlink
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { QuickbooksCustomerScreen } from "@/lib/modules/quickbooks/ui/customer-details-screen";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("quickbooks"))("details.title") };
}

async function CustomerDetailsPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!/^\d{1,20}$/.test(itemId)) notFound();
  return <QuickbooksCustomerScreen viewer={await getViewer()} id={itemId} />;
}

export default withMessages(CustomerDetailsPage, ["quickbooks"]);
