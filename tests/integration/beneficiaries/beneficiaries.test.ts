import { describe, expect, it } from "vitest";
import { createBeneficiary, createBranch, createCompany, createTenant, createUser } from "../../factories";
import { auditActions, expectField, expectStatus, firm, INDIA, insertDependant, US, US_ADDRESS } from "../companies/fixtures";

type Row = { name: string };
const names = (res: { body: { result: { data?: Row[] } } }) => (res.body.result.data ?? []).map((r) => r.name);

describe("POST /api/beneficiary/list", () => {
  it("searches name and e-mail (contains) and passport (the whole number); filters by client, branch and status", async () => {
    const { tenant, call } = await firm();
    const br = await createBranch(tenant.id);
    const acme = await createCompany(tenant.id, { name: "Acme" });
    await createBeneficiary(tenant.id, { firstName: "Priya", lastName: "Sharma", email: "priya@mail.example", passportNumber: "K1234567", companyId: acme.id });
    await createBeneficiary(tenant.id, { firstName: "Juan", lastName: "Perez", email: "juan@mail.example", branchId: br.id });
    await createBeneficiary(tenant.id, { firstName: "Old", lastName: "Inactive", statusId: 2 });
    await createBeneficiary(tenant.id, { firstName: "Gone", lastName: "Deleted", deletedAt: new Date() });
    expect(names(await call("beneficiary/list", { search: "priya sharma" }))).toEqual(["Priya Sharma"]);
    expect(names(await call("beneficiary/list", { search: "JUAN@" }))).toEqual(["Juan Perez"]);
    // The passport number is sealed: the whole number finds it (case, spaces and dashes aside), a part does not.
    expect(names(await call("beneficiary/list", { search: "k 123-4567" }))).toEqual(["Priya Sharma"]);
    expect(names(await call("beneficiary/list", { search: "k123" }))).toEqual([]);
    expect(names(await call("beneficiary/list", { filter: { matcher: { petitionerIds: [acme.id] } } }))).toEqual(["Priya Sharma"]);
    expect(names(await call("beneficiary/list", { filter: { matcher: { branchIds: [br.id] } } }))).toEqual(["Juan Perez"]);
    expect(names(await call("beneficiary/list", { filter: { matcher: { statusIds: [2] } } }))).toEqual(["Old Inactive"]);
    const all = await call("beneficiary/list", {});
    expect(all.body.result.pagination?.total).toBe(3);
    expect(all.body.result.data.find((r: { name: string }) => r.name === "Priya Sharma")).toMatchObject({ companyName: "Acme", statusName: "Active" });
  });

  it("sorts by name and client name and pages", async () => {
    const { tenant, call } = await firm();
    const zed = await createCompany(tenant.id, { name: "Zed Corp" });
    const abc = await createCompany(tenant.id, { name: "Abc Corp" });
    await createBeneficiary(tenant.id, { firstName: "Amy", lastName: "Young", companyId: zed.id });
    await createBeneficiary(tenant.id, { firstName: "Bob", lastName: "Xiong", companyId: abc.id });
    await createBeneficiary(tenant.id, { firstName: "Cat", lastName: "Wu" });
    expect(names(await call("beneficiary/list", { sortBy: "name", sortOrder: "asc" }))).toEqual(["Cat Wu", "Bob Xiong", "Amy Young"]);
    expect(names(await call("beneficiary/list", { sortBy: "clientName", sortOrder: "asc" }))).toEqual(["Bob Xiong", "Amy Young", "Cat Wu"]);
    expect(names(await call("beneficiary/list", { sortBy: "clientName", sortOrder: "desc" }))).toEqual(["Amy Young", "Bob Xiong", "Cat Wu"]);
    const p2 = await call("beneficiary/list", { sortBy: "name", sortOrder: "asc", perpage: 2, page: 2 });
    expect(names(p2)).toEqual(["Amy Young"]);
    expect(p2.body.result.pagination).toEqual({ page: 2, perpage: 2, total: 3 });
  });

  it("scopes branch managers, petitioners and beneficiaries", async () => {
    const { tenant, call } = await firm();
    const br = await createBranch(tenant.id);
    const own = await createCompany(tenant.id);
    const other = await createCompany(tenant.id);
    await createBeneficiary(tenant.id, { firstName: "In", lastName: "Branch", branchId: br.id });
    await createBeneficiary(tenant.id, { firstName: "Own", lastName: "Worker", companyId: own.id });
    await createBeneficiary(tenant.id, { firstName: "Other", lastName: "Worker", companyId: other.id });
    const manager = await createUser(tenant, 4, { branchId: br.id });
    expect(names(await call("beneficiary/list", {}, manager.token))).toEqual(["In Branch"]);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expect(names(await call("beneficiary/list", { filter: { matcher: { petitionerIds: [other.id] } } }, petitioner.token))).toEqual([]);
    expect(names(await call("beneficiary/list", {}, petitioner.token))).toEqual(["Own Worker"]);
    const me = await createUser(tenant, 51);
    await createBeneficiary(tenant.id, { firstName: "Me", lastName: "Myself", userId: me.user.id });
    expect(names(await call("beneficiary/list", {}, me.token))).toEqual(["Me Myself"]);
    const attorney = await createUser(tenant, 6);
    expect((await call("beneficiary/list", {}, attorney.token)).body.result.pagination?.total).toBe(4);
  });

  it("hides another firm's beneficiaries and answers 422 for a bad filter", async () => {
    const { call } = await firm();
    await createBeneficiary((await createTenant()).id, { firstName: "Far", lastName: "Away" });
    expect(names(await call("beneficiary/list", { search: "far" }))).toEqual([]);
    expectField(await call("beneficiary/list", { filter: { matcher: { petitionerIds: ["x"] } } }), "filter.matcher.petitionerIds.0", "Client not valid");
    expectField(await call("beneficiary/list", { filter: { matcher: { statusIds: [3] } } }), "filter.matcher.statusIds.0", "Status not valid");
  });
});

