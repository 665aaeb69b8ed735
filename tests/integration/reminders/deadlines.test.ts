// Reminders made from deadlines: an RFE recorded on a case queues "deadlines.sync-case", whose run makes
// the attorney's RFE-response reminders (30, 14, 7, 1 days before, and the day after); reruns make no
// duplicates; a moved deadline moves them; a response received or a closed case dismisses them; without
// an attorney or paralegal the firm admins get them; the daily scan notifies the day's one once.
import { describe, expect, it } from "vitest";
import "@/lib/modules/reminders/jobs";
import { runQueuedJobs } from "@/lib/server/jobs/runner";
import { getDb } from "@/lib/server/db/client";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { rfeResponseDue, premiumProcessingDeadline } from "@/lib/modules/deadlines/rules";
import { createUser } from "../../factories";
import { awaitingUscisResponse, expectStatus, file, PDF, useTempFileStore } from "../documents/helpers";
import { assign, deadlineReminders, notificationsOf, reminderFirm, setCase } from "./fixtures";

useTempFileStore();

/** A premium I-129 case received 2026-01-05 whose next step is the USCIS response, with its scanned copy and an attorney. */
async function rfeWorld() {
  const w = await awaitingUscisResponse();
  const attorney = await createUser(w.tenant, 6);
  const db = await getDb();
  const { petitionAssignments } = await import("@/db/schema/cases");
  await db.insert(petitionAssignments).values({ tenantId: w.tenant.id, petitionId: w.petition.id, roleId: 6, userId: attorney.user.id });
  return { ...w, attorney };
}

const shape = (rows: Awaited<ReturnType<typeof deadlineReminders>>) => rows.map((r) => [r.deadlineKind, r.offsetDays, r.deadlineDate, r.dueDate, r.status]);

