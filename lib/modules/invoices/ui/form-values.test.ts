import { describe, expect, it } from "vitest";
import { blankLine, feeLineValues, liveTotals, newInvoiceValues, readInvoiceForm, withFeeLines, type InvoiceFormValues } from "./form-values";

const CLIENT = "8e1f2c4a-1111-4a2b-9c3d-000000000001";
const CASE = "8e1f2c4a-2222-4a2b-9c3d-000000000002";

const form = (patch: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  ...newInvoiceValues("2026-03-15", { companyId: CLIENT, petitionId: CASE }),
  lines: [
    { ...blankLine("legal_fee"), description: "H-1B petition", unitCents: "2,500.00" },
    { ...blankLine("filing_fee"), description: "I-129 filing fee", unitCents: "780" },
  ],
  ...patch,
});

describe("newInvoiceValues", () => {
  it("issues today, due in 30 days (across months and leap years), with the preset client and case", () => {
    const v = newInvoiceValues("2026-03-15", { companyId: CLIENT, petitionId: CASE });
    expect(v).toMatchObject({ companyId: CLIENT, petitionIds: [CASE], issueDate: "03/15/2026", dueDate: "04/14/2026" });
    expect(newInvoiceValues("2028-02-15").dueDate).toBe("03/16/2028");
    expect(newInvoiceValues("2026-12-10").dueDate).toBe("01/09/2027");
  });
  it("makes a filing fee not taxable by default", () => {
    expect(blankLine("filing_fee").taxable).toBe(false);
    expect(blankLine("legal_fee").taxable).toBe(true);
  });
});

describe("a case's filing fees added to the lines", () => {
  const OTHER = "8e1f2c4a-3333-4a2b-9c3d-000000000003";
  const fees = [
    { amountCents: 78_000, description: "Form I-129, H-1B petition" },
    { amountCents: 60_000, description: "Asylum Program Fee" },
  ];
  it("become filing-fee lines of the case, not taxed, in dollars as the form shows them", () => {
    expect(feeLineValues(fees, CASE)).toEqual([
      { kind: "filing_fee", description: "Form I-129, H-1B petition", quantity: "1", unitCents: "780.00", taxable: false, petitionId: CASE, feeCode: "" },
      { kind: "filing_fee", description: "Asylum Program Fee", quantity: "1", unitCents: "600.00", taxable: false, petitionId: CASE, feeCode: "" },
    ]);
  });
  it("keep the fee's code to the body (the client reads the fee's name in their language); a typed line sends none", () => {
    const v = form({ lines: [...feeLineValues([{ amountCents: 78_000, description: "Formulario I-129, petición H-1B", code: "I129_H1B" }], CASE), { ...blankLine(), description: "Legal fee", unitCents: "10" }] });
    const r = readInvoiceForm(v);
    expect(r.ok && r.body.lines.map((l) => l.feeCode)).toEqual(["I129_H1B", undefined]);
  });
  it("take the place of the untouched blank line, keep every typed line, and are not added twice for the same case", () => {
    const typed = { ...blankLine(), description: "Legal fee", unitCents: "2,500" };
    const once = withFeeLines([blankLine(), typed], feeLineValues(fees, CASE));
    expect(once.map((l) => l.description)).toEqual(["Legal fee", "Form I-129, H-1B petition", "Asylum Program Fee"]);
    expect(withFeeLines(once, feeLineValues(fees, CASE))).toEqual(once);
    // The same fee of another case on the invoice is its own line.
    expect(withFeeLines(once, feeLineValues(fees.slice(0, 1), OTHER))).toHaveLength(4);
    // A blank line whose kind was changed but nothing typed still gives its place.
    expect(withFeeLines([blankLine("expense")], feeLineValues(fees, CASE))).toHaveLength(2);
  });
});

describe("readInvoiceForm", () => {
  it("reads the typed values into the contract's body, in cents and ISO dates", () => {
    const r = readInvoiceForm(form({ discountCents: "100", taxRateBp: "8.25", billToEmail: " ap@client.example ", notes: " thanks " }));
    expect(r).toEqual({
      ok: true,
      body: {
        companyId: CLIENT,
        petitionIds: [CASE],
        lines: [
          { kind: "legal_fee", description: "H-1B petition", quantity: 1, unitCents: 250_000, taxable: true, petitionId: undefined },
          { kind: "filing_fee", description: "I-129 filing fee", quantity: 1, unitCents: 78_000, taxable: false, petitionId: undefined },
        ],
        discountCents: 10_000,
        taxRateBp: 825,
        issueDate: "2026-03-15",
        dueDate: "2026-04-14",
        billToEmail: "ap@client.example",
        notes: "thanks",
      },
    });
  });
  it("sends the PDF's language only when chosen (empty: the client's, which the server finds)", () => {
    const auto = readInvoiceForm(form());
    expect(auto.ok && auto.body.language).toBeUndefined();
    const es = readInvoiceForm(form({ language: "es" }));
    expect(es.ok && es.body.language).toBe("es");
  });

  it("names each refused field with the contract's path", () => {
    const v = form({ companyId: "", discountCents: "-5", taxRateBp: "60", issueDate: "03/15/2026", dueDate: "03/01/2026", billToEmail: "nope" });
    v.lines[0].unitCents = "1.005";
    v.lines[1].quantity = "0";
    v.lines[1].description = " ";
    const r = readInvoiceForm(v);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        companyId: "required",
        "lines.0.unitCents": "decimals",
        "lines.1.quantity": "quantity",
        "lines.1.description": "required",
        discountCents: "negative",
        taxRateBp: "rateTooLarge",
        dueDate: "dueBeforeIssue",
        billToEmail: "email",
      });
  });
  it("refuses a discount above the subtotal and an empty unit price", () => {
    const v = form({ discountCents: "3,280.01" });
    v.lines[1].unitCents = "";
    const r = readInvoiceForm(v);
    expect(!r.ok && r.errors).toEqual({ "lines.1.unitCents": "required" });
    const r2 = readInvoiceForm(form({ discountCents: "3,280.01" }));
    expect(!r2.ok && r2.errors).toEqual({ discountCents: "discountTooLarge" });
  });
  it("keeps a line's case only while the case stays on the invoice", () => {
    const v = form();
    v.lines[0].petitionId = CASE;
    expect(readInvoiceForm(v).ok && (readInvoiceForm(v) as { body: { lines: { petitionId?: string }[] } }).body.lines[0].petitionId).toBe(CASE);
    v.petitionIds = [];
    const r = readInvoiceForm(v);
    expect(r.ok && r.body.lines[0].petitionId).toBeUndefined();
  });
});

describe("liveTotals", () => {
  it("is the server's arithmetic: the filing fee untaxed, the discount's taxable share off the tax base", () => {
    // 2,500.00 legal (taxable) + 780.00 filing fee; discount 100.00; tax 8.25 %.
    const t = liveTotals({ ...form(), discountCents: "100", taxRateBp: "8.25" });
    expect(t.subtotalCents).toBe(328_000);
    // taxable share of the discount: 10,000 × 250,000 / 328,000 = 7,621.95… → 7,622; base 242,378; tax 19,996.185 → 19,996.
    expect(t.taxableBaseCents).toBe(242_378);
    expect(t.taxCents).toBe(19_996);
    expect(t.totalCents).toBe(328_000 - 10_000 + 19_996);
  });
  it("counts what cannot be read yet as nothing", () => {
    const v = form();
    v.lines[0].unitCents = "abc";
    expect(liveTotals(v).totalCents).toBe(78_000);
  });
});
