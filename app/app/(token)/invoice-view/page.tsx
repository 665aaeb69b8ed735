// /app/invoice-view?token= — the client reads an invoice the firm e-mailed and downloads its PDF (no sign-in)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { param, pathWithQuery, requireFirm, type SearchParams } from "@/lib/modules/account/page-tenant";
import { INVOICE_VIEW_PATH } from "@/lib/modules/invoices/constants";
import { InvoiceViewScreen } from "@/lib/modules/invoices/ui/invoice-view-screen";
import { withMessages } from "@/i18n/page-messages";

// Opened from an e-mailed token link: not indexed, no referrer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("invoices.view"))("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const tenant = await requireFirm(pathWithQuery(INVOICE_VIEW_PATH, sp));
  return <InvoiceViewScreen token={param(sp, "token")} firmName={tenant.name} />;
}

export default withMessages(Page, ["invoices"]);
