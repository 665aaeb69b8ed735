// Prevailing wage determinations (issue 11 section 2): /api/pwd/create, update, file, record-determination,
// list and details — the position until filed, the DOL case number, the determination with the validity
// rule 12 allows, valid / expiring / expired; happy path, 422 (also details' id, the list's sort and
// filter), 403 (also details and record-determination), another firm's 404 and empty list, a client's reach.
import { describe, expect, it } from "vitest";
import { ALREADY_FILED, DOL_NUMBER_TAKEN, NOT_A_JOB_DESCRIPTION, NOT_FILED } from "@/lib/modules/perm/pwd";
import { MSG } from "@/lib/shared/validation/messages";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";

const TODAY = "2026-06-15";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const beneficiary = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id });
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, branch, company, beneficiary, call };
}

const position = (petitionerId: string) => ({
  petitionerId,
  jobTitle: "Robotics Engineer",
  socCode: "17-2199.08",
  positionType: "professional",
  worksiteCity: "Austin",
  worksiteCounty: "Travis",
  worksiteState: "TX",
  educationLevel: "master",
  experienceMonths: 24,
  specialRequirements: "ROS 2; functional safety (ISO 26262)",
});

describe("PWDs: from job description to determination", () => {
  it("creates, edits, files and records the determination; the list shows its validity", async () => {
    const w = await world();
    const created = await w.call("pwd/create", { ...position(w.company.id), beneficiaryId: w.beneficiary.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pwd = created.body.result.data;
    expect(pwd).toMatchObject({ pwdNumber: "PWD-2026-0001", statusId: 14, statusName: "Job Description", employerName: "Acme Robotics", beneficiaryName: "Ana Lima", worksite: "Austin, TX", validity: "pending", branchId: w.branch.id, actions: { edit: true, file: true, determine: false } });
    expect((await w.call("pwd/create", position(w.company.id))).body.result.data.pwdNumber).toBe("PWD-2026-0002");

    const edited = await w.call("pwd/update", { id: pwd.id, experienceMonths: 36, worksiteCounty: null });
    expect(edited.body.result.data).toMatchObject({ experienceMonths: 36, worksiteCounty: null, jobTitle: "Robotics Engineer" });

    const filed = await w.call("pwd/file", { id: pwd.id, filedDate: "01/05/2026", dolCaseNumber: "p-100-26005-123456" });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.result.data).toMatchObject({ statusId: 15, filedDate: "2026-01-05", dolCaseNumber: "P-100-26005-123456", actions: { edit: false, file: false, determine: true } });
    const locked = await w.call("pwd/update", { id: pwd.id, jobTitle: "Other" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(NOT_A_JOB_DESCRIPTION);
    expect((await w.call("pwd/file", { id: pwd.id, filedDate: "01/06/2026" })).body.message).toBe(ALREADY_FILED);

    // Rule 12: the stated end lies 90 days to 1 year after the determination.
    const det = { id: pwd.id, determinationDate: "03/02/2026", wageCents: 14_250_000, wageUnit: "Year", wageLevel: "III" };
    const early = await w.call("pwd/record-determination", { ...det, validityEnd: "05/30/2026" });
    expect(early.status).toBe(422);
    expect(early.body.result.error?.fields?.validityEnd).toBe("A PWD is valid at least 90 days: not before 05/31/2026");
    const late = await w.call("pwd/record-determination", { ...det, validityEnd: "03/03/2027" });
    expect(late.body.result.error?.fields?.validityEnd).toBe("A PWD is valid at most 1 year: not after 03/02/2027");
    expect((await w.call("pwd/record-determination", { ...det, determinationDate: "01/02/2026", validityEnd: "06/30/2026" })).body.result.error?.fields?.determinationDate).toBeTruthy();
    const done = await w.call("pwd/record-determination", { ...det, validityEnd: "06/30/2026" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result.data).toMatchObject({ statusId: 16, determinationDate: "2026-03-02", wageCents: 14_250_000, wageLevel: "III", validityEnd: "2026-06-30", validity: "expiring", daysLeft: 15, validityRange: { earliest: "2026-05-31", latest: "2027-03-02" } });

    // Valid / expiring / expired against the caller's day.
    const list = (today: string, matcher: Record<string, unknown> = {}) => w.call("pwd/list", { today, filter: { matcher } });
    expect((await list("2026-04-01")).body.result.data.find((r: { id: string }) => r.id === pwd.id)).toMatchObject({ validity: "valid", daysLeft: 90 });
    expect((await list("2026-07-01")).body.result.data.find((r: { id: string }) => r.id === pwd.id)).toMatchObject({ validity: "expired", daysLeft: -1 });
    expect((await list("2026-07-01", { validity: "expired" })).body.result.data.map((r: { id: string }) => r.id)).toEqual([pwd.id]);
    expect((await list("2026-04-01", { validity: "expiring" })).body.result.data).toEqual([]);
    expect((await list("2026-06-30", { validity: "expiring" })).body.result.data.map((r: { id: string }) => r.id)).toEqual([pwd.id]);
    // pwdPositionTypeStatus: the position type with the statuses.
    const all = await list(TODAY, { positionType: "professional", statusIds: [14] });
    expect(all.body.result.data).toHaveLength(1);
    expect(all.body.result.pagination?.total).toBe(1);
    expect((await w.call("pwd/list", { search: "P-100-26005" })).body.result.data.map((r: { id: string }) => r.id)).toEqual([pwd.id]);
    expect((await w.call("pwd/list", { sortBy: "validityEnd", sortOrder: "asc" })).body.result.data.map((r: { pwdNumber: string }) => r.pwdNumber)).toEqual(["PWD-2026-0001", "PWD-2026-0002"]);
  });

  it("refuses bad input (422), a second PWD with the same DOL number (409) and steps out of order (409)", async () => {
    const w = await world();
    const bad = await w.call("pwd/create", { ...position(w.company.id), socCode: "15-125", worksiteState: "XX", positionType: "temp", experienceMonths: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result.error?.fields ?? {}).sort()).toEqual(["experienceMonths", "positionType", "socCode", "worksiteState"]);
    expect((await w.call("pwd/create", { ...position(w.company.id), jobTitle: "" })).body.result.error?.fields?.jobTitle).toBe(MSG.required("Job Title"));
    const other = await createCompany(w.tenant.id);
    const stranger = await createBeneficiary(w.tenant.id, { companyId: other.id });
    expect((await w.call("pwd/create", { ...position(w.company.id), beneficiaryId: stranger.id })).body.result.error?.fields?.beneficiaryId).toBe("Choose a beneficiary of this client");

    const a = (await w.call("pwd/create", position(w.company.id))).body.result.data;
    const b = (await w.call("pwd/create", position(w.company.id))).body.result.data;
    expect((await w.call("pwd/update", { id: a.id })).status).toBe(422);
    expect((await w.call("pwd/file", { id: a.id, filedDate: "01/05/2026", dolCaseNumber: "P-100-26005" })).body.result.error?.fields?.dolCaseNumber).toBe(MSG.invalid("DOL Case Number"));
    expect((await w.call("pwd/file", { id: a.id, filedDate: "07/05/2026" })).body.result.error?.fields?.filedDate).toBeTruthy();
    const det = { id: a.id, determinationDate: "03/02/2026", wageCents: 100, wageUnit: "Year", validityEnd: "06/30/2026" };
    const early = await w.call("pwd/record-determination", det);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(NOT_FILED);
    expect((await w.call("pwd/file", { id: a.id, filedDate: "01/05/2026", dolCaseNumber: "P-100-26005-000001" })).status).toBe(200);
    const dup = await w.call("pwd/file", { id: b.id, filedDate: "01/05/2026", dolCaseNumber: "P-100-26005-000001" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(DOL_NUMBER_TAKEN);
    expect((await w.call("pwd/record-determination", { ...det, wageUnit: "Century" })).body.result.error?.fields?.wageUnit).toBeTruthy();
    expectField(await w.call("pwd/details", { id: "nope" }), "id", MSG.invalid("PWD"));
    expectField(await w.call("pwd/details", {}), "id");
    expectField(await w.call("pwd/list", { sortBy: "nope" }), "sortBy");
    expectField(await w.call("pwd/list", { filter: { matcher: { validity: "soon" } } }), "filter.matcher.validity", MSG.invalid("Validity"));
    expectField(await w.call("pwd/list", { perpage: 101 }), "perpage");
  });

  it("a client reads its own company's PWDs only; roles without the permission get 403; another firm 404", async () => {
    const w = await world();
    const pwd = (await w.call("pwd/create", position(w.company.id))).body.result.data;
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.call("pwd/details", { id: pwd.id }, client.token)).body.result.data).toMatchObject({ id: pwd.id, canUpdate: false, actions: { edit: false, file: false, determine: false } });
    expect((await w.call("pwd/update", { id: pwd.id, notes: "x" }, client.token)).status).toBe(403);
    expect((await w.call("pwd/create", position(w.company.id), client.token)).status).toBe(403);
    const otherCompany = await createCompany(w.tenant.id);
    const otherClient = await createUser(w.tenant, 50, { companyId: otherCompany.id });
    expect((await w.call("pwd/details", { id: pwd.id }, otherClient.token)).status).toBe(404);
    expect((await w.call("pwd/list", {}, otherClient.token)).body.result.pagination?.total).toBe(0);
    // A branch manager of another branch neither sees it nor creates one for the client.
    const elsewhere = await createBranch(w.tenant.id, "NY");
    const manager = await createUser(w.tenant, 4, { branchId: elsewhere.id });
    expect((await w.call("pwd/details", { id: pwd.id }, manager.token)).status).toBe(404);
    expect((await w.call("pwd/create", position(w.company.id), manager.token)).status).toBe(404);
    // The front office reads, does not prepare; the beneficiary and the subscriber do not read.
    const frontOffice = await createUser(w.tenant, 5);
    expect((await w.call("pwd/details", { id: pwd.id }, frontOffice.token)).status).toBe(200);
    expect((await w.call("pwd/file", { id: pwd.id, filedDate: "01/05/2026" }, frontOffice.token)).status).toBe(403);
    for (const role of [51, 12]) {
      const { token } = await createUser(w.tenant, role);
      expectStatus(await w.call("pwd/list", {}, token), 403, "FORBIDDEN");
      expectStatus(await w.call("pwd/details", { id: pwd.id }, token), 403, "FORBIDDEN");
    }
    // Recording the determination is for the staff who prepare PWDs: not the front office nor the client.
    expectStatus(await w.call("pwd/file", { id: pwd.id, filedDate: "01/05/2026" }), 200);
    const determination = { id: pwd.id, determinationDate: "03/02/2026", wageCents: 14_250_000, wageUnit: "Year", validityEnd: "12/31/2026" };
    for (const token of [frontOffice.token, client.token]) expectStatus(await w.call("pwd/record-determination", determination, token), 403, "FORBIDDEN");
    expect((await w.call("pwd/details", { id: pwd.id })).body.result.data).toMatchObject({ statusId: 15, determinationDate: null, validityEnd: null });
    // Another firm: 404 for every call naming this PWD, and for this firm's client.
    const other = await world();
    for (const [path, body] of [
      ["pwd/details", { id: pwd.id }],
      ["pwd/update", { id: pwd.id, notes: "x" }],
      ["pwd/file", { id: pwd.id, filedDate: "01/05/2026" }],
      ["pwd/record-determination", { id: pwd.id, determinationDate: "03/02/2026", wageCents: 100, wageUnit: "Year", validityEnd: "06/30/2026" }],
      ["pwd/create", position(w.company.id)],
    ] as const) {
      expect((await other.call(path, body)).status, path).toBe(404);
    }
    // Another firm's list holds none of this firm's PWDs.
    const theirs = await other.call("pwd/list", {});
    expectStatus(theirs, 200);
    expect(theirs.body.result.data.map((r: { id: string }) => r.id)).not.toContain(pwd.id);
    expect(theirs.body.result.pagination?.total).toBe(0);
  });
});
