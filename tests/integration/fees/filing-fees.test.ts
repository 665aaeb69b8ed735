// USCIS filing fees (issue 14 section 1): POST /api/petition/filing-fees and /api/rfepetition/filing-fees —
// the lines, totals and payers from the case and its client company on a postmark date, the facts to
// enter, saving the total as the case's filing fee (the filing-fee rule); 422, 403, another firm's 404.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { companies } from "@/db/schema/clients";
import { rfeCases } from "@/db/schema/rfe";
import { eq } from "drizzle-orm";
import { SAVE_MISSING_FACTS } from "@/lib/modules/fees/service";
import { MSG } from "@/lib/shared/validation/messages";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { caseFirm, completeCode, expectField, expectStatus } from "../cases/fixtures";

/** An H-1B change of employer (sub type 5) with premium processing for a 30-employee client. */
async function transferCase() {
  const f = await caseFirm();
  const db = await getDb();
  await db.update(companies).set({ employeeCount: 30 }).where(eq(companies.id, f.company.id));
  const c = await f.create({ typeId: 1, subTypeId: 5, premiumProcessing: true, premiumForm: "I129" });
  return { ...f, c };
}

const TRANSFER_LINES = [
  { code: "I129_H1B", form: "I-129", amountCents: 78000, payer: "employer", reason: "largeEmployer", counted: true },
  { code: "ASYLUM_PROGRAM", amountCents: 60000, payer: "employer", reason: "largeEmployer", counted: true },
  { code: "ACWIA", amountCents: 150000, payer: "employer", reason: "largeEmployer", counted: true },
  { code: "FRAUD_PREVENTION", amountCents: 50000, payer: "employer", reason: "newEmployment", counted: true },
  { code: "I907", form: "I-907", amountCents: 296500, payer: "either", reason: "premium", counted: true },
  { code: "G28", amountCents: 0, counted: true },
];

describe("petition/filing-fees", () => {
  it("an H-1B change of employer for a 30-employee client with premium after 2026-03-01: exact lines and total", async () => {
    const w = await transferCase();
    const res = await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "2026-03-02", facts: { beneficiaryOutsideUs: false } });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d.lines).toHaveLength(TRANSFER_LINES.length);
    d.lines.forEach((l: unknown, i: number) => expect(l).toMatchObject(TRANSFER_LINES[i]));
    expect(d).toMatchObject({ totalCents: 634500, byPayer: { employer: 338000, beneficiary: 0, either: 296500 }, missing: [], postmarkDate: "2026-03-02", savedCents: null });
    expect(d.facts).toMatchObject({ kind: "h1b_change_of_employer", employeeCount: 30, premiumProcessing: true, beneficiaryOutsideUs: false });

    // The day before the 2026 premium fee; the worker's whereabouts unknown: the $100,000 line is asked for, not counted.
    const before = await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "2026-02-28" });
    expectStatus(before, 200);
    const b = before.body.result.data;
    expect(b.lines.find((l: { code: string }) => l.code === "I907").amountCents).toBe(280500);
    expect(b.lines.find((l: { code: string }) => l.code === "H1B_PROCLAMATION")).toMatchObject({ counted: false, needs: ["beneficiaryOutsideUs"] });
    expect(b.missing).toEqual(["beneficiaryOutsideUs"]);
    expect(b.totalCents).toBe(634500 - 296500 + 280500);

    // The facts the firm enters win over the records: a small non-profit.
    const np = await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "2026-03-02", facts: { employeeCount: 12, nonprofit: true, beneficiaryOutsideUs: false, premiumProcessing: false } });
    expectStatus(np, 200);
    expect(np.body.result.data.totalCents).toBe(46000 + 0 + 75000 + 50000);
  });

  it("the petitioner reads its own case's fees; the postmark date defaults to the caller's today", async () => {
    const w = await transferCase();
    const petitioner = await createUser(w.tenant, 50, { companyId: w.company.id });
    const res = await w.call("petition/filing-fees", { petitionId: w.c.id, today: "2025-06-02", facts: { beneficiaryOutsideUs: false } }, petitioner.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ postmarkDate: "2025-06-02", totalCents: 78000 + 60000 + 150000 + 50000 + 280500 });
  });

  it("saves the total as the case's filing fee once the case is submitted, for who may edit the fee", async () => {
    const w = await transferCase();
    const body = { petitionId: w.c.id, postmarkDate: "2026-03-02", facts: { beneficiaryOutsideUs: false }, save: true };
    expectStatus(await w.call("petition/filing-fees", body), 409, "CONFLICT");
    await completeCode(w, w.c.id, "SUBMIT_TO_LAW_FIRM");
    const missing = await w.call("petition/filing-fees", { ...body, facts: {} });
    expectStatus(missing, 409, "CONFLICT");
    expect(missing.body.message).toBe(SAVE_MISSING_FACTS);
    const petitioner = await createUser(w.tenant, 50, { companyId: w.company.id });
    expectStatus(await w.call("petition/filing-fees", body, petitioner.token), 403, "FORBIDDEN");

    const saved = await w.call("petition/filing-fees", body);
    expectStatus(saved, 200);
    expect(saved.body.result.data.savedCents).toBe(634500);
    const details = await w.call("petition/details", { id: w.c.id });
    expect(details.body.result.data.filingFeeCents).toBe(634500);
  });

  it("refuses a bad date, an unknown fact and a bad id (422)", async () => {
    const w = await transferCase();
    expectField(await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "2026-02-29" }), "postmarkDate", MSG.date);
    expectField(await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "03/01/2026" }), "postmarkDate", MSG.date);
    expectField(await w.call("petition/filing-fees", { petitionId: w.c.id, facts: { employees: 3 } }), "facts.employees", "Unknown field");
    expectStatus(await w.call("petition/filing-fees", { petitionId: w.c.id, facts: { employeeCount: -1 } }), 422, "VALIDATION_ERROR");
    expectStatus(await w.call("petition/filing-fees", { petitionId: "nope" }), 422, "VALIDATION_ERROR");
  });

  it("refuses roles without fees.read (403) and another firm's case (404)", async () => {
    const w = await transferCase();
    const worker = await createUser(w.tenant, 51);
    expectStatus(await w.call("petition/filing-fees", { petitionId: w.c.id }, worker.token), 403, "FORBIDDEN");
    const i9 = await createUser(w.tenant, 49);
    expectStatus(await w.call("petition/filing-fees", { petitionId: w.c.id }, i9.token), 403, "FORBIDDEN");
    const other = await createFirm();
    const res = await callApi("petition/filing-fees", { petitionId: w.c.id }, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(res, 404, "NOT_FOUND");
    // Another company's petitioner in the same firm does not reach the case either.
    const stranger = await createUser(w.tenant, 50, { companyId: (await caseFirm()).company.id });
    expectStatus(await w.call("petition/filing-fees", { petitionId: w.c.id }, stranger.token), 404, "NOT_FOUND");
  });
});

