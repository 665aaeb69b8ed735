// Migration 0057 (issue 34 §3): paralegals create cap registrations. A firm whose stored key for role 8 lacks
// CAP_LCA_CREATE gets it, unless the firm took it away itself (a tenant.update in the audit log whose before-map
// showed it — a list with it, or no list, so the default — and whose after-map has a role 8 list without it).
// The migration's UPDATE is run again here, narrowed to this test's firms (the database is shared with other tests).
import { readFileSync } from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "@/db/schema/platform";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { createTenant } from "../../factories";

const MIGRATION = path.join(process.cwd(), "db/migrations/0057_cap_create_paralegal_defaults.sql");

function dataStatements(ids: string[]): string[] {
  const list = ids.map((id) => `'${id}'`).join(", ");
  return readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => /UPDATE "tenants"/.test(s))
    .map((s) => s.slice(s.indexOf("UPDATE")).replace(/\nWHERE /, `\nWHERE t."id" IN (${list}) AND `));
}

describe("migration 0057: CAP_LCA_CREATE for the paralegals of existing firms", () => {
  it("adds it to a stored role 8 key without it, keeps it off where the firm took it away, leaves the rest", async () => {
    const db = await getDb();
    const old = await createTenant({ permissions: { "3": ["CASE_CREATE"], "8": ["TASK_LIST"], "11": ["TASK_LIST"] } });
    const unticked = await createTenant({ permissions: { "8": ["TASK_LIST"] } });
    const firstSave = await createTenant({ permissions: { "8": [] } });
    const otherEdit = await createTenant({ permissions: { "8": [] } });
    const blank = await createTenant({ permissions: {} });
    await db.insert(auditLog).values([
      // Took it away from a list that had it.
      { tenantId: unticked.id, action: "tenant.update", entityType: "tenant", entityId: unticked.id, before: { permissions: { "8": ["TASK_LIST", "CAP_LCA_CREATE"] } }, after: { permissions: { "8": ["TASK_LIST"] } } },
      // Unticked the default on the first save of the matrix (no key before: the default showed it ticked).
      { tenantId: firstSave.id, action: "tenant.update", entityType: "tenant", entityId: firstSave.id, before: { permissions: null }, after: { permissions: { "8": [] } } },
      // Changed something else: the list never had it, the firm did not take it away.
      { tenantId: otherEdit.id, action: "tenant.update", entityType: "tenant", entityId: otherEdit.id, before: { permissions: { "8": ["TASK_LIST"] } }, after: { permissions: { "8": [] } } },
    ]);
    const ids = [old.id, unticked.id, firstSave.id, otherEdit.id, blank.id];
    const statements = dataStatements(ids);
    expect(statements).toHaveLength(1);
    for (const s of statements) await db.execute(sql.raw(s));

    const rows = new Map((await db.select({ id: tenants.id, permissions: tenants.permissions }).from(tenants).where(inArray(tenants.id, ids))).map((r) => [r.id, r.permissions]));
    expect(rows.get(old.id)).toEqual({ "3": ["CASE_CREATE"], "8": ["TASK_LIST", "CAP_LCA_CREATE"], "11": ["TASK_LIST"] });
    expect(rows.get(unticked.id)).toEqual({ "8": ["TASK_LIST"] });
    expect(rows.get(firstSave.id)).toEqual({ "8": [] });
    expect(rows.get(otherEdit.id)).toEqual({ "8": ["CAP_LCA_CREATE"] });
    expect(rows.get(blank.id)).toEqual({});

    for (const s of statements) await db.execute(sql.raw(s));
    const again = await db.select({ permissions: tenants.permissions }).from(tenants).where(inArray(tenants.id, [old.id]));
    expect(again[0].permissions).toEqual(rows.get(old.id));
  });
});
