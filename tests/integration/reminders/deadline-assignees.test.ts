// Issue 33: every reminder made from a deadline has at least one assignee who can see it. An RFE due date on
// a case with a paralegal: the paralegal (TASK_LIST by default now) is the assignee and sees the reminders in
// the to-do list and on the case; a case with no team: the firm's admins and the branch manager of the case's
// branch (not another branch's); a team whose role the firm turned off: the managers instead; the whole case
// team (a supervisor too) gets them; the daily scan's notification reaches the assignee.
import { describe, expect, it } from "vitest";
import { syncDeadlineReminders } from "@/lib/modules/reminders/deadline-scan";
import { getDb } from "@/lib/server/db/client";
import { DEFAULT_PERMISSIONS, ROLE } from "@/lib/shared/constants/roles";
import { createBranch, createUser } from "../../factories";
import { assign, deadlineReminders, expectStatus, notificationsOf, reminderFirm, setCase } from "./fixtures";

/** RFE noticed on 2026-01-20 (no response yet): due 2026-04-14. */
const RFE = { uscisResponse: "rfe", rfeNoticeDate: "2026-01-20", rfeServedByMail: false } as const;
const DUE = "2026-04-14";

async function sync(f: { tenant: { id: string } }, petitionId: string, today = "2026-03-01") {
  return syncDeadlineReminders(await getDb(), { tenantId: f.tenant.id, petitionId }, today);
}

const sorted = (ids: string[]) => [...ids].sort();

describe("deadline reminders reach someone who can see them", () => {
  it("an RFE on a case with a paralegal: the paralegal is the assignee and sees them in the to-do list and on the case", async () => {
    const f = await reminderFirm(DEFAULT_PERMISSIONS);
    await assign(f, f.petition.id, ROLE.PARALEGAL, f.paralegal.user.id);
    await setCase(f.petition.id, RFE);
    await sync(f, f.petition.id);

    const rows = await deadlineReminders(f.tenant.id, f.petition.id);
    expect(rows.map((r) => [r.deadlineKind, r.offsetDays, r.deadlineDate])).toEqual([
      ["rfe.response", 30, DUE],
      ["rfe.response", 14, DUE],
      ["rfe.response", 7, DUE],
      ["rfe.response", 1, DUE],
      ["rfe.response", -1, DUE],
    ]);
    for (const r of rows) expect(r.assigneeIds).toEqual([f.paralegal.user.id]);

    const todos = await f.call("todos/list", { today: "2026-03-01" }, f.paralegal.token);
    expectStatus(todos, 200);
    expect(todos.body.result.data.map((r: { id: string }) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(todos.body.result.data[0]).toMatchObject({ titleCode: "rfe.response", petitionId: f.petition.id });
    const onCase = await f.call("reminders/list", { petitionId: f.petition.id }, f.paralegal.token);
    expectStatus(onCase, 200);
    expect(onCase.body.result.data.map((r: { id: string }) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    // The attorney of the firm, not on the case, has none of them.
    expect((await f.call("todos/list", {}, f.attorney.token)).body.result.data).toEqual([]);

    // The daily scan on the 7-day reminder's day notifies the paralegal.
    await syncDeadlineReminders(await getDb(), { tenantId: f.tenant.id }, "2026-04-08");
    const told = (await notificationsOf(f.tenant.id, f.paralegal.user.id)).filter((n) => n.kind === "deadline.approaching");
    expect(told.map((n) => [n.params.date, n.params.days])).toEqual([[DUE, 6]]);
  });

  it("a case with no team: the firm's admins and the branch manager of the case's branch, not another branch's", async () => {
    const f = await reminderFirm(DEFAULT_PERMISSIONS);
    const hq = await createBranch(f.tenant.id, "HQ");
    const ny = await createBranch(f.tenant.id, "NY");
    const hqManager = await createUser(f.tenant, ROLE.BRANCH_MANAGER, { branchId: hq.id });
    await createUser(f.tenant, ROLE.BRANCH_MANAGER, { branchId: ny.id });
    const inactiveAdmin = await createUser(f.tenant, ROLE.ADMIN, { statusId: 2 });
    await setCase(f.petition.id, { ...RFE, branchId: hq.id });
    await sync(f, f.petition.id);

    const rows = await deadlineReminders(f.tenant.id, f.petition.id);
    expect(rows).toHaveLength(5);
    for (const r of rows) expect(r.assigneeIds).toEqual(sorted([f.admin.user.id, hqManager.user.id]));
    expect(rows[0].assigneeIds).not.toContain(inactiveAdmin.user.id);
    const adminTodos = await f.call("todos/list", {});
    expect(adminTodos.body.result.data).toHaveLength(5);
    expect((await f.call("todos/list", {}, hqManager.token)).body.result.data).toHaveLength(5);

    // A paralegal is put on the case: the open reminders follow the team on the next sync.
    await assign(f, f.petition.id, ROLE.PARALEGAL, f.paralegal.user.id);
    await sync(f, f.petition.id);
    for (const r of await deadlineReminders(f.tenant.id, f.petition.id)) expect(r.assigneeIds).toEqual([f.paralegal.user.id]);
  });

  it("the whole case team gets them (a supervisor too); a role the firm turned the to-do list off for does not, the managers do instead", async () => {
    const f = await reminderFirm({ ...DEFAULT_PERMISSIONS, "8": ["CAP_LCA_CREATE"] });
    const supervisor = await createUser(f.tenant, ROLE.SUPERVISOR);
    await assign(f, f.petition.id, ROLE.PARALEGAL, f.paralegal.user.id);
    await assign(f, f.petition.id, ROLE.SUPERVISOR, supervisor.user.id);
    await setCase(f.petition.id, RFE);
    await sync(f, f.petition.id);
    // The paralegal's role has no to-do list in this firm: only the supervisor.
    for (const r of await deadlineReminders(f.tenant.id, f.petition.id)) expect(r.assigneeIds).toEqual([supervisor.user.id]);
    expect((await f.call("todos/list", {}, supervisor.token)).body.result.data).toHaveLength(5);

    // Without the supervisor, nobody of the team can see them: the firm's admin gets them.
    const other = await reminderFirm({ ...DEFAULT_PERMISSIONS, "8": ["CAP_LCA_CREATE"] });
    await assign(other, other.petition.id, ROLE.PARALEGAL, other.paralegal.user.id);
    await setCase(other.petition.id, RFE);
    await sync(other, other.petition.id);
    for (const r of await deadlineReminders(other.tenant.id, other.petition.id)) expect(r.assigneeIds).toEqual([other.admin.user.id]);
  });
});