describe("POST /api/beneficiary/details", () => {
  it("returns the beneficiary with client name and dependants", async () => {
    const { tenant, call } = await firm();
    const c = await createCompany(tenant.id, { name: "Initrode" });
    const b = await createBeneficiary(tenant.id, { companyId: c.id, firstName: "Ravi", lastName: "Kumar", passportNumber: "K1234567", passportCountryId: INDIA });
    await insertDependant(tenant.id, b.id, { relation: "child", firstName: "Anu", dateOfBirth: "2015-01-02" });
    await insertDependant(tenant.id, b.id, { relation: "spouse", firstName: "Meera" });
    await insertDependant(tenant.id, b.id, { relation: "child", firstName: "Removed", deletedAt: new Date() });
    const res = await call("beneficiary/details", { id: b.id });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d).toMatchObject({ id: b.id, name: "Ravi Kumar", companyName: "Initrode", passportNumber: "K1234567", dependantCount: 2 });
    expect(d.dependants.map((x: { firstName: string; relation: string }) => [x.relation, x.firstName])).toEqual([["spouse", "Meera"], ["child", "Anu"]]);
  });

  it("lets a beneficiary open only their own record and a petitioner only their company's", async () => {
    const { tenant, call } = await firm();
    const me = await createUser(tenant, 51);
    const mine = await createBeneficiary(tenant.id, { userId: me.user.id });
    const notMine = await createBeneficiary(tenant.id);
    expectStatus(await call("beneficiary/details", { id: mine.id }, me.token), 200);
    expectStatus(await call("beneficiary/details", { id: notMine.id }, me.token), 404);
    const own = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    const worker = await createBeneficiary(tenant.id, { companyId: own.id });
    expectStatus(await call("beneficiary/details", { id: worker.id }, petitioner.token), 200);
    expectStatus(await call("beneficiary/details", { id: notMine.id }, petitioner.token), 404);
  });

  it("answers 422 for a bad id and 404 for another firm's beneficiary", async () => {
    const { call } = await firm();
    expectField(await call("beneficiary/details", { id: "zzz" }), "id", "Beneficiary not valid");
    const foreign = await createBeneficiary((await createTenant()).id);
    const res = await call("beneficiary/details", { id: foreign.id });
    expectStatus(res, 404, "NOT_FOUND");
    expect(res.body.message).toBe("Beneficiary not found");
  });
});

