// /api/uscis-forms/payment-worksheet-pdf: the payment worksheet (payment-worksheet.ts) as a one-page PDF to print
// and keep with the packet, in the reader's language (ctx.locale; labels in messages/<locale>/uscisForms.json
// "worksheet", fee and payer names in fees.json). No card or bank number: the payer writes them on the official form.
import "server-only";
import { createTranslator } from "use-intl/core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ActorContext } from "@/lib/server/context";
import { GREY, PRIMARY, pdfSafe, PdfWriter } from "@/lib/server/pdf/writer";
import { formatDate } from "@/lib/shared/format/dates";
import { formatCurrency } from "@/lib/shared/format/numbers";
import enFees from "@/messages/en/fees.json";
import esFees from "@/messages/es/fees.json";
import enForms from "@/messages/en/uscisForms.json";
import esForms from "@/messages/es/uscisForms.json";
import type { PaymentWorksheet, PaymentWorksheetBody } from "./edition-contract";
import { paymentWorksheet } from "./payment-worksheet";

const CATALOGS = { en: { forms: enForms, fees: enFees }, es: { forms: esForms, fees: esFees } };
type T = (key: string, values?: Record<string, string | number>) => string;

export async function buildWorksheetPdf(w: PaymentWorksheet, firmName: string, locale: "en" | "es"): Promise<Uint8Array> {
  const catalog = CATALOGS[locale] ?? CATALOGS.en;
  const t = createTranslator({ locale, messages: catalog.forms, namespace: "worksheet" }) as unknown as T;
  const feeNames = catalog.fees.fee as Record<string, string>;
  const payers = catalog.fees.payer as Record<string, string>;
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(t("title", { form: w.form })));
  doc.setAuthor(pdfSafe(firmName));
  doc.setCreator("Immigration case management");
  const out = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  out.text(firmName, { size: 16, bold: true, color: PRIMARY });
  out.text(t("title", { form: w.form }), { size: 14, bold: true });
  out.text(t("copyHint", { form: w.form }), { size: 9, color: GREY });
  out.gap(4);
  out.field(t("form"), `${w.form} - ${w.title}`);
  out.field(t("case"), w.caseNumber);
  out.field(t("petitioner"), w.petitionerName ?? "-");
  out.field(t("beneficiary"), w.beneficiaryName ?? "-");
  out.field(t("postmarkDate"), formatDate(w.postmarkDate, "UTC", locale) || w.postmarkDate);
  out.heading(t("linesCaption"));
  for (const l of w.lines) {
    const note = l.counted ? "" : ` (${t("notCounted")})`;
    out.field(`${l.form} - ${feeNames[l.code] ?? l.label}`, `${formatCurrency(l.amountCents)} - ${payers[l.payer] ?? l.payer}${note}`);
  }
  out.gap(4);
  out.field(t("total"), formatCurrency(w.totalCents));
  for (const [payer, cents] of Object.entries(w.byPayer)) if (cents > 0) out.field(t("byPayer", { payer: payers[payer] ?? payer }), formatCurrency(cents));
  if (w.missing.length) out.text(t("missingFacts"), { size: 9 });
  out.gap(6);
  out.text(t("noNumbers", { form: w.form }), { size: 9, color: GREY });
  return doc.save();
}

export async function paymentWorksheetPdf(ctx: ActorContext, body: PaymentWorksheetBody): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const w = await paymentWorksheet(ctx, body);
  const bytes = await buildWorksheetPdf(w, ctx.tenant.name, ctx.locale === "es" ? "es" : "en");
  return { fileName: `${w.form} worksheet ${w.caseNumber.replace(/[^A-Za-z0-9_-]+/g, "-")}.pdf`, mimetype: "application/pdf", bytes };
}
