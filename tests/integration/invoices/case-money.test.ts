// Issue 33 §4: money from where the work is. The case's "Fees & invoices" (invoices/case-money: the fees
// from the schedule on the postmark date — given, else the case's receipt date, else today — and the case's
// invoices), "Create invoice" with the picked fees (invoices/create-from-case, through invoices/create's
// service), the history naming the address the invoice was really sent to, the invoice PDF (logo, firm and
// client addresses, case reference, payment instructions, in the client's language) and the firm's payment
// instructions (invoices/get-settings, update-settings). Each call: happy path, 422, 403, another firm.
import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { petitions } from "@/db/schema/cases";
import { users } from "@/db/schema/identity";
import { emailOutbox } from "@/db/schema/platform";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { pdfText } from "@/lib/server/pdf/text";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";
import { callFile } from "../esign/helpers";
import { dataUrl, PNG_1X1, useTempFileStore } from "../users/helpers";

useTempFileStore();

const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id, { name: "Acme Robotics", email: `priya-${tenant.slug}@acme.example`, employeeCount: 40, address: { line1: "1 Robot Way", zipcode: "94105" } });
  const ben = await createBeneficiary(tenant.id, { firstName: "Maria", lastName: "Lopez", companyId: company.id });
  // Type 1 / sub type 5: an H-1B change of employer (fees: I-129, Asylum Program, ACWIA, fraud, G-28).
  const petition = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: company.id }, [ben.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const front = await createUser(tenant, ROLE.FRONT_OFFICE);
  return { tenant, admin, company, petition, call, front };
}

type Line = { code: string; amountCents: number; selectable: boolean; counted: boolean };

describe("POST /api/invoices/case-money", () => {
  it("the case's fees on the postmark date (given, else the receipt date, else today) and its invoices, newest first", async () => {
    const w = await world();
    const r = await w.call("invoices/case-money", { petitionId: w.petition.id, postmarkDate: "2026-03-01" });
    expectStatus(r, 200);
    const d = r.body.result.data;
    expect(d).toMatchObject({ petitionId: w.petition.id, client: { id: w.company.id, name: "Acme Robotics" }, postmarkDate: "2026-03-01", postmarkFrom: "given", invoices: [], canCreate: true });
    const lines = d.fees.lines as Line[];
    expect(lines.map((l) => [l.code, l.amountCents, l.selectable])).toEqual([
      ["I129_H1B", 78_000, true],
      ["ASYLUM_PROGRAM", 60_000, true],
      ["ACWIA", 150_000, true],
      ["FRAUD_PREVENTION", 50_000, true],
      // The $100,000 payment waits for a fact (is the worker abroad?): listed, not offered; the G-28 costs nothing.
      ["H1B_PROCLAMATION", 10_000_000, false],
      ["G28", 0, false],
    ]);
    // The same computation as the case's USCIS filing fees (the fees module's), not a copy.
    const fees = (await w.call("petition/filing-fees", { petitionId: w.petition.id, postmarkDate: "2026-03-01" })).body.result.data;
    expect(d.fees.totalCents).toBe(fees.totalCents);

    // No date: today (the case has no receipt date); then the receipt date once the case has one.
    expect((await w.call("invoices/case-money", { petitionId: w.petition.id })).body.result.data).toMatchObject({ postmarkDate: TODAY, postmarkFrom: "today" });
    const db = await getDb();
    await db.update(petitions).set({ receiptDate: "2024-03-31" }).where(eq(petitions.id, w.petition.id));
    const filed = (await w.call("invoices/case-money", { petitionId: w.petition.id })).body.result.data;
    expect(filed).toMatchObject({ postmarkDate: "2024-03-31", postmarkFrom: "receipt" });
    // The 2016 schedule on that day: the I-129 was $460 and there was no Asylum Program fee.
    expect((filed.fees.lines as Line[]).find((l) => l.code === "I129_H1B")?.amountCents).toBe(46_000);
    expect((filed.fees.lines as Line[]).some((l) => l.code === "ASYLUM_PROGRAM")).toBe(false);

    // The case's invoices (number, status, total, balance, date), newest first; other cases' are not listed.
    const other = await createCase(w.tenant.id, { typeId: 1, subTypeId: 5, petitionerId: w.company.id }, []);
    const line = { kind: "legal_fee", description: "Petition", quantity: 1, unitCents: 100_000 };
    expectStatus(await w.call("invoices/create", { companyId: w.company.id, petitionIds: [w.petition.id], lines: [line] }), 200);
    expectStatus(await w.call("invoices/create", { companyId: w.company.id, petitionIds: [other.id], lines: [line] }), 200);
    expectStatus(await w.call("invoices/create", { companyId: w.company.id, petitionIds: [w.petition.id], lines: [{ ...line, unitCents: 50_000 }] }), 200);
    const listed = (await w.call("invoices/case-money", { petitionId: w.petition.id })).body.result.data.invoices;
    expect(listed.map((i: { displayNumber: string; status: string; totalCents: number; balanceCents: number; issueDate: string }) => [i.displayNumber, i.status, i.totalCents, i.balanceCents, i.issueDate])).toEqual([
      ["INV-000003", "not_sent", 50_000, 50_000, TODAY],
      ["INV-000001", "not_sent", 100_000, 100_000, TODAY],
    ]);
  });

  it("a case without a client: nothing to bill (canCreate false); an attorney reads but may not create", async () => {
    const w = await world();
    const lone = await createCase(w.tenant.id, { typeId: 1, subTypeId: 5 }, []);
    expect((await w.call("invoices/case-money", { petitionId: lone.id })).body.result.data).toMatchObject({ client: null, canCreate: false });
    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    expect((await w.call("invoices/case-money", { petitionId: w.petition.id }, attorney.token)).body.result.data.canCreate).toBe(false);
  });

  it("422 for a bad case id or an impossible date; 403 without invoice.read; 404 for another firm's case", async () => {
    const w = await world();
    expectStatus(await w.call("invoices/case-money", { petitionId: "nope" }), 422);
    expectStatus(await w.call("invoices/case-money", { petitionId: w.petition.id, postmarkDate: "2026-02-30" }), 422);
    expectStatus(await w.call("invoices/case-money", { petitionId: w.petition.id, extra: 1 }), 422);
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    expectStatus(await w.call("invoices/case-money", { petitionId: w.petition.id }, paralegal.token), 403);
    const other = await world();
    expectStatus(await w.call("invoices/case-money", { petitionId: other.petition.id }), 404);
  });
});

