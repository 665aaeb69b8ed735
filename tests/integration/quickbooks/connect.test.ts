// QuickBooks Online, connecting (issue 14 section 2) against the local fake (fake.ts): without app
// credentials the status says how to set them up; the OAuth flow (state bound to the firm and the user,
// once, the bare-domain redirect URI forwarded to the firm), tokens sealed (never in clear in the
// database), the refresh token rotated under a lock (the old one refused by the fake after use),
// minorversion on every call, at most 10 calls at a time, disconnect; 422, 403, another firm's 404.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { quickbooksConnections } from "@/db/schema/quickbooks";
import { QBO_MINOR_VERSION } from "@/lib/modules/quickbooks/constants";
import { getDb } from "@/lib/server/db/client";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectStatus } from "../documents/helpers";
import { clearQuickbooksEnv, createFake, startFake, useFakeEnv } from "./fake";
import { auth, startConnect, world } from "./helpers";

const fake = createFake();
beforeAll(() => startFake(fake));
beforeEach(() => useFakeEnv(fake));
afterAll(() => {
  clearQuickbooksEnv();
  return new Promise<void>((r) => fake.server!.close(() => r()));
});

async function connectionRow(tenantId: string) {
  return (await (await getDb()).select().from(quickbooksConnections).where(eq(quickbooksConnections.tenantId, tenantId)))[0];
}

