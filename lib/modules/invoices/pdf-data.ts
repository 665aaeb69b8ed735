// What the invoice PDF needs besides the invoice (pdf.ts): the firm's logo (its branding image in the file
// store), address and phone, the client's address, each case's number, primary beneficiary and form (type
// and sub type names in the invoice's language), and the firm's payment instructions in that language (the
// Spanish text when set, else the English one). For the staff's download and the client's link alike.
import "server-only";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { caseMasterNames } from "@/lib/modules/cases/case-inputs";
import { addressLinesOf } from "@/lib/modules/masterdata/address-names";
import { brandingKey } from "@/lib/modules/tenants/branding";
import type { Executor } from "@/lib/server/db/client";
import { log } from "@/lib/server/log";
import { getFileStore } from "@/lib/server/storage/file-store";
import { formatPhone } from "@/lib/shared/format/phone";
import type { InvoiceLanguage } from "./contract";
import type { InvoicePdfExtras } from "./pdf";
import { caseRefsOf, companyAddressOf, findInvoiceSettings, type InvoiceRow } from "./repository";

async function logoOf(tenant: TenantRow): Promise<InvoicePdfExtras["firm"]["logo"]> {
  if (!tenant.logo) return null;
  try {
    const file = await getFileStore().get(brandingKey(tenant.id, "logo"));
    return file ? { bytes: new Uint8Array(file.body), contentType: file.contentType } : null;
  } catch (e) {
    log.warn({ err: e, tenantId: tenant.id }, "invoice pdf: the firm's logo could not be read");
    return null;
  }
}

export async function invoicePdfExtras(db: Executor, tenant: TenantRow, inv: InvoiceRow): Promise<InvoicePdfExtras> {
  const language: InvoiceLanguage = inv.language === "es" ? "es" : "en";
  const [logo, firmAddress, clientAddress, refs, names, settings] = await Promise.all([
    logoOf(tenant),
    addressLinesOf(db, tenant.id, tenant.address, language),
    companyAddressOf(db, tenant.id, inv.companyId).then((a) => addressLinesOf(db, tenant.id, a, language)),
    caseRefsOf(db, tenant.id, inv.id),
    caseMasterNames(db, tenant.id, language),
    findInvoiceSettings(db, tenant.id),
  ]);
  const instructions = (language === "es" ? settings?.paymentInstructionsEs : null) ?? settings?.paymentInstructions ?? null;
  return {
    language,
    firm: { name: tenant.name, addressLines: firmAddress, phone: tenant.phone ? formatPhone(tenant.phoneCountryCode ?? "+1", tenant.phone) : null, website: tenant.website, logo },
    clientAddressLines: clientAddress,
    caseRefs: refs.map((r) => ({ caseNumber: r.caseNumber, beneficiary: r.beneficiary, form: [names.typeName(r.typeId), names.subTypeName(r.subTypeId)].filter(Boolean).join(", ") || null })),
    paymentInstructions: instructions,
  };
}
