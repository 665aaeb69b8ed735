import { describe, expect, it } from "vitest";
import { createBranch, createCompany, createTenant, createUser } from "../../factories";
import { auditActions, expectField, expectStatus, firm, insertSignatory } from "../companies/fixtures";

const valid = (companyId: string) => ({ companyId, firstName: "Rita", lastName: "Moreno", title: "President", email: "Rita@Client.example", phone: "2025550199" });

describe("POST /api/auth-signatory/list", () => {
  it("lists by client, searches, sorts by name and pages", async () => {
    const { tenant, call } = await firm();
    const a = await createCompany(tenant.id, { name: "Alpha" });
    const b = await createCompany(tenant.id, { name: "Beta" });
    await insertSignatory(tenant.id, a.id, { firstName: "Zoe", lastName: "Adams" });
    await insertSignatory(tenant.id, a.id, { firstName: "Yan", lastName: "Brown", title: "Treasurer" });
    await insertSignatory(tenant.id, b.id, { firstName: "Xia", lastName: "Cole" });
    await insertSignatory(tenant.id, a.id, { firstName: "Old", lastName: "Deleted", deletedAt: new Date() });
    const res = await call("auth-signatory/list", { filter: { matcher: { companyIds: [a.id] } } });
    expectStatus(res, 200);
    expect(res.body.result.data.map((s: { name: string }) => s.name)).toEqual(["Zoe Adams", "Yan Brown"]);
    expect(res.body.result.data[0]).toMatchObject({ companyId: a.id, companyName: "Alpha", statusName: "Active" });
    const page2 = await call("auth-signatory/list", { page: 2, perpage: 2 });
    expect(page2.body.result.data.map((s: { name: string }) => s.name)).toEqual(["Xia Cole"]);
    expect(page2.body.result.pagination).toEqual({ page: 2, perpage: 2, total: 3 });
    expect((await call("auth-signatory/list", { search: "treas" })).body.result.data.map((s: { name: string }) => s.name)).toEqual(["Yan Brown"]);
    expect((await call("auth-signatory/list", { search: "zoe adams" })).body.result.data).toHaveLength(1);
  });

  it("shows a petitioner only their company's and a branch manager their branch's signatories", async () => {
    const { tenant, call } = await firm();
    const br = await createBranch(tenant.id);
    const own = await createCompany(tenant.id, { branchId: br.id });
    const other = await createCompany(tenant.id);
    await insertSignatory(tenant.id, own.id, { lastName: "Own" });
    await insertSignatory(tenant.id, other.id, { lastName: "Other" });
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    const res = await call("auth-signatory/list", { filter: { matcher: { companyIds: [own.id, other.id] } } }, petitioner.token);
    expect(res.body.result.data.map((s: { lastName: string }) => s.lastName)).toEqual(["Own"]);
    const manager = await createUser(tenant, 4, { branchId: br.id });
    expect((await call("auth-signatory/list", {}, manager.token)).body.result.data.map((s: { lastName: string }) => s.lastName)).toEqual(["Own"]);
  });

  it("hides another firm's signatories, answers 422 and 403", async () => {
    const { tenant, call } = await firm();
    const foreignCompany = await createCompany((await createTenant()).id);
    await insertSignatory(foreignCompany.tenantId, foreignCompany.id);
    expect((await call("auth-signatory/list", { filter: { matcher: { companyIds: [foreignCompany.id] } } })).body.result.data).toEqual([]);
    expectField(await call("auth-signatory/list", { filter: { matcher: { companyIds: ["abc"] } } }), "filter.matcher.companyIds.0", "Client not valid");
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("auth-signatory/list", {}, beneficiary.token), 403);
  });
});

