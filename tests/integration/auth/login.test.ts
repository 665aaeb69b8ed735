import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createFirm, createTenant, createUser, createCompany, TEST_PASSWORD } from "../../factories";
import { getDb } from "@/lib/server/db/client";
import { memberships } from "@/db/schema/identity";

describe("POST /api/auth/login", () => {
  it("signs a single-account user in, sets the session cookie and returns the user details", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/login", { email: admin.email.toUpperCase(), password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const d = res.body.result.data;
    expect(d.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(d.roleId).toBe(3);
    expect(d.tenantDetails.profCompleted).toBe("yes");
    expect(d.user.email).toBe(admin.email);
    expect(res.headers.get("set-cookie")).toMatch(/^icm_session=.+HttpOnly/);
    const me = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: d.token });
    expect(me.status).toBe(200);
    expect(me.body.result.data.userId).toBe(admin.user.id);
  });

  it("rejects a wrong password with a generic message", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("auth/login", { email: admin.email, password: "Wrong@123" }, { tenant: tenant.slug });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("UNAUTHENTICATED");
    expect(res.body.message).toBe("Invalid email or password");
  });

  it("answers 422 with field messages for a missing password", async () => {
    const { tenant } = await createFirm();
    const res = await callApi("auth/login", { email: "a@b.co" }, { tenant: tenant.slug });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.code).toBe("VALIDATION_ERROR");
  });

  it("answers 422 'Please enter a valid email.' for a malformed e-mail (spec section 5), not 401", async () => {
    const { tenant } = await createFirm();
    for (const email of ["a@b", "not-an-email", "x y@firm.com"]) {
      const res = await callApi("auth/login", { email, password: "Wrong@123" }, { tenant: tenant.slug });
      expect(res.status).toBe(422);
      expect(res.body.result.error?.code).toBe("VALIDATION_ERROR");
      expect(res.body.message).toBe("Please enter a valid email.");
      expect(res.body.result.error?.fields).toEqual({ email: "Please enter a valid email." });
    }
  });

  it("answers LOGIN_USER_INACTIVE for a deactivated membership", async () => {
    const tenant = await createTenant();
    const u = await createUser(tenant, 6, { statusId: 2 });
    const res = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(401);
    expect(res.body.result.error?.code).toBe("LOGIN_USER_INACTIVE");
  });

  it("offers the company chooser and creates no session until one is chosen", async () => {
    const tenant = await createTenant();
    const [c1, c2] = [await createCompany(tenant.id), await createCompany(tenant.id)];
    const u = await createUser(tenant, 50, { companyId: c1.id });
    const db = await getDb();
    await db.insert(memberships).values({ tenantId: tenant.id, userId: u.user.id, roleId: 50, companyId: c2.id, statusId: 1 });
    const res = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: tenant.slug });
    expect(res.status).toBe(200);
    const choice = res.body.result.data;
    expect(choice.choiceRequired).toBe(true);
    expect(choice.companies.map((c: { companyId: string }) => c.companyId).sort()).toEqual([c1.id, c2.id].sort());
    expect(choice.token).toBeUndefined();
    expect(res.headers.get("set-cookie")).toBeNull();
    const chosen = choice.options.find((o: { companyId: string }) => o.companyId === c2.id);
    const res2 = await callApi("auth/login", { choiceToken: choice.choiceToken, membershipId: chosen.membershipId }, { tenant: tenant.slug });
    expect(res2.status).toBe(200);
    expect(res2.body.result.data.companyId).toBe(c2.id);
    // the choice token is single use
    const res3 = await callApi("auth/login", { choiceToken: choice.choiceToken, membershipId: chosen.membershipId }, { tenant: tenant.slug });
    expect(res3.status).toBe(400);
  });

  it("lists both firms for a user of two tenants and hands off to the other sub-domain", async () => {
    const a = await createTenant();
    const b = await createTenant();
    const u = await createUser(a, 6);
    const db = await getDb();
    const [mb] = await db.insert(memberships).values({ tenantId: b.id, userId: u.user.id, roleId: 6, statusId: 1 }).returning();
    const res = await callApi("auth/login", { email: u.email, password: TEST_PASSWORD }, { tenant: a.slug });
    const choice = res.body.result.data;
    expect(choice.accounts.map((x: { tenantSlug: string }) => x.tenantSlug).sort()).toEqual([a.slug, b.slug].sort());
    const res2 = await callApi("auth/login", { choiceToken: choice.choiceToken, membershipId: mb.id }, { tenant: a.slug });
    const url = new URL(res2.body.result.data.redirectUrl);
    expect(url.hostname).toBe(`${b.slug}.localhost`);
    const handoffToken = url.searchParams.get("handoff")!;
    // the hand-off token only works on the target firm's host, and trying it elsewhere does not use it up
    const wrongHost = await callApi("auth/login", { handoffToken }, { tenant: a.slug });
    expect(wrongHost.status).toBe(400);
    expect(wrongHost.headers.get("set-cookie")).toBeNull();
    const ownHost = await callApi("auth/login", { handoffToken }, { tenant: b.slug });
    expect(ownHost.status).toBe(200);
    expect(ownHost.body.result.data.roleId).toBe(6);
    // once used on its own host it is gone
    expect((await callApi("auth/login", { handoffToken }, { tenant: b.slug })).status).toBe(400);
  });

  it("refuses a session token on another firm's host", async () => {
    const { tenant: a, admin } = await createFirm();
    const b = await createTenant();
    const res = await callApi("users/login-user-details", {}, { tenant: b.slug, token: admin.token });
    expect(res.status).toBe(401);
    const ok = await callApi("users/login-user-details", {}, { tenant: a.slug, token: admin.token });
    expect(ok.status).toBe(200);
  });
});
