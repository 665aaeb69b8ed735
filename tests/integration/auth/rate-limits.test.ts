// Rate limits cannot be dodged by rotating X-Forwarded-For: failed sign-ins count per account as well as
// per address (a locked-out account stays locked whatever address the next attempt claims), reset
// requests per e-mail address, and behind the built server's entry point the client address is the
// socket's unless a trusted proxy forwarded the request (lib/server/http/client-ip.test.ts).
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, TEST_PASSWORD } from "../../factories";
import { ipHeaders, quietMailLog } from "./helpers";

quietMailLog();

describe("rate limits with a rotating X-Forwarded-For", () => {
  it("locks an account after 10 wrong passwords from any addresses, also for the right password, until the window ends", async () => {
    const { tenant, admin } = await createFirm();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await callApi("auth/login", { email: admin.email, password: `Wrong@${i}x` }, { tenant: tenant.slug, headers: ipHeaders() });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The right password with yet another header value: still locked out.
    const locked = await callApi("auth/login", { email: admin.email.toUpperCase(), password: TEST_PASSWORD }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(locked.status).toBe(429);
    expect(locked.body.result.error?.code).toBe("RATE_LIMITED");
  });

  it("a successful sign-in before the limit clears the account's count", async () => {
    const { tenant, admin } = await createFirm();
    for (let i = 0; i < 9; i++) {
      expect((await callApi("auth/login", { email: admin.email, password: "Wrong@123x" }, { tenant: tenant.slug, headers: ipHeaders() })).status).toBe(401);
    }
    expect((await callApi("auth/login", { email: admin.email, password: TEST_PASSWORD }, { tenant: tenant.slug, headers: ipHeaders() })).status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await callApi("auth/login", { email: admin.email, password: "Wrong@123x" }, { tenant: tenant.slug, headers: ipHeaders() })).status).toBe(401);
    }
  });

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
