// Green-card employment cases (issue 11 section 3): /api/gc-petition/details, update, update-stage,
// manage-edit-option, list and /api/visa-bulletin/list, save — the chargeability from the country of birth,
// the priority date (by hand, from the PERM filing, from the I-140 receipt) against the bulletin in force
// (the firm's cells over the platform's), the check that notifies when a date turns current, the client's
// edit lock; happy path, 422 (also details' id, the list's and the bulletin's month), 403, another firm's
// 404, and one firm's bulletin cells never shown to another.
//
// The platform-wide bulletin is shared by every test file on one database: the fetch tests live in this file so that
// they and the platform-cell test above run one after the other (PostgreSQL runs two files at once).
// The platform's monthly fetch of the State Department's Visa Bulletin (issue 34 §4): job "gc.bulletin-fetch"
// against a local fake of travel.state.gov serving recorded bulletins; the fetched month stored once for every
// firm (a firm's own cell still wins), each green-card case rechecked, the case team told when a date turns
// current or retrogresses; a failed fetch shown on /api/visa-bulletin/list with its time while the paste
// still works; fetching turned off. The list call: happy path, 422, 403, and another firm's cells kept apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "@/lib/modules/greencard/jobs";
import { isNull, or, inArray } from "drizzle-orm";
import { petitionAssignments } from "@/db/schema/cases";
import { visaBulletinEntries, visaBulletinFetches } from "@/db/schema/greencard";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import { MSG } from "@/lib/shared/validation/messages";
import { createBeneficiary, createBranch, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";
import { notificationsOf } from "../reminders/fixtures";
import { startBulletinSite } from "./bulletin-fake";
import { world } from "./fixtures";
/** A month's EB-2 cells for India and all areas, in both charts. */
const eb2 = (finalIndia: string, filingIndia: string) => [
  { chart: "final_action", category: "EB2", chargeability: "INDIA", value: finalIndia },
  { chart: "filing", category: "EB2", chargeability: "INDIA", value: filingIndia },
  { chart: "final_action", category: "EB2", chargeability: "ALL", value: "C" },
];

describe("green-card cases and the Visa Bulletin", () => {
  it("charges the worker to India by birth, takes the priority date, and checks it against the month in force", async () => {
    const w = await world();
    let d = (await w.call("gc-petition/details", { id: w.gc.id })).body.result.data;
    expect(d).toMatchObject({ category: null, chargeability: "INDIA", chargeabilitySource: "birth", priorityDate: null, perm: null, petitionerEditAllowed: false, canUpdate: true });
    expect(d.stages.map((s: { stage: string; status: string }) => `${s.stage}:${s.status}`)).toEqual(["i140:not_filed", "i485:not_filed", "i765:not_filed", "i131:not_filed"]);
    expect(d.bulletin.map((b: { state: string }) => b.state)).toEqual(["unknown", "unknown"]);

    expectField(await w.call("gc-petition/update", { id: w.gc.id }), "body", MSG.unableToUpdate);
    expectField(await w.call("gc-petition/update", { id: w.gc.id, category: "EB9" }), "category");
    expectField(await w.call("gc-petition/update", { id: w.gc.id, priorityDate: "11/26/2026" }), "priorityDate", "The priority date cannot be in the future");
    d = (await w.call("gc-petition/update", { id: w.gc.id, category: "EB2", priorityDate: "03/15/2019" })).body.result.data;
    expect(d).toMatchObject({ category: "EB2", priorityDate: "2019-03-15", priorityDateSource: "manual" });

    // November's bulletin: India EB-2 final action Jan 1 2013, filing Jun 15 2013 — not current.
    const saved = await w.call("visa-bulletin/save", { month: "2026-11", cells: eb2("01/01/2013", "2013-06-15") });
    expectStatus(saved, 200);
    expect(saved.body.result.data).toMatchObject({ month: "2026-11", monthInForce: "2026-11", months: ["2026-11"], canEdit: true, canEditPlatform: false });
    expect(saved.body.result.data.cells).toEqual(expect.arrayContaining([{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "2013-01-01", source: "firm" }]));
    expect(await runQueuedJobs("gc.bulletin-check")).toBe(1);
    d = (await w.call("gc-petition/details", { id: w.gc.id })).body.result.data;
    expect(d.bulletin).toEqual([
      { chart: "final_action", month: "2026-11", value: "2013-01-01", state: "not_current" },
      { chart: "filing", month: "2026-11", value: "2013-06-15", state: "not_current" },
    ]);

    // A December bulletin is not in force yet; November's dates for filing move past the priority date.
    const attorney = await createUser(w.tenant, 6);
    await (await getDb()).insert(petitionAssignments).values({ tenantId: w.tenant.id, petitionId: w.gc.id, roleId: 6, userId: attorney.user.id });
    expectStatus(await w.call("visa-bulletin/save", { month: "2026-12", cells: eb2("C", "C") }), 200);
    expectStatus(await w.call("visa-bulletin/save", { month: "2026-11", cells: [{ chart: "filing", category: "EB2", chargeability: "INDIA", value: "03/16/2019" }] }), 200);
    await runQueuedJobs("gc.bulletin-check");
    d = (await w.call("gc-petition/details", { id: w.gc.id })).body.result.data;
    expect(d.bulletin.map((b: { state: string }) => b.state)).toEqual(["not_current", "current"]);
    const told = (await notificationsOf(w.tenant.id, attorney.user.id)).filter((n) => n.kind === "gc.priority-current");
    expect(told.map((n) => n.params)).toEqual([{ caseNumber: w.gc.caseNumber, chart: "filing", month: "2026-11", date: "2019-03-15" }]);
    // Checked again: no second notification.
    expectStatus(await w.call("visa-bulletin/save", { month: "2026-11", cells: [{ chart: "filing", category: "EB2", chargeability: "INDIA", value: "03/16/2019" }] }), 200);
    await runQueuedJobs("gc.bulletin-check");
    expect((await notificationsOf(w.tenant.id, attorney.user.id)).filter((n) => n.kind === "gc.priority-current")).toHaveLength(1);

    // The list: every green-card case with its state; filters.
    const list = await w.call("gc-petition/list", { filter: { matcher: { finalAction: "not_current" } } });
    expect(list.body.result.data).toEqual([
      expect.objectContaining({ petitionId: w.gc.id, beneficiaryName: "Priya Raman", petitionerName: "Globex Analytics", priorityDate: "2019-03-15", finalAction: expect.objectContaining({ state: "not_current" }), filing: expect.objectContaining({ state: "current" }), detailsPath: `/app/gc-employment-details/${w.gc.id}` }),
    ]);
    expect((await w.call("gc-petition/list", { filter: { matcher: { finalAction: "current" } } })).body.result.pagination?.total).toBe(0);

    // Without a priority date set by hand: the I-140 receipt for EB-1.
    d = (await w.call("gc-petition/update", { id: w.gc.id, category: "EB1", priorityDate: null, chargeability: "ALL" })).body.result.data;
    expect(d).toMatchObject({ priorityDate: null, chargeability: "ALL", chargeabilitySource: "case" });
    d = (await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i140", receiptNumber: "lin-26-901-23456", receiptDate: "10/01/2026", status: "filed" })).body.result.data;
    expect(d).toMatchObject({ priorityDate: "2026-10-01", priorityDateSource: "i140" });
    expect(d.stages[0]).toMatchObject({ stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "2026-10-01", status: "filed" });
  });

  it("stage updates, details, the lists and the bulletin say what is missing or wrong", async () => {
    const w = await world();
    const stage = (b: Record<string, unknown>) => w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i485", ...b });
    expectField(await stage({ status: "approved", receiptDate: "10/01/2026" }), "decisionDate", MSG.required("Decision Date"));
    expectField(await stage({ status: "filed" }), "receiptDate", MSG.required("Receipt Date"));
    expectField(await stage({ status: "approved", receiptDate: "10/01/2026", decisionDate: "09/30/2026" }), "decisionDate", "The decision cannot be earlier than the receipt");
    expectField(await stage({ status: "filed", receiptDate: "12/01/2026" }), "receiptDate", "The receipt date cannot be in the future");
    expectField(await stage({ status: "filed", receiptDate: "10/01/2026", receiptNumber: "ABC123" }), "receiptNumber");
    expectField(await stage({ status: "pending", receiptDate: "10/01/2026" }), "status");
    expectField(await w.call("gc-petition/update-stage", { id: w.gc.id, stage: "i999", status: "filed", receiptDate: "10/01/2026" }), "stage");
    const ok = await stage({ status: "approved", receiptNumber: "MSC2690000001", receiptDate: "10/01/2026", decisionDate: "11/20/2026" });
    expect(ok.body.result.data.stages[1]).toMatchObject({ stage: "i485", status: "approved", decisionDate: "2026-11-20" });
    expectField(await w.call("visa-bulletin/save", { month: "2026-13", cells: eb2("C", "C") }), "month");
    expectField(await w.call("visa-bulletin/save", { month: "2026-11", cells: [{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "soon" }] }), "cells.0.value");
    expectField(await w.call("gc-petition/details", { id: "nope" }), "id", MSG.invalid("Case"));
    expectField(await w.call("gc-petition/details", {}), "id");
    expectField(await w.call("gc-petition/list", { sortBy: "nope" }), "sortBy");
    expectField(await w.call("gc-petition/list", { filter: { matcher: { finalAction: "soon" } } }), "filter.matcher.finalAction", MSG.invalid("Final Action"));
    expectField(await w.call("gc-petition/list", { filter: { matcher: { category: "EB9" } } }), "filter.matcher.category");
    expectField(await w.call("visa-bulletin/list", { month: "2026-13" }), "month", "Month must be YYYY-MM");
    expectField(await w.call("visa-bulletin/list", { month: "11/2026" }), "month", "Month must be YYYY-MM");
  });

  it("the firm opens a submitted case to the client's edits again", async () => {
    const w = await world();
    const db = await getDb();
    const { petitions } = await import("@/db/schema/cases");
    const { eq } = await import("drizzle-orm");
    await db.update(petitions).set({ completedActivities: ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY", "SUBMIT_TO_LAW_FIRM"], nextWorkflowActivity: "MANAGER_LIST" }).where(eq(petitions.id, w.gc.id));
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.call("petition/update", { id: w.gc.id, title: "Fixed title" }, client.token)).status).toBe(403);
    expect((await w.call("gc-petition/manage-edit-option", { id: w.gc.id, allowPetitionerEdit: true }, client.token)).status).toBe(403);
    const opened = await w.call("gc-petition/manage-edit-option", { id: w.gc.id, allowPetitionerEdit: true });
    expect(opened.body.result.data.petitionerEditAllowed).toBe(true);
    expectStatus(await w.call("petition/update", { id: w.gc.id, title: "Fixed title" }, client.token), 200);
    expectStatus(await w.call("gc-petition/manage-edit-option", { id: w.gc.id, allowPetitionerEdit: false }), 200);
    expect((await w.call("petition/update", { id: w.gc.id, title: "Again" }, client.token)).status).toBe(403);
    expectField(await w.call("gc-petition/manage-edit-option", { id: w.gc.id, allowPetitionerEdit: "yes" }), "allowPetitionerEdit");
    // The client reads its green card (not the firm's list or bulletin).
    expect((await w.call("gc-petition/details", { id: w.gc.id }, client.token)).body.result.data).toMatchObject({ canUpdate: false });
    expect((await w.call("visa-bulletin/list", {}, client.token)).status).toBe(403);
    expect((await w.call("gc-petition/list", {}, client.token)).status).toBe(403);
  });

  it("the platform's bulletin serves every firm without its own; roles and firms are kept apart", async () => {
    const w = await world();
    await w.call("gc-petition/update", { id: w.gc.id, category: "EB2", priorityDate: "03/15/2019" });
    // Only the platform admin enters the platform's table.
    expect((await w.call("visa-bulletin/save", { month: "2026-11", scope: "platform", cells: eb2("C", "C") })).status).toBe(403);
    const platformAdmin = await createUser(w.tenant, 1);
    expectStatus(await w.call("visa-bulletin/save", { month: "2026-10", scope: "platform", cells: eb2("C", "01/01/2010") }, platformAdmin.token), 200);
    const other = await world();
    const seen = (await other.call("visa-bulletin/list", {})).body.result.data;
    expect(seen).toMatchObject({ month: "2026-10", monthInForce: "2026-10", canEdit: true });
    expect(seen.cells).toEqual(expect.arrayContaining([{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "C", source: "platform" }]));
    // This firm's own cell wins over the platform's.
    await w.call("visa-bulletin/save", { month: "2026-10", cells: [{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "01/01/2012" }] });
    expect((await w.call("gc-petition/details", { id: w.gc.id })).body.result.data.bulletin).toEqual([
      { chart: "final_action", month: "2026-10", value: "2012-01-01", state: "not_current" },
      { chart: "filing", month: "2026-10", value: "2010-01-01", state: "not_current" },
    ]);
    // An empty value removes the firm's cell: the platform's shows again.
    await w.call("visa-bulletin/save", { month: "2026-10", cells: [{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "" }] });
    expect((await w.call("gc-petition/details", { id: w.gc.id })).body.result.data.bulletin[0]).toMatchObject({ value: "C", state: "current" });

    // Roles: the front office reads, does not change; the subscriber does not read.
    const frontOffice = await createUser(w.tenant, 5);
    expectStatus(await w.call("gc-petition/details", { id: w.gc.id }, frontOffice.token), 200);
    expect((await w.call("gc-petition/update", { id: w.gc.id, category: "EB3" }, frontOffice.token)).status).toBe(403);
    expect((await w.call("visa-bulletin/save", { month: "2026-10", cells: eb2("C", "C") }, frontOffice.token)).status).toBe(403);
    expect((await w.call("gc-petition/details", { id: w.gc.id }, (await createUser(w.tenant, 12)).token)).status).toBe(403);
    // A branch manager of another branch does not reach the case.
    const manager = await createUser(w.tenant, 4, { branchId: (await createBranch(w.tenant.id, "NY")).id });
    expect((await w.call("gc-petition/details", { id: w.gc.id }, manager.token)).status).toBe(404);
    expect((await w.call("gc-petition/list", {}, manager.token)).body.result.pagination?.total).toBe(0);
    // A case of another sub type is not a green-card case.
    const h1b = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id, branchId: w.branch.id }, []);
    expect((await w.call("gc-petition/details", { id: h1b.id })).status).toBe(404);
    // Another firm: 404 for every call naming this case.
    for (const [path, body] of [
      ["gc-petition/details", { id: w.gc.id }],
      ["gc-petition/update", { id: w.gc.id, category: "EB3" }],
      ["gc-petition/update-stage", { id: w.gc.id, stage: "i140", status: "not_filed" }],
      ["gc-petition/manage-edit-option", { id: w.gc.id, allowPetitionerEdit: true }],
    ] as const) {
      expect((await other.call(path, body)).status, path).toBe(404);
    }
    expect((await other.call("gc-petition/list", {})).body.result.data.map((r: { petitionId: string }) => r.petitionId)).toEqual([other.gc.id]);
    // A firm's own month is not another firm's: neither the cells nor the month are listed there.
    const mine = await w.call("visa-bulletin/save", { month: "2031-07", cells: eb2("02/02/2020", "03/03/2021") });
    expectStatus(mine, 200);
    expect(mine.body.result.data.cells).toHaveLength(3);
    expect(mine.body.result.data.cells.every((c: { source: string }) => c.source === "firm")).toBe(true);
    const theirs = await other.call("visa-bulletin/list", { month: "2031-07" });
    expectStatus(theirs, 200);
    expect(theirs.body.result.data).toMatchObject({ month: "2031-07", cells: [] });
    expect(theirs.body.result.data.months).not.toContain("2031-07");
    expect((await w.call("visa-bulletin/list", { month: "2031-07" })).body.result.data.months).toContain("2031-07");
  });
});

