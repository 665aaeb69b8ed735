// A beneficiary's passport and I-94 numbers and a dependant's passport number are stored sealed (no plaintext in
// the row nor in the audit trail), the API answers them in plain as before, and the list and the global search
// find a person by the whole passport number through its blind index — never another firm's person.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { createBeneficiary } from "../../factories";
import { expectStatus, firm, INDIA } from "../companies/fixtures";

type Named = { name: string };
const names = (res: { body: { result: { data?: Named[] } } }) => (res.body.result.data ?? []).map((r) => r.name);

/** The stored row as JSON text, and the firm's audit entries of it. */
async function stored(table: "beneficiaries" | "dependants", id: string): Promise<string> {
  const db = await getDb();
  const [row] = rowsOf<{ j: string }>(await db.execute(sql`select row_to_json(t)::text as j from ${sql.raw(table)} t where id = ${id}::uuid`));
  const audit = rowsOf<{ j: string }>(await db.execute(sql`select coalesce(string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ' '), '') as j from audit_log where entity_id = ${id}`));
  return `${row.j} ${audit[0]?.j ?? ""}`;
}

describe("beneficiaries' identity numbers at rest", () => {
  it("seals the passport and I-94 numbers of a beneficiary and a dependant, and answers them in plain", async () => {
    const { call } = await firm();
    const created = await call("beneficiary/create", { firstName: "Asha", lastName: "Iyer", passportNumber: "z7654321", passportCountryId: INDIA, i94Number: "12345678901" });
    expectStatus(created, 200);
    const id = created.body.result.data.id as string;
    expect(created.body.result.data).toMatchObject({ passportNumber: "Z7654321", i94Number: "12345678901" });
    let raw = await stored("beneficiaries", id);
    expect(raw).toContain("passport_number_sealed");
    expect(raw).not.toContain("Z7654321");
    expect(raw).not.toContain("12345678901");

    expectStatus(await call("beneficiary/update", { id, passportNumber: "Y1234567", i94Number: null }), 200);
    const details = await call("beneficiary/details", { id });
    expect(details.body.result.data).toMatchObject({ passportNumber: "Y1234567", i94Number: null });
    raw = await stored("beneficiaries", id);
    expect(raw).not.toContain("Y1234567");
    expect(raw).not.toContain("Z7654321");

    const dep = await call("beneficiary/save-dependant", { beneficiaryId: id, relation: "child", firstName: "Kavi", lastName: "Iyer", passportNumber: "P 1122334" });
    expectStatus(dep, 200);
    expect(dep.body.result.data.passportNumber).toBe("P1122334");
    expect(await stored("dependants", dep.body.result.data.id)).not.toContain("P1122334");
    expect((await call("beneficiary/details", { id })).body.result.data.dependants).toEqual([expect.objectContaining({ name: "Kavi Iyer", passportNumber: "P1122334" })]);
    // Replaced, the dependant's number is still sealed and still answered.
    const again = await call("beneficiary/save-dependant", { id: dep.body.result.data.id, beneficiaryId: id, relation: "child", firstName: "Kavi", lastName: "Iyer", passportNumber: "P5566778" });
    expect(again.body.result.data.passportNumber).toBe("P5566778");
    expect(await stored("dependants", dep.body.result.data.id)).not.toContain("P5566778");
  });

  it("finds a person by the whole passport number in the list and the global search, within the firm only", async () => {
    const a = await firm();
    const b = await firm();
    await createBeneficiary(a.tenant.id, { firstName: "Mina", lastName: "Rahman", passportNumber: "BD1234567" });
    await createBeneficiary(a.tenant.id, { firstName: "Omar", lastName: "Haque", passportNumber: "BD7654321" });
    const theirs = await createBeneficiary(b.tenant.id, { firstName: "Mina", lastName: "Elsewhere", passportNumber: "BD1234567" });

    expect(names(await a.call("beneficiary/list", { search: "bd 1234-567" }))).toEqual(["Mina Rahman"]);
    expect(names(await b.call("beneficiary/list", { search: "BD1234567" }))).toEqual(["Mina Elsewhere"]);
    // Exact match only: a part of the number finds nobody.
    expect(names(await a.call("beneficiary/list", { search: "BD123" }))).toEqual([]);

    const hits = await a.call("search", { q: "BD1234567" });
    expectStatus(hits, 200);
    expect(hits.body.result.data.beneficiaries).toEqual([expect.objectContaining({ name: "Mina Rahman", passportNumber: "BD1234567" })]);
    // The same number in two firms has two different indexes.
    const db = await getDb();
    const idx = rowsOf<{ i: string }>(await db.execute(sql`select passport_number_index as i from beneficiaries where tenant_id in (${a.tenant.id}::uuid, ${b.tenant.id}::uuid) and first_name = 'Mina'`));
    expect(new Set(idx.map((r) => r.i)).size).toBe(2);
    expect(theirs.passportNumber).toBe("BD1234567");
  });
});