describe("POST /api/auth-signatory/create", () => {
  it("adds a signatory to a client and shows it on the client details", async () => {
    const { tenant, call } = await firm();
    const c = await createCompany(tenant.id);
    const res = await call("auth-signatory/create", valid(c.id));
    expectStatus(res, 200);
    const s = res.body.result.data;
    expect(s).toMatchObject({ companyId: c.id, name: "Rita Moreno", email: "rita@client.example", title: "President", statusId: 1 });
    expect(await auditActions(tenant.id, s.id)).toEqual(["signatory.create"]);
    const details = await call("company/details", { id: c.id });
    expect(details.body.result.data.signatories.map((x: { id: string }) => x.id)).toEqual([s.id]);
  });

  it("lets a petitioner add to their own company only", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id);
    const other = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expectStatus(await call("auth-signatory/create", valid(own.id), petitioner.token), 200);
    expectStatus(await call("auth-signatory/create", valid(other.id), petitioner.token), 404);
  });

  it("answers 422 with field messages, 403 for an attorney, 404 for another firm's client", async () => {
    const { tenant, call } = await firm();
    const c = await createCompany(tenant.id);
    expectField(await call("auth-signatory/create", { ...valid(c.id), title: "" }), "title", "*Title is required");
    expectField(await call("auth-signatory/create", { ...valid(c.id), email: "x@y" }), "email", "Please enter a valid email.");
    expectField(await call("auth-signatory/create", { ...valid(c.id), companyId: undefined }), "companyId", "*Client is required");
    expectField(await call("auth-signatory/create", { ...valid(c.id), phone: "555" }), "phone", "555 is not a valid phone number");
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("auth-signatory/create", valid(c.id), attorney.token), 403);
    const foreign = await createCompany((await createTenant()).id);
    const res = await call("auth-signatory/create", valid(foreign.id));
    expectStatus(res, 404);
    expect(res.body.message).toBe("Client not found");
  });
});

describe("POST /api/auth-signatory/update", () => {
  it("changes sent fields and audits", async () => {
    const { tenant, call } = await firm();
    const c = await createCompany(tenant.id);
    const s = await insertSignatory(tenant.id, c.id, { phone: "2025550100" });
    const res = await call("auth-signatory/update", { id: s.id, title: "Chair", phone: "", statusId: 2 });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ title: "Chair", phone: null, statusId: 2, statusName: "Inactive", firstName: s.firstName });
    expect(await auditActions(tenant.id, s.id)).toEqual(["signatory.update"]);
  });

  it("answers 422, 403 for a beneficiary, 404 for another company of a petitioner and for another firm", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id);
    const other = await createCompany(tenant.id);
    const s1 = await insertSignatory(tenant.id, own.id);
    const s2 = await insertSignatory(tenant.id, other.id);
    expectField(await call("auth-signatory/update", { id: s1.id, lastName: " " }), "lastName", "*Last Name is required");
    expectField(await call("auth-signatory/update", { id: s1.id, statusId: 5 }), "statusId", "Status not valid");
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expectStatus(await call("auth-signatory/update", { id: s1.id, title: "VP" }, petitioner.token), 200);
    expectStatus(await call("auth-signatory/update", { id: s2.id, title: "VP" }, petitioner.token), 404);
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("auth-signatory/update", { id: s1.id, title: "VP" }, beneficiary.token), 403);
    const foreignCompany = await createCompany((await createTenant()).id);
    const foreign = await insertSignatory(foreignCompany.tenantId, foreignCompany.id);
    expectStatus(await call("auth-signatory/update", { id: foreign.id, title: "VP" }), 404);
  });
});

describe("POST /api/auth-signatory/delete", () => {
  it("soft-deletes a signatory", async () => {
    const { tenant, call } = await firm();
    const c = await createCompany(tenant.id);
    const s = await insertSignatory(tenant.id, c.id);
    expectStatus(await call("auth-signatory/delete", { id: s.id }), 200);
    expect((await call("auth-signatory/list", {})).body.result.data).toEqual([]);
    expectStatus(await call("auth-signatory/update", { id: s.id, title: "X" }), 404);
    expect(await auditActions(tenant.id, s.id)).toEqual(["signatory.delete"]);
  });

  it("answers 422, 403 for a paralegal, 404 for another firm's signatory", async () => {
    const { tenant, call } = await firm();
    const c = await createCompany(tenant.id);
    const s = await insertSignatory(tenant.id, c.id);
    expectField(await call("auth-signatory/delete", { id: "1" }), "id", "Signatory not valid");
    const paralegal = await createUser(tenant, 8);
    expectStatus(await call("auth-signatory/delete", { id: s.id }, paralegal.token), 403);
    const foreignCompany = await createCompany((await createTenant()).id);
    const foreign = await insertSignatory(foreignCompany.tenantId, foreignCompany.id);
    expectStatus(await call("auth-signatory/delete", { id: foreign.id }), 404);
  });
});
