import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { companies, companyContacts } from "@/db/schema/clients";
import { createBeneficiary, createBranch, createCompany, createTenant, createUser } from "../../factories";
import { auditActions, expectField, expectStatus, firm, insertSignatory, US_ADDRESS } from "./fixtures";

type Row = { id: string; name: string };
const names = (res: { body: { result: { data?: Row[] } } }) => (res.body.result.data ?? []).map((r) => r.name);

describe("POST /api/company/list", () => {
  it("pages and sorts by name, created and updated date", async () => {
    const { tenant, call } = await firm();
    // Distinct creation times (a fast machine can insert two rows in the same microsecond).
    const names4 = ["Delta LLC", "Alpha Inc", "Charlie Co", "Bravo Corp"];
    for (const [i, name] of names4.entries()) await createCompany(tenant.id, { name, createdAt: new Date(Date.now() - (names4.length - i) * 1000) });
    await createCompany(tenant.id, { name: "Zulu Sponsor", accountType: "Individual", accountSubType: "Sponsor" });
    const p1 = await call("company/list", { perpage: 3, sortBy: "name", sortOrder: "asc" });
    expectStatus(p1, 200);
    expect(names(p1)).toEqual(["Alpha Inc", "Bravo Corp", "Charlie Co"]);
    expect(p1.body.result.pagination).toEqual({ page: 1, perpage: 3, total: 4 });
    const p2 = await call("company/list", { page: 2, perpage: 3, sortBy: "name", sortOrder: "asc" });
    expect(names(p2)).toEqual(["Delta LLC"]);
    const newest = await call("company/list", {});
    expect(names(newest)[0]).toBe("Bravo Corp");
    const db = await getDb();
    const alpha = (await db.select().from(companies).where(eq(companies.name, "Alpha Inc")))[0];
    await call("company/update", { id: alpha.id, website: "https://alpha.example" });
    expect(names(await call("company/list", { sortBy: "updatedAt", sortOrder: "desc" }))[0]).toBe("Alpha Inc");
  });

  it("searches name, FEIN (with or without the dash) and e-mail", async () => {
    const { tenant, call } = await firm();
    await createCompany(tenant.id, { name: "Globex Corporation", feiNumber: "98-7654321", email: "hr@globex.example" });
    await createCompany(tenant.id, { name: "Initech", feiNumber: "11-2223333", email: "jobs@initech.example" });
    expect(names(await call("company/list", { search: "globex" }))).toEqual(["Globex Corporation"]);
    expect(names(await call("company/list", { search: "987654321" }))).toEqual(["Globex Corporation"]);
    expect(names(await call("company/list", { search: "11-222" }))).toEqual(["Initech"]);
    expect(names(await call("company/list", { search: "JOBS@" }))).toEqual(["Initech"]);
    expect(names(await call("company/list", { search: "100%" }))).toEqual([]);
  });

  it("filters by statusIds, branchIds and petitionerIds and adds counts and the primary contact", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id);
    const a = await createCompany(tenant.id, { name: "Active Branch", branchId: b.id });
    await createCompany(tenant.id, { name: "Pending", statusId: 3 });
    const c = await createCompany(tenant.id, { name: "Other Active" });
    await createBeneficiary(tenant.id, { companyId: a.id });
    await createBeneficiary(tenant.id, { companyId: a.id });
    const db = await getDb();
    await db.insert(companyContacts).values({ tenantId: tenant.id, companyId: a.id, name: "Pat Primary", isPrimary: true });
    expect(names(await call("company/list", { filter: { matcher: { statusIds: [3] } } }))).toEqual(["Pending"]);
    const byBranch = await call("company/list", { filter: { matcher: { branchIds: [b.id] } } });
    expect(byBranch.body.result.data).toEqual([
      expect.objectContaining({ id: a.id, branchName: b.name, beneficiaryCount: 2, primaryContact: { name: "Pat Primary", email: null, phone: null } }),
    ]);
    expect(names(await call("company/list", { filter: { matcher: { petitionerIds: [c.id] } } }))).toEqual(["Other Active"]);
  });

  it("scopes a branch manager to their branch and a petitioner to their company", async () => {
    const { tenant, call } = await firm();
    const b1 = await createBranch(tenant.id);
    const b2 = await createBranch(tenant.id);
    const mine = await createCompany(tenant.id, { name: "In Branch", branchId: b1.id });
    await createCompany(tenant.id, { name: "Elsewhere", branchId: b2.id });
    await createCompany(tenant.id, { name: "No Branch" });
    const manager = await createUser(tenant, 4, { branchId: b1.id });
    expect(names(await call("company/list", {}, manager.token))).toEqual(["In Branch"]);
    const petitioner = await createUser(tenant, 50, { companyId: mine.id });
    const res = await call("company/list", { filter: { matcher: { petitionerIds: [] } } }, petitioner.token);
    expect(names(res)).toEqual(["In Branch"]);
    expect(res.body.result.pagination?.total).toBe(1);
    const unassigned = await createUser(tenant, 4);
    expect(names(await call("company/list", {}, unassigned.token))).toEqual([]);
  });

  it("never lists another firm's clients, answers 422 for a bad filter and 403 for a beneficiary", async () => {
    const { tenant, call } = await firm();
    const other = await createTenant();
    await createCompany(other.id, { name: "Foreign Co" });
    expect(names(await call("company/list", { search: "Foreign" }))).toEqual([]);
    expectField(await call("company/list", { filter: { matcher: { statusIds: [9] } } }), "filter.matcher.statusIds.0", "Status not valid");
    expectField(await call("company/list", { filter: { matcher: { branchIds: ["x"] } } }), "filter.matcher.branchIds.0", "Branch not valid");
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("company/list", {}, beneficiary.token), 403, "FORBIDDEN");
  });
});