async function rfeWorld() {
  const w = await transferCase();
  const db = await getDb();
  const [rfe] = await db
    .insert(rfeCases)
    .values({ tenantId: w.tenant.id, petitionId: w.c.id, sequence: 1, kind: "RFE", noticeDate: "2026-01-20", dueDate: "2026-04-14", statusId: 24 })
    .returning();
  return { ...w, rfe };
}

describe("rfepetition/filing-fees", () => {
  it("an RFE response has no USCIS fee; a premium upgrade on a petition without premium costs the I-907 of the day", async () => {
    const w = await rfeWorld();
    const none = await w.call("rfepetition/filing-fees", { rfeCaseId: w.rfe.id, postmarkDate: "2026-03-02" });
    expectStatus(none, 200);
    expect(none.body.result.data).toMatchObject({ lines: [], totalCents: 0, notes: ["rfeNoFee"], postmarkDate: "2026-03-02" });
    // The petition already has premium processing: nothing to upgrade.
    const already = await w.call("rfepetition/filing-fees", { rfeCaseId: w.rfe.id, postmarkDate: "2026-03-02", premiumUpgrade: true });
    expect(already.body.result.data).toMatchObject({ totalCents: 0, notes: ["rfeNoFee", "premiumAlready"] });

    const caseNo = await w.call("petition/update", { id: w.c.id, premiumProcessing: false });
    expectStatus(caseNo, 200);
    const up = await w.call("rfepetition/filing-fees", { rfeCaseId: w.rfe.id, postmarkDate: "2026-02-28", premiumUpgrade: true });
    expectStatus(up, 200);
    expect(up.body.result.data).toMatchObject({ totalCents: 280500, byPayer: { either: 280500 }, lines: [{ code: "I907", amountCents: 280500 }] });
  });

  it("422 on a bad date, 403 without fees.read, 404 for another firm", async () => {
    const w = await rfeWorld();
    expectField(await w.call("rfepetition/filing-fees", { rfeCaseId: w.rfe.id, postmarkDate: "2026-13-01" }), "postmarkDate", MSG.date);
    expectStatus(await w.call("rfepetition/filing-fees", { rfeCaseId: w.rfe.id, premiumUpgrade: "yes" }), 422, "VALIDATION_ERROR");
    const worker = await createUser(w.tenant, 51);
    expectStatus(await w.call("rfepetition/filing-fees", { rfeCaseId: w.rfe.id }, worker.token), 403, "FORBIDDEN");
    const other = await createFirm();
    expectStatus(await callApi("rfepetition/filing-fees", { rfeCaseId: w.rfe.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404, "NOT_FOUND");
  });
});
