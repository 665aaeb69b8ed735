import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { beneficiaries } from "@/db/schema/clients";
import { lcas } from "@/db/schema/lca";
import { expireCertifiedLcas, linkCase, unlinkCase, updateLcaRow } from "@/lib/modules/lca/repository/lcas";
import type { CaseDetails, CaseListRow } from "@/lib/modules/cases/contract";
import { createBeneficiary, createBranch, createCompany, createFirm } from "../../factories";
import { callApi } from "../api";
import { caseFirm, expectField, expectStatus, setCase, user, type CaseFirm } from "./fixtures";

let f: CaseFirm;
let north: { id: string };
let beta: { id: string };
let zoe: { id: string };
const c: Record<string, CaseDetails> = {};

const ids = (rows: CaseListRow[]) => rows.map((r) => r.id).sort();
const of = (...names: string[]) => names.map((n) => c[n].id).sort();

async function list(body: Record<string, unknown>, token?: string) {
  const res = await f.call("petition/list", { perpage: 100, ...body }, token);
  expectStatus(res, 200);
  return res.body.result.data as CaseListRow[];
}
const matching = async (matcher: Record<string, unknown>, extra: Record<string, unknown> = {}) => ids(await list({ filter: { matcher }, ...extra }));

beforeAll(async () => {
  f = await caseFirm();
  north = await createBranch(f.tenant.id, "North");
  beta = await createCompany(f.tenant.id, { name: "Beta Labs LLC", branchId: north.id });
  zoe = await createBeneficiary(f.tenant.id, { firstName: "Zoe", lastName: "Adams", companyId: beta.id, branchId: north.id });
  c.c1 = await f.create({ subTypeId: 3, deadlineDate: "2030-03-15", premiumProcessing: true, title: "Alpha extension" });
  c.c2 = await f.create({ petitionerId: beta.id, beneficiaryIds: [zoe.id], typeId: 3, subTypeId: 15, deadlineDate: "2030-03-20", title: "Beta green card" });
  c.c3 = await f.create({ beneficiaryIds: [f.worker2.id] });
  c.c4 = await f.create({ deadlineDate: "2029-12-01" });
  c.c5 = await f.create({ petitionerId: beta.id, beneficiaryIds: [zoe.id] });
  c.c6 = await f.create({ title: "Sixth" });
  await setCase(f, c.c3.id, { statusId: 22 });
  await setCase(f, c.c4.id, { statusId: 24 });
  await setCase(f, c.c5.id, { lcaRequired: true, validityStart: "2030-01-01", validityEnd: "2032-12-31" });
  await setCase(f, c.c6.id, { uscisResponse: "rfe", closedAt: new Date() });
  let t = Date.UTC(2030, 0, 1);
  for (const k of ["c1", "c2", "c3", "c4", "c5", "c6"]) await setCase(f, c[k].id, { createdAt: new Date((t += 60_000)), updatedAt: new Date(t) });
});

