import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createCompany, createFirm, createTenant, createUser, TEST_PASSWORD } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { memberships } from "@/db/schema/identity";
import { MSG } from "@/lib/shared/validation/messages";
import { auditOf, quietMailLog, sessionCookie } from "./helpers";

quietMailLog();

async function cookieLogin(slug: string, email: string) {
  const res = await callApi("auth/login", { email, password: TEST_PASSWORD }, { tenant: slug });
  expect(res.status).toBe(200);
  return { cookie: sessionCookie(res.headers.get("set-cookie")), token: res.body.result.data.token as string };
}

describe("POST /api/auth/switch-account", () => {
  it("switches to another account of this firm: new session and cookie, the old session ends", async () => {
    const tenant = await createTenant();
    const [c1, c2] = [await createCompany(tenant.id), await createCompany(tenant.id)];
    const u = await createUser(tenant, 50, { companyId: c1.id });
    const db = await getDb();
    const [m2] = await db.insert(memberships).values({ tenantId: tenant.id, userId: u.user.id, roleId: 50, companyId: c2.id, statusId: 1 }).returning();
    const res = await callApi("auth/switch-account", { membershipId: m2.id }, { tenant: tenant.slug, token: u.token });
    expect(res.status).toBe(200);
    const d = res.body.result.data;
    expect(d.companyId).toBe(c2.id);
    expect(d.token).not.toBe(u.token);
    expect(res.headers.get("set-cookie")).toMatch(/^icm_session=.+HttpOnly/);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token })).status).toBe(401);
    const me = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: d.token });
    expect(me.body.result.data.companyId).toBe(c2.id);
    expect(await auditOf(tenant.id, "auth.switch_account")).toHaveLength(1);
  });

  it("hands off to another firm with a redirect URL and keeps the current session", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const u = await createUser(a, 6);
    const db = await getDb();
    const [mb] = await db.insert(memberships).values({ tenantId: b.id, userId: u.user.id, roleId: 8, statusId: 1 }).returning();
    const res = await callApi("auth/switch-account", { membershipId: mb.id }, { tenant: a.slug, token: u.token });
    expect(res.status).toBe(200);
    const url = new URL(res.body.result.data.redirectUrl);
    expect(url.hostname).toBe(`${b.slug}.localhost`);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await callApi("users/login-user-details", {}, { tenant: a.slug, token: u.token })).status).toBe(200);
    const there = await callApi("auth/login", { handoffToken: url.searchParams.get("handoff") }, { tenant: b.slug });
    expect(there.status).toBe(200);
    expect(there.body.result.data.roleId).toBe(8);
  });

  it("answers 404 for someone else's account and 422 for an inactive or the current one", async () => {
    const { tenant, admin } = await createFirm();
    const stranger = await createUser(tenant, 6);
    const notMine = await callApi("auth/switch-account", { membershipId: stranger.membership.id }, { tenant: tenant.slug, token: admin.token });
    expect(notMine.status).toBe(404);
    const db = await getDb();
    const [inactive] = await db.insert(memberships).values({ tenantId: tenant.id, userId: admin.user.id, roleId: 6, statusId: 2 }).returning();
    const r1 = await callApi("auth/switch-account", { membershipId: inactive.id }, { tenant: tenant.slug, token: admin.token });
    expect(r1.status).toBe(422);
    expect(r1.body.result.error?.fields?.membershipId).toBe("This account is not active");
    const r2 = await callApi("auth/switch-account", { membershipId: admin.membership.id }, { tenant: tenant.slug, token: admin.token });
    expect(r2.status).toBe(422);
    const bad = await callApi("auth/switch-account", { membershipId: "nope" }, { tenant: tenant.slug, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.membershipId).toBe(MSG.invalid("Account"));
    // the session survived all of it
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(200);
  });

  it("needs a session (401)", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/switch-account", { membershipId: admin.membership.id }, { tenant: tenant.slug });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes a bearer session", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/logout", {}, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ revoked: true });
    expect(res.headers.get("set-cookie")).toMatch(/^icm_session=; Max-Age=0/);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(401);
    expect(await auditOf(tenant.id, "auth.logout")).toHaveLength(1);
  });

  it("revokes the cookie session of a same-origin request and clears the cookie", async () => {
    const { tenant, admin } = await createFirm();
    const { cookie, token } = await cookieLogin(tenant.slug, admin.email);
    const origin = `http://${tenant.slug}.localhost:3000`;
    const res = await callApi("auth/logout", {}, { tenant: tenant.slug, cookie, headers: { origin } });
    expect(res.body.result.data).toEqual({ revoked: true });
    expect(res.headers.get("set-cookie")).toMatch(/^icm_session=; Max-Age=0/);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token })).status).toBe(401);
  });

  it("does not end a session from a cross-site request, but clears that cookie", async () => {
    const { tenant, admin } = await createFirm();
    const { cookie, token } = await cookieLogin(tenant.slug, admin.email);
    const res = await callApi("auth/logout", {}, { tenant: tenant.slug, cookie, headers: { origin: "http://evil.example" } });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ revoked: false });
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token })).status).toBe(200);
  });

  it("revokes a bearer token sent to the bare host, and answers 200 without any session", async () => {
    const { tenant, admin } = await createFirm();
    const bare = await callApi("auth/logout", {}, { tenant: null, token: admin.token });
    expect(bare.body.result.data).toEqual({ revoked: true });
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: admin.token })).status).toBe(401);
    const none = await callApi("auth/logout", {}, { tenant: tenant.slug });
    expect(none.status).toBe(200);
    expect(none.body.result.data).toEqual({ revoked: false });
  });
});
