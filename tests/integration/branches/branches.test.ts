import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { tenants } from "@/db/schema/tenancy";
import { callApi } from "../api";
import { createBeneficiary, createBranch, createCompany, createTenant, createUser } from "../../factories";
import { auditActions, expectField, expectStatus, firm, US, US_ADDRESS } from "../companies/fixtures";

describe("POST /api/branch/list", () => {
  it("pages, sorts by name and searches the firm's branches only", async () => {
    const { tenant, call } = await firm();
    for (const name of ["Cedar", "alder", "Birch"]) await createBranch(tenant.id, name);
    const other = await createTenant();
    await createBranch(other.id, "Alder Other");

    const page1 = await call("branch/list", { perpage: 2, sortBy: "name", sortOrder: "asc" });
    expectStatus(page1, 200);
    expect(page1.body.result.pagination).toEqual({ page: 1, perpage: 2, total: 3 });
    const page2 = await call("branch/list", { page: 2, perpage: 2, sortBy: "name", sortOrder: "asc" });
    const names = [...page1.body.result.data, ...page2.body.result.data].map((b: { name: string }) => b.name);
    expect(names).toHaveLength(3);
    expect(new Set(names)).toEqual(new Set(["Cedar", "alder", "Birch"]));
    const desc = await call("branch/list", { sortBy: "name", sortOrder: "desc" });
    expect(desc.body.result.data.map((b: { name: string }) => b.name)).toEqual([...names].reverse());

    const found = await call("branch/list", { search: "ALD" });
    expect(found.body.result.data.map((b: { name: string }) => b.name)).toEqual(["alder"]);
  });

  it("filters by status and counts users and clients per branch", async () => {
    const { tenant, call } = await firm();
    const a = await createBranch(tenant.id, "Active One");
    const b = await createBranch(tenant.id, "Closed One");
    await call("branch/update", { id: b.id, statusId: 2 });
    await createUser(tenant, 6, { branchId: a.id });
    await createCompany(tenant.id, { branchId: a.id });
    const res = await call("branch/list", { filter: { matcher: { statusIds: [1] } } });
    expect(res.body.result.data).toHaveLength(1);
    expect(res.body.result.data[0]).toMatchObject({ id: a.id, userCount: 1, clientCount: 1, statusName: "Active" });
  });

  it("shows a branch manager only their own branch; other staff list all (dropdowns)", async () => {
    const { tenant, call } = await firm();
    const a = await createBranch(tenant.id);
    await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: a.id });
    const mine = await call("branch/list", {}, manager.token);
    expect(mine.body.result.data.map((b: { id: string }) => b.id)).toEqual([a.id]);
    const attorney = await createUser(tenant, 6);
    const all = await call("branch/list", {}, attorney.token);
    expect(all.body.result.pagination?.total).toBe(2);
  });

  it("answers 422 for an unknown status filter and 403 for a petitioner", async () => {
    const { tenant, call } = await firm();
    expectField(await call("branch/list", { filter: { matcher: { statusIds: [7] } } }), "filter.matcher.statusIds.0", "Status not valid");
    const company = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: company.id });
    expectStatus(await call("branch/list", {}, petitioner.token), 403, "FORBIDDEN");
  });
});

describe("POST /api/branch/details", () => {
  it("returns the branch", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id, "Downtown");
    const res = await call("branch/details", { id: b.id });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ id: b.id, name: "Downtown", statusId: 1, userCount: 0, clientCount: 0 });
  });

  it("answers 422 for a malformed id, 403 for an attorney, 404 for another branch of a manager and another firm's branch", async () => {
    const { tenant, call } = await firm();
    expectField(await call("branch/details", { id: "nope" }), "id", "Branch not valid");
    const a = await createBranch(tenant.id);
    const b = await createBranch(tenant.id);
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("branch/details", { id: a.id }, attorney.token), 403);
    const manager = await createUser(tenant, 4, { branchId: a.id });
    expectStatus(await call("branch/details", { id: a.id }, manager.token), 200);
    expectStatus(await call("branch/details", { id: b.id }, manager.token), 404, "NOT_FOUND");
    const other = await createTenant();
    const foreign = await createBranch(other.id);
    expectStatus(await call("branch/details", { id: foreign.id }), 404, "NOT_FOUND");
  });
});

