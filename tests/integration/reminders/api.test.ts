// /api/reminders/* and /api/todos/list: create, edit, status (repeats), lists with filters, who may
// edit, the assignee and case checks, 422 / 403 / 404.
import { describe, expect, it } from "vitest";
import { auditLog } from "@/db/schema/platform";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { DEFAULT_PERMISSIONS } from "@/lib/shared/constants/roles";
import { ASSIGNEE_NOT_MEMBER, DEADLINE_REMINDER_FIXED } from "@/lib/modules/reminders/save-reminder";
import { createBeneficiary, createUser } from "../../factories";
import { expectField, expectStatus, notificationsOf, reminderFirm, WITH_TASKS } from "./fixtures";

const TODAY = "2026-03-20";

describe("POST /api/reminders/save and /api/todos/list", () => {
  it("creates a reminder for a firm user, notifies them, and lists it in their to-dos by due date", async () => {
    const f = await reminderFirm();
    const res = await f.call("reminders/save", {
      title: "Call the client about the I-94",
      notes: "Ask for the latest entry record",
      dueDate: "03/25/2026",
      dueTime: "14:30",
      reminderTimezone: "America/Chicago",
      petitionId: f.petition.id,
      assigneeIds: [f.attorney.user.id],
      today: TODAY,
    });
    expectStatus(res, 200);
    const r = res.body.result.data;
    expect(r).toMatchObject({
      title: "Call the client about the I-94",
      dueDate: "2026-03-25",
      dueTime: "14:30",
      timezone: "America/Chicago",
      petitionId: f.petition.id,
      caseNumber: f.petition.caseNumber,
      status: "open",
      source: "manual",
      overdue: false,
      editable: true,
      assignees: [{ userId: f.attorney.user.id, name: f.attorney.user.name }],
    });
    // The attorney is told; the admin (the actor) is not.
    const told = await notificationsOf(f.tenant.id, f.attorney.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: "reminder.assigned", petitionId: f.petition.id, params: { reminderId: r.id, title: r.title, date: "2026-03-25" } });
    const db = await getDb();
    expect((await db.select().from(auditLog).where(eq(auditLog.entityId, r.id))).map((a) => a.action)).toEqual(["reminder.create"]);

    // Two more for the attorney, one for the admin only.
    await f.call("reminders/save", { title: "Earlier", dueDate: "2026-03-10", assigneeIds: [f.attorney.user.id] });
    await f.call("reminders/save", { title: "Same day", dueDate: "2026-03-25", assigneeIds: [f.attorney.user.id, f.admin.user.id] });
    await f.call("reminders/save", { title: "Admin's own", dueDate: "2026-03-01" });

    const todos = await f.call("todos/list", { today: TODAY }, f.attorney.token);
    expectStatus(todos, 200);
    expect(todos.body.result.data.map((t: { title: string }) => t.title)).toEqual(["Earlier", "Same day", "Call the client about the I-94"]);
    expect(todos.body.result.pagination).toEqual({ page: 1, perpage: 25, total: 3 });
    expect(todos.body.result.data[0]).toMatchObject({ overdue: true, overdueDays: 10 });

    // dueDateRange (start may equal end), paging, sort order.
    const day = await f.call("todos/list", { today: TODAY, filter: { matcher: { dueDateRange: { start: "03/25/2026", end: "03/25/2026" } } } }, f.attorney.token);
    expect(day.body.result.data.map((t: { title: string }) => t.title)).toEqual(["Same day", "Call the client about the I-94"]);
    const page2 = await f.call("todos/list", { page: 2, perpage: 2, today: TODAY }, f.attorney.token);
    expect(page2.body.result.data.map((t: { title: string }) => t.title)).toEqual(["Call the client about the I-94"]);
    expect(page2.body.result.pagination!.total).toBe(3);
    const desc = await f.call("todos/list", { sortOrder: "desc", today: TODAY }, f.attorney.token);
    expect(desc.body.result.data[0].title).toBe("Call the client about the I-94");
    const overdueOnly = await f.call("todos/list", { today: TODAY, filter: { matcher: { overdue: true } } }, f.attorney.token);
    expect(overdueOnly.body.result.data.map((t: { title: string }) => t.title)).toEqual(["Earlier"]);

    // The admin's to-dos: their own and the shared one.
    const mine = await f.call("todos/list", { today: TODAY });
    expect(mine.body.result.data.map((t: { title: string }) => t.title)).toEqual(["Admin's own", "Same day"]);

    // The case's reminders.
    const ofCase = await f.call("reminders/list", { petitionId: f.petition.id }, f.paralegal.token);
    expectStatus(ofCase, 200);
    expect(ofCase.body.result.data).toHaveLength(1);
    expect(ofCase.body.result.data[0]).toMatchObject({ id: r.id, editable: false, casePath: `/app/petition-details/${f.petition.id}` });
  });

  it("without assignees the reminder is the caller's; an idempotency key replays the same answer", async () => {
    const f = await reminderFirm();
    const headers = { "idempotency-key": `k-${crypto.randomUUID()}` };
    const body = { title: "Renew the bar card", dueDate: "2026-04-01" };
    const a = await f.call("reminders/save", body, f.attorney.token);
    expectStatus(a, 200);
    expect(a.body.result.data.assignees.map((x: { userId: string }) => x.userId)).toEqual([f.attorney.user.id]);
    expect(await notificationsOf(f.tenant.id, f.attorney.user.id)).toHaveLength(0);

    const { callApi } = await import("../api");
    const once = await callApi("reminders/save", body, { tenant: f.tenant.slug, token: f.attorney.token, headers });
    const again = await callApi("reminders/save", body, { tenant: f.tenant.slug, token: f.attorney.token, headers });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.result.data.id).toBe(once.body.result.data.id);
    expect((await f.call("reminders/list", {}, f.attorney.token)).body.result.pagination!.total).toBe(2);
  });
});

