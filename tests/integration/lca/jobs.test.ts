// The "lca.daily" job: a certified LCA whose end date has passed becomes expired, with a status line
// by the system; one ending today, a filed one and another firm's are left alone; a second run is a no-op.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { lcaHistory, lcas } from "@/db/schema/lca";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import "@/lib/modules/lca/jobs";
import { createTenant, uid } from "../../factories";

async function lca(tenantId: string, statusId: number, endDate: string) {
  const db = await getDb();
  const [row] = await db.insert(lcas).values({ tenantId, lcaNumber: `LCA-T-${uid()}`, statusId, beginDate: "2024-01-01", endDate }).returning();
  return row.id;
}

describe("lca.daily", () => {
  it("expires certified LCAs past their end date, once", async () => {
    const t = await createTenant();
    const other = await createTenant();
    const past = await lca(t.id, 5, "2026-11-23");
    const endsToday = await lca(t.id, 5, "2026-11-24");
    const filed = await lca(t.id, 4, "2026-01-01");
    const foreign = await lca(other.id, 5, "2026-02-28");
    const db = await getDb();
    await enqueue(db, "lca.daily", { today: "2026-11-24" });
    expect(await runQueuedJobs("lca.daily")).toBe(1);
    const status = async (id: string) => (await db.select({ s: lcas.statusId }).from(lcas).where(eq(lcas.id, id)))[0].s;
    expect(await status(past)).toBe(8);
    expect(await status(endsToday)).toBe(5);
    expect(await status(filed)).toBe(4);
    expect(await status(foreign)).toBe(8);
    const lines = await db.select().from(lcaHistory).where(and(eq(lcaHistory.tenantId, t.id), eq(lcaHistory.lcaId, past)));
    expect(lines).toEqual([expect.objectContaining({ code: "status", statusId: 8, userId: null, params: { from: 5, endDate: "2026-11-23" } })]);
    await enqueue(db, "lca.daily", { today: "2026-11-24" });
    await runQueuedJobs("lca.daily");
    expect(await db.select().from(lcaHistory).where(eq(lcaHistory.lcaId, past))).toHaveLength(1);
  });
});
