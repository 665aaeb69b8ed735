// PERM deadlines as reminders (lib/modules/perm/deadlines.ts): each PERM write queues the case's sync; in
// preparation the linked PWD's validity end makes reminders, the filing dismisses them; an audit notice
// makes the 30-day response reminders for the case's attorney, the decision dismisses them, and the
// certification makes the I-140 deadline's. A determined PWD that no PERM record links has its own
// (pwd.validity), for who prepared it.
import { describe, expect, it } from "vitest";
import "@/lib/modules/reminders/jobs";
import "@/lib/modules/perm/deadlines";
import { eq } from "drizzle-orm";
import { petitionAssignments } from "@/db/schema/cases";
import { memberships } from "@/db/schema/identity";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { ROLE } from "@/lib/shared/constants/roles";
import { getDb } from "@/lib/server/db/client";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import { createUser } from "../../factories";
import { expectStatus } from "../documents/helpers";
import { deadlineReminders, notificationsOf, subjectReminders } from "../reminders/fixtures";
import { TODAY, world } from "./fixtures";

/** The open reminders of the case by kind: [kind, offset, deadline]. */
async function openReminders(tenantId: string, petitionId: string) {
  await runQueuedJobs("deadlines.sync-case");
  return (await deadlineReminders(tenantId, petitionId)).filter((r) => r.status === "open").map((r) => [r.deadlineKind, r.offsetDays, r.deadlineDate, r.assigneeIds.length]);
}

describe("PERM deadlines make reminders", () => {
  it("the PWD's end before filing, the audit response, then the I-140 deadline", async () => {
    const w = await world();
    const pwd = await w.pwd("12/31/2026");
    const c = await w.permCase(15);
    const attorney = await createUser(w.tenant, 6);
    await (await getDb()).insert(petitionAssignments).values({ tenantId: w.tenant.id, petitionId: c.id, roleId: 6, userId: attorney.user.id });
    const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: pwd.id })).body.result.data;

    const pwdEnd = [30, 14, 7, 1, -1].map((o) => ["perm.pwd-expiry", o, "2026-12-31", 1]);
    expect(await openReminders(w.tenant.id, c.id)).toEqual(pwdEnd);
    const [first] = await deadlineReminders(w.tenant.id, c.id);
    expect(first.title).toBe(`Case ${c.caseNumber}: PWD ${pwd.pwdNumber} expires`);
    expect(first.assigneeIds).toEqual([attorney.user.id]);

    await w.saveRecord(perm.id);
    await w.prepareDraft(perm.id);
    expectStatus(await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026" }), 200);
    // Filed: the PWD's end no longer runs against the case.
    expect(await openReminders(w.tenant.id, c.id)).toEqual([]);

    expectStatus(await w.call("perm/record-audit", { id: perm.id, auditKind: "supervised", noticeDate: "06/10/2026" }), 200);
    expect(await openReminders(w.tenant.id, c.id)).toEqual([30, 14, 7, 1, -1].map((o) => ["perm.audit-response", o, "2026-07-10", 1]));
    expectStatus(await w.call("perm/audit-response", { id: perm.id, responseDate: "06/14/2026" }), 200);
    expect(await openReminders(w.tenant.id, c.id)).toEqual([]);

    expectStatus(await w.call("perm/record-decision", { id: perm.id, decision: "certified", decisionDate: "06/15/2026" }), 200);
    expect(await openReminders(w.tenant.id, c.id)).toEqual([30, 14, 7, 1, -1].map((o) => ["perm.i140", o, "2026-12-11", 1]));
  });
});

describe("a PWD that no PERM application uses yet (pwd.validity)", () => {
  it("reminds who prepared it of its validity end, notifies on the day and once expired, and stops once a PERM record links it", async () => {
    const w = await world();
    const db = await getDb();
    const sync = (today: string) => syncDeadlineReminders(db, { tenantId: w.tenant.id }, today);
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    const determined = await w.pwd("07/10/2026", w.company.id, paralegal.token);
    const notYet = (await w.call("pwd/create", { petitionerId: w.company.id, jobTitle: "Welder", socCode: "51-4121.00", positionType: "non_professional", worksiteCity: "Austin", worksiteState: "TX", educationLevel: "none", experienceMonths: 0 })).body.result.data;

    await sync(TODAY);
    const rows = await subjectReminders(w.tenant.id, `pwd:${determined.id}`);
    expect(rows.map((r) => [r.deadlineKind, r.offsetDays, r.deadlineDate, r.status, r.petitionId])).toEqual(
      [30, 14, 7, 1, -1].map((o) => ["pwd.validity", o, "2026-07-10", "open", null]),
    );
    expect(rows[0]).toMatchObject({ title: `PWD ${determined.pwdNumber} (Robotics Engineer) expires`, assigneeIds: [paralegal.user.id] });
    // Still preparing: nothing runs yet.
    expect(await subjectReminders(w.tenant.id, `pwd:${notYet.id}`)).toEqual([]);
    // The 30-day reminder's day has passed (June 10): the preparer is told once, with the days left.
    const told = async () => (await notificationsOf(w.tenant.id, paralegal.user.id)).filter((n) => n.kind.startsWith("pwd."));
    expect(await told()).toEqual([
      expect.objectContaining({
        kind: "pwd.validity-approaching",
        link: `/app/pwd-case-details/${determined.id}`,
        params: expect.objectContaining({ pwdNumber: determined.pwdNumber, jobTitle: "Robotics Engineer", employer: "Acme Robotics", date: "2026-07-10", days: 25 }),
      }),
    ]);
    await sync("2026-07-11");
    expect((await told()).map((n) => n.kind).sort()).toEqual(["pwd.validity-approaching", "pwd.validity-expired"]);

    // A PERM record on a case links a second PWD: the case's own reminder (perm.pwd-expiry) takes over.
    const used = await w.pwd("12/31/2026");
    await sync(TODAY);
    expect((await subjectReminders(w.tenant.id, `pwd:${used.id}`)).filter((r) => r.status === "open")).toHaveLength(5);
    const c = await w.permCase(12);
    expectStatus(await w.call("perm/create", { petitionId: c.id, pwdId: used.id }), 200);
    await sync(TODAY);
    expect((await subjectReminders(w.tenant.id, `pwd:${used.id}`)).filter((r) => r.status === "open")).toEqual([]);
    // Its preparer left the firm: the admins get them.
    const later = await w.pwd("12/31/2026", w.company.id, paralegal.token);
    await db.update(memberships).set({ statusId: 2 }).where(eq(memberships.userId, paralegal.user.id));
    await sync(TODAY);
    expect((await subjectReminders(w.tenant.id, `pwd:${later.id}`))[0].assigneeIds).toEqual([w.admin.user.id]);
  });
});
