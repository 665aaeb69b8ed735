// /api/cap/create, details, list, update, update-status and season: the one-per-season rule, the details
// copied from the beneficiary, area and wage level from the OFLC tables (else manual), weighted entries
// (a person at their lowest level), "ready" needing every detail, submission with the confirmation
// number, selection opening the H-1B cap case with the filing deadline; 422 / 403 / other firm 404.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { tenants } from "@/db/schema/tenancy";
import { getDb } from "@/lib/server/db/client";
import { capFilingDeadline } from "@/lib/modules/cap/rules";
import { sealBeneficiaryNumbers } from "@/lib/modules/beneficiaries/numbers";
import { callApi } from "../api";
import { createTenant, createUser } from "../../factories";
import { expectField, expectStatus } from "../reminders/fixtures";
import { capFirm, FY, POSITION } from "./fixtures";

describe("POST /api/cap/create", () => {
  it("creates a draft with the beneficiary's details and the level of the season's OFLC tables", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION });
    const d = (await f.call("details", { id: reg.id })).body.result.data;
    expect(d).toMatchObject({
      statusId: 1,
      status: "Draft",
      capType: "regular",
      passportNumber: f.priya.passportNumber,
      dateOfBirth: "1995-04-12",
      areaCode: "41940",
      areaName: "San Jose-Sunnyvale-Santa Clara, CA",
      wageLevel: "III",
      wageLevelSource: "oflc",
      entries: { own: 3, counted: 3 },
      issues: [],
      canUpdate: true,
      nextStatuses: [2],
    });
  });

  it("keeps the level given when the tables do not know the county, and registers a wage below Level I at Level I", async () => {
    const f = await capFirm();
    const manual = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION, worksiteCounty: "Nowhere", wageLevel: "II" });
    expect(manual).toMatchObject({ wageLevel: "II", wageLevelSource: "manual", areaCode: null });
    const low = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.arjun.id, ...POSITION, wageCents: 9_000_000, wageLevel: "IV" });
    expect(low).toMatchObject({ wageLevel: "I", wageLevelSource: "oflc" });
  });

  it("refuses a second registration of the person for the same client and season (409), not for another season", async () => {
    const f = await capFirm();
    await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id });
    const again = await f.call("create", { fiscalYear: FY, petitionerId: f.acme.id, beneficiaryId: f.priya.id });
    expectStatus(again, 409, "CONFLICT");
    expect(again.body.result.error?.message).toBe(`This beneficiary is already registered for this client in FY${FY}`);
    await f.create({ fiscalYear: FY + 1, petitionerId: f.acme.id, beneficiaryId: f.priya.id });
  });

  it("answers 422 for bad fields, 403 without CAP_LCA_CREATE, 404 for another firm's client or beneficiary", async () => {
    const f = await capFirm();
    expectField(await f.call("create", { fiscalYear: "20x", petitionerId: f.acme.id, beneficiaryId: f.priya.id }), "fiscalYear");
    expectField(await f.call("create", { fiscalYear: FY, petitionerId: f.acme.id, beneficiaryId: f.priya.id, socCode: "151252" }), "socCode");
    expectField(await f.call("create", { fiscalYear: FY, petitionerId: f.acme.id, beneficiaryId: f.priya.id, passportNumber: "12", passportCountryId: 101 }), "passportNumber");
    const docExecutive = await createUser(f.tenant, 10);
    expectStatus(await f.call("create", { fiscalYear: FY, petitionerId: f.acme.id, beneficiaryId: f.priya.id }, docExecutive.token), 403, "FORBIDDEN");
    const other = await createTenant();
    const stranger = await createUser(other, 11);
    expectStatus(await f.call("create", { fiscalYear: FY, petitionerId: f.acme.id, beneficiaryId: f.priya.id }, stranger.token, other.slug), 404, "NOT_FOUND");
  });

  it("lets a paralegal create registrations (issue 34 §3), unless the firm turned CAP_LCA_CREATE off for paralegals", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION }, f.paralegal.token);
    expect(reg).toMatchObject({ statusId: 1, wageLevel: "III" });
    const db = await getDb();
    await db.update(tenants).set({ permissions: { "8": ["TASK_LIST"] } }).where(eq(tenants.id, f.tenant.id));
    expectStatus(await f.call("create", { fiscalYear: FY, petitionerId: f.acme.id, beneficiaryId: f.arjun.id }, f.paralegal.token), 403, "FORBIDDEN");
  });

  it("lets the client register its own workers only", async () => {
    const f = await capFirm();
    await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id }, f.client.token);
    expectStatus(await f.call("create", { fiscalYear: FY, petitionerId: f.globex.id, beneficiaryId: f.meera.id }, f.client.token), 404);
  });
});