describe("reminders from deadlines", () => {
  it("an RFE recorded makes the attorney's response reminders; reruns, a moved date, the response and the decision", async () => {
    const w = await rfeWorld();
    const rfe = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "01/20/2026", rfeNoticeDate: "01/20/2026", file: file(PDF, "rfe.pdf") });
    expectStatus(rfe, 200);
    expect(await runQueuedJobs("deadlines.sync-case")).toBeGreaterThanOrEqual(1);

    const due = rfeResponseDue({ noticeDate: "2026-01-20", servedByMail: false, kind: "RFE" });
    expect(due).toBe("2026-04-14");
    let rows = await deadlineReminders(w.tenant.id, w.petition.id);
    // The premium clock is paused by the RFE: only the response reminders. Calendar days, weekends included.
    expect(shape(rows)).toEqual([
      ["rfe.response", 30, due, "2026-03-15", "open"],
      ["rfe.response", 14, due, "2026-03-31", "open"],
      ["rfe.response", 7, due, "2026-04-07", "open"],
      ["rfe.response", 1, due, "2026-04-13", "open"],
      ["rfe.response", -1, due, "2026-04-15", "open"],
    ]);
    expect(rows.every((r) => r.assigneeIds.join() === w.attorney.user.id)).toBe(true);
    expect(rows[0].title).toBe(`Case ${w.petition.caseNumber}: RFE response due`);

    // The job ran on the real today, long after the deadline: the overdue reminder was notified, once.
    const db = await getDb();
    const deadlineNotes = async () => (await notificationsOf(w.tenant.id, w.attorney.user.id)).filter((n) => n.kind.startsWith("deadline."));
    let told = await deadlineNotes();
    expect(told.map((n) => [n.kind, n.params.date, n.params.reminderId])).toEqual([["deadline.overdue", due, rows.find((r) => r.offsetDays === -1)!.id]]);
    // The daily scan on 2026-04-08: the 7-day reminder's day has come (the 30 and 14 are older): one notification.
    const first = await syncDeadlineReminders(db, { tenantId: w.tenant.id }, "2026-04-08");
    expect(first).toMatchObject({ upserted: 0, dismissed: 0, notified: 1 });
    told = await deadlineNotes();
    expect(told.filter((n) => n.kind === "deadline.approaching").map((n) => [n.params.date, n.params.days, n.params.reminderId])).toEqual([[due, 6, rows.find((r) => r.offsetDays === 7)!.id]]);
    // Run again the same day: no duplicate reminder, no second notification.
    expect(await syncDeadlineReminders(db, { tenantId: w.tenant.id }, "2026-04-08")).toEqual({ upserted: 0, dismissed: 0, notified: 0 });
    expect(await deadlineReminders(w.tenant.id, w.petition.id)).toHaveLength(5);
    expect((await syncDeadlineReminders(db, { tenantId: w.tenant.id }, "2026-04-16")).notified).toBe(0);
    expect(await deadlineNotes()).toHaveLength(2);

    // The attorney marks the 30-day one done: it stays done on the next run.
    const thirty = rows.find((r) => r.offsetDays === 30)!;
    await db.update((await import("@/db/schema/work")).reminders).set({ status: "done" }).where((await import("drizzle-orm")).eq((await import("@/db/schema/work")).reminders.id, thirty.id));
    await syncDeadlineReminders(db, { petitionId: w.petition.id, tenantId: w.tenant.id }, "2026-04-16");
    expect((await deadlineReminders(w.tenant.id, w.petition.id)).find((r) => r.id === thirty.id)!.status).toBe("done");

    // Served by mail: the deadline moves 3 days, the open reminders with it (and the done one opens again: a new deadline).
    await setCase(w.petition.id, { rfeServedByMail: true });
    await syncDeadlineReminders(db, { petitionId: w.petition.id, tenantId: w.tenant.id }, "2026-03-01");
    rows = await deadlineReminders(w.tenant.id, w.petition.id);
    expect(shape(rows)).toEqual([
      ["rfe.response", 30, "2026-04-17", "2026-03-18", "open"],
      ["rfe.response", 14, "2026-04-17", "2026-04-03", "open"],
      ["rfe.response", 7, "2026-04-17", "2026-04-10", "open"],
      ["rfe.response", 1, "2026-04-17", "2026-04-16", "open"],
      ["rfe.response", -1, "2026-04-17", "2026-04-18", "open"],
    ]);

    // The response reaches USCIS: the RFE reminders are dismissed, the premium clock restarts (its reminders appear).
    const received = await w.upload("petition/upload-rfe-response-docs", { petitionId: w.petition.id, receivedDate: "03/02/2026", file: file(PDF, "receipt.pdf") });
    expectStatus(received, 200);
    await runQueuedJobs("deadlines.sync-case");
    rows = await deadlineReminders(w.tenant.id, w.petition.id);
    const premium = premiumProcessingDeadline({ receiptOrStartDate: "2026-01-05", form: "I129", rfeResponseReceivedDate: "2026-03-02" });
    expect(rows.filter((r) => r.deadlineKind === "rfe.response").map((r) => r.status)).toEqual(Array(5).fill("dismissed"));
    expect(rows.filter((r) => r.deadlineKind === "premium.clock").map((r) => [r.offsetDays, r.deadlineDate, r.status])).toEqual([
      [30, premium, "open"],
      [14, premium, "open"],
      [7, premium, "open"],
      [1, premium, "open"],
      [-1, premium, "open"],
    ]);

    // USCIS approves: the case is closed, every open reminder of it is dismissed.
    const approved = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "approved", responseDate: "03/10/2026", file: file(PDF, "approval.pdf") });
    expectStatus(approved, 200);
    await runQueuedJobs("deadlines.sync-case");
    rows = await deadlineReminders(w.tenant.id, w.petition.id);
    expect(rows.every((r) => r.status === "dismissed")).toBe(true);
  });

  it("the case's deadline date: reminders for the attorney and paralegal, or the firm admins when none is assigned; edits queue the sync", async () => {
    const f = await reminderFirm();
    const db = await getDb();
    await setCase(f.petition.id, { deadlineDate: "2026-01-10" });
    await syncDeadlineReminders(db, { tenantId: f.tenant.id }, "2025-12-01");
    let rows = await deadlineReminders(f.tenant.id, f.petition.id);
    // Over the year end; no attorney: the firm's admin.
    expect(rows.map((r) => [r.offsetDays, r.dueDate])).toEqual([
      [30, "2025-12-11"],
      [14, "2025-12-27"],
      [7, "2026-01-03"],
      [1, "2026-01-09"],
      [-1, "2026-01-11"],
    ]);
    expect(rows.every((r) => r.assigneeIds.join() === f.admin.user.id)).toBe(true);

    // Assigned later: the open reminders go to the attorney and the paralegal instead.
    await assign(f, f.petition.id, 6, f.attorney.user.id);
    await assign(f, f.petition.id, 8, f.paralegal.user.id);
    await syncDeadlineReminders(db, { tenantId: f.tenant.id }, "2025-12-01");
    rows = await deadlineReminders(f.tenant.id, f.petition.id);
    expect(rows.every((r) => r.assigneeIds.join() === [f.attorney.user.id, f.paralegal.user.id].sort().join())).toBe(true);
    const todos = await f.call("todos/list", { today: "2025-12-01" }, f.paralegal.token);
    expect(todos.body.result.data.map((t: { offsetDays: number }) => t.offsetDays)).toEqual([30, 14, 7, 1, -1]);

    // Editing the deadline through the API queues the sync; its run moves the reminders.
    const edit = await f.call("petition/update", { id: f.petition.id, deadlineDate: "02/10/2026" });
    expectStatus(edit, 200);
    await runQueuedJobs("deadlines.sync-case");
    rows = await deadlineReminders(f.tenant.id, f.petition.id);
    expect(rows.map((r) => [r.offsetDays, r.deadlineDate, r.dueDate])).toEqual([
      [30, "2026-02-10", "2026-01-11"],
      [14, "2026-02-10", "2026-01-27"],
      [7, "2026-02-10", "2026-02-03"],
      [1, "2026-02-10", "2026-02-09"],
      [-1, "2026-02-10", "2026-02-11"],
    ]);
    // The deadline removed: dismissed.
    await setCase(f.petition.id, { deadlineDate: null });
    await syncDeadlineReminders(db, {}, "2025-12-01");
    expect((await deadlineReminders(f.tenant.id, f.petition.id)).every((r) => r.status === "dismissed")).toBe(true);
  });
});
