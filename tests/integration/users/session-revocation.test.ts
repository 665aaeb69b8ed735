// A deactivation or a role change ends the membership's sessions for good: undoing the change (reactivating,
// giving the old role back) does not bring the old cookie or bearer token back; signing in again works.
import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createBranch, createFirm, createTenant, createUser, TEST_PASSWORD } from "../../factories";
import { sessionCookie } from "../auth/helpers";

/** Sign in through the API: the bearer token and the sealed cookie of one new session. */
async function signIn(slug: string, email: string) {
  const res = await callApi("auth/login", { email, password: TEST_PASSWORD }, { tenant: slug });
  expect(res.status).toBe(200);
  return { token: res.body.result.data.token as string, cookie: sessionCookie(res.headers.get("set-cookie")) };
}

/** The status and error code of a signed-in call made with the bearer token and with the cookie. */
async function probe(slug: string, s: { token: string; cookie: string }) {
  const bearer = await callApi("users/login-user-details", {}, { tenant: slug, token: s.token });
  const cookie = await callApi("users/login-user-details", {}, { tenant: slug, cookie: s.cookie, headers: { origin: `http://${slug}.localhost:3000` } });
  return [bearer, cookie].map((r) => [r.status, r.body.result.error?.code ?? null]);
}

describe("membership changes revoke its sessions", () => {
  it("deactivate, then reactivate: the old cookie and bearer token stay signed out, a new sign-in works", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 6);
    const other = await createUser(tenant, 6);
    const old = await signIn(tenant.slug, u.email);
    expect(await probe(tenant.slug, old)).toEqual([[200, null], [200, null]]);

    const off = await callApi("users/manage-status", { id: u.membership.id, statusId: 2 }, { tenant: tenant.slug, token: admin.token });
    expect(off.status).toBe(200);
    // While inactive the holder still learns why; nobody else is signed out.
    expect(await probe(tenant.slug, old)).toEqual([[401, "LOGIN_USER_INACTIVE"], [401, "LOGIN_USER_INACTIVE"]]);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: other.token })).status).toBe(200);

    expect((await callApi("users/manage-status", { id: u.membership.id, statusId: 1 }, { tenant: tenant.slug, token: admin.token })).status).toBe(200);
    expect(await probe(tenant.slug, old)).toEqual([[401, "UNAUTHENTICATED"], [401, "UNAUTHENTICATED"]]);
    // The factory's session too (a bearer token made before the change).
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token })).status).toBe(401);

    const fresh = await signIn(tenant.slug, u.email);
    expect(await probe(tenant.slug, fresh)).toEqual([[200, null], [200, null]]);
  });

  it("change the role, then change it back: the old cookie and bearer token stay signed out, a new sign-in works", async () => {
    const { tenant, admin } = await createFirm();
    const [branch, other] = [await createBranch(tenant.id), await createBranch(tenant.id)];
    const u = await createUser(tenant, 8);
    const old = await signIn(tenant.slug, u.email);
    // A change of branch alone keeps the sessions (the reach is read from the membership on every call).
    expect((await callApi("users/update", { id: u.membership.id, branchId: other.id }, { tenant: tenant.slug, token: admin.token })).status).toBe(200);
    expect(await probe(tenant.slug, old)).toEqual([[200, null], [200, null]]);

    const changed = await callApi("users/update", { id: u.membership.id, roleId: 6, branchId: branch.id }, { tenant: tenant.slug, token: admin.token });
    expect(changed.status).toBe(200);
    expect(await probe(tenant.slug, old)).toEqual([[401, "ROLE_CHANGED"], [401, "ROLE_CHANGED"]]);

    const back = await callApi("users/update", { id: u.membership.id, roleId: 8 }, { tenant: tenant.slug, token: admin.token });
    expect(back.status).toBe(200);
    expect(back.body.result.data.roleId).toBe(8);
    expect(await probe(tenant.slug, old)).toEqual([[401, "UNAUTHENTICATED"], [401, "UNAUTHENTICATED"]]);

    const fresh = await signIn(tenant.slug, u.email);
    expect(await probe(tenant.slug, fresh)).toEqual([[200, null], [200, null]]);
  });

  it("deactivate a firm, then reactivate it: its users' old sessions stay signed out, a new sign-in works", async () => {
    const home = await createTenant();
    const pa = await createUser(home, 1);
    const { tenant, admin } = await createFirm();
    const old = await signIn(tenant.slug, admin.email);
    expect((await callApi("tenant/update-status", { tenantId: tenant.id, statusId: 2 }, { tenant: home.slug, token: pa.token })).status).toBe(200);
    expect(await probe(tenant.slug, old)).toEqual([[401, "LOGIN_USER_INACTIVE"], [401, "LOGIN_USER_INACTIVE"]]);
    expect((await callApi("tenant/update-status", { tenantId: tenant.id, statusId: 1 }, { tenant: home.slug, token: pa.token })).status).toBe(200);
    expect(await probe(tenant.slug, old)).toEqual([[401, "UNAUTHENTICATED"], [401, "UNAUTHENTICATED"]]);
    expect((await callApi("users/login-user-details", {}, { tenant: home.slug, token: pa.token })).status).toBe(200);
    const fresh = await signIn(tenant.slug, admin.email);
    expect(await probe(tenant.slug, fresh)).toEqual([[200, null], [200, null]]);
  });
});