describe("POST /api/cap/update and update-status", () => {
  it("edits a draft, re-deriving the level; ready needs every detail; submitted needs a unique confirmation number; then the details are fixed", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id });
    const notReady = await f.call("update-status", { id: reg.id, statusId: 2 });
    expectField(notReady, "statusId", "Complete the registration first: JOB_TITLE, SOC_CODE, WORKSITE, WAGE, WAGE_LEVEL");
    const upd = await f.call("update", { id: reg.id, ...POSITION, wageCents: 17_000_000, capType: "masters" });
    expectStatus(upd, 200);
    expect(upd.body.result.data).toMatchObject({ wageLevel: "IV", capType: "masters", entries: { own: 4, counted: 4 } });
    expectStatus(await f.call("update-status", { id: reg.id, statusId: 2 }), 200);
    expectField(await f.call("update", { id: reg.id, socCode: null }), "statusId");
    expectField(await f.call("update-status", { id: reg.id, statusId: 3 }), "confirmationNumber", "Confirmation Number is required");
    expectField(await f.call("update-status", { id: reg.id, statusId: 3, confirmationNumber: "abc" }), "confirmationNumber");
    const sub = await f.call("update-status", { id: reg.id, statusId: 3, confirmationNumber: "ab12-cd34-ef56-gh78", date: "2026-03-10" });
    expectStatus(sub, 200);
    expect(sub.body.result.data).toMatchObject({ statusId: 3, confirmationNumber: "AB12CD34EF56GH78", submittedDate: "2026-03-10", canUpdate: false, nextStatuses: [4, 5] });
    expectField(await f.call("update", { id: reg.id, jobTitle: "Other" }), "id", "A registration can be changed only while it is a draft or ready");
    expectField(await f.call("update-status", { id: reg.id, statusId: 6 }), "statusId");
    // The same confirmation number on another registration is refused.
    const second = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.arjun.id, ...POSITION });
    expectStatus(await f.call("update-status", { id: second.id, statusId: 2 }), 200);
    expectStatus(await f.call("update-status", { id: second.id, statusId: 3, confirmationNumber: "AB12CD34EF56GH78" }), 409, "CONFLICT");
  });

  it("opens the H-1B cap petition case with the filing deadline when a registration is selected, then it may be filed", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION }, f.admin.token);
    for (const [statusId, extra] of [[2, {}], [3, { confirmationNumber: "ZZ11YY22XX33WW44" }]] as const) expectStatus(await f.call("update-status", { id: reg.id, statusId, ...extra }, f.admin.token), 200);
    expectField(await f.call("update-status", { id: reg.id, statusId: 4, date: "2999-01-01" }, f.admin.token), "date");
    const sel = await f.call("update-status", { id: reg.id, statusId: 4, date: "2026-03-31" }, f.admin.token);
    expectStatus(sel, 200);
    const d = sel.body.result.data;
    expect(d).toMatchObject({ statusId: 4, resultDate: "2026-03-31" });
    expect(d.caseNumber).toBeTruthy();
    const db = await getDb();
    const [c] = await db.select().from(petitions).where(eq(petitions.id, d.petitionId));
    expect(c).toMatchObject({ typeId: 1, subTypeId: 2, petitionerId: f.acme.id, deadlineDate: capFilingDeadline(FY, "2026-03-31"), title: `Priya Rao - H-1B cap petition FY${FY}` });
    // An LCA for the case with another SOC code and level is flagged; the same area (Santa Clara) is not.
    const lca = await callApi("lca/request", { petitionId: d.petitionId, socCode: "15-1253", pwLevel: "II", worksites: [{ address1: "1 First St", city: "San Jose", county: "Santa Clara County", state: "CA", postalCode: "95113", workers: 1 }] }, { tenant: f.tenant.slug, token: f.admin.token });
    expectStatus(lca, 200);
    const flagged = (await f.call("details", { id: reg.id }, f.admin.token)).body.result.data;
    expect(flagged.mismatches).toEqual([{ with: "lca", ref: lca.body.result.data.lcaNumber, fields: ["socCode", "wageLevel"] }]);
    const listed = (await f.call("list", { filter: { matcher: { fiscalYear: FY } } }, f.admin.token)).body.result.data;
    expect(listed[0].mismatches).toHaveLength(1);
    expectStatus(await f.call("update-status", { id: reg.id, statusId: 6 }, f.admin.token), 200);
  });

  it("lets the LCA manager record the selection: the case opens without CASE_CREATE or the CREATE_PETITION step, due on June 30", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION });
    for (const [statusId, extra] of [[2, {}], [3, { confirmationNumber: "LM11YY22XX33WW44" }]] as const) expectStatus(await f.call("update-status", { id: reg.id, statusId, ...extra }), 200);
    const sel = await f.call("update-status", { id: reg.id, statusId: 4, date: "2026-03-31" }, f.manager.token);
    expectStatus(sel, 200);
    const db = await getDb();
    const [c] = await db.select().from(petitions).where(eq(petitions.id, sel.body.result.data.petitionId));
    // FY2045's window: April 1 – June 30, 2044 (a Thursday), whatever day the initial round was recorded.
    expect(c).toMatchObject({ subTypeId: 2, petitionerId: f.acme.id, deadlineDate: "2044-06-30" });
    // The LCA manager still cannot create a case by hand.
    expectStatus(await callApi("petition/create", { typeId: 1, subTypeId: 2, petitionerId: f.acme.id, beneficiaryIds: [f.arjun.id] }, { tenant: f.tenant.slug, token: f.manager.token }), 403);
  });

  it("answers 403 to a reader and 404 to another firm", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id });
    expectStatus(await f.call("update", { id: reg.id, jobTitle: "X" }, f.paralegal.token), 403);
    expectStatus(await f.call("update-status", { id: reg.id, statusId: 2 }, f.client.token), 403);
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    for (const path of ["update", "update-status", "details"]) {
      expectStatus(await f.call(path, path === "update-status" ? { id: reg.id, statusId: 2 } : { id: reg.id }, stranger.token, other.slug), 404, "NOT_FOUND");
    }
    expectField(await f.call("update", { id: "not-a-uuid" }), "id");
  });
});

