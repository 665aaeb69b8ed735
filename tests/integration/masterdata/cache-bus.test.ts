// Master-data names are cached per process (getCachedMasterRows); a write drops them in the writing
// process at once and, on PostgreSQL, in every other process when it commits (pg_notify on channel
// icm_cache, lib/server/db/cache-bus.ts). The cross-process part needs a PostgreSQL server: on PGlite
// one process holds the database and the local drop is all there is.
import { describe, expect, it } from "vitest";
import postgres from "postgres";
import { and, eq } from "drizzle-orm";
import { callApi } from "../api";
import { createFirm } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { masterData } from "@/db/schema/platform";
import { CACHE_CHANNEL, cacheBusReady, publishInvalidation } from "@/lib/server/db/cache-bus";
import { getCachedMasterRows, masterCacheScope } from "@/lib/modules/masterdata/service";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) console.warn("cache-bus LISTEN/NOTIFY tests skipped: they need PostgreSQL (DATABASE_URL); on PGlite only the in-process drop is tested");

async function firstStatus(tenantId: string) {
  const db = await getDb();
  const rows = await getCachedMasterRows(db, tenantId, "petition_status");
  const [code, row] = [...rows][0];
  return { code, name: row.name };
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("master-data cache invalidation", () => {
  it("a rename through the API is read at once by the writing process (cache dropped after the commit)", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    const { code } = await firstStatus(tenant.id);
    const name = `Renamed ${Date.now()}`;
    const res = await callApi("masterdata/update", { category: "petition_status", id: code, name }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect((await getCachedMasterRows(db, tenant.id, "petition_status")).get(code)?.name).toBe(name);
  });
});

describe.runIf(DATABASE_URL)("master-data cache invalidation across processes (PostgreSQL LISTEN/NOTIFY)", () => {
  it("two other postgres.js clients both get the write's notification at its commit, none for a rollback", async () => {
    const { tenant, admin } = await createFirm();
    const { code } = await firstStatus(tenant.id);
    const clients = [postgres(DATABASE_URL!, { max: 1, onnotice: () => {} }), postgres(DATABASE_URL!, { max: 1, onnotice: () => {} })];
    const seen: string[][] = [[], []];
    try {
      await Promise.all(clients.map((c, i) => c.listen(CACHE_CHANNEL, (scope) => seen[i].push(scope))));
      const db = await getDb();
      // A rolled-back write sends nothing.
      await db
        .transaction(async (tx) => {
          await publishInvalidation(tx, "masterdata:rolled-back");
          throw new Error("rollback");
        })
        .catch(() => undefined);
      const res = await callApi("masterdata/update", { category: "petition_status", id: code, name: `Bus ${Date.now()}` }, { tenant: tenant.slug, token: admin.token });
      expect(res.status).toBe(200);
      const scope = masterCacheScope("petition_status", tenant.id);
      await until(async () => seen, (s) => s.every((list) => list.includes(scope)));
      for (const list of seen) {
        expect(list).toContain(scope);
        expect(list).not.toContain("masterdata:rolled-back");
      }
    } finally {
      await Promise.all(clients.map((c) => c.end({ timeout: 5 })));
    }
  });

  it("a change committed by another process (its own connection, with the notification) is served here within 2 s", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    expect(await cacheBusReady()).toBe(true);
    const { code } = await firstStatus(tenant.id);
    // Give the firm its own row (through the API), then cache it here.
    expect((await callApi("masterdata/update", { category: "petition_status", id: code, name: `Own ${Date.now()}` }, { tenant: tenant.slug, token: admin.token })).status).toBe(200);
    await getCachedMasterRows(db, tenant.id, "petition_status");
    // "Another process": a separate client renames the row and notifies in one transaction.
    const other = postgres(DATABASE_URL!, { max: 1, onnotice: () => {} });
    const name = `Elsewhere ${Date.now()}`;
    try {
      await other.begin(async (tx) => {
        await tx`update master_data set name = ${name} where tenant_id = ${tenant.id} and category = 'petition_status' and code = ${code}`;
        await tx`select pg_notify(${CACHE_CHANNEL}, ${masterCacheScope("petition_status", tenant.id)})`;
      });
    } finally {
      await other.end({ timeout: 5 });
    }
    const started = Date.now();
    const seen = await until(
      async () => (await getCachedMasterRows(db, tenant.id, "petition_status")).get(code)?.name,
      (n) => n === name,
    );
    expect(seen).toBe(name);
    expect(Date.now() - started).toBeLessThan(2000);
    // Without a notification the cache keeps serving what it holds (the TTL floor): proof that the drop above came from it.
    await db.update(masterData).set({ name: `${name} quiet` }).where(and(eq(masterData.tenantId, tenant.id), eq(masterData.category, "petition_status"), eq(masterData.code, code)));
    await getCachedMasterRows(db, tenant.id, "petition_status");
    await new Promise((r) => setTimeout(r, 300));
    expect((await getCachedMasterRows(db, tenant.id, "petition_status")).get(code)?.name).toBe(name);
  });
});