describe("QuickBooks setup and connection", () => {
  it("without app credentials: the status says which env names to set and the redirect URI; connecting answers 409", async () => {
    clearQuickbooksEnv();
    const w = await world(fake);
    const res = await w.call("quickbooks/status");
    expectStatus(res, 200);
    const s = res.body.result.data;
    expect(s.configured).toBe(false);
    expect(s.connected).toBe(false);
    expect(s.setup.envNames).toEqual(expect.arrayContaining(["QUICKBOOKS_CLIENT_ID", "QUICKBOOKS_CLIENT_SECRET", "QUICKBOOKS_REDIRECT_URI"]));
    expect(s.setup.redirectUri).toMatch(/\/api\/quickbook\/auth$/);
    expect((await auth("", { tenant: w.tenant.slug, token: w.admin.token })).status).toBe(409);
  });

  it("connects through the OAuth flow: state checked, bare-domain callback forwarded, tokens sealed at rest", async () => {
    const w = await world(fake);
    const state = await startConnect(w.tenant.slug, w.admin.token);
    fake.codes.set("code-1", fake.realmId);
    const q = `code=code-1&state=${state}&realmId=${fake.realmId}`;
    // Intuit sends the browser to the registered redirect URI on the bare domain: on to the firm's host.
    const bare = await auth(q, { tenant: null });
    expect(bare.status).toBe(302);
    expect(bare.location).toBe(`http://${w.tenant.slug}.localhost:3000/api/quickbook/auth?${q}`);
    // Another user of the firm (or nobody) cannot finish someone else's connection.
    const other = await createUser(w.tenant, 3);
    expect((await auth(q, { tenant: w.tenant.slug, token: other.token })).location).toContain("error=wrong_user");
    expect((await auth(q, { tenant: w.tenant.slug })).location).toContain("error=wrong_user");
    // A forged state connects nothing.
    expect((await auth(`code=code-1&state=forged&realmId=${fake.realmId}`, { tenant: w.tenant.slug, token: w.admin.token })).location).toContain("error=invalid_state");
    const done = await auth(q, { tenant: w.tenant.slug, token: w.admin.token });
    expect(done.location).toBe(`http://${w.tenant.slug}.localhost:3000/app/quickbooks/status?connected=1`);
    // Used once.
    expect((await auth(q, { tenant: w.tenant.slug, token: w.admin.token })).location).toContain("error=invalid_state");

    const row = await connectionRow(w.tenant.id);
    expect(row.realmId).toBe(fake.realmId);
    expect(row.companyName).toBe("Sandbox Law Books");
    const everything = JSON.stringify(await (await getDb()).execute(sql`select * from quickbooks_connections where tenant_id = ${w.tenant.id}`));
    for (const t of [...fake.accessTokens, ...fake.refreshTokens]) expect(everything).not.toContain(t);
    expect(row.tokensSealed).toMatch(/^Fe26\.2\*/);

    const s = (await w.call("quickbooks/status")).body.result.data;
    expect(s).toMatchObject({ configured: true, connected: true, realmId: fake.realmId, companyName: "Sandbox Law Books", connectedBy: w.admin.user.name });
    expect(JSON.stringify(s)).not.toMatch(/at-\d|rt-\d/);
  });

  it("a state made for one firm does not connect another", async () => {
    const a = await world(fake);
    const b = await world(fake);
    const state = await startConnect(a.tenant.slug, a.admin.token);
    fake.codes.set("code-x", fake.realmId);
    const res = await auth(`code=code-x&state=${state}&realmId=${fake.realmId}`, { tenant: b.tenant.slug, token: b.admin.token });
    // Sent on to the firm that started it, where b's session is no session.
    expect(res.location).toContain(`//${a.tenant.slug}.localhost`);
    expect(await connectionRow(b.tenant.id)).toBeUndefined();
  });

  it("refreshes the access token before it ends, rotating the refresh token (the old one refused after use), once for parallel calls", async () => {
    const w = await world(fake);
    await w.connect();
    const db = await getDb();
    const before = await connectionRow(w.tenant.id);
    await db.update(quickbooksConnections).set({ accessExpiresAt: new Date(Date.now() + 60_000) }).where(eq(quickbooksConnections.tenantId, w.tenant.id));
    const used = fake.refreshUsed.length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => w.call("quickbooks/get-customers-list", {})));
    answers.forEach((r) => expectStatus(r, 200));
    expect(fake.refreshUsed.length).toBe(used + 1);
    const spent = fake.refreshUsed.at(-1)!;
    const after = await connectionRow(w.tenant.id);
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect(after.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    expect(after.tokensSealed).not.toBe(before.tokensSealed);
    // The spent refresh token no longer works at Intuit (the fake): only the stored newest one does.
    const { refreshTokens } = await import("@/lib/modules/quickbooks/oauth");
    await expect(refreshTokens(spent)).rejects.toMatchObject({ reason: "invalid_grant" });
    expect(fake.refreshRejected).toContain(spent);
  });

  it("sends the current minorversion on every call and never more than 10 calls at a time per company", async () => {
    const w = await world(fake);
    await w.connect();
    fake.minorVersions.length = 0;
    fake.peak = 0;
    fake.delayMs = 40;
    try {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => w.call("quickbook/customer-availability", { displayName: `Name ${i}` })));
      answers.forEach((r) => expectStatus(r, 200));
    } finally {
      fake.delayMs = 0;
    }
    expect(fake.peak).toBe(10);
    expect(fake.minorVersions.length).toBe(25);
    expect(new Set(fake.minorVersions)).toEqual(new Set([String(QBO_MINOR_VERSION)]));
  });

  it("disconnects: tokens forgotten, calls answer 409 until connected again", async () => {
    const w = await world(fake);
    await w.connect();
    const res = await w.call("quickbooks/disconnect");
    expectStatus(res, 200);
    expect(res.body.result.data.connected).toBe(false);
    expect((await connectionRow(w.tenant.id)).tokensSealed).toBeNull();
    expect(fake.calls).toContain("POST /oauth2/v1/tokens/revoke");
    expectStatus(await w.call("quickbooks/get-customers-list", {}), 409);
    expectStatus(await w.call("quickbooks/disconnect"), 409);
  });

  it("save-config: saved and answered; 422 for a bad item id or unknown key; 403 without quickbooks.manage", async () => {
    const w = await world(fake);
    const ok = await w.call("quickbooks/save-config", { pushInvoices: true, pullPayments: false, legalFeeItemId: "10", filingFeeItemId: "11", expenseItemId: null, otherItemId: "" });
    expectStatus(ok, 200);
    expect(ok.body.result.data.config).toMatchObject({ pushInvoices: true, pullPayments: false, legalFeeItemId: "10", filingFeeItemId: "11", expenseItemId: null, otherItemId: null });
    expectStatus(await w.call("quickbooks/save-config", { pushInvoices: true, pullPayments: true, legalFeeItemId: "abc" }), 422);
    expectStatus(await w.call("quickbooks/save-config", { pushInvoices: "yes", pullPayments: true }), 422);
    expectStatus(await w.call("quickbooks/save-config", { pushInvoices: true, pullPayments: true, extra: 1 }), 422);
    const front = await createUser(w.tenant, 4);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("quickbooks/save-config", { pushInvoices: true, pullPayments: true }, front.token), 403);
    expectStatus(await w.call("quickbooks/status", {}, front.token), 200);
    expectStatus(await w.call("quickbooks/status", {}, attorney.token), 403);
    expect((await auth("", { tenant: w.tenant.slug, token: front.token })).status).toBe(403);
    expectStatus(await w.call("quickbooks/disconnect", {}, front.token), 403);
  });

  it("an unknown firm's host is 404; no session is 401", async () => {
    expect((await auth("", { tenant: "no-such-firm-qb", token: "x" })).status).toBe(404);
    const { tenant } = await createFirm();
    expect((await auth("", { tenant: tenant.slug })).status).toBe(401);
    expectStatus(await callApi("quickbooks/status", {}, { tenant: tenant.slug }), 401);
  });
});
