import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createBranch, createFirm, createTenant, createUser, TEST_PASSWORD, uid } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";
import { auditOf, ipHeaders, linkInLatestMail, mailsTo, membershipsOf, quietMailLog, tokenRow, userByEmail } from "./helpers";

quietMailLog();

describe("POST /api/users/create", () => {
  it("adds a new person as a pending staff user and e-mails an activation link", async () => {
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id);
    const email = `New.Hire-${uid()}@Example.com`;
    const res = await callApi("users/create", { firstName: "Nina", lastName: "Ortiz", email, roleId: 8, branchId: branch.id, phone: "2025550111" }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ name: "Nina Ortiz", email: email.toLowerCase(), roleId: 8, statusId: 3, statusName: "Pending Activation", branchId: branch.id, phone: "2025550111" });
    const user = await userByEmail(email);
    expect(user?.passwordHash).toBeNull();
    const link = await linkInLatestMail(email, "/app/public/activate-user-account");
    expect(link.host).toBe(`${tenant.slug}.localhost:3000`);
    const t = await tokenRow(link.searchParams.get("token")!);
    expect(t).toMatchObject({ purpose: "activation", userId: user!.id, tenantId: tenant.id, payload: { membershipId: res.body.result.data.id } });
    expect(await auditOf(tenant.id, "user.create")).toHaveLength(1);
  });

  it("the activation link of a new user works with /users/activate, after which the user signs in", async () => {
    const { tenant, admin } = await createFirm();
    const email = `act-${uid()}@example.com`;
    const res = await callApi("users/create", { firstName: "Ida", lastName: "Lund", email, roleId: 5 }, { tenant: tenant.slug, token: admin.token });
    const token = (await linkInLatestMail(email, "/app/public/activate-user-account")).searchParams.get("token")!;
    const act = await callApi("users/activate", { token, password: "Fresh@2024", confirmPassword: "Fresh@2024" }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(act.status).toBe(200);
    expect((await membershipsOf(res.body.result.data.userId, tenant.id))[0].statusId).toBe(1);
    const login = await callApi("auth/login", { email, password: "Fresh@2024" }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(login.status).toBe(200);
    expect(login.body.result.data.roleId).toBe(5);
  });

  it("gives a person who has an account in another firm an active membership here, without a new password", async () => {
    const { tenant, admin } = await createFirm();
    const { admin: elsewhere } = await createFirm();
    const before = await userByEmail(elsewhere.email);
    const res = await callApi("users/create", { firstName: "Other", lastName: "Name", email: elsewhere.email, roleId: 6 }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ userId: elsewhere.user.id, statusId: 1, roleId: 6, name: before!.name });
    expect((await userByEmail(elsewhere.email))!.passwordHash).toBe(before!.passwordHash);
    const [mail] = await mailsTo(elsewhere.email);
    expect(mail.template).toBe("user_added_existing");
    expect(mail.textBody).not.toMatch(/token=/);
    // The person can sign in to this firm with their existing password (two firms: the chooser).
    const login = await callApi("auth/login", { email: elsewhere.email, password: TEST_PASSWORD }, { tenant: tenant.slug, headers: ipHeaders() });
    expect(login.status).toBe(200);
    expect(login.body.result.data.accounts.map((a: { tenantSlug: string }) => a.tenantSlug)).toContain(tenant.slug);
  });

  it("answers one of two simultaneous additions of the same new e-mail with 409, never 500", async () => {
    const { tenant, admin } = await createFirm();
    const email = `race-${uid()}@example.com`;
    const add = () => callApi("users/create", { firstName: "R", lastName: "Ace", email, roleId: 8 }, { tenant: tenant.slug, token: admin.token });
    const results = await Promise.all([add(), add()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("answers 409 for a person who already belongs to the firm", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 6);
    const res = await callApi("users/create", { firstName: "A", lastName: "B", email: u.email, roleId: 7 }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(409);
    expect(await membershipsOf(u.user.id, tenant.id)).toHaveLength(1);
  });

  it("answers 422 with field messages for missing names, a bad e-mail and a client role", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("users/create", { firstName: " ", email: "bad@", roleId: 50 }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.result.error?.fields).toMatchObject({ firstName: MSG.required("First Name"), lastName: MSG.required("Last Name"), email: MSG.email, roleId: MSG.invalid("Role") });
  });

  it("answers 422 for a branch of another firm and for a branch manager without a branch", async () => {
    const { tenant, admin } = await createFirm();
    const foreign = await createBranch((await createTenant()).id);
    const a = await callApi("users/create", { firstName: "A", lastName: "B", email: `a-${uid()}@example.com`, roleId: 8, branchId: foreign.id }, { tenant: tenant.slug, token: admin.token });
    expect(a.status).toBe(422);
    expect(a.body.result.error?.fields?.branchId).toBe(MSG.invalid("Branch"));
    const b = await callApi("users/create", { firstName: "A", lastName: "B", email: `b-${uid()}@example.com`, roleId: 4 }, { tenant: tenant.slug, token: admin.token });
    expect(b.status).toBe(422);
    expect(b.body.result.error?.fields?.branchId).toBe(MSG.required("Branch"));
  });

  it("puts a branch manager's new users in their branch and refuses them roles 1-4 or another branch", async () => {
    const { tenant } = await createFirm();
    const [mine, theirs] = [await createBranch(tenant.id), await createBranch(tenant.id)];
    const manager = await createUser(tenant, 4, { branchId: mine.id });
    const ok = await callApi("users/create", { firstName: "A", lastName: "B", email: `c-${uid()}@example.com`, roleId: 5 }, { tenant: tenant.slug, token: manager.token });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.branchId).toBe(mine.id);
    const admin = await callApi("users/create", { firstName: "A", lastName: "B", email: `d-${uid()}@example.com`, roleId: 3 }, { tenant: tenant.slug, token: manager.token });
    expect(admin.status).toBe(403);
    const other = await callApi("users/create", { firstName: "A", lastName: "B", email: `e-${uid()}@example.com`, roleId: 5, branchId: theirs.id }, { tenant: tenant.slug, token: manager.token });
    expect(other.status).toBe(403);
  });

  it("answers 403 to an attorney", async () => {
    const { tenant } = await createFirm();
    const attorney = await createUser(tenant, 6);
    const res = await callApi("users/create", { firstName: "A", lastName: "B", email: `f-${uid()}@example.com`, roleId: 8 }, { tenant: tenant.slug, token: attorney.token });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/users/manage-status", () => {
  it("deactivates a user: their next call answers LOGIN_USER_INACTIVE; once reactivated they sign in again", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 6);
    const off = await callApi("users/manage-status", { id: u.membership.id, statusId: 2 }, { tenant: tenant.slug, token: admin.token });
    expect(off.status).toBe(200);
    expect(off.body.result.data).toMatchObject({ statusId: 2, statusName: "Inactive" });
    const next = await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token });
    expect(next.status).toBe(401);
    expect(next.body.result.error?.code).toBe("LOGIN_USER_INACTIVE");
    const on = await callApi("users/manage-status", { id: u.membership.id, statusId: 1 }, { tenant: tenant.slug, token: admin.token });
    expect(on.status).toBe(200);
    // The deactivation revoked the session (tests/integration/users/session-revocation.test.ts).
    expect((await callApi("users/login-user-details", {}, { tenant: tenant.slug, token: u.token })).status).toBe(401);
    expect(await auditOf(tenant.id, "user.status_change")).toHaveLength(2);
  });

  it("refuses to change your own status (422) and to activate a user who never set a password (409)", async () => {
    const { tenant, admin } = await createFirm();
    const self = await callApi("users/manage-status", { id: admin.membership.id, statusId: 2 }, { tenant: tenant.slug, token: admin.token });
    expect(self.status).toBe(422);
    expect(self.body.result.error?.fields?.id).toBe("You cannot change your own status");
    const pending = await createUser(tenant, 8, { statusId: 3, userOverrides: { passwordHash: null } });
    expect((await callApi("users/manage-status", { id: pending.membership.id, statusId: 1 }, { tenant: tenant.slug, token: admin.token })).status).toBe(409);
  });

  it("answers 422 for status 3, 403 to an attorney or an admin acting on the platform admin, 404 for another firm", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 6);
    const bad = await callApi("users/manage-status", { id: u.membership.id, statusId: 3 }, { tenant: tenant.slug, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.statusId).toBe(MSG.invalid("Status"));
    expect((await callApi("users/manage-status", { id: admin.membership.id, statusId: 2 }, { tenant: tenant.slug, token: u.token })).status).toBe(403);
    const pa = await createUser(tenant, 1);
    expect((await callApi("users/manage-status", { id: pa.membership.id, statusId: 2 }, { tenant: tenant.slug, token: admin.token })).status).toBe(403);
    const { admin: stranger } = await createFirm();
    expect((await callApi("users/manage-status", { id: stranger.membership.id, statusId: 2 }, { tenant: tenant.slug, token: admin.token })).status).toBe(404);
  });
});
