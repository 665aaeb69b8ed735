// The start's backfill (db/seed/prepare.ts → sealPlaintext(PLAINTEXT_BACKFILLS)): identity numbers stored in
// plaintext before their sealing — beneficiaries, dependants, cap registrations, questionnaire answers — are
// sealed and the plaintext erased, in batches that can stop and go on, and running it again changes nothing.
// The sealed columns are registered for the key check and keys:rotate (SEALED_FIELDS): a stored value of each opens.
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { capRegistrations } from "@/db/schema/cap";
import { petitions, questionnaires } from "@/db/schema/cases";
import { beneficiaries, dependants } from "@/db/schema/clients";
import { PLAINTEXT_BACKFILLS, SEALED_FIELDS } from "@/lib/modules/platform/sealed-fields";
import { decryptField, fieldKeys } from "@/lib/server/crypto/field-cipher";
import { sealPlaintext } from "@/lib/server/crypto/sealed-numbers";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { callApi } from "../api";
import { createCompany, createFirm, uid } from "../../factories";

/** A firm whose records were written before the numbers were sealed (the numbers in the legacy plaintext columns). */
async function legacyFirm(passport: string) {
  const db = await getDb();
  const { tenant, admin } = await createFirm();
  const company = await createCompany(tenant.id);
  const [b] = await db
    .insert(beneficiaries)
    .values({ tenantId: tenant.id, companyId: company.id, firstName: "Lea", lastName: `Legacy ${uid()}`, legacyPassportNumber: passport, legacyI94Number: "12345678901" })
    .returning();
  const [d] = await db.insert(dependants).values({ tenantId: tenant.id, beneficiaryId: b.id, relation: "spouse", firstName: "Sam", lastName: "Legacy", legacyPassportNumber: "D7777777" }).returning();
  const [cap] = await db.insert(capRegistrations).values({ tenantId: tenant.id, fiscalYear: 2031, petitionerId: company.id, beneficiaryId: b.id, legacyPassportNumber: passport }).returning();
  const [p] = await db.insert(petitions).values({ tenantId: tenant.id, caseNumber: `2026-${uid()}`, petitionerId: company.id }).returning();
  const answers = {
    passport: { passportNumber: passport, passportCountryId: 101 },
    immigration: { i94Number: "98765432101", receiptNumbers: [] },
    // A text that merely quotes a field name is left alone (and does not keep the row in the backfill).
    employment: [{ employer: "Acme", duties: 'wrote "passportNumber": checks' }],
    worker: { alienNumber: "A-123456789" },
  };
  const [q] = await db
    .insert(questionnaires)
    .values({ tenantId: tenant.id, petitionId: p.id, beneficiaryId: b.id, kind: "beneficiary", tokenHash: randomUUID(), sentTo: "lea@example.com", answers, status: "submitted", submittedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const call = (path: string, body: unknown) => callApi(path, body, { tenant: tenant.slug, token: admin.token });
  return { tenant, b, d, cap, p, q, answers, call };
}

type Firm = Awaited<ReturnType<typeof legacyFirm>>;

/** Every stored row of the firm's records, as JSON text. */
async function storedText(f: Firm): Promise<string> {
  const db = await getDb();
  const rows = rowsOf<{ j: string }>(
    await db.execute(sql`
      select row_to_json(t)::text as j from beneficiaries t where id = ${f.b.id}::uuid
      union all select row_to_json(t)::text from dependants t where id = ${f.d.id}::uuid
      union all select row_to_json(t)::text from cap_registrations t where id = ${f.cap.id}::uuid
      union all select row_to_json(t)::text from questionnaires t where id = ${f.q.id}::uuid`),
  );
  expect(rows).toHaveLength(4);
  return rows.map((r) => r.j).join(" ");
}

async function plaintextLeft(tenantIds: string[]): Promise<number> {
  const db = await getDb();
  const ids = sql.join(tenantIds.map((id) => sql`${id}::uuid`), sql`, `);
  const [r] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select
      (select count(*) from beneficiaries where tenant_id in (${ids}) and passport_number is not null)
      + (select count(*) from beneficiaries where tenant_id in (${ids}) and i94_number is not null)
      + (select count(*) from dependants where tenant_id in (${ids}) and passport_number is not null)
      + (select count(*) from cap_registrations where tenant_id in (${ids}) and passport_number is not null)
      + (select count(*) from questionnaires where tenant_id in (${ids}) and answers::text ~ '"(passportNumber|i94Number|alienNumber)": ') as n`),
  );
  return Number(r.n);
}

describe("sealing the identity numbers stored in plaintext before", () => {
  it("seals every legacy number in resumable batches, erases the plaintext, keeps the API's answers and the search", async () => {
    const db = await getDb();
    const a = await legacyFirm("LG1234567");
    const b = await legacyFirm("LG1234567");
    const tenants = [a.tenant.id, b.tenant.id];
    expect(await storedText(a)).toContain("LG1234567");
    expect(await plaintextLeft(tenants)).toBe(10);

    // One batch of one row, as a start stopped half-way: the rest stays for the next run.
    expect(await PLAINTEXT_BACKFILLS[0].sealBatch(db, 1)).toBe(1);
    expect(await plaintextLeft(tenants)).toBe(9);

    // Two servers starting at once share the work (skip locked): each row sealed once, none left.
    const [one, two] = await Promise.all([sealPlaintext(db, PLAINTEXT_BACKFILLS, { batch: 2 }), sealPlaintext(db, PLAINTEXT_BACKFILLS, { batch: 2 })]);
    expect(one + two).toBeGreaterThanOrEqual(9);
    expect(await plaintextLeft(tenants)).toBe(0);
    const raw = await storedText(a);
    for (const n of ["LG1234567", "12345678901", "D7777777", "98765432101", "123456789"]) expect(raw).not.toContain(n);
    expect(raw).toContain('wrote \\"passportNumber\\": checks');

    // Answered in plain as before.
    const details = (await a.call("beneficiary/details", { id: a.b.id })).body.result.data;
    expect(details).toMatchObject({ passportNumber: "LG1234567", i94Number: "12345678901", dependants: [expect.objectContaining({ passportNumber: "D7777777" })] });
    expect((await a.call("cap/details", { id: a.cap.id })).body.result.data.passportNumber).toBe("LG1234567");
    const filled = (await a.call("questionnaire/filled", { petitionId: a.p.id })).body.result.data.questionnaires;
    expect(filled[0].answers).toEqual(a.answers);
    // Found by the number, each firm its own.
    const found = await a.call("beneficiary/list", { search: "lg1234567" });
    expect(found.body.result.data.map((r: { id: string }) => r.id)).toEqual([a.b.id]);

    // Again: nothing to do, nothing changes.
    expect(await sealPlaintext(db, PLAINTEXT_BACKFILLS)).toBe(0);
    expect(await storedText(a)).toBe(raw);
  });

  it("registers every sealed column for the key check and keys:rotate: a stored value of each opens with its row's data", async () => {
    const f = await legacyFirm(`LG${String(Date.now()).slice(-7)}`);
    const db = await getDb();
    await sealPlaintext(db, PLAINTEXT_BACKFILLS);
    const [{ id: keyId }] = fieldKeys();
    const labels = ["beneficiaries' passport numbers", "beneficiaries' I-94 numbers", "dependants' passport numbers", "cap registrations' passport numbers", "questionnaire answers' identity numbers"];
    const fields = SEALED_FIELDS.filter((s) => labels.includes(s.label));
    expect(fields.map((s) => s.label)).toEqual(labels);
    for (const field of fields) {
      const sample = await field.sample(db, keyId);
      expect(sample, field.label).not.toBeNull();
      expect(() => decryptField(sample!.sealed, sample!.aad), field.label).not.toThrow();
      expect((await field.countByKey(db)).get(keyId)).toBeGreaterThan(0);
      // Everything is sealed with the first key already: nothing to re-seal.
      expect(await field.resealBatch(db, 10)).toBe(0);
    }
    expect(f.b.id).toBeTruthy();
  });
});