describe("POST /api/company/details", () => {
  it("returns the company with contacts, signatories and the beneficiary count", async () => {
    const { tenant, call } = await firm();
    const created = await call("company/create", {
      name: "Acme Robotics",
      email: "HR@acme.example",
      feiNumber: "123456789",
      phone: "+1 (202) 555-0143",
      address: US_ADDRESS,
      yearEstablished: "1999",
      contacts: [
        { name: "Ann Lee", title: "HR", email: "ann@acme.example", isPrimary: false },
        { name: "Bo Park", title: "CFO", isPrimary: true },
      ],
    });
    const id = created.body.result.data.id;
    await insertSignatory(tenant.id, id, { firstName: "Sue", lastName: "Sign" });
    await insertSignatory(tenant.id, id, { firstName: "Gone", lastName: "Away", deletedAt: new Date() });
    await createBeneficiary(tenant.id, { companyId: id });
    const res = await call("company/details", { id });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d).toMatchObject({ id, name: "Acme Robotics", email: "hr@acme.example", feiNumber: "12-3456789", yearEstablished: 1999, beneficiaryCount: 1 });
    expect(d.contacts.map((c: { name: string; isPrimary: boolean }) => [c.name, c.isPrimary])).toEqual([["Bo Park", true], ["Ann Lee", false]]);
    expect(d.signatories.map((s: { firstName: string }) => s.firstName)).toEqual(["Sue"]);
    expect(d.primaryContact.name).toBe("Bo Park");
  });

  it("lets a petitioner open only their own company", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id);
    const other = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expectStatus(await call("company/details", { id: own.id }, petitioner.token), 200);
    expectStatus(await call("company/details", { id: other.id }, petitioner.token), 404, "NOT_FOUND");
  });

  it("answers 422 for a bad id, 403 for a beneficiary, 404 for an individual and for another firm's client", async () => {
    const { tenant, call } = await firm();
    expectField(await call("company/details", { id: "123" }), "id", "Client not valid");
    expectField(await call("company/details", {}), "id", "*Client is required");
    const c = await createCompany(tenant.id);
    const beneficiary = await createUser(tenant, 51);
    expectStatus(await call("company/details", { id: c.id }, beneficiary.token), 403);
    const person = await createCompany(tenant.id, { accountType: "Individual", accountSubType: "Sponsor" });
    expectStatus(await call("company/details", { id: person.id }), 404);
    const foreign = await createCompany((await createTenant()).id);
    const res = await call("company/details", { id: foreign.id });
    expectStatus(res, 404, "NOT_FOUND");
    expect(res.body.message).toBe("Client not found");
  });
});