describe("POST /api/branch/create", () => {
  it("creates the first branch, completes the branch setup and writes the audit", async () => {
    const { tenant, call } = await firm();
    const db = await getDb();
    await db.update(tenants).set({ branchSetupCompleted: false }).where(eq(tenants.id, tenant.id));
    const res = await call("branch/create", { name: " Head Office ", code: "HQ", email: "HQ@Firm.com", phone: "+1 202 555 0143", address: US_ADDRESS });
    expectStatus(res, 200);
    const b = res.body.result.data;
    expect(b).toMatchObject({ name: "Head Office", code: "HQ", email: "hq@firm.com", statusId: 1, address: { countryId: US, zipcode: "20006" } });
    const [t] = await db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(t.branchSetupCompleted).toBe(true);
    expect(await auditActions(tenant.id, b.id)).toEqual(["branch.create"]);
  });

  it("refuses a duplicate name in the firm (409) but not in another firm", async () => {
    const { tenant, call } = await firm();
    await createBranch(tenant.id, "Uptown");
    const dup = await call("branch/create", { name: "UPTOWN" });
    expectStatus(dup, 409, "CONFLICT");
    expect(dup.body.message).toBe("A branch with this name already exists");
    const other = await firm();
    expectStatus(await other.call("branch/create", { name: "Uptown" }), 200);
  });

  it("answers 422 with the catalogue messages", async () => {
    const { call } = await firm();
    expectField(await call("branch/create", {}), "name", "*Branch Name is required");
    expectField(await call("branch/create", { name: "X", email: "bad@" }), "email", "Please enter a valid email.");
    expectField(await call("branch/create", { name: "X", address: { ...US_ADDRESS, zipcode: "1234" } }), "address.zipcode", "Zip Code not valid");
    expectField(await call("branch/create", { name: "X", address: { line1: "1 High St", countryId: 230, zipcode: "12" } }), "address.zipcode", "Zip Code not valid");
    expectField(await call("branch/create", { name: "X", address: { line1: "1 High St", countryId: 99999 } }), "address.countryId", "Country not valid");
  });

  it("is for admins only: a branch manager and an attorney get 403", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: b.id });
    expectStatus(await call("branch/create", { name: "New" }, manager.token), 403);
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("branch/create", { name: "New" }, attorney.token), 403);
  });

  it("creates in the caller's firm only: another firm's session is refused on this host", async () => {
    const { tenant } = await firm();
    const other = await firm();
    const res = await callApi("branch/create", { name: "Sneaky" }, { tenant: tenant.slug, token: other.admin.token });
    expectStatus(res, 401);
  });
});

describe("POST /api/branch/update", () => {
  it("changes the given fields only and clears with null", async () => {
    const { tenant, call } = await firm();
    const b = (await call("branch/create", { name: "West", code: "W1", phone: "2025550143" })).body.result.data;
    const res = await call("branch/update", { id: b.id, name: "West End", phone: null });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ name: "West End", code: "W1", phone: null });
    expect(await auditActions(tenant.id, b.id)).toContain("branch.update");
  });

  it("lets a branch manager edit their own branch but not its status or another branch", async () => {
    const { tenant, call } = await firm();
    const a = await createBranch(tenant.id);
    const b = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: a.id });
    expectStatus(await call("branch/update", { id: a.id, code: "A1" }, manager.token), 200);
    expectStatus(await call("branch/update", { id: a.id, statusId: 2 }, manager.token), 403);
    expectStatus(await call("branch/update", { id: b.id, code: "B1" }, manager.token), 404);
  });

  it("answers 409 for a taken name, 422 for bad input, 403 for front office, 404 for another firm's branch", async () => {
    const { tenant, call } = await firm();
    await createBranch(tenant.id, "North");
    const b = await createBranch(tenant.id, "South");
    expectStatus(await call("branch/update", { id: b.id, name: "north" }), 409);
    expectField(await call("branch/update", { id: b.id, name: "" }), "name", "*Branch Name is required");
    expectField(await call("branch/update", { id: b.id, phone: "12" }), "phone", "12 is not a valid phone number");
    const front = await createUser(tenant, 5);
    expectStatus(await call("branch/update", { id: b.id, code: "S" }, front.token), 403);
    const other = await createTenant();
    const foreign = await createBranch(other.id);
    expectStatus(await call("branch/update", { id: foreign.id, code: "X" }), 404);
  });
});

describe("POST /api/branch/delete", () => {
  it("soft-deletes an unused branch", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id, "Temp");
    expectStatus(await call("branch/delete", { id: b.id }), 200);
    expectStatus(await call("branch/details", { id: b.id }), 404);
    expect((await call("branch/list", {})).body.result.data).toEqual([]);
    expect(await auditActions(tenant.id, b.id)).toContain("branch.delete");
    // the name is free again
    expectStatus(await call("branch/create", { name: "Temp" }), 200);
  });

  it("refuses (409) while users, clients or beneficiaries belong to the branch", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id);
    await createUser(tenant, 6, { branchId: b.id });
    await createCompany(tenant.id, { branchId: b.id });
    await createCompany(tenant.id, { branchId: b.id });
    await createBeneficiary(tenant.id, { branchId: b.id });
    const res = await call("branch/delete", { id: b.id });
    expectStatus(res, 409, "CONFLICT");
    expect(res.body.message).toBe("This branch still has 1 user, 2 clients and 1 beneficiary. Move them to another branch before deleting it");
    expectStatus(await call("branch/details", { id: b.id }), 200);
  });

  it("answers 422 without an id, 403 for a branch manager, 404 for another firm's branch", async () => {
    const { tenant, call } = await firm();
    expectField(await call("branch/delete", {}), "id", "*Branch is required");
    const b = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: b.id });
    expectStatus(await call("branch/delete", { id: b.id }, manager.token), 403);
    const other = await createTenant();
    const foreign = await createBranch(other.id);
    expectStatus(await call("branch/delete", { id: foreign.id }), 404);
  });
});