describe("POST /api/petition/list", () => {
  it("answers rows with names, status, primary beneficiary, branch and detailsPath; default sort is newest first", async () => {
    const res = await f.call("petition/list", {});
    expectStatus(res, 200);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 6 });
    const rows = res.body.result.data as CaseListRow[];
    expect(rows.map((r) => r.id)).toEqual(["c6", "c5", "c4", "c3", "c2", "c1"].map((k) => c[k].id));
    expect(rows.find((r) => r.id === c.c2.id)).toMatchObject({
      caseNumber: c.c2.caseNumber,
      title: "Beta green card",
      typeId: 3,
      typeName: "Green Card (Permanent Residence)",
      subTypeId: 15,
      subTypeName: "GC Employment (PERM, I-140, I-485)",
      statusId: 1,
      statusName: "Case Started",
      petitionerName: "Beta Labs LLC",
      beneficiaryName: "Zoe Adams",
      branchName: "North",
      deadlineDate: "2030-03-20",
      premiumProcessing: false,
      nextWorkflowActivity: "SUBMIT_BY_BENEFICIARY",
      detailsPath: `/app/gc-employment-details/${c.c2.id}`,
    });
    expect(rows.find((r) => r.id === c.c1.id)?.detailsPath).toBe(`/app/petition-details/${c.c1.id}`);
  });

  it("filters by every matcher key", async () => {
    expect(await matching({ statusIds: [22] })).toEqual(of("c3"));
    expect(await matching({ typeIds: [3] })).toEqual(of("c2"));
    expect(await matching({ subTypeIds: [15] })).toEqual(of("c2"));
    expect(await matching({ subTypeIds: [3, 15] })).toEqual(of("c1", "c2"));
    expect(await matching({ petitionerIds: [beta.id] })).toEqual(of("c2", "c5"));
    expect(await matching({ petitionerId: beta.id })).toEqual(of("c2", "c5"));
    expect(await matching({}, { petitionerId: beta.id })).toEqual(of("c2", "c5"));
    expect(await matching({ beneficiaryIds: [f.worker2.id] })).toEqual(of("c3"));
    expect(await matching({ beneficiaryIds: [zoe.id, f.worker2.id] })).toEqual(of("c2", "c3", "c5"));
    expect(await matching({ branchIds: [north.id] })).toEqual(of("c2", "c5"));
    expect(await matching({ deadlineDateRange: { start: "03/15/2030", end: "03/15/2030" } })).toEqual(of("c1"));
    expect(await matching({ deadlineDateRange: { start: "2030-01-01", end: "2030-12-31" } })).toEqual(of("c1", "c2"));
    expect(await matching({ getActiveCases: true })).toEqual(of("c1", "c2", "c4", "c5"));
    expect(await matching({ getClosedCases: true })).toEqual(of("c3", "c6"));
    expect(await matching({ premiumProcessing: true })).toEqual(of("c1"));
    expect(await matching({ premiumProcessing: false })).toEqual(of("c2", "c3", "c4", "c5", "c6"));
    expect(await matching({ rfeCases: true })).toEqual(of("c4", "c6"));
    expect(await matching({ getPendingWithLCA: true })).toEqual(of("c5"));
    expect(await matching({ title: "BETA" })).toEqual(of("c2"));
    expect(await matching({ title: "%" })).toEqual([]);
    expect(await matching({ validityDateRange: { start: "2031-06-01", end: "2031-06-30" } })).toEqual(of("c5"));
    expect(await matching({ validityDateRange: { start: "2033-01-01", end: "2033-01-31" } })).toEqual([]);
    expect(await matching({ typeIds: [1], getActiveCases: true, premiumProcessing: false })).toEqual(of("c4", "c5"));
    expect(await matching({}, { search: "moreau" })).toEqual(of("c3"));
    expect(await matching({}, { search: c.c4.caseNumber })).toEqual(of("c4"));
  });

  it("pending with LCA ends when a certified LCA backs the case (a filed one is still pending)", async () => {
    const g = await caseFirm();
    const x = await g.create();
    await setCase(g, x.id, { lcaRequired: true });
    const pending = async () => (await g.call("petition/list", { filter: { matcher: { getPendingWithLCA: true } } })).body.result.data.length;
    expect(await pending()).toBe(1);
    const db = await getDb();
    const [lca] = await db.insert(lcas).values({ tenantId: g.tenant.id, lcaNumber: "LCA-2026-0001", statusId: 4, petitionerId: g.company.id }).returning();
    // The LCA module's writes keep the case's LCA standing (lib/modules/lca/repository/lcas.ts syncCaseLcaStanding).
    await linkCase(db, g.tenant.id, lca.id, x.id);
    expect(await pending()).toBe(1);
    await updateLcaRow(db, g.tenant.id, lca.id, { statusId: 5 });
    expect(await pending()).toBe(0);
    // Expired (the nightly job) or unlinked: pending again.
    await updateLcaRow(db, g.tenant.id, lca.id, { endDate: "2020-01-01" });
    await expireCertifiedLcas(db, "2026-01-01");
    expect(await pending()).toBe(1);
    await updateLcaRow(db, g.tenant.id, lca.id, { statusId: 5 });
    expect(await pending()).toBe(0);
    await unlinkCase(db, g.tenant.id, lca.id, x.id);
    expect(await pending()).toBe(1);
  });

  it("sorts by each key of spec section 9, both directions", async () => {
    const order = async (sortBy: string, sortOrder: "asc" | "desc") => (await list({ sortBy, sortOrder })).map((r) => r.id);
    const keys = (...k: string[]) => k.map((n) => c[n].id);
    expect(await order("createdAt", "asc")).toEqual(keys("c1", "c2", "c3", "c4", "c5", "c6"));
    expect(await order("updatedAt", "desc")).toEqual(keys("c6", "c5", "c4", "c3", "c2", "c1"));
    expect(await order("caseNumber", "asc")).toEqual(keys("c1", "c2", "c3", "c4", "c5", "c6"));
    expect((await order("deadlineDate", "asc")).slice(0, 3)).toEqual(keys("c4", "c1", "c2"));
    expect((await order("deadlineDate", "desc")).slice(0, 3)).toEqual(keys("c2", "c1", "c4"));
    expect((await order("statusId", "desc")).slice(0, 2)).toEqual(keys("c4", "c3"));
    const byBeneficiary = await list({ sortBy: "beneficiaryName", sortOrder: "asc" });
    expect(byBeneficiary.map((r) => r.beneficiaryName)).toEqual(["Lucas Moreau", "Priya Raman", "Priya Raman", "Priya Raman", "Zoe Adams", "Zoe Adams"]);
    const byClient = await list({ sortBy: "petitionerName", sortOrder: "desc" });
    expect(byClient.map((r) => r.petitionerName)).toEqual(["Beta Labs LLC", "Beta Labs LLC", "Acme Robotics Inc", "Acme Robotics Inc", "Acme Robotics Inc", "Acme Robotics Inc"]);
  });

  it("keeps the name sorts current when a beneficiary or client is renamed", async () => {
    const db = await getDb();
    await db.update(beneficiaries).set({ lastName: "Ramanathan" }).where(eq(beneficiaries.id, f.worker.id));
    const rows = await list({ filter: { matcher: { beneficiaryIds: [f.worker.id] } } });
    expect(rows.every((r) => r.beneficiaryName === "Priya Ramanathan")).toBe(true);
    await f.call("company/update", { id: beta.id, name: "Beta Laboratories LLC" });
    const betaRows = await list({ filter: { matcher: { petitionerIds: [beta.id] } } });
    expect(betaRows.every((r) => r.petitionerName === "Beta Laboratories LLC")).toBe(true);
    await db.update(beneficiaries).set({ lastName: "Raman" }).where(eq(beneficiaries.id, f.worker.id));
    await f.call("company/update", { id: beta.id, name: "Beta Labs LLC" });
  });

  it("paginates in SQL", async () => {
    const res = await f.call("petition/list", { sortBy: "caseNumber", sortOrder: "asc", page: 2, perpage: 2 });
    expect(res.body.result.pagination).toEqual({ page: 2, perpage: 2, total: 6 });
    expect(res.body.result.data.map((r: CaseListRow) => r.id)).toEqual([c.c3.id, c.c4.id]);
    const beyond = await f.call("petition/list", { page: 9, perpage: 2 });
    expect(beyond.body.result.data).toEqual([]);
  });

  it("visibility: branch manager (4), petitioner (50), beneficiary (51)", async () => {
    const bm = await user(f, 4, { branchId: north.id });
    expect(ids(await list({}, bm.token))).toEqual(of("c2", "c5"));
    const pet = await user(f, 50, { companyId: f.company.id });
    expect(ids(await list({}, pet.token))).toEqual(of("c1", "c3", "c4", "c6"));
    expect(ids(await list({ filter: { matcher: { petitionerIds: [beta.id] } } }, pet.token))).toEqual([]);
    const ben = await user(f, 51);
    await (await getDb()).update(beneficiaries).set({ userId: ben.user.id }).where(eq(beneficiaries.id, f.worker2.id));
    expect(ids(await list({}, ben.token))).toEqual(of("c3"));
    const nobody = await user(f, 51);
    expect(await list({}, nobody.token)).toEqual([]);
  });

  it("another firm sees none of these cases; an I-9 user (49) is 403; bad input is 422", async () => {
    const other = await createFirm();
    const res = await callApi("petition/list", { filter: { matcher: { petitionerIds: [f.company.id] } } }, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(res, 200);
    expect(res.body.result.pagination?.total).toBe(0);
    const i9 = await user(f, 49);
    expectStatus(await f.call("petition/list", {}, i9.token), 403, "FORBIDDEN");
    expectStatus(await f.call("petition/list", { sortBy: "nope" }), 422, "VALIDATION_ERROR");
    expectStatus(await f.call("petition/list", { perpage: 101 }), 422, "VALIDATION_ERROR");
    expectField(await f.call("petition/list", { filter: { matcher: { deadlineDateRange: { start: "2030-02-01", end: "2030-01-01" } } } }), "filter.matcher.deadlineDateRange.end", "Deadline Date not valid");
    expectStatus(await f.call("petition/list", { filter: { matcher: { statusIds: [34] } } }), 422, "VALIDATION_ERROR");
  });
});
