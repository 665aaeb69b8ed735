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
import { createBeneficiary, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { createCase, expectStatus } from "../documents/helpers";
import { notificationsOf } from "../reminders/fixtures";
import { startBulletinSite } from "./bulletin-fake";
import { world } from "./fixtures";

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