describe("POST /api/company/create", () => {
  it("creates an active company with normalised FEIN, contacts and an audit entry", async () => {
    const { tenant, call } = await firm();
    const res = await call("company/create", {
      name: "Umbrella Health",
      email: "people@umbrella.example",
      feiNumber: " 321234567 ",
      grossIncomeCents: 150000000,
      contacts: [{ name: "Ada", isPrimary: true, email: "ADA@umbrella.example" }],
    });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d).toMatchObject({ accountType: "Company", statusId: 1, statusName: "Active", feiNumber: "32-1234567", grossIncomeCents: 150000000, registrationCompleted: false });
    expect(d.contacts).toEqual([expect.objectContaining({ name: "Ada", email: "ada@umbrella.example", isPrimary: true })]);
    expect(await auditActions(tenant.id, d.id)).toEqual(["company.create"]);
  });

  it("refuses a duplicate FEIN in the firm (409), but allows it in another firm and after a delete", async () => {
    const { tenant, call } = await firm();
    await createCompany(tenant.id, { feiNumber: "55-5555555" });
    const dup = await call("company/create", { name: "Copycat", email: "c@copy.example", feiNumber: "555555555" });
    expectStatus(dup, 409, "CONFLICT");
    expect(dup.body.message).toBe("A client with this FEIN already exists");
    const other = await firm();
    expectStatus(await other.call("company/create", { name: "Same FEIN", email: "s@same.example", feiNumber: "55-5555555" }), 200);
  });

  it("answers 422 with the field messages", async () => {
    const { call } = await firm();
    expectField(await call("company/create", { email: "a@b.co" }), "name", "*Company Name is required");
    expectField(await call("company/create", { name: "X" }), "email", "*Email is required");
    expectField(await call("company/create", { name: "X", email: "a@b" }), "email", "Please enter a valid email.");
    expectField(await call("company/create", { name: "X", email: "a@b.co", feiNumber: "12-345" }), "feiNumber", "FEIN not valid");
    expectField(await call("company/create", { name: "X", email: "a@b.co", phone: "abc" }), "phone", "abc is not a valid phone number");
    expectField(
      await call("company/create", { name: "X", email: "a@b.co", contacts: [{ name: "A", isPrimary: true }, { name: "B", isPrimary: true }] }),
      "contacts",
      "Mark exactly one contact as primary",
    );
    expectField(await call("company/create", { name: "X", email: "a@b.co", contacts: [{ name: "A" }] }), "contacts", "Mark exactly one contact as primary");
    expectField(await call("company/create", { name: "X", email: "a@b.co", contacts: [{ isPrimary: true }] }), "contacts.0.name", "*Contact Name is required");
    expectField(await call("company/create", { name: "X", email: "a@b.co", address: { ...US_ADDRESS, zipcode: "ABCDE" } }), "address.zipcode", "Zip Code not valid");
    expectField(await call("company/create", { name: "X", email: "a@b.co", yearEstablished: 1700 }), "yearEstablished", "Minimum value 1800 is required");
  });

  it("puts a branch manager's client in their branch and refuses another branch", async () => {
    const { tenant, call } = await firm();
    const b1 = await createBranch(tenant.id);
    const b2 = await createBranch(tenant.id);
    const manager = await createUser(tenant, 4, { branchId: b1.id });
    const res = await call("company/create", { name: "Branch Client", email: "b@client.example" }, manager.token);
    expect(res.body.result.data.branchId).toBe(b1.id);
    expectStatus(await call("company/create", { name: "Other", email: "o@client.example", branchId: b2.id }, manager.token), 403);
  });

  it("answers 403 for an attorney and a petitioner, and 422 for another firm's branch", async () => {
    const { tenant, call } = await firm();
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("company/create", { name: "X", email: "a@b.co" }, attorney.token), 403);
    const petitioner = await createUser(tenant, 50, { companyId: (await createCompany(tenant.id)).id });
    expectStatus(await call("company/create", { name: "X", email: "a@b.co" }, petitioner.token), 403);
    const foreignBranch = await createBranch((await createTenant()).id);
    expectField(await call("company/create", { name: "X", email: "a@b.co", branchId: foreignBranch.id }), "branchId", "Branch not valid");
  });
});

