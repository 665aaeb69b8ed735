import { describe, expect, it } from "vitest";
import { callApi } from "../api";
import { createBeneficiary, createBranch, createCompany, createTenant, createUser } from "../../factories";
import { expectField, expectStatus, firm } from "../companies/fixtures";

type Hit = { name: string };
const hitNames = (hits: Hit[]) => hits.map((h) => h.name);

describe("POST /api/search", () => {
  it("finds clients, beneficiaries and users of the firm, at most 5 each, by name", async () => {
    const { tenant, call } = await firm();
    for (let i = 1; i <= 6; i++) await createCompany(tenant.id, { name: `Nova ${i}` });
    await createCompany(tenant.id, { name: "Nova Sponsor", accountType: "Individual", accountSubType: "Sponsor" });
    await createBeneficiary(tenant.id, { firstName: "Nova", lastName: "Worker" });
    await createBeneficiary(tenant.id, { firstName: "Other", lastName: "Person", email: "nova.other@mail.example" });
    await createUser(tenant, 6, { userOverrides: { name: "Nova Attorney" } });
    const other = await createTenant();
    await createCompany(other.id, { name: "Nova Foreign" });
    await createBeneficiary(other.id, { firstName: "Nova", lastName: "Foreign" });

    const res = await call("search", { q: "nova" });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(hitNames(d.clients)).toEqual(["Nova 1", "Nova 2", "Nova 3", "Nova 4", "Nova 5"]);
    expect(hitNames(d.beneficiaries)).toEqual(["Other Person", "Nova Worker"]);
    expect(hitNames(d.users)).toEqual(["Nova Attorney"]);
    expect(d.users[0]).toMatchObject({ roleId: 6, roleName: "Attorney" });
    const sponsor = await call("search", { q: "sponsor" });
    expect(sponsor.body.result.data.clients).toEqual([expect.objectContaining({ name: "Nova Sponsor", accountType: "Individual" })]);
  });

  it("keeps a petitioner to their company and its beneficiaries, without users", async () => {
    const { tenant, call } = await firm();
    const own = await createCompany(tenant.id, { name: "Orbit Own" });
    await createCompany(tenant.id, { name: "Orbit Other" });
    await createBeneficiary(tenant.id, { firstName: "Orbit", lastName: "Mine", companyId: own.id });
    await createBeneficiary(tenant.id, { firstName: "Orbit", lastName: "Theirs" });
    await createUser(tenant, 6, { userOverrides: { name: "Orbit Staff" } });
    const petitioner = await createUser(tenant, 50, { companyId: own.id });
    const d = (await call("search", { q: "orbit" }, petitioner.token)).body.result.data;
    expect(hitNames(d.clients)).toEqual(["Orbit Own"]);
    expect(hitNames(d.beneficiaries)).toEqual(["Orbit Mine"]);
    expect(d.users).toEqual([]);
  });

  it("shows a beneficiary only themself", async () => {
    const { tenant, call } = await firm();
    await createCompany(tenant.id, { name: "Pulsar Co" });
    const me = await createUser(tenant, 51);
    await createBeneficiary(tenant.id, { firstName: "Pulsar", lastName: "Me", userId: me.user.id });
    await createBeneficiary(tenant.id, { firstName: "Pulsar", lastName: "Someone" });
    const d = (await call("search", { q: "pulsar" }, me.token)).body.result.data;
    expect(d).toEqual({ clients: [], beneficiaries: [expect.objectContaining({ name: "Pulsar Me" })], users: [] });
  });

  it("scopes a branch manager to their branch in every group", async () => {
    const { tenant, call } = await firm();
    const br = await createBranch(tenant.id);
    await createCompany(tenant.id, { name: "Quasar In", branchId: br.id });
    await createCompany(tenant.id, { name: "Quasar Out" });
    await createBeneficiary(tenant.id, { firstName: "Quasar", lastName: "In", branchId: br.id });
    await createBeneficiary(tenant.id, { firstName: "Quasar", lastName: "Out" });
    await createUser(tenant, 8, { branchId: br.id, userOverrides: { name: "Quasar Paralegal" } });
    await createUser(tenant, 8, { userOverrides: { name: "Quasar Elsewhere" } });
    const manager = await createUser(tenant, 4, { branchId: br.id });
    const d = (await call("search", { q: "quasar" }, manager.token)).body.result.data;
    expect(hitNames(d.clients)).toEqual(["Quasar In"]);
    expect(hitNames(d.beneficiaries)).toEqual(["Quasar In"]);
    expect(hitNames(d.users)).toEqual(["Quasar Paralegal"]);
  });

  it("answers 422 for fewer than 2 characters, 401 without a session, and nothing of this firm to another firm's user", async () => {
    const { tenant, call } = await firm();
    expectField(await call("search", { q: "a" }), "q", "Minimum value 2 is required");
    expectField(await call("search", {}), "q", "*Search is required");
    expectStatus(await callApi("search", { q: "ab" }, { tenant: tenant.slug }), 401, "UNAUTHENTICATED");
    await createCompany(tenant.id, { name: "Secret Client" });
    const other = await firm();
    const d = (await other.call("search", { q: "secret" })).body.result.data;
    expect(d).toEqual({ clients: [], beneficiaries: [], users: [] });
  });
});
