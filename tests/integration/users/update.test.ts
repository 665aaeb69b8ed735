import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createBranch, createCompany, createFirm, createTenant, createUser } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { auditOf, membershipsOf } from "./helpers";

describe("POST /api/users/update", () => {
  it("lets an admin change a user's role: that user's open sessions answer ROLE_CHANGED", async () => {
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id);
    const u = await createUser(tenant, 8);
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token })).status).toBe(200);
    const res = await callApi("users/update", { id: u.membership.id, roleId: 6, branchId: branch.id }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ roleId: 6, roleName: "Attorney", branchId: branch.id });
    const next = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token });
    expect(next.status).toBe(401);
    expect(next.body.result.error?.code).toBe("ROLE_CHANGED");
    const [audit] = await auditOf(tenant.id, "user.role_change");
    expect(audit.before).toMatchObject({ roleId: 8 });
    expect(audit.after).toMatchObject({ roleId: 6 });
  });

  it("lets any user change their own name and phone, and clear the phone", async () => {
    const { tenant } = await createFirm();
    const u = await createUser(tenant, 7, { userOverrides: { firstName: "Old", lastName: "Name", phone: "2025550100" } });
    const res = await callApi("users/update", { id: u.membership.id, firstName: "Maya", middleName: "J.", lastName: "Chen", phone: "+1 (415) 555-0199" }, { tenant: tenant.slug, token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ name: "Maya J. Chen", firstName: "Maya", middleName: "J.", lastName: "Chen", phone: "+1 (415) 555-0199", roleId: 7 });
    const cleared = await callApi("users/update", { id: u.membership.id, phone: "", middleName: null }, { tenant: tenant.slug, token: u.token });
    expect(cleared.body.result.data).toMatchObject({ phone: null, middleName: null, name: "Maya Chen" });
    // the session survives a profile edit
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token })).status).toBe(200);
  });

  it("refuses (403) a user changing their own role or someone else's profile without an admin role", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 7);
    const own = await callApi("users/update", { id: u.membership.id, roleId: 3 }, { tenant: tenant.slug, token: u.token });
    expect(own.status).toBe(403);
    const adminSelf = await callApi("users/update", { id: admin.membership.id, roleId: 6 }, { tenant: tenant.slug, token: admin.token });
    expect(adminSelf.status).toBe(403);
    const other = await callApi("users/update", { id: admin.membership.id, firstName: "Hacked" }, { tenant: tenant.slug, token: u.token });
    expect(other.status).toBe(403);
  });

  it("keeps role grants in rank: a branch manager cannot grant roles 1-4, only role 1 grants role 1", async () => {
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: branch.id });
    const u = await createUser(tenant, 8, { branchId: branch.id });
    for (const roleId of [1, 2, 3, 4]) {
      const res = await callApi("users/update", { id: u.membership.id, roleId }, { tenant: tenant.slug, token: manager.token });
      expect(res.status).toBe(403);
    }
    expect((await callApi("users/update", { id: u.membership.id, roleId: 9 }, { tenant: tenant.slug, token: manager.token })).status).toBe(200);
    expect((await callApi("users/update", { id: u.membership.id, roleId: 1 }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
    const pa = await createUser(tenant, 1);
    const granted = await callApi("users/update", { id: u.membership.id, roleId: 1 }, { tenant: tenant.slug, token: pa.token });
    expect(granted.status).toBe(200);
    expect((await membershipsOf(u.user.id, tenant.id))[0].roleId).toBe(1);
    // an admin cannot touch the platform admin
    expect((await callApi("users/update", { id: pa.membership.id, firstName: "X" }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
  });

  it("keeps a branch manager inside their branch", async () => {
    const { tenant } = await createFirm();
    const [mine, theirs] = [await createBranch(tenant.id), await createBranch(tenant.id)];
    const manager = await createUser(tenant, 4, { branchId: mine.id });
    const inside = await createUser(tenant, 8, { branchId: mine.id });
    const outside = await createUser(tenant, 8, { branchId: theirs.id });
    expect((await callApi("users/update", { id: outside.membership.id, firstName: "X" }, { tenant: tenant.slug, token: manager.token })).status).toBe(404);
    expect((await callApi("users/update", { id: inside.membership.id, branchId: theirs.id }, { tenant: tenant.slug, token: manager.token })).status).toBe(403);
  });

  it("answers 422 with field messages for invalid values, a branch of another firm, and a branch manager without a branch", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 8);
    const bad = await callApi("users/update", { id: u.membership.id, firstName: "", phone: "abc", roleId: 50 }, { tenant: tenant.slug, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields).toMatchObject({ firstName: MSG.required("First Name"), phone: MSG.phone("abc"), roleId: MSG.invalid("Role") });
    const foreign = await createBranch((await createTenant()).id);
    const branch = await callApi("users/update", { id: u.membership.id, branchId: foreign.id }, { tenant: tenant.slug, token: admin.token });
    expect(branch.status).toBe(422);
    expect(branch.body.result.error?.fields?.branchId).toBe(MSG.invalid("Branch"));
    const noBranch = await callApi("users/update", { id: u.membership.id, roleId: 4 }, { tenant: tenant.slug, token: admin.token });
    expect(noBranch.status).toBe(422);
    expect(noBranch.body.result.error?.fields?.branchId).toBe(MSG.required("Branch"));
  });

  it("refuses to change a client user's role", async () => {
    const { tenant, admin } = await createFirm();
    const petitioner = await createUser(tenant, 50, { companyId: (await createCompany(tenant.id)).id });
    const res = await callApi("users/update", { id: petitioner.membership.id, roleId: 6 }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
  });

  it("answers 404 for another firm's membership", async () => {
    const { tenant, admin } = await createFirm();
    const { admin: stranger } = await createFirm();
    const res = await callApi("users/update", { id: stranger.membership.id, firstName: "X" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(404);
  });
});
