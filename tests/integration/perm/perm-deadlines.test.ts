// PERM deadlines as reminders (lib/modules/perm/deadlines.ts): each PERM write queues the case's sync; in
// preparation the linked PWD's validity end makes reminders, the filing dismisses them; an audit notice
// makes the 30-day response reminders for the case's attorney, the decision dismisses them, and the
// certification makes the I-140 deadline's.
import { describe, expect, it } from "vitest";
import "@/lib/modules/reminders/jobs";
import "@/lib/modules/perm/deadlines";
import { petitionAssignments } from "@/db/schema/cases";
import { getDb } from "@/lib/server/db/client";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import { createUser } from "../../factories";
import { expectStatus } from "../documents/helpers";
import { deadlineReminders } from "../reminders/fixtures";
import { RECORD, world } from "./fixtures";

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

    for (const step of RECORD) await w.call("perm/save-step", { id: perm.id, ...step });
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