describe("POST /api/cap/list, details and season", () => {
  it("lists the season with entries counted at the person's lowest level, filters, and counts the season", async () => {
    const f = await capFirm();
    const a = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id, ...POSITION, wageCents: 17_000_000 }); // IV
    // The same person (same passport) registered by another client at level II.
    const db = await getDb();
    const { beneficiaries } = await import("@/db/schema/clients");
    await db.update(beneficiaries).set(sealBeneficiaryNumbers(f.tenant.id, f.meera.id, { passportNumber: f.priya.passportNumber })).where(eq(beneficiaries.id, f.meera.id));
    const b = await f.create({ petitionerId: f.globex.id, beneficiaryId: f.meera.id, ...POSITION, wageCents: 13_000_000 }); // II
    await f.create({ petitionerId: f.acme.id, beneficiaryId: f.arjun.id, capType: "masters" });
    const list = await f.call("list", { filter: { matcher: { fiscalYear: FY } }, sortBy: "beneficiaryName", sortOrder: "asc" });
    expectStatus(list, 200);
    expect(list.body.result.pagination?.total).toBe(3);
    const byId = new Map(list.body.result.data.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ wageLevel: "IV", entries: { own: 4, counted: 2 } });
    expect(byId.get(b.id)).toMatchObject({ wageLevel: "II", entries: { own: 2, counted: 2 } });
    const masters = await f.call("list", { filter: { matcher: { fiscalYear: FY, capTypes: ["masters"] } } });
    expect(masters.body.result.data.map((r: { beneficiaryName: string }) => r.beneficiaryName)).toEqual(["Arjun Rao"]);
    const search = await f.call("list", { search: "globex" });
    expect(search.body.result.data.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const details = (await f.call("details", { id: a.id })).body.result.data;
    expect(details.personRegistrations).toEqual([{ id: b.id, employerName: "Globex Corp", wageLevel: "II" }]);
    // The client sees its own company's only.
    const mine = await f.call("list", { filter: { matcher: { fiscalYear: FY } } }, f.client.token);
    expect(mine.body.result.data.map((r: { employerName: string }) => r.employerName)).toEqual(["Acme Robotics Inc", "Acme Robotics Inc"]);
    expectStatus(await f.call("details", { id: b.id }, f.client.token), 404);
    // The season: submitted registrations count as entries, a person once.
    for (const id of [a.id, b.id]) {
      expectStatus(await f.call("update-status", { id, statusId: 2 }), 200);
      expectStatus(await f.call("update-status", { id, statusId: 3, confirmationNumber: `CONF${id.replace(/-/g, "").slice(0, 12).toUpperCase()}` }), 200);
    }
    const season = (await f.call("season", { fiscalYear: FY })).body.result.data;
    expect(season).toMatchObject({ fiscalYear: FY, registrationOpens: `${FY - 1}-03-01`, filingOpens: `${FY - 1}-04-01`, counts: { 1: 1, 3: 2 }, people: 1, entries: 2, wageYear: 2043 });
  });

  it("answers 422 for a bad filter, 403 to the I-9 user, 404 for another firm's registration", async () => {
    const f = await capFirm();
    const reg = await f.create({ petitionerId: f.acme.id, beneficiaryId: f.priya.id });
    expectField(await f.call("list", { filter: { matcher: { statusIds: [9] } } }), "filter.matcher.statusIds.0");
    expectField(await f.call("season", { fiscalYear: 1999 }), "fiscalYear");
    const i9 = await createUser(f.tenant, 49);
    expectStatus(await f.call("list", {}, i9.token), 403);
    expectStatus(await f.call("season", { fiscalYear: FY }, i9.token), 403);
    const other = await createTenant();
    const stranger = await createUser(other, 3);
    expectStatus(await f.call("details", { id: reg.id }, stranger.token, other.slug), 404);
    const theirs = await f.call("list", { filter: { matcher: { fiscalYear: FY } } }, stranger.token, other.slug);
    expect(theirs.body.result.pagination?.total).toBe(0);
  });
});
