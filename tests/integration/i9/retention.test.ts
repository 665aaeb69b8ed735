// I-9 retention (issue 12 section 4, rule 1): the purge with its certificate (not before the retention date,
// not while employed, not under a legal hold, the name typed to confirm), legal holds on a record or a whole
// employer, the automatic-purge setting and the daily review, the retention report's figures; 422, 403,
// and another firm's 404.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/schema/work";
import { i9RecordDocuments, i9Records } from "@/db/schema/i9";
import { getDb } from "@/lib/server/db/client";
import { enqueue, runQueuedJobs } from "@/lib/server/jobs/runner";
import "@/lib/modules/i9/jobs";
import { HELD } from "@/lib/modules/i9/retention";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { completedWorld } from "./fixtures";

// Hired 11/30/2026, left 01/31/2028: kept until 11/30/2029 (3 years from the hire, later than 1 year from the termination).
const PURGE_DAY = "2029-12-01";

async function leftWorld() {
  const w = await completedWorld();
  expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "01/31/2028" }), 200);
  const on = (today: string) => (path: string, body: Record<string, unknown>, token = w.admin.token) => w.call(path, { today, ...body }, token);
  return { ...w, on };
}

describe("POST /api/i9/purge, purged-list", () => {
  it("purges an I-9 past its retention date with the name typed, keeps a certificate and clears the personal data", async () => {
    const w = await leftWorld();
    const early = await w.on("2029-11-30")("i9/purge", { id: w.record.id, confirmName: "Ana Ruiz" });
    expectStatus(early, 409);
    expect(early.body.result.error?.message).toBe("This Form I-9 must be kept until 11/30/2029 (rule 1)");
    const call = w.on(PURGE_DAY);
    expect((await call("i9/details", { id: w.record.id })).body.result.data).toMatchObject({ status: "eligible_for_purge", retainUntil: "2029-11-30", purgeFrom: PURGE_DAY, purgeBlock: null });
    expectField(await call("i9/purge", { id: w.record.id }), "confirmName");
    expect((await call("i9/purge", { id: w.record.id, confirmName: "Ana Ruis" })).body.result.error?.fields).toEqual({ confirmName: "Type the employee's name, Ana Ruiz, to confirm" });
    const res = await call("i9/purge", { id: w.record.id, confirmName: "  ana  RUIZ " });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Form I-9 purged");
    const certificate = res.body.result.data;
    expect(certificate).toEqual({
      id: expect.any(String),
      recordId: w.record.id,
      companyId: w.acme.id,
      employerName: "Acme Robotics Inc",
      employeeName: "Ana Ruiz",
      hireDate: "2026-11-30",
      terminationDate: "2028-01-31",
      retainUntil: "2029-11-30",
      basis: "hire",
      purgedByName: w.admin.user.name,
      automatic: false,
      purgedAt: expect.any(String),
    });
    const d = (await call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ status: "purged", section1: null, section2: null, documents: [], supplements: [], citizenship: null, certificate, purgeBlock: "This Form I-9 was already purged" });
    const db = await getDb();
    const [row] = await db.select().from(i9Records).where(eq(i9Records.id, w.record.id));
    expect(row).toMatchObject({ state: "purged", section1Sealed: null, ssnIndex: null, section1: null, section2: null });
    expect(await db.select().from(i9RecordDocuments).where(eq(i9RecordDocuments.recordId, w.record.id))).toEqual([]);
    // The employee had no other I-9: gone from the employees list.
    expectStatus(await call("employees/details", { id: w.employee.id }), 404);
    const list = await call("i9/purged-list", { sortBy: "purgedAt", sortOrder: "desc" });
    expect(list.body.result.data).toEqual([certificate]);
    expect((await call("i9/purged-list", { search: "nobody" })).body.result.data).toEqual([]);
    expectStatus(await call("i9/purge", { id: w.record.id, confirmName: "Ana Ruiz" }), 409);
    const trail = (await call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string; detail: unknown }[];
    expect(trail[0]).toMatchObject({ action: "i9.purged", detail: { retainUntil: "2029-11-30", basis: "hire", automatic: false } });
  });

  it("is refused while employed, without I-9 admin rights, and for another firm", async () => {
    const w = await completedWorld();
    const still = await w.call("i9/purge", { today: PURGE_DAY, id: w.record.id, confirmName: "Ana Ruiz" });
    expectStatus(still, 409);
    expect(still.body.result.error?.message).toMatch(/still works here/);
    const manager = await createUser(w.tenant, 6);
    expectStatus(await w.call("i9/purge", { today: PURGE_DAY, id: w.record.id, confirmName: "Ana Ruiz" }, manager.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/purge", { today: PURGE_DAY, id: w.record.id, confirmName: "Ana Ruiz" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expect((await callApi("i9/purged-list", {}, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data).toEqual([]);
    expectField(await w.call("i9/purged-list", { sortBy: "salary" }), "sortBy");
  });
});

describe("legal holds", () => {
  it("a hold on the record or on its employer stops the purge until it is released", async () => {
    const w = await leftWorld();
    const call = w.on(PURGE_DAY);
    expectField(await call("i9/hold-place", { recordId: w.record.id }), "reason");
    expectField(await call("i9/hold-place", { recordId: w.record.id, employer: w.acme.id, reason: "Audit" }), "employer");
    const placed = await call("i9/hold-place", { recordId: w.record.id, reason: "ICE Notice of Inspection 2029-114" });
    expectStatus(placed, 200);
    const hold = placed.body.result.data;
    expect(hold).toMatchObject({ recordId: w.record.id, employeeName: "Ana Ruiz", employerName: "Acme Robotics Inc", reason: "ICE Notice of Inspection 2029-114", placedByName: w.admin.user.name, releasedAt: null });
    expectStatus(await call("i9/hold-place", { recordId: w.record.id, reason: "Again" }), 409);
    expect((await call("i9/details", { id: w.record.id })).body.result.data).toMatchObject({ status: "eligible_for_purge", legalHold: true, purgeBlock: HELD });
    const refused = await call("i9/purge", { id: w.record.id, confirmName: "Ana Ruiz" });
    expectStatus(refused, 409);
    expect(refused.body.result.error?.message).toBe(HELD);
    const released = await call("i9/hold-release", { id: hold.id });
    expectStatus(released, 200);
    expect(released.body.result.data).toMatchObject({ releasedByName: w.admin.user.name, releasedAt: expect.any(String) });
    expectStatus(await call("i9/hold-release", { id: hold.id }), 409);
    expect((await call("i9/details", { id: w.record.id })).body.result.data).toMatchObject({ legalHold: false, purgeBlock: null });
    // The whole employer: every I-9 of the client is held.
    const employer = await call("i9/hold-place", { employer: w.acme.id, reason: "Litigation: Ruiz v. Acme" });
    expectStatus(employer, 200);
    expect(employer.body.result.data).toMatchObject({ recordId: null, employeeName: null, companyId: w.acme.id, employerName: "Acme Robotics Inc" });
    expect((await call("i9/details", { id: w.record.id })).body.result.data.legalHold).toBe(true);
    const holding = await call("i9/holds-list", { filter: { matcher: { recordId: w.record.id, active: true } } });
    expect(holding.body.result.data.map((h: { reason: string }) => h.reason)).toEqual(["Litigation: Ruiz v. Acme"]);
    expect((await call("i9/holds-list", {})).body.result.pagination?.total).toBe(2);
    const trail = (await call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string }[];
    expect(trail.map((e) => e.action).slice(0, 2)).toEqual(["legal_hold.released", "legal_hold.placed"]);
    // The firm itself as employer.
    expectStatus(await call("i9/hold-place", { employer: "firm", reason: "Audit of the firm's own staff" }), 200);
    expectStatus(await call("i9/hold-place", { employer: "firm", reason: "Twice" }), 409);
  });

  it("needs I-9 admin rights to place or release; another firm's record, employer and hold are not found", async () => {
    const w = await leftWorld();
    const call = w.on(PURGE_DAY);
    const hold = (await call("i9/hold-place", { recordId: w.record.id, reason: "Audit" })).body.result.data;
    const i9User = await createUser(w.tenant, 49);
    expectStatus(await call("i9/hold-place", { recordId: w.record.id, reason: "Audit" }, i9User.token), 403);
    expectStatus(await call("i9/hold-release", { id: hold.id }, i9User.token), 403);
    const other = await createFirm();
    const theirs = (path: string, body: Record<string, unknown>) => callApi(path, { today: PURGE_DAY, ...body }, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(await theirs("i9/hold-place", { recordId: w.record.id, reason: "Audit" }), 404);
    expectStatus(await theirs("i9/hold-place", { employer: w.acme.id, reason: "Audit" }), 404);
    expectStatus(await theirs("i9/hold-release", { id: hold.id }), 404);
    expect((await theirs("i9/holds-list", {})).body.result.data).toEqual([]);
  });
});

describe("the daily review and the automatic purge", () => {
  it("tells the firm's admins once; purges by itself when the firm chose so, never a held record", async () => {
    const w = await leftWorld();
    const db = await getDb();
    const run = async () => {
      await enqueue(db, "i9.daily", { today: PURGE_DAY });
      await runQueuedJobs("i9.daily");
    };
    await run();
    await run();
    const told = await db.select().from(notifications).where(and(eq(notifications.tenantId, w.tenant.id), eq(notifications.kind, "i9.due-for-purge")));
    expect(told).toEqual([expect.objectContaining({ userId: w.admin.user.id, params: { name: "Ana Ruiz", date: PURGE_DAY }, link: `/app/i9-details/${w.record.id}` })]);
    expect((await w.on(PURGE_DAY)("i9/details", { id: w.record.id })).body.result.data.status).toBe("eligible_for_purge");

    const call = w.on(PURGE_DAY);
    expect((await call("i9/settings", {})).body.result.data).toEqual({ autoPurge: false });
    expectField(await call("i9/settings-save", { autoPurge: "yes" }), "autoPurge");
    const i9User = await createUser(w.tenant, 49);
    expectStatus(await call("i9/settings-save", { autoPurge: true }, i9User.token), 403);
    expectStatus(await call("i9/settings-save", { autoPurge: true }), 200);
    const hold = (await call("i9/hold-place", { recordId: w.record.id, reason: "Audit" })).body.result.data;
    await run();
    expect((await call("i9/details", { id: w.record.id })).body.result.data.status).toBe("eligible_for_purge");
    expectStatus(await call("i9/hold-release", { id: hold.id }), 200);
    await run();
    const d = (await call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.status).toBe("purged");
    expect(d.certificate).toMatchObject({ automatic: true, purgedByName: null, basis: "hire" });
  });
});

describe("POST /api/i9/retention-report", () => {
  it("counts the retained, eligible, held and purged I-9s and the purge days per month", async () => {
    const w = await leftWorld();
    const call = w.on("2029-11-15");
    const report = await call("i9/retention-report", { months: 3 });
    expectStatus(report, 200);
    expect(report.body.result.data).toEqual({
      retained: 1,
      eligible: 0,
      held: 0,
      purged: 0,
      autoPurge: false,
      byMonth: [
        { month: "2029-11", count: 0 },
        { month: "2029-12", count: 1 },
        { month: "2030-01", count: 0 },
      ],
    });
    expect((await w.on(PURGE_DAY)("i9/retention-report", { employers: ["firm"] })).body.result.data).toMatchObject({ retained: 0, eligible: 0 });
    expect((await w.on(PURGE_DAY)("i9/retention-report", { employers: [w.acme.id] })).body.result.data).toMatchObject({ retained: 0, eligible: 1 });
    expectField(await call("i9/retention-report", { months: 99 }), "months");
    const other = await createFirm();
    expect((await callApi("i9/retention-report", { today: PURGE_DAY }, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data).toMatchObject({ retained: 0, eligible: 0 });
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await call("i9/retention-report", {}, attorney.token), 403);
  });
});

describe("retention calls: the usual refusals", () => {
  it("422 on bad input, 403 without I-9 access, and each firm keeps its own setting", async () => {
    const w = await completedWorld();
    const attorney = await createUser(w.tenant, 6);
    for (const path of ["i9/purged-list", "i9/holds-list", "i9/settings"]) expectStatus(await w.call(path, {}, attorney.token), 403);
    expectField(await w.call("i9/hold-release", { id: "not-an-id" }), "id");
    expectField(await w.call("i9/holds-list", { filter: { matcher: { active: "yes" } } }), "filter.matcher.active");
    expectField(await w.call("i9/purge", { id: "nope", confirmName: "Ana Ruiz" }), "id");
    expectStatus(await w.call("i9/settings-save", { autoPurge: true }), 200);
    const other = await createFirm();
    expect((await callApi("i9/settings", {}, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data).toEqual({ autoPurge: false });
    expect((await w.call("i9/settings", {})).body.result.data).toEqual({ autoPurge: true });
  });
});
