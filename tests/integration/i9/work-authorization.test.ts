// Work authorization (issue 12 section 3, rule 4): the report's windows (ended, within 30/60/90 days) and the
// list narrowed to one; the "i9.reverify" reminders 90, 60 and 30 days before and the day after, for the
// employer's people (the firm's admins when it has none), moved by a Supplement B reverification and ended
// by a termination; 422, 403 and another firm's empty answer.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import "@/lib/modules/i9/deadlines";
import { ROLE } from "@/lib/shared/constants/roles";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { notificationsOf, subjectReminders } from "../reminders/fixtures";
import { completedWorld } from "./fixtures";

// The completed I-9's EAD ends 06/30/2027: its reverification date.
const REVERIFY_BY = "2027-06-30";

const i9Reminders = (tenantId: string, recordId: string) => subjectReminders(tenantId, `i9:${recordId}`);

describe("POST /api/i9/work-authorization-report and the list's reverifyWithin", () => {
  it("counts the authorizations ended and ending within 30, 60 and 90 days, and lists one window", async () => {
    const w = await completedWorld();
    const report = (today: string, body: Record<string, unknown> = {}) => w.call("i9/work-authorization-report", { today, ...body });
    expect((await report("2027-05-15")).body.result.data).toEqual({ expired: 0, "30": 0, "60": 1, "90": 1 });
    expect((await report("2027-06-30")).body.result.data).toEqual({ expired: 0, "30": 1, "60": 1, "90": 1 });
    expect((await report("2027-07-01")).body.result.data).toEqual({ expired: 1, "30": 0, "60": 0, "90": 0 });
    expect((await report("2027-07-01", { employers: ["firm"] })).body.result.data).toEqual({ expired: 0, "30": 0, "60": 0, "90": 0 });
    const list = (today: string, reverifyWithin: string) => w.call("i9/list", { today, filter: { matcher: { reverifyWithin } } });
    expect((await list("2027-05-15", "60")).body.result.data.map((r: { id: string; reverifyBy: string }) => [r.id, r.reverifyBy])).toEqual([[w.record.id, REVERIFY_BY]]);
    expect((await list("2027-05-15", "30")).body.result.data).toEqual([]);
    expect((await list("2027-07-01", "expired")).body.result.data.map((r: { status: string }) => r.status)).toEqual(["expired_authorization"]);
    expectField(await list("2027-07-01", "45"), "filter.matcher.reverifyWithin");
    // A termination takes the employee out of the report.
    expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "06/01/2027" }), 200);
    expect((await report("2027-07-01")).body.result.data).toEqual({ expired: 0, "30": 0, "60": 0, "90": 0 });
  });

  it("says what is wrong, 403 without I-9 access, nothing of another firm's", async () => {
    const w = await completedWorld();
    expectField(await w.call("i9/work-authorization-report", { employers: ["nope"] }), "employers.0");
    const attorney = await createUser(w.tenant, ROLE.ATTORNEY);
    expectStatus(await w.call("i9/work-authorization-report", {}, attorney.token), 403);
    const other = await createFirm();
    expect((await callApi("i9/work-authorization-report", { today: "2027-07-01" }, { tenant: other.tenant.slug, token: other.admin.token })).body.result.data).toEqual({ expired: 0, "30": 0, "60": 0, "90": 0 });
  });
});

describe("reverification reminders (i9.reverify)", () => {
  it("reminds the employer 90, 60, 30 days before and the day after; a reverification moves them, a termination ends them", async () => {
    const w = await completedWorld();
    const db = await getDb();
    const sync = (today: string) => syncDeadlineReminders(db, { tenantId: w.tenant.id }, today);
    await sync("2027-04-05");
    let rows = await i9Reminders(w.tenant.id, w.record.id);
    expect(rows.map((r) => [r.deadlineKind, r.offsetDays, r.dueDate, r.deadlineDate, r.status, r.petitionId])).toEqual([
      ["i9.reverify", 90, "2027-04-01", REVERIFY_BY, "open", null],
      ["i9.reverify", 60, "2027-05-01", REVERIFY_BY, "open", null],
      ["i9.reverify", 30, "2027-05-31", REVERIFY_BY, "open", null],
      ["i9.reverify", -1, "2027-07-01", REVERIFY_BY, "open", null],
    ]);
    expect(rows[0]).toMatchObject({ titleParams: { name: "Ana Ruiz" }, title: "Form I-9 of Ana Ruiz: reverify the work authorization" });
    // The client has no petitioner or I-9 user yet: the firm's admins.
    expect(rows[0].assigneeIds).toEqual([w.admin.user.id]);
    const told = (await notificationsOf(w.tenant.id, w.admin.user.id)).filter((n) => n.kind.startsWith("i9.reverify"));
    expect(told).toEqual([expect.objectContaining({ kind: "i9.reverify-approaching", link: `/app/i9-details/${w.record.id}`, params: expect.objectContaining({ name: "Ana Ruiz", date: REVERIFY_BY, days: 86 }) })]);
    await sync("2027-04-05");
    expect((await notificationsOf(w.tenant.id, w.admin.user.id)).filter((n) => n.kind.startsWith("i9.reverify"))).toHaveLength(1);

    // The employer's own user takes them over; the reminder shows in the admin's to-do list until then.
    const petitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.acme.id });
    await sync("2027-04-06");
    rows = await i9Reminders(w.tenant.id, w.record.id);
    expect(rows[0].assigneeIds).toEqual([petitioner.user.id]);

    // Reverified with a new EAD: the reminders follow the new date.
    const EAD = { code: "ead", issuingAuthority: "USCIS", number: "IOE0987654321", expirationDate: "06/30/2029" };
    expectStatus(await w.call("i9/add-supplement-b", { today: "2027-06-01", id: w.record.id, kind: "reverification", document: EAD, signerName: "Maria Stone", signature: "Maria Stone", attest: true }), 200);
    await sync("2027-06-01");
    rows = await i9Reminders(w.tenant.id, w.record.id);
    expect([...new Set(rows.filter((r) => r.status === "open").map((r) => r.deadlineDate))]).toEqual(["2029-06-30"]);
    // Gone once the employee leaves.
    expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "06/15/2027" }), 200);
    await sync("2027-06-16");
    expect((await i9Reminders(w.tenant.id, w.record.id)).filter((r) => r.status === "open")).toEqual([]);
  });
});
