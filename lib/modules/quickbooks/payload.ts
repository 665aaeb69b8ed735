// Pure mappings between our invoices and QuickBooks' JSON. Amounts: QuickBooks takes dollars with two
// decimals; ours are integer cents, turned into dollars only here (cents / 100 is exact to two decimals in
// JSON for any amount below 2^53 cents).
import type { InvoiceDetails, StaffPaymentDto } from "@/lib/modules/invoices/contract";
import type { QbPayment } from "./api";

export type ItemConfig = { legalFeeItemId: string | null; filingFeeItemId: string | null; expenseItemId: string | null; otherItemId: string | null };

const dollars = (cents: number) => Math.round(cents) / 100;
export const toCents = (amount: number | string | undefined) => Math.round(Number(amount ?? 0) * 100);

export function itemFor(kind: string, items: ItemConfig): string | null {
  if (kind === "legal_fee") return items.legalFeeItemId;
  if (kind === "filing_fee") return items.filingFeeItemId ?? items.expenseItemId;
  if (kind === "expense") return items.expenseItemId;
  return items.otherItemId ?? items.legalFeeItemId;
}

type InvoiceFacts = Pick<InvoiceDetails, "displayNumber" | "issueDate" | "dueDate" | "billToEmail" | "notes" | "discountCents" | "taxCents" | "lines">;

/** A QuickBooks Invoice for one of ours: a sales line per line (the configured item of its kind), the discount, the tax total. */
export function invoicePayload(inv: InvoiceFacts, customerId: string, items: ItemConfig): Record<string, unknown> {
  const lines: Record<string, unknown>[] = inv.lines.map((l) => {
    const item = itemFor(l.kind, items);
    return {
      DetailType: "SalesItemLineDetail",
      Amount: dollars(l.amountCents),
      Description: l.description,
      SalesItemLineDetail: { ...(item ? { ItemRef: { value: item } } : {}), Qty: l.quantity, UnitPrice: dollars(l.unitCents) },
    };
  });
  if (inv.discountCents > 0) lines.push({ DetailType: "DiscountLineDetail", Amount: dollars(inv.discountCents), DiscountLineDetail: { PercentBased: false } });
  return {
    CustomerRef: { value: customerId },
    DocNumber: inv.displayNumber,
    TxnDate: inv.issueDate,
    DueDate: inv.dueDate,
    Line: lines,
    ...(inv.billToEmail ? { BillEmail: { Address: inv.billToEmail } } : {}),
    ...(inv.notes ? { CustomerMemo: { value: inv.notes.slice(0, 1000) } } : {}),
    ...(inv.taxCents > 0 ? { TxnTaxDetail: { TotalTax: dollars(inv.taxCents) } } : {}),
  };
}

/** The shares of a QuickBooks payment that go to invoices: { qbInvoiceId, amountCents } per linked invoice line. */
export function paymentShares(p: QbPayment): { qbInvoiceId: string; amountCents: number }[] {
  const shares = new Map<string, number>();
  for (const line of p.Line ?? []) {
    for (const t of line.LinkedTxn ?? []) {
      if (t.TxnType !== "Invoice") continue;
      shares.set(t.TxnId, (shares.get(t.TxnId) ?? 0) + toCents(line.Amount));
    }
  }
  return [...shares].map(([qbInvoiceId, amountCents]) => ({ qbInvoiceId, amountCents })).filter((s) => s.amountCents > 0);
}

/**
 * A QuickBooks Payment for one of our payments: `amountCents` (what it still brings in) applied to the pushed
 * invoice (Line.LinkedTxn TxnType Invoice), dated the day it was paid; PaymentRefNum takes at most 21 characters,
 * so the reference goes whole into the private note.
 */
export function paymentPayload(p: Pick<StaffPaymentDto, "paidOn" | "reference" | "method">, amountCents: number, customerId: string, qbInvoiceId: string, displayNumber: string): Record<string, unknown> & { TotalAmt: number; Line: unknown[] } {
  const amount = dollars(amountCents);
  return {
    CustomerRef: { value: customerId },
    TotalAmt: amount,
    TxnDate: p.paidOn,
    ...(p.reference ? { PaymentRefNum: p.reference.slice(0, 21) } : {}),
    PrivateNote: `${displayNumber} (${p.method})${p.reference ? `: ${p.reference}` : ""}`.slice(0, 4000),
    Line: [{ Amount: amount, LinkedTxn: [{ TxnId: qbInvoiceId, TxnType: "Invoice" }] }],
  };
}