describe("POST /api/invoices/create-from-case", () => {
  it("a draft for the case's client with the picked fees of the postmark date: untaxed filing-fee lines of the case", async () => {
    const w = await world();
    const r = await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["I129_H1B", "ACWIA"] }, w.front.token);
    expectStatus(r, 200);
    const inv = r.body.result.data;
    expect(inv).toMatchObject({ displayNumber: "INV-000001", status: "not_sent", client: { id: w.company.id }, cases: [{ id: w.petition.id }], subtotalCents: 228_000, taxCents: 0, totalCents: 228_000, language: "en" });
    expect(inv.lines.map((l: { kind: string; description: string; unitCents: number; taxable: boolean; petitionId: string }) => [l.kind, l.description, l.unitCents, l.taxable, l.petitionId])).toEqual([
      ["filing_fee", `Form I-129, H-1B petition (${w.petition.caseNumber})`, 78_000, false, w.petition.id],
      ["filing_fee", `ACWIA training fee (H-1B) (${w.petition.caseNumber})`, 150_000, false, w.petition.id],
    ]);
    // The case's list shows it; the details agree.
    expect((await w.call("invoices/case-money", { petitionId: w.petition.id })).body.result.data.invoices.map((i: { id: string }) => i.id)).toEqual([inv.id]);
    expect((await w.call("invoices/details", { id: inv.id })).body.result.data.totalCents).toBe(228_000);
  });

  it("in the client's language: a client whose portal user reads Spanish gets Spanish fee names", async () => {
    const w = await world();
    const portal = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    const db = await getDb();
    await db.update(users).set({ preferences: { locale: "es" } }).where(eq(users.id, portal.user.id));
    const inv = (await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["FRAUD_PREVENTION"] })).body.result.data;
    expect(inv.language).toBe("es");
    expect(inv.lines[0].description).toBe(`Tasa de prevención y detección de fraude (${w.petition.caseNumber})`);
  });

  it("422: no fee, a fee the case does not have, one waiting for facts; 409 without a client; 403 without invoice.manage; 404 for another firm's case", async () => {
    const w = await world();
    const c = (body: Record<string, unknown>, token?: string) => w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", ...body }, token);
    expectStatus(await c({ codes: [] }), 422);
    expectField(await c({ codes: ["I129_H1B", "N400"] }), "codes.1", "This fee is not one of the case's on that postmark date");
    expectField(await c({ codes: ["H1B_PROCLAMATION"] }), "codes.0", "Enter the missing facts before invoicing this fee");
    // The Asylum Program fee did not exist on 2024-03-31.
    expectField(await c({ codes: ["ASYLUM_PROGRAM"], postmarkDate: "2024-03-31" }), "codes.0", "This fee is not one of the case's on that postmark date");
    expectStatus(await c({ codes: ["I129_H1B"], language: "fr" }), 422);
    // Nothing was created by the refused calls.
    expect((await w.call("invoices/case-money", { petitionId: w.petition.id })).body.result.data.invoices).toEqual([]);

    const lone = await createCase(w.tenant.id, { typeId: 1, subTypeId: 5 }, []);
    expectStatus(await w.call("invoices/create-from-case", { petitionId: lone.id, codes: ["I129_H1B"] }), 409);

    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    expectStatus(await c({ codes: ["I129_H1B"] }, attorney.token), 403);
    expectStatus(await c({ codes: ["I129_H1B"] }, paralegal.token), 403);
    const other = await world();
    expectStatus(await w.call("invoices/create-from-case", { petitionId: other.petition.id, codes: ["I129_H1B"] }), 404);
    expect((await other.call("invoices/case-money", { petitionId: other.petition.id })).body.result.data.invoices).toEqual([]);
  });
});