describe("POST /api/reminders/update and update-status", () => {
  it("the creator, an assignee or an admin edits; another staff member gets 403 on a case's reminder, 404 on a private one", async () => {
    const f = await reminderFirm();
    const onCase = (await f.call("reminders/save", { title: "Prepare exhibits", dueDate: "2026-04-01", petitionId: f.petition.id, assigneeIds: [f.paralegal.user.id] }, f.attorney.token)).body.result.data;
    const priv = (await f.call("reminders/save", { title: "Private", dueDate: "2026-04-01" }, f.attorney.token)).body.result.data;

    const byAssignee = await f.call("reminders/update", { id: onCase.id, title: "Prepare exhibits A-F", dueDate: "2026-04-02", notes: "" }, f.paralegal.token);
    expectStatus(byAssignee, 200);
    expect(byAssignee.body.result.data).toMatchObject({ title: "Prepare exhibits A-F", dueDate: "2026-04-02", notes: null });

    // Reassigning tells the new assignee only.
    const other = await createUser(f.tenant, 6);
    expectStatus(await f.call("reminders/update", { id: onCase.id, assigneeIds: [f.paralegal.user.id, other.user.id] }, f.attorney.token), 200);
    expect(await notificationsOf(f.tenant.id, other.user.id)).toHaveLength(1);
    expect((await notificationsOf(f.tenant.id, f.paralegal.user.id)).filter((n) => n.kind === "reminder.assigned")).toHaveLength(1);

    const stranger = await createUser(f.tenant, 8);
    expectStatus(await f.call("reminders/update", { id: onCase.id, title: "x" }, stranger.token), 403, "FORBIDDEN");
    expectStatus(await f.call("reminders/update-status", { id: onCase.id, status: "done" }, stranger.token), 403, "FORBIDDEN");
    expectStatus(await f.call("reminders/update", { id: priv.id, title: "x" }, stranger.token), 404, "NOT_FOUND");
    expectStatus(await f.call("reminders/update", { id: priv.id, title: "Admin edit" }), 200);

    const done = await f.call("reminders/update-status", { id: onCase.id, status: "done" }, f.paralegal.token);
    expectStatus(done, 200);
    expect(done.body.result.data.reminder).toMatchObject({ status: "done", overdue: false });
    expect(done.body.result.data.reminder.completedAt).toBeTruthy();
    expect(done.body.result.data.next).toBeNull();
    const reopened = await f.call("reminders/update-status", { id: onCase.id, status: "open" }, f.paralegal.token);
    expect(reopened.body.result.data.reminder).toMatchObject({ status: "open", completedAt: null });
    // Dismissed ones leave the to-do list, and show with a status filter.
    await f.call("reminders/update-status", { id: onCase.id, status: "dismissed" }, f.paralegal.token);
    expect((await f.call("todos/list", {}, f.paralegal.token)).body.result.data).toHaveLength(0);
    const dismissed = await f.call("todos/list", { filter: { matcher: { statuses: ["dismissed"] } } }, f.paralegal.token);
    expect(dismissed.body.result.data.map((r: { id: string }) => r.id)).toEqual([onCase.id]);
  });

  it("done on a repeating reminder opens the next occurrence (month end clamped, past ones skipped)", async () => {
    const f = await reminderFirm();
    const r = (await f.call("reminders/save", { title: "Monthly billing", dueDate: "2026-01-31", repeat: "monthly", assigneeIds: [f.attorney.user.id, f.paralegal.user.id] })).body.result.data;
    const done = await f.call("reminders/update-status", { id: r.id, status: "done", today: "2026-01-30" }, f.attorney.token);
    expectStatus(done, 200);
    expect(done.body.result.data.next).toMatchObject({ title: "Monthly billing", dueDate: "2026-02-28", repeat: "monthly", status: "open" });
    expect(done.body.result.data.next.assignees.map((a: { userId: string }) => a.userId).sort()).toEqual([f.attorney.user.id, f.paralegal.user.id].sort());

    const late = await f.call("reminders/update-status", { id: done.body.result.data.next.id, status: "done", today: "2026-05-02" }, f.attorney.token);
    expect(late.body.result.data.next.dueDate).toBe("2026-05-28");
    // Marking done again answers the same and opens nothing more.
    const twice = await f.call("reminders/update-status", { id: r.id, status: "done" }, f.attorney.token);
    expect(twice.body.result.data.next).toBeNull();
    expect((await f.call("todos/list", {}, f.attorney.token)).body.result.pagination!.total).toBe(1);
  });
});