describe("POST /api/beneficiary/create", () => {
  it("creates a beneficiary for a client with its branch, validated passport and dates", async () => {
    const { tenant, call } = await firm();
    const br = await createBranch(tenant.id);
    const c = await createCompany(tenant.id, { branchId: br.id });
    const res = await call("beneficiary/create", {
      companyId: c.id,
      firstName: "Wei",
      lastName: "Zhang",
      email: "Wei@Mail.example",
      dateOfBirth: "1990-04-17",
      gender: "Female",
      countryOfBirthId: 44,
      passportNumber: "a1234 5678",
      passportCountryId: US,
      passportExpiry: "2030-01-31",
      address: US_ADDRESS,
    });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({
      companyId: c.id,
      branchId: br.id,
      branchName: br.name,
      name: "Wei Zhang",
      email: "wei@mail.example",
      passportNumber: "A12345678",
      dateOfBirth: "1990-04-17",
      statusId: 1,
      dependants: [],
    });
    expect(await auditActions(tenant.id, res.body.result.data.id)).toEqual(["beneficiary.create"]);
  });

  it("checks passports by issuing country (US, India) with 'Passport number not valid'", async () => {
    const { call } = await firm();
    const base = { firstName: "P", lastName: "Q" };
    expectField(await call("beneficiary/create", { ...base, passportNumber: "AB1234567", passportCountryId: US }), "passportNumber", "Passport number not valid");
    expectStatus(await call("beneficiary/create", { ...base, passportNumber: "123456789", passportCountryId: US }), 200);
    expectField(await call("beneficiary/create", { ...base, passportNumber: "12345678", passportCountryId: INDIA }), "passportNumber", "Passport number not valid");
    expectStatus(await call("beneficiary/create", { ...base, passportNumber: "z7654321", passportCountryId: INDIA }), 200);
  });

  it("answers 422 for dates: real YYYY-MM-DD, birth in the past", async () => {
    const { call } = await firm();
    const base = { firstName: "P", lastName: "Q" };
    expectField(await call("beneficiary/create", { ...base, dateOfBirth: "2023-02-30" }), "dateOfBirth", "Date must be a valid format (MM/DD/YYYY)");
    expectField(await call("beneficiary/create", { ...base, dateOfBirth: "17/04/1990" }), "dateOfBirth", "Date must be a valid format (MM/DD/YYYY)");
    expectField(await call("beneficiary/create", { ...base, dateOfBirth: "2030-01-01", today: "2026-01-01" }), "dateOfBirth", "Date of Birth must be in the past");
    expectField(await call("beneficiary/create", { ...base, dateOfBirth: "2026-01-01", today: "2026-01-01" }), "dateOfBirth", "Date of Birth must be in the past");
    expectField(await call("beneficiary/create", { lastName: "Q" }), "firstName", "*First Name is required");
    expectField(await call("beneficiary/create", { ...base, countryOfBirthId: 99999 }), "countryOfBirthId", "Country of Birth not valid");
    expectField(await call("beneficiary/create", { ...base, gender: "X" }), "gender", "Gender not valid");
  });

  it("ties a petitioner's beneficiary to their own company", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id);
    const other = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    const res = await call("beneficiary/create", { firstName: "Ken", lastName: "Ito" }, petitioner.token);
    expectStatus(res, 200);
    expect(res.body.result.data.companyId).toBe(own.id);
    expectStatus(await call("beneficiary/create", { firstName: "Ken", lastName: "Ito", companyId: other.id }, petitioner.token), 404);
  });

  it("keeps a branch manager's beneficiaries in their branch", async () => {
    const { tenant, call } = await firm();
    const b1 = await createBranch(tenant.id);
    const b2 = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: b1.id });
    const res = await call("beneficiary/create", { firstName: "A", lastName: "B" }, manager.token);
    expect(res.body.result.data.branchId).toBe(b1.id);
    expectStatus(await call("beneficiary/create", { firstName: "A", lastName: "B", branchId: b2.id }, manager.token), 403);
    const outside = await createCompany(tenant.id, { branchId: b2.id });
    expectStatus(await call("beneficiary/create", { firstName: "A", lastName: "B", companyId: outside.id }, manager.token), 404);
  });

  it("answers 403 for an attorney and a beneficiary, 404 for another firm's client", async () => {
    const { tenant, call } = await firm();
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("beneficiary/create", { firstName: "A", lastName: "B" }, attorney.token), 403);
    const me = await createUser(tenant, 51);
    expectStatus(await call("beneficiary/create", { firstName: "A", lastName: "B" }, me.token), 403);
    const foreign = await createCompany((await createTenant()).id);
    expectStatus(await call("beneficiary/create", { firstName: "A", lastName: "B", companyId: foreign.id }), 404);
  });
});

