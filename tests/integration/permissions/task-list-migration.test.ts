// Migration 0046 (issue 33): existing firms get TASK_LIST for every case role whose stored key lacks it, unless the
// firm turned it off itself (a tenant.update in the audit log took it away from that role). The migration's own
// UPDATE statements are run again here, narrowed to this test's firms (the database is shared with other tests).
import { readFileSync } from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@/db/schema/platform";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { createTenant } from "../../factories";

const MIGRATION = path.join(process.cwd(), "db/migrations/0046_task_list_defaults_ticket_triage.sql");

/** The migration's data statements (the UPDATEs on tenants), limited to `ids`. */
function dataStatements(ids: string[]): string[] {
  const list = ids.map((id) => `'${id}'`).join(", ");
  return readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => /UPDATE "tenants"/.test(s))
    .map((s) => s.slice(s.indexOf("UPDATE")).replace(/\nWHERE /, `\nWHERE t."id" IN (${list}) AND `));
}

describe("migration 0046: TASK_LIST for the case roles of existing firms", () => {
  it("adds it to stored keys of roles 5-10 without it, keeps it off where the firm turned it off, leaves the rest", async () => {
    const db = await getDb();
    const old = await createTenant({ permissions: { "3": ["TASK_LIST", "CASE_CREATE"], "5": ["PETITIONER_INVITE", "CASE_CREATE"], "6": ["CAP_LCA_CREATE"], "8": [], "50": ["CASE_CREATE"] } });
    const chose = await createTenant({ permissions: { "6": ["CAP_LCA_CREATE"], "8": ["CAP_LCA_CREATE"] } });
    const blank = await createTenant({ permissions: {} });
    // The second firm had turned TASK_LIST on for paralegals, then off again.
    await db.insert(auditLog).values([
      { tenantId: chose.id, action: "tenant.update", entityType: "tenant", entityId: chose.id, before: { permissions: { "8": [] } }, after: { permissions: { "8": ["TASK_LIST"] } } },
      { tenantId: chose.id, action: "tenant.update", entityType: "tenant", entityId: chose.id, before: { permissions: { "8": ["TASK_LIST"] } }, after: { permissions: { "8": ["CAP_LCA_CREATE"] } } },
    ]);
    const statements = dataStatements([old.id, chose.id, blank.id]);
    expect(statements).toHaveLength(6);
    for (const s of statements) await db.execute(sql.raw(s));

    const rows = new Map((await db.select({ id: tenants.id, permissions: tenants.permissions }).from(tenants).where(inArray(tenants.id, [old.id, chose.id, blank.id]))).map((r) => [r.id, r.permissions]));
    expect(rows.get(old.id)).toEqual({ "3": ["TASK_LIST", "CASE_CREATE"], "5": ["PETITIONER_INVITE", "CASE_CREATE", "TASK_LIST"], "6": ["CAP_LCA_CREATE", "TASK_LIST"], "8": ["TASK_LIST"], "50": ["CASE_CREATE"] });
    expect(rows.get(chose.id)).toEqual({ "6": ["CAP_LCA_CREATE", "TASK_LIST"], "8": ["CAP_LCA_CREATE"] });
    // No key: the defaults apply (they have TASK_LIST now), nothing is written.
    expect(rows.get(blank.id)).toEqual({});

    // Running it again changes nothing.
    for (const s of statements) await db.execute(sql.raw(s));
    const again = await db.select({ id: tenants.id, permissions: tenants.permissions }).from(tenants).where(inArray(tenants.id, [old.id]));
    expect(again[0].permissions).toEqual(rows.get(old.id));
  });
});
