// Rate limits cannot be dodged by rotating X-Forwarded-For, nor turned against an account's owner:
// failed sign-ins refuse the address that made them for that account (address + account), and refuse
// an address spraying many accounts; failures from many addresses for one account slow every attempt
// on it down but never refuse the right password from a new address. Reset requests are limited per
// e-mail address; behind the built server's entry point the client address is the socket's unless a
// trusted proxy forwarded the request (lib/server/http/client-ip.test.ts).
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { eq, sql } from "drizzle-orm";
import { createFirm, createUser, TEST_PASSWORD } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { rateLimits } from "@/db/schema/work";
import { loginDelayMs } from "@/lib/modules/auth/login";
import { ipHeaders, quietMailLog } from "./helpers";

quietMailLog();

async function timedLogin(slug: string, email: string, password: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await callApi("auth/login", { email, password }, { tenant: slug, headers });
  return { res, ms: performance.now() - started };
}

describe("failed sign-ins: per address and account, per address, and a slowdown per account", () => {
  it("10 wrong passwords from address A: A is refused for that account (right password too), the owner signs in from B; A spraying many accounts is refused", async () => {
    const { tenant, admin } = await createFirm();
    const a = ipHeaders();
    for (let i = 0; i < 10; i++) {
      expect((await callApi("auth/login", { email: admin.email, password: `Wrong@${i}x` }, { tenant: tenant.slug, headers: a })).status).toBe(401);
    }
    const refused = await callApi("auth/login", { email: admin.email.toUpperCase(), password: TEST_PASSWORD }, { tenant: tenant.slug, headers: a });
    expect(refused.status).toBe(429);
    expect(refused.body.result.error?.code).toBe("RATE_LIMITED");

    const { res: owner, ms } = await timedLogin(tenant.slug, admin.email, TEST_PASSWORD, ipHeaders());
    expect(owner.status).toBe(200);
    expect(owner.body.result.data.token).toBeTruthy();
    expect(ms).toBeGreaterThanOrEqual(loginDelayMs(10));

    // The spray limit per address stays: A's 10 failures above and 190 more over other accounts (added to
    // the counter as the limiter would count them) make 200, and A is refused for an account it never tried.
    const db = await getDb();
    await db.update(rateLimits).set({ count: sql`${rateLimits.count} + 190` }).where(eq(rateLimits.key, `login-ip:${a["x-forwarded-for"]}`));
    const other = await createUser(tenant, 6);
    expect((await callApi("auth/login", { email: other.email, password: TEST_PASSWORD }, { tenant: tenant.slug, headers: a })).status).toBe(429);
    expect((await callApi("auth/login", { email: other.email, password: TEST_PASSWORD }, { tenant: tenant.slug, headers: ipHeaders() })).status).toBe(200);
  });

  it("wrong passwords for one account from 20 addresses slow the right password from a new address down, and never refuse it", async () => {
    const { tenant, admin } = await createFirm();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await callApi("auth/login", { email: admin.email, password: `Wrong@${i}x` }, { tenant: tenant.slug, headers: ipHeaders() })).status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const { res, ms } = await timedLogin(tenant.slug, admin.email, TEST_PASSWORD, ipHeaders());
    expect(res.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(loginDelayMs(20));
    expect(loginDelayMs(20)).toBeGreaterThan(loginDelayMs(10));
    expect(loginDelayMs(9)).toBe(0);
    expect(loginDelayMs(10_000)).toBe(2000);
  });

  it("a successful sign-in clears the address's count for the account", async () => {
    const { tenant, admin } = await createFirm();
    const a = ipHeaders();
    for (let i = 0; i < 9; i++) {
      expect((await callApi("auth/login", { email: admin.email, password: "Wrong@123x" }, { tenant: tenant.slug, headers: a })).status).toBe(401);
    }
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug, headers: a })).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await callApi("auth/login", { email: admin.email, password: "Wrong@123x" }, { tenant: tenant.slug, headers: a })).status).toBe(401);
    }
  });
});

describe("rate limits with a rotating X-Forwarded-For", () => {
  it("limits reset requests per e-mail address whatever the client address", async () => {
    const { tenant, admin } = await createFirm();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await callApi("auth/forgot-password", { email: admin.email }, { tenant: tenant.slug, headers: ipHeaders() })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});