describe("POST /api/beneficiary/update", () => {
  it("updates sent fields, clears null ones, audits before/after", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id, { phone: "2025550100", passportNumber: "123456789", passportCountryId: US });
    const res = await call("beneficiary/update", { id: b.id, firstName: "Renamed", phone: null, statusId: 2 });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ firstName: "Renamed", phone: null, statusId: 2, passportNumber: "123456789" });
    expect(await auditActions(tenant.id, b.id)).toEqual(["beneficiary.update"]);
  });

  it("checks a new passport number against the stored issuing country", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id, { passportNumber: "123456789", passportCountryId: US });
    expectField(await call("beneficiary/update", { id: b.id, passportNumber: "K1234567" }), "passportNumber", "Passport number not valid");
    expectStatus(await call("beneficiary/update", { id: b.id, passportNumber: "K1234567", passportCountryId: INDIA }), 200);
    expectField(await call("beneficiary/update", { id: b.id, dateOfBirth: "2999-01-01" }), "dateOfBirth", "Date of Birth must be in the past");
  });

  it("lets a petitioner edit their company's beneficiaries but not move them or change status", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id);
    const other = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    const worker = await createBeneficiary(tenant.id, { companyId: own.id });
    const stranger = await createBeneficiary(tenant.id, { companyId: other.id });
    expectStatus(await call("beneficiary/update", { id: worker.id, email: "new@mail.example" }, petitioner.token), 200);
    expectStatus(await call("beneficiary/update", { id: worker.id, companyId: other.id }, petitioner.token), 403);
    expectStatus(await call("beneficiary/update", { id: worker.id, statusId: 2 }, petitioner.token), 403);
    expectStatus(await call("beneficiary/update", { id: stranger.id, email: "x@mail.example" }, petitioner.token), 404);
  });

  it("answers 422, 403 for a beneficiary, 404 for another firm's record", async () => {
    const { tenant, call } = await firm();
    const me = await createUser(tenant, 51);
    const mine = await createBeneficiary(tenant.id, { userId: me.user.id });
    expectField(await call("beneficiary/update", { id: mine.id, email: "bad" }), "email", "Please enter a valid email.");
    expectStatus(await call("beneficiary/update", { id: mine.id, firstName: "Me" }, me.token), 403);
    const foreign = await createBeneficiary((await createTenant()).id);
    expectStatus(await call("beneficiary/update", { id: foreign.id, firstName: "X" }), 404);
  });
});

describe("POST /api/beneficiary/delete", () => {
  it("soft-deletes: gone from details and lists, audited", async () => {
    const { tenant, call } = await firm();
    const b = await createBeneficiary(tenant.id);
    expectStatus(await call("beneficiary/delete", { id: b.id }), 200);
    expectStatus(await call("beneficiary/details", { id: b.id }), 404);
    expect((await call("beneficiary/list", {})).body.result.data).toEqual([]);
    expect(await auditActions(tenant.id, b.id)).toEqual(["beneficiary.delete"]);
  });

  it("answers 422, 403 for a petitioner, 404 for another firm's record", async () => {
    const { tenant, call } = await firm();
    expectField(await call("beneficiary/delete", {}), "id", "*Beneficiary is required");
    const own = await createCompany(tenant.id);
    const b = await createBeneficiary(tenant.id, { companyId: own.id });
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expectStatus(await call("beneficiary/delete", { id: b.id }, petitioner.token), 403);
    const foreign = await createBeneficiary((await createTenant()).id);
    expectStatus(await call("beneficiary/delete", { id: foreign.id }), 404);
  });
});
