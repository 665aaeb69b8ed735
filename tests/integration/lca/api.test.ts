// /api/lca/*: request (on its own, from a case, by the client), the update rule of spec section 4,
// status changes with their checks (filing, decision, withdrawal), the list's filters and reach, the
// activity list; 422 / 403 / other firm 404 on every call.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog } from "@/db/schema/platform";
import { petitions } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { DEFAULT_PERMISSIONS, type Permission } from "@/lib/shared/constants/roles";
import { FILING_INCOMPLETE, UPDATE_BLOCKED } from "@/lib/modules/lca/write-lca";
import { callApi } from "../api";
import { createBranch, createCompany, createTenant, createUser, uid } from "../../factories";
import { expectField, expectStatus } from "../reminders/fixtures";
import { callUpload, file } from "../documents/helpers";

const TODAY = "2026-11-24";
const WITH_CLIENT_LCA: Record<string, Permission[]> = { ...DEFAULT_PERMISSIONS, "50": [...(DEFAULT_PERMISSIONS["50"] ?? []), "LCA_CREATE"] };

async function lcaFirm() {
  const tenant = await createTenant({ permissions: WITH_CLIENT_LCA });
  const branch = await createBranch(tenant.id);
  const company = await createCompany(tenant.id, { feiNumber: `12-${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`, branchId: branch.id });
  const other = await createCompany(tenant.id);
  const admin = await createUser(tenant, 3);
  const lcaManager = await createUser(tenant, 11);
  const lcaManager2 = await createUser(tenant, 11);
  const paralegal = await createUser(tenant, 8);
  const petitioner = await createUser(tenant, 50, { companyId: company.id });
  const branchManager = await createUser(tenant, 4, { branchId: branch.id });
  const db = await getDb();
  const [petition] = await db.insert(petitions).values({ tenantId: tenant.id, caseNumber: `T-${uid()}`, petitionerId: company.id, branchId: branch.id }).returning();
  const call = (path: string, body: Record<string, unknown>, token: string = lcaManager.token) => callApi(`lca/${path}`, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  return { tenant, branch, company, other, admin, lcaManager, lcaManager2, paralegal, petitioner, branchManager, petition, call };
}
type Firm = Awaited<ReturnType<typeof lcaFirm>>;

const COMPLETE = {
  visaClass: "H-1B",
  jobTitle: "Software Developer",
  socCode: "15-1252.00",
  socTitle: "Software Developers",
  fullTime: true,
  beginDate: "01/04/2027",
  endDate: "01/03/2030",
  workers: 2,
  wageFromCents: 12_500_000,
  wageUnit: "Year",
  pwCents: 11_000_000,
  pwUnit: "Year",
  pwLevel: "II",
  pwSource: "OEWS",
  h1bDependent: false,
  willfulViolator: false,
  worksites: [{ address1: "1 Main St", city: "Austin", county: "Travis", state: "TX", postalCode: "78701", workers: 2 }],
};

async function requested(f: Firm, body: Record<string, unknown> = {}) {
  const res = await f.call("request", { petitionerId: f.company.id, jobTitle: "Software Developer", ...body });
  expectStatus(res, 200);
  return res.body.result.data as { id: string; lcaNumber: string; statusId: number };
}

async function inPreparation(f: Firm, token = f.lcaManager.token) {
  const l = await requested(f);
  expectStatus(await f.call("update-status", { id: l.id, statusId: 2 }, token), 200);
  return l;
}

describe("POST /api/lca/request", () => {
  it("creates a requested LCA with the firm's next number, the employer's FEIN, a status log and an audit entry", async () => {
    const f = await lcaFirm();
    const res = await f.call("request", { petitionerId: f.company.id, jobTitle: "Data Engineer", socCode: "15-1252", beginDate: "2027-01-04", endDate: "2028-01-03" });
    expectStatus(res, 200);
    const l = res.body.result.data;
    expect(l).toMatchObject({
      lcaNumber: "LCA-2026-0001",
      statusId: 1,
      status: "Requested",
      visaClass: "H-1B",
      petitionerId: f.company.id,
      petitionerName: f.company.name,
      employerFein: f.company.feiNumber,
      jobTitle: "Data Engineer",
      beginDate: "2027-01-04",
      endDate: "2028-01-03",
      canUpdate: false,
      updateBlockedBy: "STATUS",
      nextStatuses: [2, 3, 7],
      dates: { earliestFilingDate: "2026-07-04", latestEndDate: "2030-01-03", pafAvailableBy: null },
    });
    expect(l.statusLogs).toEqual([expect.objectContaining({ statusId: 1, createdBy: f.lcaManager.user.id })]);
    // Before filing, the answer lists what filing still needs (the checks update-status runs).
    expect(l.issues.map((i: { code: string }) => i.code).sort()).toEqual(
      ["MISSING_H1B_DEPENDENT", "MISSING_PW_CENTS", "MISSING_PW_SOURCE", "MISSING_PW_UNIT", "MISSING_WAGE_FROM_CENTS", "MISSING_WAGE_UNIT", "MISSING_WILLFUL_VIOLATOR", "MISSING_WORKSITES"].sort(),
    );
    expect((await requested(f)).lcaNumber).toBe("LCA-2026-0002");
    const db = await getDb();
    expect((await db.select().from(auditLog).where(eq(auditLog.entityId, l.id))).map((a) => a.action)).toEqual(["lca.request"]);
  });

  it("from a case: the case's client is the employer and the case is linked", async () => {
    const f = await lcaFirm();
    const res = await f.call("request", { petitionId: f.petition.id, petitionerId: f.other.id });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ petitionerId: f.company.id, cases: [expect.objectContaining({ petitionId: f.petition.id, caseNumber: f.petition.caseNumber })] });
    const list = await f.call("list", { filter: { matcher: { petitionId: f.petition.id } } });
    expect(list.body.result.data.map((r: { id: string }) => r.id)).toEqual([res.body.result.data.id]);
  });

  it("a client asks for its own company whatever it names; without LCA_CREATE in the firm's map it may not", async () => {
    const f = await lcaFirm();
    const res = await f.call("request", { petitionerId: f.other.id, jobTitle: "Analyst" }, f.petitioner.token);
    expectStatus(res, 200);
    expect(res.body.result.data.petitionerId).toBe(f.company.id);
    const strict = await createTenant();
    const c = await createCompany(strict.id);
    const client = await createUser(strict, 50, { companyId: c.id });
    expectStatus(await callApi("lca/request", { jobTitle: "Analyst" }, { tenant: strict.slug, token: client.token }), 403, "FORBIDDEN");
  });

  it("422 on bad input: SOC code, end before begin, a client of another firm, no client, an unknown key", async () => {
    const f = await lcaFirm();
    expectField(await f.call("request", { petitionerId: f.company.id, socCode: "151252" }), "socCode", "SOC Code not valid");
    expectField(await f.call("request", { petitionerId: f.company.id, beginDate: "2027-02-01", endDate: "2027-01-31" }), "endDate", "End Date not valid");
    expectField(await f.call("request", { petitionerId: f.company.id, worksites: [{ address1: "1 Main", city: "X", state: "ZZ", postalCode: "1234", workers: 0 }] }), "worksites.0.state");
    const foreign = await createCompany((await createTenant()).id);
    expectField(await f.call("request", { petitionerId: foreign.id }), "petitionerId", "Client not valid");
    expectField(await f.call("request", {}), "petitionerId", "*Client is required");
    expectField(await f.call("request", { petitionerId: f.company.id, lcaNumber: "X" }), "lcaNumber", "Unknown field");
  });

  it("403 for a role that cannot request (paralegal); 404 for another firm's case", async () => {
    const f = await lcaFirm();
    expectStatus(await f.call("request", { petitionerId: f.company.id }, f.paralegal.token), 403, "FORBIDDEN");
    const g = await lcaFirm();
    expectStatus(await f.call("request", { petitionId: g.petition.id }), 404, "NOT_FOUND");
  });
});

