// Cloud drives (issue 15 section 5), connecting, against the local fake (fake.ts): without app credentials
// the status says how to set each up and connecting answers 409; the OAuth flow with PKCE (the fake checks
// the S256 challenge) and a state bound to the firm, the user and the provider, used once; tokens sealed at
// rest; the refresh (due, or after a 401) under the row lock with Microsoft's rotating refresh token; and
// disconnect. 422, 403 and another firm's 404.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { driveConnections } from "@/db/schema/drives";
import { getDb } from "@/lib/server/db/client";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { clearDrivesEnv, createFake, startFake, useFakeEnv } from "./fake";
import { driveWorld, type Provider } from "./helpers";

const fake = createFake();
beforeAll(() => startFake(fake));
beforeEach(() => {
  useFakeEnv(fake);
  fake.expiresIn = 3600;
});
afterAll(() => {
  clearDrivesEnv();
  return new Promise<void>((r) => fake.server!.close(() => r()));
});

async function row(tenantId: string, provider: Provider) {
  return (await (await getDb()).select().from(driveConnections).where(and(eq(driveConnections.tenantId, tenantId), eq(driveConnections.provider, provider))))[0];
}

describe("cloud drives: setup", () => {
  it("without credentials each drive says which env names, redirect URI and scopes to register; connecting answers 409", async () => {
    clearDrivesEnv();
    const { tenant, admin } = await createFirm();
    const res = await callApi("drives/status", {}, { tenant: tenant.slug, token: admin.token });
    expectStatus(res, 200);
    const byProvider = Object.fromEntries((res.body.result.data as { provider: string }[]).map((s) => [s.provider, s])) as Record<string, Record<string, any>>;
    expect(byProvider.google).toMatchObject({ configured: false, connected: false, setup: { envNames: ["GOOGLE_DRIVE_CLIENT_ID", "GOOGLE_DRIVE_CLIENT_SECRET"] } });
    expect(byProvider.dropbox.setup.envNames).toEqual(["DROPBOX_APP_KEY", "DROPBOX_APP_SECRET"]);
    expect(byProvider.onedrive.setup.envNames).toEqual(["MS_GRAPH_CLIENT_ID", "MS_GRAPH_CLIENT_SECRET", "MS_GRAPH_TENANT"]);
    expect(byProvider.onedrive.setup.scopes).toContain("Files.Read.All");
    expect(byProvider.google.setup.redirectUri).toMatch(/^https?:\/\/[^/]+\/app\/google-drive-check$/);
    expectStatus(await callApi("drives/connect", { provider: "dropbox" }, { tenant: tenant.slug, token: admin.token }), 409, "CONFLICT");
  });

  it("refuses bad input (422) and callers without the permission (403)", async () => {
    const { tenant, admin } = await createFirm();
    const call = (p: string, body: unknown, token = admin.token) => callApi(p, body, { tenant: tenant.slug, token });
    expectField(await call("drives/connect", { provider: "box" }), "provider", "Provider not valid");
    expectField(await call("drives/callback", { code: "x" }), "state", "*State is required");
    expectField(await call("drives/disconnect", {}), "provider");
    const paralegal = await createUser(tenant, 8);
    expectStatus(await call("drives/connect", { provider: "google" }, paralegal.token), 403, "FORBIDDEN");
    expectStatus(await call("drives/disconnect", { provider: "google" }, paralegal.token), 403, "FORBIDDEN");
    expectStatus(await call("drives/callback", { state: "x", code: "y" }, paralegal.token), 403, "FORBIDDEN");
    expectStatus(await call("drives/status", {}, paralegal.token), 200);
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("drives/status", {}, beneficiary.token), 403, "FORBIDDEN");
  });
});