describe("422, 403 and 404", () => {
  it("422: title, notes, dates, time, time zone, repeat, assignees outside the firm or inactive, unknown keys", async () => {
    const f = await reminderFirm();
    const ok = { title: "T", dueDate: "2026-04-01" };
    expectField(await f.call("reminders/save", { ...ok, title: "" }), "title", "*Title is required");
    expectField(await f.call("reminders/save", { ...ok, title: "x".repeat(201) }), "title", "Maximum 200 characters allowed");
    expectField(await f.call("reminders/save", { ...ok, notes: "x".repeat(2001) }), "notes", "Maximum 2000 characters allowed");
    expectField(await f.call("reminders/save", { ...ok, dueDate: "2026-02-29" }), "dueDate", "Date must be a valid format (MM/DD/YYYY)");
    expectField(await f.call("reminders/save", { ...ok, dueDate: "02/30/2026" }), "dueDate");
    expectField(await f.call("reminders/save", { ...ok, dueTime: "24:00" }), "dueTime", "Due Time not valid");
    expectField(await f.call("reminders/save", { ...ok, dueTime: "9:5" }), "dueTime");
    expectField(await f.call("reminders/save", { ...ok, reminderTimezone: "Mars/Olympus_Mons" }), "reminderTimezone", "Time Zone not valid");
    expectField(await f.call("reminders/save", { ...ok, repeat: "hourly" }), "repeat");
    expectField(await f.call("reminders/save", { ...ok, color: "red" }), "color", "Unknown field");
    expectField(await f.call("todos/list", { filter: { matcher: { dueDateRange: { start: "2026-04-02", end: "2026-04-01" } } } }), "filter.matcher.dueDateRange.end");

    const outsider = await reminderFirm();
    expectField(await f.call("reminders/save", { ...ok, assigneeIds: [outsider.attorney.user.id] }), "assigneeIds", ASSIGNEE_NOT_MEMBER);
    const inactive = await createUser(f.tenant, 6, { statusId: 2 });
    expectField(await f.call("reminders/save", { ...ok, assigneeIds: [inactive.user.id] }), "assigneeIds", ASSIGNEE_NOT_MEMBER);
    const beneficiary = await createUser(f.tenant, 51);
    expectField(await f.call("reminders/save", { ...ok, assigneeIds: [beneficiary.user.id] }), "assigneeIds", ASSIGNEE_NOT_MEMBER);
    const r = (await f.call("reminders/save", ok)).body.result.data;
    expectField(await f.call("reminders/update", { id: r.id, assigneeIds: [outsider.admin.user.id] }), "assigneeIds", ASSIGNEE_NOT_MEMBER);
    expectField(await f.call("reminders/update-status", { id: r.id, status: "finished" }), "status");
  });

  it("403: a beneficiary, and a role whose firm map lacks TASK_LIST", async () => {
    const f = await reminderFirm();
    const ben = await createUser(f.tenant, 51);
    await createBeneficiary(f.tenant.id, { userId: ben.user.id });
    for (const path of ["reminders/save", "reminders/update", "reminders/update-status", "reminders/list", "reminders/assignable-users", "todos/list"]) {
      expectStatus(await f.call(path, {}, ben.token), 403, "FORBIDDEN");
    }
    // The default map gives attorneys TASK_LIST (issue 33); a firm that turns it off for them refuses them.
    const plain = await reminderFirm(DEFAULT_PERMISSIONS);
    expectStatus(await plain.call("todos/list", {}, plain.attorney.token), 200);
    const noAttorneys = await reminderFirm({ ...DEFAULT_PERMISSIONS, "6": ["CAP_LCA_CREATE"] });
    expectStatus(await noAttorneys.call("todos/list", {}, noAttorneys.attorney.token), 403, "FORBIDDEN");
    expectStatus(await noAttorneys.call("reminders/save", { title: "T", dueDate: "2026-04-01" }, noAttorneys.attorney.token), 403, "FORBIDDEN");
    // Turned off for admins in the firm's settings: the next call is refused.
    const off = await reminderFirm({ ...WITH_TASKS, "3": DEFAULT_PERMISSIONS["3"].filter((p) => p !== "TASK_LIST") });
    expectStatus(await off.call("todos/list", {}), 403, "FORBIDDEN");
    expectStatus(await off.call("todos/list", {}, off.attorney.token), 200);
  });

  it("404: another firm's reminder or case", async () => {
    const f = await reminderFirm();
    const other = await reminderFirm();
    const theirs = (await other.call("reminders/save", { title: "Theirs", dueDate: "2026-04-01", petitionId: other.petition.id })).body.result.data;
    expectStatus(await f.call("reminders/update", { id: theirs.id, title: "Mine now" }), 404, "NOT_FOUND");
    expectStatus(await f.call("reminders/update-status", { id: theirs.id, status: "done" }), 404, "NOT_FOUND");
    expectStatus(await f.call("reminders/list", { petitionId: other.petition.id }), 404, "NOT_FOUND");
    expectStatus(await f.call("todos/list", { filter: { matcher: { petitionId: other.petition.id } } }), 404, "NOT_FOUND");
    expectStatus(await f.call("reminders/save", { title: "T", dueDate: "2026-04-01", petitionId: other.petition.id }), 404, "NOT_FOUND");
    const mine = (await f.call("reminders/save", { title: "Mine", dueDate: "2026-04-01" })).body.result.data;
    expectStatus(await f.call("reminders/update", { id: mine.id, petitionId: other.petition.id }), 404, "NOT_FOUND");
    expect((await other.call("reminders/list", { petitionId: other.petition.id })).body.result.data[0].title).toBe("Theirs");
  });

  it("a reminder made from a deadline keeps its dates (409 on edit) but can be done or dismissed", async () => {
    const f = await reminderFirm();
    const { syncDeadlineReminders } = await import("@/lib/modules/reminders/deadline-scan");
    const { setCase, assign } = await import("./fixtures");
    await setCase(f.petition.id, { deadlineDate: "2026-05-01" });
    await assign(f, f.petition.id, 6, f.attorney.user.id);
    await syncDeadlineReminders(await getDb(), { tenantId: f.tenant.id, petitionId: f.petition.id }, TODAY);
    const [first] = (await f.call("todos/list", { today: TODAY }, f.attorney.token)).body.result.data;
    expect(first).toMatchObject({ source: "deadline", deadlineKind: "case.deadline", offsetDays: 30, dueDate: "2026-04-01", titleCode: "case.deadline" });
    expectStatus(await f.call("reminders/update", { id: first.id, title: "x" }, f.attorney.token), 409, "CONFLICT");
    expect((await f.call("reminders/update", { id: first.id, title: "x" }, f.attorney.token)).body.message).toBe(DEADLINE_REMINDER_FIXED);
    expectStatus(await f.call("reminders/update-status", { id: first.id, status: "done" }, f.attorney.token), 200);
  });

  it("the assignee picker lists the firm's active staff", async () => {
    const f = await reminderFirm();
    await createUser(f.tenant, 6, { statusId: 2 });
    await createUser(f.tenant, 51);
    const res = await f.call("reminders/assignable-users", {}, f.attorney.token);
    expectStatus(res, 200);
    expect(res.body.result.data.map((u: { userId: string }) => u.userId).sort()).toEqual([f.admin.user.id, f.attorney.user.id, f.paralegal.user.id].sort());
  });
});