describe("POST /api/lca/update — spec section 4", () => {
  it("the user who logged status 2 or 3 may update; another LCA manager may not; an admin may; worksites are replaced", async () => {
    const f = await lcaFirm();
    const l = await inPreparation(f);
    const res = await f.call("update", { id: l.id, ...COMPLETE });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ canUpdate: true, socCode: "15-1252.00", beginDate: "2027-01-04", worksites: [expect.objectContaining({ state: "TX", postalCode: "78701" })], issues: [] });
    const other = await f.call("update", { id: l.id, jobTitle: "Other" }, f.lcaManager2.token);
    expectStatus(other, 403, "FORBIDDEN");
    expect(other.body.result.error?.message).toBe(UPDATE_BLOCKED.NOT_OWNER);
    const byAdmin = await f.call("update", { id: l.id, jobTitle: "Senior Software Developer", worksites: [] }, f.admin.token);
    expectStatus(byAdmin, 200);
    expect(byAdmin.body.result.data).toMatchObject({ jobTitle: "Senior Software Developer", worksites: [] });
    const details = await f.call("details", { id: l.id }, f.lcaManager2.token);
    expect(details.body.result.data).toMatchObject({ canUpdate: false, updateBlockedBy: "NOT_OWNER" });
  });

  it("refuses an update in a non-editable status, after a linked case's approval, and an empty one", async () => {
    const f = await lcaFirm();
    const fresh = await requested(f);
    expect((await f.call("update", { id: fresh.id, jobTitle: "X" })).body.result.error?.message).toBe(UPDATE_BLOCKED.STATUS);
    const l = await inPreparation(f);
    expectField(await f.call("update", { id: l.id }), "body", "Unable to update");
    const linked = await f.call("request", { petitionId: f.petition.id });
    expectStatus(await f.call("update-status", { id: linked.body.result.data.id, statusId: 2 }), 200);
    const db = await getDb();
    await db.update(petitions).set({ completedActivities: ["CREATE_PETITION", "CASE_APPROVED"] }).where(eq(petitions.id, f.petition.id));
    const res = await f.call("update", { id: linked.body.result.data.id, jobTitle: "X" }, f.admin.token);
    expectStatus(res, 403, "FORBIDDEN");
    expect(res.body.result.error?.message).toBe(UPDATE_BLOCKED.CASE_APPROVED);
  });

  it("422 on bad input, 403 without the role, 404 for another firm's LCA", async () => {
    const f = await lcaFirm();
    const l = await inPreparation(f);
    expectField(await f.call("update", { id: l.id, wageFromCents: 200, wageToCents: 100 }), "wageToCents", "Wage To not valid");
    expectStatus(await f.call("update", { id: l.id, beginDate: "2027-01-04" }), 200);
    // The end date alone, before the stored begin date.
    expectField(await f.call("update", { id: l.id, endDate: "2026-01-01" }), "endDate", "End Date not valid");
    expectStatus(await f.call("update", { id: l.id, jobTitle: "X" }, f.paralegal.token), 403, "FORBIDDEN");
    const g = await lcaFirm();
    expectStatus(await g.call("update", { id: l.id, jobTitle: "X" }, g.admin.token), 404, "NOT_FOUND");
  });
});