let site: Awaited<ReturnType<typeof startBulletinSite>>;
const before = process.env.VISA_BULLETIN_BASE_URL;

beforeAll(async () => {
  site = await startBulletinSite();
  process.env.VISA_BULLETIN_BASE_URL = site.url;
});
afterAll(async () => {
  process.env.VISA_BULLETIN_BASE_URL = before;
  await site?.stop();
  // The fetched months are every firm's: leave none behind for the other test files sharing a PostgreSQL database.
  const db = await getDb();
  await db.delete(visaBulletinEntries).where(isNull(visaBulletinEntries.tenantId));
  await db.delete(visaBulletinFetches).where(or(inArray(visaBulletinFetches.month, ["2023-12", "2024-01", "2024-02"])));
});

async function fetchOn(today: string) {
  await enqueue(await getDb(), "gc.bulletin-fetch", { today });
  return runQueuedJobs("gc.bulletin-fetch");
}

describe("the Visa Bulletin fetched from the State Department", () => {
  // The platform's cells and the queued checks the tests above left (their platform month, a check on their day).
  beforeAll(async () => {
    await (await getDb()).delete(visaBulletinEntries).where(isNull(visaBulletinEntries.tenantId));
    await runQueuedJobs("gc.bulletin-check");
  });

  it("stores the month for every firm once, rechecks the cases and tells the case team of a date turned current or retrogressed", async () => {
    const w = await world();
    const attorney = await createUser(w.tenant, 6);
    const db = await getDb();
    await db.insert(petitionAssignments).values({ tenantId: w.tenant.id, petitionId: w.gc.id, roleId: 6, userId: attorney.user.id });
    // India-born EB-2, priority date Mar 15 2012; a second worker (born elsewhere: ALL) in EB-3 from Jan 1 2021, no team assigned.
    expectStatus(await w.call("gc-petition/update", { id: w.gc.id, category: "EB2", priorityDate: "03/15/2012" }), 200);
    const other = await createBeneficiary(w.tenant.id, { firstName: "Lena", lastName: "Ortiz", companyId: w.company.id, countryOfBirthId: 10 });
    const gc2 = await createCase(w.tenant.id, { typeId: 3, subTypeId: 15, petitionerId: w.company.id, branchId: w.branch.id, title: "Lena Ortiz - green card" }, [other.id]);
    expectStatus(await w.call("gc-petition/update", { id: gc2.id, category: "EB3", priorityDate: "01/01/2021" }), 200);

    // December 2023 is published, January 2024 not yet (404: no failure).
    site.published.add("visa-bulletin-for-december-2023.html");
    await fetchOn("2023-12-05");
    expect(site.asked).toEqual([
      "/content/travel/en/legal/visa-law0/visa-bulletin/2024/visa-bulletin-for-december-2023.html",
      "/content/travel/en/legal/visa-law0/visa-bulletin/2024/visa-bulletin-for-january-2024.html",
    ]);
    await runQueuedJobs("gc.bulletin-check");
    let b = (await w.call("visa-bulletin/list", { month: "2023-12" })).body.result.data;
    expect(b.cells).toEqual(expect.arrayContaining([
      { chart: "final_action", category: "EB2", chargeability: "INDIA", value: "2011-10-01", source: "fetched" },
      { chart: "filing", category: "EB3", chargeability: "ALL", value: "2023-01-01", source: "fetched" },
      { chart: "final_action", category: "F4", chargeability: "INDIA", value: "2005-10-08", source: "fetched" },
    ]));
    expect(b.fetch).toMatchObject({ enabled: true, lastOutcome: "not_published", lastMonth: "2024-01", lastSuccessMonth: "2023-12" });
    // A first look tells no one.
    expect(await notificationsOf(w.tenant.id, attorney.user.id)).toEqual([]);
    expect(await notificationsOf(w.tenant.id, w.admin.user.id)).toEqual([]);

    // January comes out: December is not asked again (February is not out yet); EB-2 India moves past Mar 15 2012, EB-3 all areas moves back to Jan 1 2020.
    site.published.add("visa-bulletin-for-january-2024.html");
    site.asked.length = 0;
    await fetchOn("2024-01-02");
    expect(site.asked).toEqual([
      "/content/travel/en/legal/visa-law0/visa-bulletin/2024/visa-bulletin-for-january-2024.html",
      "/content/travel/en/legal/visa-law0/visa-bulletin/2024/visa-bulletin-for-february-2024.html",
    ]);
    await runQueuedJobs("gc.bulletin-check");
    const toAttorney = (await notificationsOf(w.tenant.id, attorney.user.id)).map((n) => [n.kind, n.params]);
    expect(toAttorney).toEqual([["gc.priority-current", { caseNumber: w.gc.caseNumber, chart: "final_action", month: "2024-01", date: "2012-03-15" }]]);
    // The EB-3 case has no team: its branch's managers — here the admin — hear of the retrogression.
    const toAdmin = (await notificationsOf(w.tenant.id, w.admin.user.id)).map((n) => [n.kind, n.params]);
    expect(toAdmin).toEqual([["gc.priority-retrogressed", { caseNumber: gc2.caseNumber, chart: "final_action", month: "2024-01", date: "2021-01-01", state: "not_current" }]]);
    // Checked again: nothing new.
    await enqueue(db, "gc.bulletin-check", { today: "2024-01-02" });
    await runQueuedJobs("gc.bulletin-check");
    expect(await notificationsOf(w.tenant.id, attorney.user.id)).toHaveLength(1);
    expect(await notificationsOf(w.tenant.id, w.admin.user.id)).toHaveLength(1);

    // Another firm sees the fetched month (platform-wide) but not this firm's own paste; this firm's cell wins for itself.
    expectStatus(await w.call("visa-bulletin/save", { month: "2024-01", cells: [{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "01/01/2013" }] }), 200);
    b = (await w.call("visa-bulletin/list", { month: "2024-01" })).body.result.data;
    expect(b.cells).toEqual(expect.arrayContaining([{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "2013-01-01", source: "firm" }]));
    const firmB = await createFirm();
    const seen = (await callApi("visa-bulletin/list", { month: "2024-01" }, { tenant: firmB.tenant.slug, token: firmB.admin.token })).body.result.data;
    expect(seen.cells).toEqual(expect.arrayContaining([{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "2012-07-01", source: "fetched" }]));
    expect(seen.cells.some((c: { source: string }) => c.source === "firm")).toBe(false);

    // Invalid month; a caller without the bulletin (the worker).
    expectStatus(await w.call("visa-bulletin/list", { month: "2024-13" }), 422);
    const beneficiary = await createUser(w.tenant, 51);
    expectStatus(await w.call("visa-bulletin/list", {}, beneficiary.token), 403);
  });

  it("says when the last fetch failed, retries later, and keeps the paste working; turned off, it fetches nothing", async () => {
    const w = await world();
    site.down = true;
    site.asked.length = 0;
    await expect(fetchOn("2024-02-03")).rejects.toThrow(/503/);
    site.down = false;
    let b = (await w.call("visa-bulletin/list", {})).body.result.data;
    expect(b.fetch).toMatchObject({ enabled: true, lastOutcome: "failed", lastMonth: expect.stringMatching(/^2024-0[23]$/) });
    expect(Date.now() - Date.parse(b.fetch.lastAttemptAt)).toBeLessThan(60_000);
    // The firm pastes February itself.
    const saved = await w.call("visa-bulletin/save", { month: "2026-11", cells: [{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "C" }] });
    expectStatus(saved, 200);
    expect(saved.body.result.data.cells).toEqual(expect.arrayContaining([{ chart: "final_action", category: "EB2", chargeability: "INDIA", value: "C", source: "firm" }]));

    process.env.VISA_BULLETIN_BASE_URL = "off";
    try {
      site.asked.length = 0;
      await fetchOn("2024-02-04");
      expect(site.asked).toEqual([]);
      b = (await w.call("visa-bulletin/list", {})).body.result.data;
      expect(b.fetch.enabled).toBe(false);
    } finally {
      process.env.VISA_BULLETIN_BASE_URL = site.url;
    }
  });
});
