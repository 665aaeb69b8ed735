import { describe, expect, it } from "vitest";
import { createBranch, createCompany, createTenant, createUser } from "../../factories";
import { auditActions, expectField, expectStatus, firm, US_ADDRESS } from "./fixtures";

const sponsor = { accountType: "Individual", accountSubType: "Sponsor" } as const;

describe("POST /api/individual/create", () => {
  it("creates a sponsor named 'First Last'", async () => {
    const { tenant, call } = await firm();
    const res = await call("individual/create", { firstName: "Maria", middleName: "J", lastName: "Lopez", email: "maria@example.com", address: US_ADDRESS });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({
      name: "Maria Lopez",
      firstName: "Maria",
      middleName: "J",
      lastName: "Lopez",
      accountType: "Individual",
      accountSubType: "Sponsor",
      statusId: 1,
      feiNumber: null,
    });
    expect(await auditActions(tenant.id, res.body.result.data.id)).toEqual(["individual.create"]);
  });

  it("answers 422, 403 for a paralegal and 422 for another firm's branch", async () => {
    const { tenant, call } = await firm();
    expectField(await call("individual/create", { lastName: "L", email: "a@b.co" }), "firstName", "*First Name is required");
    expectField(await call("individual/create", { firstName: "F", email: "a@b.co" }), "lastName", "*Last Name is required");
    expectField(await call("individual/create", { firstName: "F", lastName: "L", email: "nope" }), "email", "Please enter a valid email.");
    const paralegal = await createUser(tenant, 8);
    expectStatus(await call("individual/create", { firstName: "F", lastName: "L", email: "a@b.co" }, paralegal.token), 403);
    const foreign = await createBranch((await createTenant()).id);
    expectField(await call("individual/create", { firstName: "F", lastName: "L", email: "a@b.co", branchId: foreign.id }), "branchId", "Branch not valid");
  });
});

describe("POST /api/individual/list", () => {
  it("lists individuals only, with search, sort and paging", async () => {
    const { tenant, call } = await firm();
    await createCompany(tenant.id, { name: "Company Not Listed" });
    for (const [f, l] of [["Ana", "Zed"], ["Ben", "Young"], ["Cy", "Xu"]]) {
      await call("individual/create", { firstName: f, lastName: l, email: `${f.toLowerCase()}@example.com` });
    }
    const res = await call("individual/list", { perpage: 2, sortBy: "name", sortOrder: "asc" });
    expectStatus(res, 200);
    expect(res.body.result.data.map((r: { name: string }) => r.name)).toEqual(["Ana Zed", "Ben Young"]);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 2, total: 3 });
    const found = await call("individual/list", { search: "cy@" });
    expect(found.body.result.data.map((r: { name: string }) => r.name)).toEqual(["Cy Xu"]);
    expect((await call("individual/list", { search: "Company" })).body.result.data).toEqual([]);
  });

  it("scopes a branch manager, hides other firms, answers 422 and 403", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id);
    await createCompany(tenant.id, { ...sponsor, name: "In Branch", branchId: b.id });
    await createCompany(tenant.id, { ...sponsor, name: "Outside" });
    await createCompany((await createTenant()).id, { ...sponsor, name: "Foreign" });
    const manager = await createUser(tenant, 4, { branchId: b.id });
    expect((await call("individual/list", {}, manager.token)).body.result.data.map((r: { name: string }) => r.name)).toEqual(["In Branch"]);
    expect((await call("individual/list", {})).body.result.pagination?.total).toBe(2);
    expectField(await call("individual/list", { filter: { matcher: { statusIds: ["x"] } } }), "filter.matcher.statusIds.0", "Status not valid");
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("individual/list", {}, beneficiary.token), 403);
  });
});

describe("POST /api/individual/details", () => {
  it("returns an individual; a company id or another firm's id is 404; 422 and 403", async () => {
    const { tenant, call } = await firm();
    const person = await createCompany(tenant.id, { ...sponsor, name: "Pat Doe", firstName: "Pat", lastName: "Doe" });
    const res = await call("individual/details", { id: person.id });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ id: person.id, name: "Pat Doe", accountSubType: "Sponsor", contacts: [], signatories: [] });
    const company = await createCompany(tenant.id);
    expectStatus(await call("individual/details", { id: company.id }), 404);
    const foreign = await createCompany((await createTenant()).id, sponsor);
    expectStatus(await call("individual/details", { id: foreign.id }), 404);
    expectField(await call("individual/details", { id: "x" }), "id", "Client not valid");
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("individual/details", { id: person.id }, beneficiary.token), 403);
  });
});

describe("POST /api/individual/update", () => {
  it("renames from first/last name and keeps the other half", async () => {
    const { tenant, call } = await firm();
    const id = (await call("individual/create", { firstName: "Lee", lastName: "Chan", email: "lee@example.com" })).body.result.data.id;
    const res = await call("individual/update", { id, lastName: "Chan-Wong", phone: "+44 20 7946 0958" });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ name: "Lee Chan-Wong", firstName: "Lee", lastName: "Chan-Wong", phone: "+44 20 7946 0958" });
    expect(await auditActions(tenant.id, id)).toEqual(["individual.create", "individual.update"]);
  });

  it("answers 422, 403 for an attorney, 404 for a company and for another firm's individual", async () => {
    const { tenant, call } = await firm();
    const person = await createCompany(tenant.id, { ...sponsor, firstName: "A", lastName: "B", name: "A B" });
    expectField(await call("individual/update", { id: person.id, firstName: "" }), "firstName", "*First Name is required");
    expectField(await call("individual/update", { id: person.id, address: { line1: "x", countryId: 231, zipcode: "123" } }), "address.zipcode", "Zip Code not valid");
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("individual/update", { id: person.id, firstName: "C" }, attorney.token), 403);
    const company = await createCompany(tenant.id);
    expectStatus(await call("individual/update", { id: company.id, firstName: "C" }), 404);
    const foreign = await createCompany((await createTenant()).id, sponsor);
    expectStatus(await call("individual/update", { id: foreign.id, firstName: "C" }), 404);
  });
});