describe("POST /api/lca/update-status", () => {
  it("files a complete LCA with its DOL case number, certifies it and logs each change", async () => {
    const f = await lcaFirm();
    const l = await inPreparation(f);
    const incomplete = await f.call("update-status", { id: l.id, statusId: 4, dolCaseNumber: "I-200-26320-123456", date: "2026-11-20" });
    expectField(incomplete, "socCode", `${FILING_INCOMPLETE}: MISSING_SOC_CODE`);
    expectField(incomplete, "worksites", `${FILING_INCOMPLETE}: MISSING_WORKSITES`);
    expectStatus(await f.call("update", { id: l.id, ...COMPLETE }), 200);
    expectField(await f.call("update-status", { id: l.id, statusId: 4, date: "2026-11-20" }), "dolCaseNumber", "*DOL Case Number is required");
    expectField(await f.call("update-status", { id: l.id, statusId: 4, dolCaseNumber: "I-200-26999-123456", date: "2026-11-20" }), "dolCaseNumber", "DOL Case Number not valid");
    expectField(await f.call("update-status", { id: l.id, statusId: 4, dolCaseNumber: "I-200-26320-123456", date: "2026-11-25" }), "date", "The date cannot be in the future");
    // Filed more than 6 months before the begin date (2027-01-04 → earliest 2026-07-04).
    expectField(await f.call("update-status", { id: l.id, statusId: 4, dolCaseNumber: "I-200-26180-123456", date: "2026-06-30" }), "filedDate");
    const filed = await f.call("update-status", { id: l.id, statusId: 4, dolCaseNumber: " i-200-26324-123456 ", date: "2026-11-20" });
    expectStatus(filed, 200);
    expect(filed.body.result.data).toMatchObject({
      statusId: 4,
      dolCaseNumber: "I-200-26324-123456",
      caseNumber: "I-200-26324-123456",
      filedDate: "2026-11-20",
      canUpdate: false,
      nextStatuses: [5, 6, 7],
      // Filed on Friday 2026-11-20: available the next working day, Monday.
      dates: { pafAvailableBy: "2026-11-23", noticeEarliestStart: "2026-10-21" },
    });
    expectField(await f.call("update-status", { id: l.id, statusId: 5, date: "2026-11-19" }), "date", "The decision date cannot be before the filing date");
    expectStatus(await f.call("update-status", { id: l.id, statusId: 5, date: "2026-11-24" }), 200);
    expectField(await f.call("update-status", { id: l.id, statusId: 2 }), "statusId", "An LCA cannot go from Certified to In preparation");
    const d = await f.call("details", { id: l.id });
    expect(d.body.result.data.statusLogs.map((s: { statusId: number }) => s.statusId)).toEqual([1, 2, 4, 5]);
    expect(d.body.result.data.decisionDate).toBe("2026-11-24");

    // The DOL case number is the firm's one LCA's.
    const second = await inPreparation(f);
    expectStatus(await f.call("update", { id: second.id, ...COMPLETE }), 200);
    expectField(await f.call("update-status", { id: second.id, statusId: 4, dolCaseNumber: "I-200-26324-123456", date: "2026-11-20" }), "dolCaseNumber", "Another LCA of your firm has this DOL case number");
  });

  it("withdrawal needs its date; a withdrawn LCA goes nowhere", async () => {
    const f = await lcaFirm();
    const l = await requested(f);
    expectField(await f.call("update-status", { id: l.id, statusId: 7 }), "date", "*Withdrawal Date is required");
    const w = await f.call("update-status", { id: l.id, statusId: 7, date: "2026-11-24", note: "Position cancelled" });
    expectStatus(w, 200);
    expect(w.body.result.data).toMatchObject({ statusId: 7, withdrawnDate: "2026-11-24", nextStatuses: [] });
    expectField(await f.call("update-status", { id: l.id, statusId: 2 }), "statusId");
  });

  it("422 on a status out of range, 403 for a client and a paralegal, 404 for another firm's LCA", async () => {
    const f = await lcaFirm();
    const l = await requested(f);
    expectField(await f.call("update-status", { id: l.id, statusId: 9 }), "statusId", "Status not valid");
    expectStatus(await f.call("update-status", { id: l.id, statusId: 2 }, f.paralegal.token), 403, "FORBIDDEN");
    expectStatus(await f.call("update-status", { id: l.id, statusId: 2 }, f.petitioner.token), 403, "FORBIDDEN");
    const g = await lcaFirm();
    expectStatus(await g.call("update-status", { id: l.id, statusId: 2 }), 404, "NOT_FOUND");
  });
});

