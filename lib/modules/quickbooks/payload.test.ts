import { describe, expect, it } from "vitest";
import { invoicePayload, itemFor, paymentPayload, paymentShares, toCents } from "./payload";

const items = { legalFeeItemId: "10", filingFeeItemId: "11", expenseItemId: "12", otherItemId: null };
const line = (kind: string, quantity: number, unitCents: number) => ({ id: "l", position: 1, kind: kind as never, description: `${kind} line`, shownDescription: `${kind} line`, quantity, unitCents, amountCents: quantity * unitCents, taxable: false, petitionId: null, feeCode: null });

describe("invoicePayload", () => {
  it("maps lines to the configured items, cents to dollars, the discount and the tax", () => {
    const p = invoicePayload(
      { displayNumber: "INV-000007", issueDate: "2026-03-01", dueDate: "2026-03-31", billToEmail: "ap@acme.test", notes: "Thanks", discountCents: 5_000, taxCents: 1_234, lines: [line("legal_fee", 1, 250_000), line("filing_fee", 2, 78_000), line("other", 1, 1)] },
      "58",
      items,
    ) as { Line: { Amount: number; SalesItemLineDetail?: { ItemRef?: { value: string }; Qty: number; UnitPrice: number }; DetailType: string }[]; [k: string]: unknown };
    expect(p.CustomerRef).toEqual({ value: "58" });
    expect(p.DocNumber).toBe("INV-000007");
    expect(p.Line[0]).toMatchObject({ Amount: 2500, SalesItemLineDetail: { ItemRef: { value: "10" }, Qty: 1, UnitPrice: 2500 } });
    expect(p.Line[1]).toMatchObject({ Amount: 1560, SalesItemLineDetail: { ItemRef: { value: "11" }, Qty: 2, UnitPrice: 780 } });
    expect(p.Line[2]).toMatchObject({ Amount: 0.01, SalesItemLineDetail: { ItemRef: { value: "10" } } });
    expect(p.Line[3]).toEqual({ DetailType: "DiscountLineDetail", Amount: 50, DiscountLineDetail: { PercentBased: false } });
    expect(p.TxnTaxDetail).toEqual({ TotalTax: 12.34 });
    expect(p.BillEmail).toEqual({ Address: "ap@acme.test" });
  });

  it("leaves the item out when none is configured (QuickBooks' default item)", () => {
    expect(itemFor("expense", { legalFeeItemId: null, filingFeeItemId: null, expenseItemId: null, otherItemId: null })).toBeNull();
    expect(itemFor("filing_fee", { ...items, filingFeeItemId: null })).toBe("12");
  });
});

describe("paymentShares", () => {
  it("adds up the lines linked to each invoice, ignoring other transactions", () => {
    expect(
      paymentShares({
        Id: "9",
        Line: [
          { Amount: 100.1, LinkedTxn: [{ TxnId: "130", TxnType: "Invoice" }] },
          { Amount: 0.2, LinkedTxn: [{ TxnId: "130", TxnType: "Invoice" }] },
          { Amount: 50, LinkedTxn: [{ TxnId: "7", TxnType: "CreditMemo" }] },
          { Amount: 25, LinkedTxn: [{ TxnId: "131", TxnType: "Invoice" }] },
        ],
      }),
    ).toEqual([
      { qbInvoiceId: "130", amountCents: 10_030 },
      { qbInvoiceId: "131", amountCents: 2_500 },
    ]);
    expect(toCents("19.99")).toBe(1999);
  });
});

describe("paymentPayload", () => {
  it("a Payment applied to the pushed invoice: dollars, the day paid, the reference cut to 21 characters and whole in the note", () => {
    const p = paymentPayload({ paidOn: "2026-02-29", reference: "Stripe pi_3Qabcdefghijklmnop", method: "card" }, 12_345, "58", "901", "INV-000007");
    expect(p).toEqual({
      CustomerRef: { value: "58" },
      TotalAmt: 123.45,
      TxnDate: "2026-02-29",
      PaymentRefNum: "Stripe pi_3Qabcdefghi",
      PrivateNote: "INV-000007 (card): Stripe pi_3Qabcdefghijklmnop",
      Line: [{ Amount: 123.45, LinkedTxn: [{ TxnId: "901", TxnType: "Invoice" }] }],
    });
    expect(paymentPayload({ paidOn: "2026-03-01", reference: null, method: "check" }, 1, "58", "901", "INV-000007")).not.toHaveProperty("PaymentRefNum");
  });
});
