// An invoice as a PDF (pdf-lib, the shared PdfWriter: US Letter, Helvetica) in the firm's name: number,
// dates, who is billed and for which cases, each line, the subtotal, discount, tax, total, what was paid and
// the balance due, the notes. The same file for the staff and the client's link.
import "server-only";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PdfWriter } from "@/lib/server/pdf/writer";
import type { InvoiceDetails } from "./contract";
import { usd } from "./money";

const KIND: Record<string, string> = { legal_fee: "Legal fee", filing_fee: "USCIS filing fee", expense: "Expense", other: "Other" };
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export async function invoicePdf(inv: Pick<InvoiceDetails, "displayNumber" | "issueDate" | "dueDate" | "billToName" | "billToEmail" | "lines" | "subtotalCents" | "discountCents" | "taxRateBp" | "taxCents" | "totalCents" | "paidCents" | "balanceCents" | "notes" | "status"> & { cases: { caseNumber: string }[] }, firmName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${inv.displayNumber} - ${firmName}`);
  pdf.setAuthor(firmName);
  const w = new PdfWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  w.text(firmName, { size: 16, bold: true });
  w.text(`Invoice ${inv.displayNumber}${inv.status === "void" ? " (VOID)" : ""}`, { size: 13, bold: true });
  w.gap(4);
  w.field("Issued", mdy(inv.issueDate));
  w.field("Due", mdy(inv.dueDate));
  w.field("Bill to", [inv.billToName, inv.billToEmail].filter(Boolean).join(", "));
  if (inv.cases.length) w.field(inv.cases.length === 1 ? "Case" : "Cases", inv.cases.map((c) => c.caseNumber).join(", "));
  w.heading("Items");
  for (const l of inv.lines) {
    w.text(`${l.position}. ${l.description} (${KIND[l.kind] ?? l.kind}${l.taxable ? ", taxable" : ""})`, { bold: true });
    w.text(`${l.quantity} x ${usd(l.unitCents)} = ${usd(l.amountCents)}`, { indent: 14 });
  }
  w.heading("Total");
  w.field("Subtotal", usd(inv.subtotalCents));
  if (inv.discountCents) w.field("Discount", `-${usd(inv.discountCents)}`);
  if (inv.taxRateBp) w.field(`Tax (${(inv.taxRateBp / 100).toFixed(2)}%)`, usd(inv.taxCents));
  w.text(`Total: ${usd(inv.totalCents)}`, { bold: true });
  if (inv.paidCents) w.field("Paid", usd(inv.paidCents));
  w.text(`Balance due: ${usd(inv.balanceCents)}`, { bold: true, size: 12 });
  if (inv.notes) {
    w.heading("Notes");
    w.text(inv.notes);
  }
  return pdf.save();
}