describe("the offered wage against the OFLC tables (details.oflc)", () => {
  it("gives the area and level of the offered wage at the first worksite's county, from the tables in force", async () => {
    // Wage year 2025 (July 2025 – June 2026) is the newest not after today's (2026) in this worker's
    // database: the other files import 2041 and 2043 only.
    const host = await createTenant();
    const platform = await createUser(host, 1);
    const geo = "Area,AreaName,StateAb,State,CountyTownName\n12420,\"Austin-Round Rock, TX\",TX,Texas,Travis County";
    const alc = "Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4\n12420,15-1252,1,35.00,45.00,55.00,65.00";
    const imported = await callUpload("wage-data/import", { wageYear: "2025", file: [file(Buffer.from(geo), "Geography.csv"), file(Buffer.from(alc), "ALC_Export.csv")] }, { tenant: host.slug, token: platform.token });
    expectStatus(imported, 200);
    const f = await lcaFirm();
    const l = await requested(f, COMPLETE);
    const d = (await f.call("details", { id: l.id })).body.result.data;
    // $125,000 a year: Level II is $93,600, Level III $114,400, Level IV $135,200.
    expect(d.oflc).toMatchObject({ found: true, wageYear: 2025, areaCode: "12420", level: "III", levelsYearlyCents: { III: 11_440_000 } });
    const none = await requested(f, { ...COMPLETE, worksites: [{ ...COMPLETE.worksites[0], county: "Nowhere" }] });
    expect((await f.call("details", { id: none.id })).body.result.data.oflc).toMatchObject({ found: false, reason: "UNKNOWN_COUNTY" });
    expect((await f.call("details", { id: (await requested(f)).id })).body.result.data.oflc).toBeNull();
  });
});

