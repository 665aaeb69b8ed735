import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createUser, createTenant, TEST_PASSWORD } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { memberships, sessions } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import { eq } from "drizzle-orm";
import { hashToken } from "@/lib/server/auth/crypto";

describe("defineRoute: request hygiene", () => {
  it("answers 400 BAD_REQUEST for malformed JSON, never a 500", async () => {
    const { tenant } = await createFirm();
    const res = await callApi("auth/login", undefined, { tenant: tenant.slug, rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.result.error?.code).toBe("BAD_REQUEST");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const { tenant } = await createFirm();
    const res = await callApi("auth/login", undefined, { tenant: tenant.slug, rawBody: "email=a", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
    expect(res.body.result.error?.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers 413 for a body over 1 MB", async () => {
    const { tenant } = await createFirm();
    const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024) });
    const res = await callApi("auth/login", undefined, { tenant: tenant.slug, rawBody: big });
    expect(res.status).toBe(413);
  });

  it("answers 404 on an unknown firm sub-domain for tenant routes", async () => {
    const res = await callApi("users/login-user-details", {}, { tenant: "no-such-firm-xyz" });
    expect(res.status).toBe(404);
    expect(res.body.result.error?.code).toBe("NOT_FOUND");
  });

  it("answers 401 UNAUTHENTICATED without a token", async () => {
    const { tenant } = await createFirm();
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("UNAUTHENTICATED");
  });
});

describe("sessions: revocation codes of spec section 8", () => {
  it("TOKEN_EXPIRED for an expired session, and clears the cookie", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(admin.token)));
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("TOKEN_EXPIRED");
    expect(res.headers.get("set-cookie")).toMatch(/icm_session=;/);
  });

  it("LOGIN_USER_INACTIVE once the membership is deactivated", async () => {
    const tenant = await createTenant();
    const u = await createUser(tenant, 8);
    const db = await getDb();
    await db.update(memberships).set({ statusId: 2 }).where(eq(memberships.id, u.membership.id));
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token });
    expect(res.body.result.error?.code).toBe("LOGIN_USER_INACTIVE");
  });

  it("ROLE_CHANGED once the role differs from the session's", async () => {
    const tenant = await createTenant();
    const u = await createUser(tenant, 8);
    const db = await getDb();
    await db.update(memberships).set({ roleId: 6 }).where(eq(memberships.id, u.membership.id));
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token });
    expect(res.body.result.error?.code).toBe("ROLE_CHANGED");
  });

  it("LOGIN_USER_INACTIVE once the firm is deactivated", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    await db.update(tenants).set({ statusId: 2 }).where(eq(tenants.id, tenant.id));
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("LOGIN_USER_INACTIVE");
  });

  it("UNAUTHENTICATED for a revoked session", async () => {
    const { tenant, admin } = await createFirm();
    const db = await getDb();
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(admin.token)));
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("UNAUTHENTICATED");
  });

  it("another firm's session is no session here: 401 on this firm's host, 404 on an unknown one", async () => {
    const a = await createFirm();
    const b = await createFirm();
    const own = await callApi("users/login-user-details", {}, { tenant: a.tenant.slug, token: a.admin.token });
    expect(own.status).toBe(200);
    const res = await callApi("users/login-user-details", {}, { tenant: b.tenant.slug, token: a.admin.token });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("UNAUTHENTICATED");
    const unknown = await callApi("users/login-user-details", {}, { tenant: "no-such-firm-xyz", token: a.admin.token });
    expect(unknown.status).toBe(404);
  });

  it("a public call ignores a token that is no valid session", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/login", { email: admin.user.email, password: TEST_PASSWORD }, { tenant: tenant.slug, token: "not-a-session-token" });
    expect(res.status).toBe(200);
  });
});

describe("cookie sessions and Origin (CSRF)", () => {
  async function cookieFor(slug: string, email: string) {
    const res = await callApi("auth/login", { email, password: TEST_PASSWORD }, { tenant: slug });
    return res.headers.get("set-cookie")!.split(";")[0];
  }

  it("accepts a cookie-authenticated POST from the same origin", async () => {
    const { tenant, admin } = await createFirm();
    const cookie = await cookieFor(tenant.slug, admin.email);
    const res = await callApi("users/login-user-details", {}, { tenant: tenant.slug, cookie, headers: { origin: `http://${tenant.slug}.localhost:3000` } });
    expect(res.status).toBe(200);
  });

  it("refuses a cookie-authenticated POST from another origin or with no Origin", async () => {
    const { tenant, admin } = await createFirm();
    const cookie = await cookieFor(tenant.slug, admin.email);
    const evil = await callApi("users/login-user-details", {}, { tenant: tenant.slug, cookie, headers: { origin: "http://evil.example" } });
    expect(evil.status).toBe(403);
    const none = await callApi("users/login-user-details", {}, { tenant: tenant.slug, cookie });
    expect(none.status).toBe(403);
  });

  it("rate-limits repeated failed logins with 429", async () => {
    const { tenant, admin } = await createFirm();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await callApi("auth/login", { email: admin.email, password: "Wrong@999" }, { tenant: tenant.slug, headers: { "x-forwarded-for": "10.9.9.9" } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
  });
});
