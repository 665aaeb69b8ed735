import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { beneficiaries } from "@/db/schema/clients";
import { callApi } from "../api";
import { createBeneficiary, createBranch, createCompany, createTenant, createUser } from "../../factories";
import { expectField, expectStatus, firm } from "../companies/fixtures";
import { caseFirm, setCase, user } from "../cases/fixtures";

type Hit = { name: string };
const NOTHING = { cases: [], clients: [], beneficiaries: [], users: [], lcas: [], i9s: [], invoices: [], tickets: [], documents: [] };
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
    // Ranked: the name match before the e-mail match.
    expect(hitNames(d.beneficiaries)).toEqual(["Nova Worker", "Other Person"]);
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
    expect(d).toEqual({ ...NOTHING, beneficiaries: [expect.objectContaining({ name: "Pulsar Me" })] });
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
    expect(d).toEqual(NOTHING);
  });

  describe("cases", () => {
    type CaseHit = { id: string; caseNumber: string; detailsPath: string };
    const ids = (hits: CaseHit[]) => hits.map((h) => h.id).sort();

    it("finds a case by number, custom number, title, receipt number, client and beneficiary", async () => {
      const f = await caseFirm();
      const a = await f.create({ title: "Priya Raman - H-1B cap petition" });
      const b = await f.create({ title: "Nebula transfer", beneficiaryIds: [f.worker2.id] });
      await setCase(f, a.id, { receiptNumber: "EAC2412345678", customCaseNumber: "ACME-H1B-77" });
      const find = async (q: string) => (await f.call("search", { q })).body.result.data.cases as CaseHit[];
      expect(ids(await find(a.caseNumber))).toEqual([a.id]);
      expect(ids(await find("ACME-H1B"))).toEqual([a.id]);
      expect(ids(await find("H-1B"))).toEqual([a.id]);
      expect(ids(await find("EAC2412345678"))).toEqual([a.id]);
      expect(ids(await find("eac-24-1234"))).toEqual([a.id]);
      expect(ids(await find("Acme Robotics"))).toEqual([a.id, b.id].sort());
      expect(ids(await find("Moreau"))).toEqual([b.id]);
      const hit = (await find(a.caseNumber))[0];
      expect(hit).toMatchObject({ caseNumber: a.caseNumber, customCaseNumber: "ACME-H1B-77", title: "Priya Raman - H-1B cap petition", petitionerName: "Acme Robotics Inc", detailsPath: `/app/petition-details/${a.id}` });
      const gc = await f.create({ typeId: 3, subTypeId: 15, title: "Nebula green card" });
      expect((await find("nebula green")).map((h) => h.detailsPath)).toEqual([`/app/gc-employment-details/${gc.id}`]);
    });

    it("follows the cases module's visibility: a beneficiary finds only their own cases, a subscriber none, another firm nothing", async () => {
      const f = await caseFirm();
      const mine = await f.create({ title: "Comet mine" });
      await f.create({ title: "Comet theirs", beneficiaryIds: [f.worker2.id] });
      const me = await user(f, 51);
      await setBeneficiaryUser(f.worker.id, me.user.id);
      const asMe = (await f.call("search", { q: "comet" }, me.token)).body.result.data.cases as CaseHit[];
      expect(ids(asMe)).toEqual([mine.id]);
      const subscriber = await user(f, 12);
      expect((await f.call("search", { q: "comet" }, subscriber.token)).body.result.data.cases).toEqual([]);
      const other = await caseFirm();
      expect((await other.call("search", { q: "comet" })).body.result.data.cases).toEqual([]);
    });
  });
});

async function setBeneficiaryUser(beneficiaryId: string, userId: string) {
  const db = await getDb();
  await db.update(beneficiaries).set({ userId }).where(eq(beneficiaries.id, beneficiaryId));
}