describe("the history names the address the invoice was sent to", () => {
  it("sent to another address than the bill-to: sentTo is that address, and follows a sending again", async () => {
    const w = await world();
    const inv = (await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["I129_H1B"] })).body.result.data;
    expect(inv.billToEmail).toBe(`priya-${w.tenant.slug}@acme.example`);
    const to = `acme.billing-${w.tenant.slug}@acme.example`;
    const sent = await w.call("invoices/send", { id: inv.id, to });
    expectStatus(sent, 200);
    expect(sent.body.result.data).toMatchObject({ sentTo: to, billToEmail: `priya-${w.tenant.slug}@acme.example` });
    const db = await getDb();
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, w.tenant.id), eq(emailOutbox.template, "invoice.sent"))).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail.toAddress).toBe(to);
    expect((await w.call("invoices/details", { id: inv.id })).body.result.data.sentTo).toBe(to);
    // Sent again without an address: to the bill-to address, and the history says so.
    expect((await w.call("invoices/send", { id: inv.id })).body.result.data.sentTo).toBe(`priya-${w.tenant.slug}@acme.example`);
  });
});

describe("the invoice PDF and the firm's payment instructions", () => {
  async function pdfWorld() {
    const w = await world();
    const db = await getDb();
    await db.update(tenants).set({ address: { line1: "350 Fifth Avenue", aptType: "STE", aptNumber: "4100", zipcode: "10118" }, phone: "2125550100", phoneCountryCode: "+1" }).where(eq(tenants.id, w.tenant.id));
    expectStatus(await callApi("tenant/upload-branding", { kind: "logo", dataUrl: dataUrl(PNG_1X1) }, { tenant: w.tenant.slug, token: w.admin.token }), 200);
    const saved = await w.call("invoices/update-settings", { paymentInstructions: "Wire to First Bank, account 123456, reference the invoice number.", paymentInstructionsEs: "Transferencia a First Bank, cuenta 123456, indique el número de factura." });
    expectStatus(saved, 200);
    return w;
  }
  const pdfOf = async (w: Awaited<ReturnType<typeof world>>, id: string) => {
    const f = await callFile("invoices/pdf", { id }, { tenant: w.tenant.slug, token: w.admin.token });
    expect(f.status).toBe(200);
    return f;
  };

  it("English: logo, firm and client addresses, the case (number, beneficiary, form), the payment instructions", async () => {
    const w = await pdfWorld();
    const inv = (await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["I129_H1B"] })).body.result.data;
    const f = await pdfOf(w, inv.id);
    expect(f.headers.get("content-disposition")).toContain("Invoice INV-000001.pdf");
    const text = (await pdfText(f.bytes!)).replace(/\s+/g, " ");
    for (const piece of [w.tenant.name, "350 Fifth Avenue", "10118", "Invoice INV-000001", "Bill to", "Acme Robotics", "1 Robot Way", "94105", `${w.petition.caseNumber} - Maria Lopez - H-1B`, "USCIS filing fee", "Balance due", "Payment instructions", "Wire to First Bank, account 123456"]) {
      expect(text, piece).toContain(piece);
    }
    expect(text).not.toContain("Instrucciones de pago");
    // The logo: an image drawn on the first page.
    const page = (await PDFDocument.load(f.bytes!)).getPage(0);
    const xobjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    expect(xobjects?.keys().length).toBe(1);
  });

  it("Spanish for a client in Spanish: the labels, the dates and the Spanish instructions", async () => {
    const w = await pdfWorld();
    const inv = (await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["I129_H1B"], language: "es" })).body.result.data;
    const f = await pdfOf(w, inv.id);
    expect(f.headers.get("content-disposition")).toContain("Factura INV-000001.pdf");
    const text = (await pdfText(f.bytes!)).replace(/\s+/g, " ");
    for (const piece of ["Factura INV-000001", "Facturar a", "Acme Robotics", "1 Robot Way", `${w.petition.caseNumber} - Maria Lopez`, "Conceptos", "Tasa de presentación de USCIS", "Saldo pendiente", "Instrucciones de pago", "Transferencia a First Bank, cuenta 123456", `Fecha de emisión: 11/20/2026`]) {
      expect(text, piece).toContain(piece);
    }
    expect(text).not.toContain("Bill to");
    expect(text).not.toContain("Wire to First Bank");
  });

  it("without a logo or instructions the PDF still has the rest; the Spanish client falls back to the English instructions", async () => {
    const w = await world();
    expectStatus(await w.call("invoices/update-settings", { paymentInstructions: "Checks payable to the firm." }), 200);
    const inv = (await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["I129_H1B"], language: "es" })).body.result.data;
    const f = await pdfOf(w, inv.id);
    const text = (await pdfText(f.bytes!)).replace(/\s+/g, " ");
    expect(text).toContain("Instrucciones de pago");
    expect(text).toContain("Checks payable to the firm.");
    const page = (await PDFDocument.load(f.bytes!)).getPage(0);
    expect(page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict)?.keys().length ?? 0).toBe(0);
  });

  it("settings: read and saved by the firm's settings roles (422 over 2,000 characters or an unknown key, 403 for front office); each firm has its own", async () => {
    const w = await world();
    expect((await w.call("invoices/get-settings", {})).body.result.data).toEqual({ paymentInstructions: null, paymentInstructionsEs: null });
    expectStatus(await w.call("invoices/update-settings", { paymentInstructions: "Pay by check." }), 200);
    expect((await w.call("invoices/get-settings", {})).body.result.data).toEqual({ paymentInstructions: "Pay by check.", paymentInstructionsEs: null });
    expectField(await w.call("invoices/update-settings", { paymentInstructions: "x".repeat(2001) }), "paymentInstructions", "Maximum 2000 characters allowed");
    expectStatus(await w.call("invoices/update-settings", { paymentInstructions: "ok", bank: "x" }), 422);
    expectStatus(await w.call("invoices/get-settings", {}, w.front.token), 403);
    expectStatus(await w.call("invoices/update-settings", { paymentInstructions: "Mine" }, w.front.token), 403);
    // Another firm neither sees nor changes this firm's text: its host names its own settings.
    const other = await world();
    expect((await other.call("invoices/get-settings", {})).body.result.data.paymentInstructions).toBeNull();
    expectStatus(await other.call("invoices/update-settings", { paymentInstructions: "Theirs" }), 200);
    expect((await w.call("invoices/get-settings", {})).body.result.data.paymentInstructions).toBe("Pay by check.");
    // An empty text clears it.
    expect((await w.call("invoices/update-settings", { paymentInstructions: "" })).body.result.data.paymentInstructions).toBeNull();
  });
});