describe("POST /api/lca/list, details and activity-list", () => {
  it("filters by status, visa class, worksite state, SOC and search; sorts; a client sees its company's only, a branch manager its branch's", async () => {
    const f = await lcaFirm();
    const a = await inPreparation(f);
    expectStatus(await f.call("update", { id: a.id, ...COMPLETE }), 200);
    const b = await requested(f, { visaClass: "E-3 Australian", jobTitle: "Accountant", socCode: "13-2011" });
    const c = await requested(f, { petitionerId: f.other.id, jobTitle: "Designer" });
    const ids = async (body: Record<string, unknown>, token?: string) => {
      const res = await f.call("list", body, token);
      expectStatus(res, 200);
      return res.body.result.data.map((r: { id: string }) => r.id);
    };
    expect(await ids({ sortBy: "lcaNumber", sortOrder: "asc" })).toEqual([a.id, b.id, c.id]);
    expect(await ids({ filter: { matcher: { statusIds: [2] } } })).toEqual([a.id]);
    expect(await ids({ filter: { matcher: { visaClasses: ["E-3 Australian"] } } })).toEqual([b.id]);
    expect(await ids({ filter: { matcher: { worksiteState: "TX" } } })).toEqual([a.id]);
    expect(await ids({ filter: { matcher: { socCode: "13-2011" } } })).toEqual([b.id]);
    expect(await ids({ search: "designer" })).toEqual([c.id]);
    expect(await ids({ filter: { matcher: { beginDateRange: { start: "01/01/2027", end: "01/31/2027" } } } })).toEqual([a.id]);
    expect((await ids({ sortBy: "lcaNumber", sortOrder: "asc" }, f.petitioner.token)).sort()).toEqual([a.id, b.id].sort());
    expect((await ids({}, f.branchManager.token)).sort()).toEqual([a.id, b.id].sort());
    const page = await f.call("list", { perpage: 2, sortBy: "lcaNumber", sortOrder: "asc" });
    expect(page.body.result.pagination).toEqual({ page: 1, perpage: 2, total: 3 });
    const row = page.body.result.data[0];
    expect(row).toMatchObject({ lcaNumber: "LCA-2026-0001", statusId: 2, worksiteStates: ["TX"], petitionerName: f.company.name, caseCount: 0 });
    // The client of the other company does not reach c.
    expectStatus(await f.call("details", { id: c.id }, f.petitioner.token), 404, "NOT_FOUND");
  });

  it("list and details: 422, 403, and another firm's LCA is 404", async () => {
    const f = await lcaFirm();
    const l = await requested(f);
    expectField(await f.call("list", { sortBy: "salary" }), "sortBy");
    expectField(await f.call("list", { filter: { matcher: { worksiteState: "XX" } } }), "filter.matcher.worksiteState", "State not valid");
    expectField(await f.call("details", { id: "nope" }), "id");
    const beneficiary = await createUser(f.tenant, 51);
    expectStatus(await f.call("list", {}, beneficiary.token), 403, "FORBIDDEN");
    expectStatus(await f.call("details", { id: l.id }, beneficiary.token), 403, "FORBIDDEN");
    const g = await lcaFirm();
    expectStatus(await g.call("details", { id: l.id }), 404, "NOT_FOUND");
    expect((await g.call("list", {})).body.result.data).toEqual([]);
  });

  it("activity-list pages the history newest first, with who did it; 404 for another firm; 403 without the role", async () => {
    const f = await lcaFirm();
    const l = await inPreparation(f);
    expectStatus(await f.call("update", { id: l.id, jobTitle: "Architect" }), 200);
    const res = await f.call("activity-list", { id: l.id, perpage: 2 });
    expectStatus(res, 200);
    expect(res.body.result.pagination).toEqual({ page: 1, perpage: 2, total: 3 });
    expect(res.body.result.data.map((r: { code: string; statusId: number | null }) => [r.code, r.statusId])).toEqual([
      ["updated", null],
      ["status", 2],
    ]);
    expect(res.body.result.data[0]).toMatchObject({ userId: f.lcaManager.user.id, userName: f.lcaManager.user.name, params: { fields: "jobTitle" } });
    const asc = await f.call("activity-list", { id: l.id, sortOrder: "asc" });
    expect(asc.body.result.data[0]).toMatchObject({ code: "requested", statusId: 1 });
    expectField(await f.call("activity-list", { id: l.id, perpage: 1000 }), "perpage");
    const beneficiary = await createUser(f.tenant, 51);
    expectStatus(await f.call("activity-list", { id: l.id }, beneficiary.token), 403, "FORBIDDEN");
    const g = await lcaFirm();
    expectStatus(await g.call("activity-list", { id: l.id }), 404, "NOT_FOUND");
    const db = await getDb();
    expect(await db.select().from(auditLog).where(and(eq(auditLog.entityId, l.id), eq(auditLog.action, "lca.update")))).toHaveLength(1);
  });
});