describe.each(["google", "dropbox", "onedrive"] as const)("cloud drives: connecting %s", (provider) => {
  it("connects through the OAuth flow with PKCE; tokens sealed at rest; the status tells the account and who", async () => {
    const w = await driveWorld(fake);
    const { code, state } = await w.start(provider);
    const asked = fake.authorize.at(-1)!;
    expect(asked.get("code_challenge_method")).toBe("S256");
    expect(asked.get("redirect_uri")).toBe("http://localhost:3000/app/google-drive-check");
    // Another user of the firm cannot finish someone else's connection; nothing is spent.
    const other = await createUser(w.tenant, 3);
    expectStatus(await w.call("drives/callback", { state, code }, other.token), 404, "NOT_FOUND");
    // Nor another firm's admin.
    const b = await createFirm();
    expectStatus(await callApi("drives/callback", { state, code }, { tenant: b.tenant.slug, token: b.admin.token }), 404, "NOT_FOUND");
    expectStatus(await w.call("drives/callback", { state: "forged", code }), 404, "NOT_FOUND");
    const done = await w.call("drives/callback", { state, code });
    expectStatus(done, 200);
    expect(done.body.result.data).toMatchObject({ provider, outcome: "connected", account: expect.stringContaining("@firm.example") });
    // Used once.
    expectStatus(await w.call("drives/callback", { state, code }), 404, "NOT_FOUND");

    const r = await row(w.tenant.id, provider);
    expect(r.tokensSealed).toMatch(/^Fe26\.2\*/);
    const everything = JSON.stringify(await (await getDb()).execute(sql`select * from drive_connections where tenant_id = ${w.tenant.id}`));
    for (const t of [...fake.access.keys(), ...fake.refresh.keys()]) expect(everything).not.toContain(t);
    const s = await w.status(provider);
    expect(s).toMatchObject({ configured: true, connected: true, connectedBy: w.admin.user.name });
    expect(JSON.stringify(s)).not.toMatch(/-at-|-rt-/);
    // The other firm sees nothing of it.
    const theirs = ((await callApi("drives/status", {}, { tenant: b.tenant.slug, token: b.admin.token })).body.result.data as { provider: string; connected: boolean }[]).find((x) => x.provider === provider);
    expect(theirs?.connected).toBe(false);
    expectStatus(await callApi("drives/list", { provider }, { tenant: b.tenant.slug, token: b.admin.token }), 409, "CONFLICT");
  });

  it("the user saying no connects nothing; a code the provider refuses is exchange_failed", async () => {
    const w = await driveWorld(fake);
    const a = await w.start(provider);
    expect((await w.call("drives/callback", { state: a.state, error: "access_denied" })).body.result.data).toMatchObject({ outcome: "access_denied" });
    const b = await w.start(provider);
    expect((await w.call("drives/callback", { state: b.state, code: "not-a-code" })).body.result.data).toMatchObject({ outcome: "exchange_failed" });
    expect((await w.status(provider)).connected).toBe(false);
  });

  it("renews a due access token (and after a 401) under the lock; disconnect forgets the tokens", async () => {
    const w = await driveWorld(fake);
    fake.expiresIn = 60; // inside the 5-minute margin: due at once
    await w.connect(provider);
    const v0 = (await row(w.tenant.id, provider)).tokenVersion;
    const used = fake.refreshUsed.length;
    const [a, b] = await Promise.all([w.call("drives/list", { provider }), w.call("drives/list", { provider })]);
    expectStatus(a, 200);
    expectStatus(b, 200);
    expect(fake.refreshUsed.length).toBeGreaterThan(used);
    expect((await row(w.tenant.id, provider)).tokenVersion).toBeGreaterThan(v0);
    if (provider === "onedrive") {
      // Microsoft rotated the refresh token: the spent one is refused, the stored one is the newest.
      const spent = fake.refreshUsed.at(-1)!;
      expect(fake.refresh.has(spent)).toBe(false);
    }
    // The provider drops the access token: a 401, one refresh, the call goes through.
    fake.expiresIn = 3600;
    for (const [t, p] of [...fake.access]) if (p === provider) fake.access.delete(t);
    expectStatus(await w.call("drives/list", { provider }), 200);

    const off = await w.call("drives/disconnect", { provider });
    expectStatus(off, 200);
    expect(off.body.result.data).toMatchObject({ provider, connected: false });
    expect((await row(w.tenant.id, provider)).tokensSealed).toBeNull();
    expectStatus(await w.call("drives/list", { provider }), 409, "CONFLICT");
    expectStatus(await w.call("drives/disconnect", { provider }), 409, "CONFLICT");
  });

  it("a refused refresh is kept as the last error: connect again", async () => {
    const w = await driveWorld(fake);
    fake.expiresIn = 60;
    await w.connect(provider);
    for (const [t, p] of [...fake.refresh]) if (p === provider) fake.refresh.delete(t);
    expectStatus(await w.call("drives/list", { provider }), 409, "CONFLICT");
    expect((await w.status(provider)).lastError).toMatch(/connect the drive again/);
  });
});
