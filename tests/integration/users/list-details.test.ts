import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createBranch, createCompany, createFirm, createUser } from "../../factories";
import { MSG } from "@/lib/shared/validation/messages";

type Row = { id: string; userId: string; email: string; roleId: number; branchId: string | null; companyName: string | null };

describe("POST /api/users/list", () => {
  it("lists the firm's users with their role, status, branch and company, never another firm's", async () => {
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id, "Boston");
    const company = await createCompany(tenant.id, { name: "Acme Robotics" });
    const attorney = await createUser(tenant, 6, { branchId: branch.id, userOverrides: { phone: "6175550100" } });
    const petitioner = await createUser(tenant, 50, { companyId: company.id });
    const { admin: stranger } = await createFirm();

    const res = await callApi("users/list", { perpage: 1000 }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    const rows: Row[] = res.body.result.data;
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 1000, total: 3 });
    expect(rows.map((r) => r.userId).sort()).toEqual([admin.user.id, attorney.user.id, petitioner.user.id].sort());
    expect(rows.some((r) => r.userId === stranger.user.id)).toBe(false);
    const a = rows.find((r) => r.userId === attorney.user.id)!;
    expect(a).toMatchObject({
      id: attorney.membership.id,
      email: attorney.email,
      phone: "6175550100",
      roleId: 6,
      roleName: "Attorney",
      statusId: 1,
      statusName: "Active",
      branchId: branch.id,
      branchName: "Boston",
      companyName: null,
    });
    expect(typeof (a as unknown as { createdAt: string }).createdAt).toBe("string");
    expect(rows.find((r) => r.userId === petitioner.user.id)?.companyName).toBe("Acme Robotics");
  });

  it("filters by role, status and branch, searches name and e-mail, sorts and pages", async () => {
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id);
    const p1 = await createUser(tenant, 8, { email: `zed-${admin.user.id.slice(0, 6)}@example.com`, branchId: branch.id });
    const p2 = await createUser(tenant, 8, { statusId: 2 });
    await createUser(tenant, 7);
    const call = (body: object) => callApi("users/list", body, { tenant: tenant.slug, token: admin.token });

    const paralegals = await call({ filter: { matcher: { roleIds: [8] } }, sortBy: "email", sortOrder: "asc" });
    expect(paralegals.body.result.data.map((r: Row) => r.id).sort()).toEqual([p1.membership.id, p2.membership.id].sort());
    const inactive = await call({ filter: { matcher: { statusIds: [2] } } });
    expect(inactive.body.result.data.map((r: Row) => r.id)).toEqual([p2.membership.id]);
    const inBranch = await call({ filter: { matcher: { branchIds: [branch.id] } } });
    expect(inBranch.body.result.data.map((r: Row) => r.id)).toEqual([p1.membership.id]);
    const search = await call({ search: "ZED-" });
    expect(search.body.result.data.map((r: Row) => r.id)).toEqual([p1.membership.id]);

    const byName = await call({ sortBy: "name", sortOrder: "asc", perpage: 2, page: 2 });
    expect(byName.body.result.pagination).toEqual({ page: 2, perpage: 2, total: 4 });
    const all = await call({ sortBy: "name", sortOrder: "asc", perpage: 100 });
    const names: string[] = all.body.result.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(byName.body.result.data.map((r: Row) => r.id)).toEqual(all.body.result.data.slice(2, 4).map((r: Row) => r.id));
  });

  it("shows a branch manager only the users of their branch, clients of the branch's companies included", async () => {
    const { tenant, admin } = await createFirm();
    const mine = await createBranch(tenant.id);
    const theirs = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: mine.id });
    const inMine = await createUser(tenant, 5, { branchId: mine.id });
    await createUser(tenant, 5, { branchId: theirs.id });
    const company = await createCompany(tenant.id, { branchId: mine.id });
    const client = await createUser(tenant, 50, { companyId: company.id });
    const res = await callApi("users/list", {}, { tenant: tenant.slug, token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data.map((r: Row) => r.userId).sort()).toEqual([manager.user.id, inMine.user.id, client.user.id].sort());
    expect(res.body.result.data.some((r: Row) => r.userId === admin.user.id)).toBe(false);
  });

  it("answers 422 for a page size above 1000, an unknown sort field or a malformed matcher", async () => {
    const { tenant, admin } = await createFirm();
    const res = await callApi("users/list", { perpage: 1001, sortBy: "password", filter: { matcher: { roleIds: [99], branchIds: ["x"] } } }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(422);
    const f = res.body.result.error!.fields!;
    expect(f.perpage).toBeDefined();
    expect(f.sortBy).toBeDefined();
    expect(f["filter.matcher.roleIds.0"]).toBe(MSG.invalid("Role"));
    expect(f["filter.matcher.branchIds.0"]).toBe(MSG.invalid("Branch"));
  });

  it("answers 403 to an attorney", async () => {
    const { tenant } = await createFirm();
    const attorney = await createUser(tenant, 6);
    expect((await callApi("users/list", {}, { tenant: tenant.slug, token: attorney.token })).status).toBe(403);
  });
});

describe("POST /api/users/details", () => {
  it("answers one user of the firm by membership id", async () => {
    const { tenant, admin } = await createFirm();
    const u = await createUser(tenant, 9, { userOverrides: { firstName: "Lena", lastName: "Park", phoneCountryCode: "+1" } });
    const res = await callApi("users/details", { id: u.membership.id }, { tenant: tenant.slug, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ id: u.membership.id, userId: u.user.id, firstName: "Lena", lastName: "Park", phoneCountryCode: "+1", roleId: 9, roleName: "Documentation Manager", profilePicture: null });
  });

  it("answers 404 for another firm's membership and, to a branch manager, for a user outside the branch", async () => {
    const { tenant, admin } = await createFirm();
    const { admin: stranger } = await createFirm();
    expect((await callApi("users/details", { id: stranger.membership.id }, { tenant: tenant.slug, token: admin.token })).status).toBe(404);
    const branch = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: branch.id });
    const outside = await createUser(tenant, 6);
    expect((await callApi("users/details", { id: outside.membership.id }, { tenant: tenant.slug, token: manager.token })).status).toBe(404);
  });

  it("answers 422 for a malformed id and 403 to a paralegal", async () => {
    const { tenant, admin } = await createFirm();
    const bad = await callApi("users/details", { id: "123" }, { tenant: tenant.slug, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.result.error?.fields?.id).toBe(MSG.invalid("User"));
    const paralegal = await createUser(tenant, 8);
    expect((await callApi("users/details", { id: admin.membership.id }, { tenant: tenant.slug, token: paralegal.token })).status).toBe(403);
  });
});
