// A cap registration's passport number is stored sealed with the firm's blind index: the row holds no plaintext,
// the API answers the number as before, and one person's registrations of a season are found by the index —
// never another firm's registration of the same passport.
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { beneficiaries } from "@/db/schema/clients";
import { sealBeneficiaryNumbers } from "@/lib/modules/beneficiaries/numbers";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { expectStatus } from "../reminders/fixtures";
import { capFirm, POSITION } from "./fixtures";

async function storedText(id: string): Promise<string> {
  const db = await getDb();
  const [r] = rowsOf<{ j: string }>(await db.execute(sql`select row_to_json(c)::text as j from cap_registrations c where id = ${id}::uuid`));
  const audit = rowsOf<{ j: string }>(await db.execute(sql`select coalesce(string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ' '), '') as j from audit_log where entity_id = ${id}`));
  return `${r.j} ${audit[0].j}`;
}

describe("cap registrations' passport numbers at rest", () => {
  it("stores the passport number sealed and answers it in plain; edits stay sealed", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION });
    expect((await f.call("details", { id: reg.id })).body.result.data.passportNumber).toBe(f.priya.passportNumber);
    expect(f.priya.passportNumber).toBeTruthy();
    expect(await storedText(reg.id)).not.toContain(f.priya.passportNumber!);
    expectStatus(await f.call("update", { id: reg.id, passportNumber: "w 7654321" }), 200);
    expect((await f.call("details", { id: reg.id })).body.result.data).toMatchObject({ passportNumber: "W7654321" });
    const raw = await storedText(reg.id);
    expect(raw).not.toContain("W7654321");
    expect(raw).not.toContain(f.priya.passportNumber!);
  });

  it("counts a person's registrations of the season by passport within the firm, never another firm's", async () => {
    const f = await capFirm();
    const g = await capFirm();
    const db = await getDb();
    // Another firm registers a person with the same passport number.
    await db.update(beneficiaries).set(sealBeneficiaryNumbers(g.tenant.id, g.meera.id, { passportNumber: f.priya.passportNumber })).where(eq(beneficiaries.id, g.meera.id));
    await g.create({ petitionerId: g.globex.id, beneficiaryId: g.meera.id, ...POSITION });
    const a = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION, wageCents: 17_000_000 });
    expect((await f.call("details", { id: a.id })).body.result.data.personRegistrations).toEqual([]);
    // In the firm, another record with that passport is the same person.
    await db.update(beneficiaries).set(sealBeneficiaryNumbers(f.tenant.id, f.meera.id, { passportNumber: f.priya.passportNumber })).where(eq(beneficiaries.id, f.meera.id));
    const b = await f.create({ petitionerId: f.globex.id, beneficiaryId: f.meera.id, ...POSITION, wageCents: 13_000_000 });
    expect((await f.call("details", { id: a.id })).body.result.data.personRegistrations).toEqual([{ id: b.id, employerName: "Globex Corp", wageLevel: "II" }]);
  });
});
