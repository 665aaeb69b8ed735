// Idempotency-Key on creates: a repeat with the same key (same firm, user and route, within 24 hours)
// answers the first result instead of creating again; another body with the key answers 409; a failed
// first call keeps nothing; concurrent repeats create one record; the key is scoped per user and expires.
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { petitions } from "@/db/schema/cases";
import { branches } from "@/db/schema/tenancy";
import { idempotencyKeys } from "@/db/schema/platform";
import { createUser, uid } from "../../factories";
import { callApi } from "../api";
import { caseFirm } from "../cases/fixtures";

async function caseCount(tenantId: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: petitions.id }).from(petitions).where(eq(petitions.tenantId, tenantId))).length;
}

describe("Idempotency-Key on creates", () => {
  it("a repeat answers the first result and creates nothing; another body with the key answers 409", async () => {
    const f = await caseFirm();
    const key = `key-${uid()}`;
    const body = { petitionerId: f.company.id, beneficiaryIds: [f.worker.id], title: "Timed out on the client" };
    const send = (b: unknown, headers: Record<string, string> = { "idempotency-key": key }) => callApi("petition/create", b, { tenant: f.tenant.slug, token: f.admin.token, headers });
    const first = await send(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send(body);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await caseCount(f.tenant.id)).toBe(1);

    const other = await send({ ...body, title: "Another case" });
    expect(other.status).toBe(409);
    expect(other.body.result.error?.code).toBe("CONFLICT");
    expect(await caseCount(f.tenant.id)).toBe(1);

    // Without the header, every call creates.
    expect((await send(body, {})).status).toBe(200);
    expect(await caseCount(f.tenant.id)).toBe(2);
    // Another user's same key is their own.
    const manager = await createUser(f.tenant, 4, { branchId: f.branch.id });
    const theirs = await callApi("petition/create", body, { tenant: f.tenant.slug, token: manager.token, headers: { "idempotency-key": key } });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.result.data.id).not.toBe(first.body.result.data.id);
    expect(await caseCount(f.tenant.id)).toBe(3);
  });

  it("a failed first call keeps nothing: the corrected retry with the same key creates", async () => {
    const f = await caseFirm();
    const key = `key-${uid()}`;
    const headers = { "idempotency-key": key };
    const bad = await callApi("branch/create", { name: "" }, { tenant: f.tenant.slug, token: f.admin.token, headers });
    expect(bad.status).toBe(422);
    const name = `Uptown ${uid()}`;
    const good = await callApi("branch/create", { name }, { tenant: f.tenant.slug, token: f.admin.token, headers });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const repeat = await callApi("branch/create", { name }, { tenant: f.tenant.slug, token: f.admin.token, headers });
    expect(repeat.status).toBe(200);
    expect(repeat.body.result.data.id).toBe(good.body.result.data.id);
    const db = await getDb();
    expect(await db.select().from(branches).where(and(eq(branches.tenantId, f.tenant.id), eq(branches.name, name)))).toHaveLength(1);
  });

  it("concurrent repeats create one record; the others replay it or are told it is in progress", async () => {
    const f = await caseFirm();
    const key = `key-${uid()}`;
    const body = { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => callApi("petition/create", body, { tenant: f.tenant.slug, token: f.admin.token, headers: { "idempotency-key": key } })),
    );
    expect(await caseCount(f.tenant.id)).toBe(1);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.result.data.id)).size).toBe(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  });

  it("a key expires after 24 hours, and a malformed key answers 422", async () => {
    const f = await caseFirm();
    const key = `key-${uid()}`;
    const body = { petitionerId: f.company.id, beneficiaryIds: [f.worker.id] };
    const send = (k: string) => callApi("petition/create", body, { tenant: f.tenant.slug, token: f.admin.token, headers: { "idempotency-key": k } });
    expect((await send(key)).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.tenantId, f.tenant.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
    await db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(idempotencyKeys.tenantId, f.tenant.id));
    expect((await send(key)).status).toBe(200);
    expect(await caseCount(f.tenant.id)).toBe(2);
    const long = await send("x".repeat(256));
    expect(long.status).toBe(422);
    expect(long.body.result.error?.fields).toHaveProperty("Idempotency-Key");
  });
});
