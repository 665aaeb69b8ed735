// Issue 33 §2: fee names in the reader's language. A line made from the fee schedule (invoices/create-from-case,
// the invoice form's "USCIS filing fees") keeps the fee's code (invoice_lines.fee_code, `feeCode` in the
// contract); the client's invoice view names the fee in the reader's language (the NEXT_LOCALE cookie), the
// PDF in the invoice's, both from messages/<locale>/fees.json; a text the firm typed stays as typed.
import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { emailOutbox } from "@/db/schema/platform";
import { getDb } from "@/lib/server/db/client";
import { readOutboxMail } from "@/lib/server/mail/sealed-mail";
import { pdfText } from "@/lib/server/pdf/text";
import { createBeneficiary, createCompany, createFirm } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";
import { callFile } from "../esign/helpers";

const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id, { name: "Acme Robotics", email: `ap-${tenant.slug}@acme.example`, employeeCount: 40 });
  const ben = await createBeneficiary(tenant.id, { firstName: "Maria", lastName: "Lopez", companyId: company.id });
  const petition = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: company.id }, [ben.id]);
  const call = (path: string, body: Record<string, unknown>) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token: admin.token });
  return { tenant, admin, company, petition, call };
}

type Line = { kind: string; description: string; quantity: number; unitCents: number; taxable: boolean; petitionId: string | null; feeCode: string | null };

async function linkToken(tenantId: string, to: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "invoice.sent"))).orderBy(desc(emailOutbox.createdAt)).limit(1);
  return /invoice-view\?token=([A-Za-z0-9_-]+)/.exec(readOutboxMail(row).textBody)![1];
}

const bodyLines = (lines: Line[]) => lines.map(({ kind, description, quantity, unitCents, taxable, petitionId, feeCode }) => ({ kind, description, quantity, unitCents, taxable, petitionId: petitionId ?? undefined, feeCode: feeCode ?? undefined }));

describe("fee lines named in the reader's language", () => {
  it("keeps the fee's code; the client's view in Spanish and the Spanish PDF name the fee in Spanish, a typed line as typed", async () => {
    const w = await world();
    const made = await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["I129_H1B", "ACWIA"], language: "en" });
    expectStatus(made, 200);
    const inv = made.body.result.data;
    const n = w.petition.caseNumber;
    // Stored as written in the invoice's language, with the code; the staff's details show the stored text.
    expect((inv.lines as Line[]).map((l) => [l.description, l.feeCode])).toEqual([
      [`Form I-129, H-1B petition (${n})`, "I129_H1B"],
      [`ACWIA training fee (H-1B) (${n})`, "ACWIA"],
    ]);
    // A staff reader of Spanish (NEXT_LOCALE) reads the fee names in Spanish beside the stored text the form edits.
    const staffEs = await callApi("invoices/details", { id: inv.id }, { tenant: w.tenant.slug, token: w.admin.token, cookie: "NEXT_LOCALE=es" });
    expectStatus(staffEs, 200);
    expect((staffEs.body.result.data.lines as (Line & { shownDescription: string })[]).map((l) => [l.description, l.shownDescription])).toEqual([
      [`Form I-129, H-1B petition (${n})`, `Formulario I-129, petición H-1B (${n})`],
      [`ACWIA training fee (H-1B) (${n})`, `Tasa de capacitación ACWIA (H-1B) (${n})`],
    ]);

    // The firm edits the draft: the ACWIA line's text typed over, a line typed by hand, the PDF in Spanish.
    const lines = bodyLines(inv.lines);
    lines[1].description = "ACWIA fee, paid by the employer";
    const upd = await w.call("invoices/update", { id: inv.id, petitionIds: [w.petition.id], language: "es", lines: [...lines, { kind: "legal_fee", description: "Attorney fee", quantity: 1, unitCents: 100_000 }] });
    expectStatus(upd, 200);
    expect((upd.body.result.data.lines as Line[]).map((l) => l.feeCode)).toEqual(["I129_H1B", "ACWIA", null]);

    const pdf = await callFile("invoices/pdf", { id: inv.id }, { tenant: w.tenant.slug, token: w.admin.token });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes!)).replace(/\s+/g, " ");
    expect(text).toContain(`1. Formulario I-129, petición H-1B (${n})`);
    expect(text).not.toContain("Form I-129, H-1B petition");
    expect(text).toContain("2. ACWIA fee, paid by the employer");
    expect(text).toContain("3. Attorney fee");

    // The client's link: the page's reader chose Spanish (NEXT_LOCALE) or not.
    expectStatus(await w.call("invoices/send", { id: inv.id }), 200);
    const token = await linkToken(w.tenant.id, `ap-${w.tenant.slug}@acme.example`);
    const view = (cookie?: string) => callApi("invoices/token/view", {}, { tenant: w.tenant.slug, token, cookie });
    const es = await view("NEXT_LOCALE=es");
    expectStatus(es, 200);
    expect((es.body.result.data.lines as Line[]).map((l) => l.description)).toEqual([`Formulario I-129, petición H-1B (${n})`, "ACWIA fee, paid by the employer", "Attorney fee"]);
    const en = await view();
    expect((en.body.result.data.lines as Line[]).map((l) => l.description)).toEqual([`Form I-129, H-1B petition (${n})`, "ACWIA fee, paid by the employer", "Attorney fee"]);
    // The link's PDF is the invoice's language.
    const linkPdf = await callFile("invoices/token/pdf", {}, { tenant: w.tenant.slug, token });
    expect((await pdfText(linkPdf.bytes!)).replace(/\s+/g, " ")).toContain(`1. Formulario I-129, petición H-1B (${n})`);
  });

  it("a Spanish-made fee line is named in English for an English reader", async () => {
    const w = await world();
    const inv = (await w.call("invoices/create-from-case", { petitionId: w.petition.id, postmarkDate: "2026-03-01", codes: ["FRAUD_PREVENTION"], language: "es" })).body.result.data;
    expect(inv.lines[0].description).toBe(`Tasa de prevención y detección de fraude (${w.petition.caseNumber})`);
    expectStatus(await w.call("invoices/send", { id: inv.id }), 200);
    const token = await linkToken(w.tenant.id, `ap-${w.tenant.slug}@acme.example`);
    const en = await callApi("invoices/token/view", {}, { tenant: w.tenant.slug, token, cookie: "NEXT_LOCALE=en" });
    expect(en.body.result.data.lines[0].description).toBe(`Fraud Prevention and Detection Fee (${w.petition.caseNumber})`);
  });

  it("422 for a fee code that is not one (the contract), on create and update", async () => {
    const w = await world();
    const line = { kind: "filing_fee", description: "Fee", quantity: 1, unitCents: 100 };
    expectField(await w.call("invoices/create", { companyId: w.company.id, lines: [{ ...line, feeCode: "i129; drop" }] }), "lines.0.feeCode", "Fee not valid");
    expectField(await w.call("invoices/create", { companyId: w.company.id, lines: [{ ...line, feeCode: 12 }] }), "lines.0.feeCode", "Fee not valid");
    const ok = await w.call("invoices/create", { companyId: w.company.id, lines: [{ ...line, feeCode: "I129_H1B" }] });
    expectStatus(ok, 200);
    expectField(await w.call("invoices/update", { id: ok.body.result.data.id, lines: [{ ...line, feeCode: "x".repeat(41) }] }), "lines.0.feeCode", "Fee not valid");
  });
});
