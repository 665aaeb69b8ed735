// /app/generate-invoice — a new invoice (?companyId=&petitionId= preselect a client and its case) or a draft changed (?id=)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { param, type SearchParams } from "@/lib/modules/account/page-tenant";
import { getViewer } from "@/lib/modules/profile/get-viewer";
import { InvoiceFormScreen } from "@/lib/modules/invoices/ui/invoice-form-screen";
import { isUuid } from "@/lib/shared/route-params";
import { withMessages } from "@/i18n/page-messages";

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const t = await getTranslations("invoices.form");
  return { title: isUuid(param(await searchParams, "id")) ? t("editPageTitle") : t("newTitle") };
}

const uuidParam = (sp: SearchParams, key: string) => {
  const v = param(sp, key);
  return isUuid(v) ? v.toLowerCase() : undefined;
};

async function GenerateInvoicePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const id = uuidParam(sp, "id");
  // A new form per draft or preset (the form keeps no state across them).
  return <InvoiceFormScreen key={id ?? `${param(sp, "companyId")}:${param(sp, "petitionId")}`} viewer={await getViewer()} id={id} companyId={uuidParam(sp, "companyId")} petitionId={uuidParam(sp, "petitionId")} />;
}

export default withMessages(GenerateInvoicePage, ["clients", "fees", "invoices", "uscisForms.worksheet"]);
