// An invoice as a PDF (pdf-lib, the shared PdfWriter: US Letter, Helvetica) in the firm's name and the
// client's language (the invoice's `language`; labels in messages/<locale>/invoices.json "pdf"): the firm's
// logo (its branding image, top right), name and address; number, dates; who is billed with the client's
// address; each case by its number, beneficiary and form; each line, the subtotal, discount, tax, total,
// what was paid and the balance due (a fee line by its name in that language: line-names.ts); the notes; the firm's payment instructions. The same file for the
// staff and the client's link.
import "server-only";
import { PDFDocument, StandardFonts, type PDFImage } from "pdf-lib";
import { createTranslator } from "use-intl/core";
import enInvoices from "@/messages/en/invoices.json";
import esInvoices from "@/messages/es/invoices.json";
import { PdfWriter } from "@/lib/server/pdf/writer";
import { formatDate } from "@/lib/shared/format/dates";
import type { InvoiceDetails, InvoiceLanguage } from "./contract";
import { lineDescriptionIn } from "./line-names";
import { usd } from "./money";

const CATALOGS = { en: enInvoices, es: esInvoices } as const;

/** What the PDF says besides the invoice itself (pdf-data.ts gathers it). */
export type InvoicePdfExtras = {
  language: InvoiceLanguage;
  firm: { name: string; addressLines: string[]; phone: string | null; website: string | null; logo: { bytes: Uint8Array; contentType: string } | null };
  clientAddressLines: string[];
  /** "2026-000002 - Maria Lopez - H-1B, Change of employer" */
  caseRefs: { caseNumber: string; beneficiary: string | null; form: string | null }[];
  paymentInstructions: string | null;
};

type PdfInvoice = Pick<InvoiceDetails, "displayNumber" | "issueDate" | "dueDate" | "billToName" | "billToEmail" | "lines" | "subtotalCents" | "discountCents" | "taxRateBp" | "taxCents" | "totalCents" | "paidCents" | "balanceCents" | "notes" | "status">;

/** en: 11/20/2026; es: 20/11/2026. */
/** The shared short date (MM/DD/YYYY in both languages, issue 34 §4: the order of the firm's US papers). */
const dateIn = (iso: string, lang: InvoiceLanguage) => formatDate(iso, "UTC", lang) || iso;

async function embedLogo(pdf: PDFDocument, logo: InvoicePdfExtras["firm"]["logo"]): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    return logo.contentType === "image/png" ? await pdf.embedPng(logo.bytes) : logo.contentType === "image/jpeg" ? await pdf.embedJpg(logo.bytes) : null;
  } catch {
    // A logo pdf-lib cannot read does not stop the invoice.
    return null;
  }
}

/** The file name's word: "Invoice" / "Factura". */
export const pdfFileLabel = (lang: InvoiceLanguage) => CATALOGS[lang].pdf.fileName;

export async function invoicePdf(inv: PdfInvoice, x: InvoicePdfExtras): Promise<Uint8Array> {
  const lang = x.language;
  const t = createTranslator({ locale: lang, messages: CATALOGS[lang], namespace: "pdf" });
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t("title", { number: inv.displayNumber })} - ${x.firm.name}`);
  pdf.setAuthor(x.firm.name);
  pdf.setLanguage(lang === "es" ? "es-US" : "en-US");
  const w = new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  const logo = await embedLogo(pdf, x.firm.logo);
  if (logo) {
    // Top right of the first page, within 160 × 60 points, beside the firm's name and address.
    const scale = Math.min(1, 160 / logo.width, 60 / logo.height);
    const page = pdf.getPage(0);
    page.drawImage(logo, { x: 612 - 50 - logo.width * scale, y: 792 - 50 - logo.height * scale, width: logo.width * scale, height: logo.height * scale });
  }

  w.text(x.firm.name, { size: 16, bold: true });
  for (const l of x.firm.addressLines) w.text(l);
  if (x.firm.phone) w.text(`${t("phone")}: ${x.firm.phone}`);
  if (x.firm.website) w.text(x.firm.website);
  w.gap(8);
  w.text(`${t("title", { number: inv.displayNumber })}${inv.status === "void" ? ` (${t("void")})` : ""}`, { size: 13, bold: true });
  w.gap(4);
  w.field(t("issued"), dateIn(inv.issueDate, lang));
  w.field(t("due"), dateIn(inv.dueDate, lang));

  w.heading(t("billTo"));
  w.text(inv.billToName, { bold: true });
  for (const l of x.clientAddressLines) w.text(l);
  if (inv.billToEmail) w.text(inv.billToEmail);

  if (x.caseRefs.length) {
    w.heading(x.caseRefs.length === 1 ? t("case") : t("cases"));
    for (const c of x.caseRefs) w.text([c.caseNumber, c.beneficiary, c.form].filter(Boolean).join(" - "));
  }

  w.heading(t("items"));
  for (const l of inv.lines) {
    // A fee line named in the invoice's language (a line the firm typed: as typed).
    w.text(`${l.position}. ${lineDescriptionIn(l, lang)} (${t(`kind.${l.kind}`)}${l.taxable ? `, ${t("taxable")}` : ""})`, { bold: true });
    w.text(`${l.quantity} x ${usd(l.unitCents)} = ${usd(l.amountCents)}`, { indent: 14 });
  }
  w.heading(t("total"));
  w.field(t("subtotal"), usd(inv.subtotalCents));
  if (inv.discountCents) w.field(t("discount"), `-${usd(inv.discountCents)}`);
  if (inv.taxRateBp) w.field(t("tax", { rate: (inv.taxRateBp / 100).toFixed(2) }), usd(inv.taxCents));
  w.text(`${t("total")}: ${usd(inv.totalCents)}`, { bold: true });
  if (inv.paidCents) w.field(t("paid"), usd(inv.paidCents));
  w.text(`${t("balance")}: ${usd(inv.balanceCents)}`, { bold: true, size: 12 });
  if (inv.notes) {
    w.heading(t("notes"));
    w.text(inv.notes);
  }
  if (x.paymentInstructions) {
    w.heading(t("paymentInstructions"));
    for (const para of x.paymentInstructions.split(/\r?\n/)) if (para.trim()) w.text(para);
  }
  return pdf.save();
}
