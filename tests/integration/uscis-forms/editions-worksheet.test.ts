// A case's payment worksheet (issue 33 §4): /api/uscis-forms/payment-worksheet for G-1450 (card) and G-1650
// (ACH) — the case, its fee lines (form, amount, payer), total and totals by payer from the fees of the postmark
// date, no card or bank number anywhere; while no edition of the form is on file for that date (`edition` null),
// and naming the uploaded edition once a platform admin uploaded one; 422, 403 (a beneficiary, who reads no
// fees), another firm's case 404.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { companies } from "@/db/schema/clients";
import { getDb } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { caseFirm } from "../cases/fixtures";
import { callUpload, expectField, expectStatus, file, useTempFileStore } from "../documents/helpers";
import { blankPdf } from "./blank";

useTempFileStore();

/** A call answering a file (uscis-forms/editions/blank, payment-worksheet-pdf): the raw response. */
async function fetchFile(slug: string, token: string, body: Record<string, unknown>, path = "uscis-forms/editions/blank"): Promise<Response> {
  const { POST } = (await import(/* @vite-ignore */ `../../../app/api/${path}/route.ts`)) as { POST: (r: Request) => Promise<Response> };
  const host = `${slug}.localhost:3000`;
  return POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) }));
}

async function world() {
  const f = await caseFirm();
  const db = await getDb();
  await db.update(companies).set({ employeeCount: 30 }).where(eq(companies.id, f.company.id));
  const c = await f.create({ typeId: 1, subTypeId: 5, premiumProcessing: true, premiumForm: "I129" });
  const sheet = (body: Record<string, unknown>, token = f.admin.token) => f.call("uscis-forms/payment-worksheet", { petitionId: c.id, form: "G-1450", postmarkDate: "2026-03-02", ...body }, token);
  return { ...f, c, sheet };
}

describe("POST /api/uscis-forms/payment-worksheet", () => {
  it("lists the case's fee lines, amounts and payers for the form; never a card or bank number", async () => {
    const w = await world();
    const res = await w.sheet({});
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(Object.keys(d).sort()).toEqual(["beneficiaryName", "byPayer", "caseNumber", "edition", "form", "lines", "missing", "petitionerName", "postmarkDate", "title", "totalCents"]);
    expect(d).toMatchObject({ form: "G-1450", title: "Authorization for Credit Card Transactions", caseNumber: w.c.caseNumber, petitionerName: "Acme Robotics Inc", beneficiaryName: "Priya Raman", postmarkDate: "2026-03-02", edition: null });
    // The same lines and totals as the case's fees of that day.
    const fees = (await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "2026-03-02" })).body.result.data;
    expect(d.lines).toEqual(fees.lines.map((l: Record<string, unknown>) => ({ code: l.code, form: l.form, label: l.label, amountCents: l.amountCents, payer: l.payer, counted: l.counted })));
    expect(d.lines.find((l: { code: string }) => l.code === "I129_H1B")).toMatchObject({ form: "I-129", amountCents: 78000, payer: "employer" });
    expect(d.totalCents).toBe(fees.totalCents);
    expect(d.byPayer).toEqual(fees.byPayer);
    expect(JSON.stringify(d)).not.toMatch(/card ?number|account ?number|routing|cvv/i);
    expect((await w.sheet({ form: "G-1650" })).body.result.data).toMatchObject({ form: "G-1650", title: "Authorization for ACH Transactions", totalCents: fees.totalCents });

    // The same worksheet as a PDF to print: one page titled by the form; 403 for a beneficiary, another firm's case 404.
    const body = { petitionId: w.c.id, form: "G-1450", postmarkDate: "2026-03-02" };
    const res2 = await fetchFile(w.tenant.slug, w.admin.token, body, "uscis-forms/payment-worksheet-pdf");
    expect(res2.status).toBe(200);
    expect(res2.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await res2.arrayBuffer()));
    expect(pdf.getTitle()).toBe("Payment worksheet: Form G-1450");
    expect(pdf.getPageCount()).toBe(1);
    expect((await fetchFile(w.tenant.slug, (await createUser(w.tenant, ROLE.BENEFICIARY)).token, body, "uscis-forms/payment-worksheet-pdf")).status).toBe(403);
    const other = await caseFirm();
    expect((await fetchFile(other.tenant.slug, other.admin.token, body, "uscis-forms/payment-worksheet-pdf")).status).toBe(404);
    expect((await fetchFile(w.tenant.slug, w.admin.token, { ...body, form: "G-9" }, "uscis-forms/payment-worksheet-pdf")).status).toBe(422);
  });

  it("names the uploaded edition of the form once one is on file for the postmark date", async () => {
    const w = await world();
    const pt = await createTenant();
    const platform = await createUser(pt, ROLE.PLATFORM_ADMIN);
    const up = await callUpload(
      "uscis-forms/editions/upload",
      { form: "G-1650", edition: "03/01/26", validFrom: "2026-03-01", validTo: "2026-06-30", file: file(await blankPdf([{ name: "PayerName", tooltip: "Name on the account" }]), "g-1650.pdf", "application/pdf") },
      { tenant: pt.slug, token: platform.token },
    );
    expectStatus(up, 200);
    const id = up.body.result.data.id;
    expect((await w.sheet({ form: "G-1650" })).body.result.data.edition).toEqual({ id, edition: "03/01/26", validFrom: "2026-03-01", validTo: "2026-06-30", mapped: false });
    // Its blank, offered instead of the worksheet: the stored PDF for who reads the fees; 403 for a beneficiary.
    const blank = await fetchFile(w.tenant.slug, w.admin.token, { id });
    expect(blank.status).toBe(200);
    expect(blank.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await blank.arrayBuffer()));
    expect(pdf.getForm().getFields().map((f) => f.getName())).toEqual(["PayerName"]);
    expect((await fetchFile(w.tenant.slug, (await createUser(w.tenant, ROLE.BENEFICIARY)).token, { id })).status).toBe(403);
    expect((await fetchFile(w.tenant.slug, w.admin.token, { id: "x" })).status).toBe(422);
    // Another form, another day: still the worksheet.
    expect((await w.sheet({ form: "G-1450" })).body.result.data.edition).toBeNull();
    expect((await w.sheet({ form: "G-1650", postmarkDate: "2026-07-01" })).body.result.data.edition).toBeNull();
    await callApi("uscis-forms/editions/delete", { id }, { tenant: pt.slug, token: platform.token });
    expect((await w.sheet({ form: "G-1650" })).body.result.data.edition).toBeNull();
    expect((await fetchFile(w.tenant.slug, w.admin.token, { id })).status).toBe(404);
  });

  it("422 on a bad form or date, 403 for a beneficiary, 404 for another firm's case", async () => {
    const w = await world();
    expectField(await w.sheet({ form: "I-129" }), "form");
    expectField(await w.sheet({ postmarkDate: "2026-02-30" }), "postmarkDate");
    expectField(await w.sheet({ petitionId: "x" }), "petitionId");
    expectField(await w.sheet({ cardNumber: "4111111111111111" }), "cardNumber", "Unknown field");
    const beneficiary = await createUser(w.tenant, ROLE.BENEFICIARY);
    expectStatus(await w.sheet({}, beneficiary.token), 403);
    const other = await caseFirm();
    expectStatus(await other.call("uscis-forms/payment-worksheet", { petitionId: w.c.id, form: "G-1450" }), 404);
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    expectStatus(await w.sheet({}, paralegal.token), 200);
  });
});