describe("POST /api/company/update", () => {
  it("updates sent fields, clears null ones, replaces contacts and audits before/after", async () => {
    const { tenant, call } = await firm();
    const created = (
      await call("company/create", { name: "Hooli", email: "hr@hooli.example", phone: "2025550143", contacts: [{ name: "Old", isPrimary: true }] })
    ).body.result.data;
    const res = await call("company/update", {
      id: created.id,
      name: "Hooli XYZ",
      phone: null,
      contacts: [{ name: "New One", isPrimary: true }, { name: "New Two" }],
    });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ name: "Hooli XYZ", email: "hr@hooli.example", phone: null });
    expect(res.body.result.data.contacts.map((c: { name: string }) => c.name)).toEqual(["New One", "New Two"]);
    const kept = await call("company/update", { id: created.id, website: "https://hooli.example" });
    expect(kept.body.result.data.contacts).toHaveLength(2);
    expect(await auditActions(tenant.id, created.id)).toEqual(["company.create", "company.update", "company.update"]);
  });

  it("completes a petitioner's own company profile (registrationCompleted, profileUpdatedOn)", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id, { registrationCompleted: false });
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expectField(await call("company/update", { id: own.id, phone: "2025550100" }, petitioner.token), "feiNumber", "*FEIN is required");
    const res = await call("company/update", { id: own.id, feiNumber: "77-1234567", phone: "2025550100", address: US_ADDRESS }, petitioner.token);
    expectStatus(res, 200);
    expect(res.body.result.data.registrationCompleted).toBe(true);
    expect(Date.parse(res.body.result.data.profileUpdatedOn)).toBeGreaterThan(Date.now() - 60_000);
    const me = await call("users/login-user-details", {}, petitioner.token);
    expect(me.body.result.data.companyRegistrationCompleted).toBe(true);
  });

  it("keeps a petitioner to their own company and its branch", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id, { feiNumber: "66-1234567", phone: "2025550100", address: US_ADDRESS });
    const other = await createCompany(tenant.id);
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    expectStatus(await call("company/update", { id: other.id, name: "Mine now" }, petitioner.token), 404);
    const b = await createBranch(tenant.id);
    expectStatus(await call("company/update", { id: own.id, branchId: b.id }, petitioner.token), 403);
  });

  it("answers 409 for a FEIN of another client, 422 for bad input, 403 for an attorney, 404 for another firm's client", async () => {
    const { tenant, call } = await firm();
    await createCompany(tenant.id, { feiNumber: "44-4444444" });
    const c = await createCompany(tenant.id, { feiNumber: "33-3333333" });
    expectStatus(await call("company/update", { id: c.id, feiNumber: "444444444" }), 409);
    expectStatus(await call("company/update", { id: c.id, feiNumber: "33-3333333" }), 200);
    expectField(await call("company/update", { id: c.id, name: "  " }), "name", "*Company Name is required");
    expectField(await call("company/update", { id: c.id, email: "" }), "email", "*Email is required");
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("company/update", { id: c.id, name: "Y" }, attorney.token), 403);
    const foreign = await createCompany((await createTenant()).id);
    expectStatus(await call("company/update", { id: foreign.id, name: "Y" }), 404);
  });

  it("lets a branch manager edit clients of their branch only", async () => {
    const { tenant, call } = await firm();
    const b1 = await createBranch(tenant.id);
    const b2 = await createBranch(tenant.id);
    const mine = await createCompany(tenant.id, { branchId: b1.id });
    const theirs = await createCompany(tenant.id, { branchId: b2.id });
    const manager = await createUser(tenant, 4, { branchId: b1.id });
    expectStatus(await call("company/update", { id: mine.id, website: "https://x.example" }, manager.token), 200);
    expectStatus(await call("company/update", { id: theirs.id, website: "https://x.example" }, manager.token), 404);
    expectStatus(await call("company/update", { id: mine.id, branchId: b2.id }, manager.token), 403);
    expectStatus(await call("company/update", { id: mine.id, branchId: b2.id }), 200);
  });
});
