// /app/invoice-details/[itemId] — one invoice: the invoice, status, timeline, payments, and send, payment, deposit, void, PDF
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { InvoiceDetailsScreen } from "@/lib/modules/invoices/ui/invoice-details-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invoices"))("details.title") };
}

async function InvoiceDetailsPage({ params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  if (!isUuid(itemId)) notFound();
  return <InvoiceDetailsScreen viewer={await getViewer()} id={itemId.toLowerCase()} />;
}

export default withMessages(InvoiceDetailsPage, ["invoices"]);
