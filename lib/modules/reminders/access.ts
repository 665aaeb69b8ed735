// Who sees and edits a reminder, and the answer shape (DTO) with the server-computed overdue flag.
// - A reminder on a case: whoever sees the case sees it (the case's Reminders section).
// - A reminder without a case: its creator, its assignees and the firm managers (reminder.manage-any).
// - Edit and status: the creator, an assignee, or reminder.manage-any (an admin; a branch manager on
//   their branch's cases); always within the caller's reach of the case.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { caseLinks } from "@/lib/modules/cases/deadline-inputs";
import { overdue } from "@/lib/modules/deadlines/rules";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { AppError, fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";
import type { ReminderAssignee, ReminderDto, ReminderRepeat, ReminderStatus } from "./contract";
import { assigneesOf, findReminder, type ReminderRow } from "./repository";

export type ReminderAccess = { row: ReminderRow; assignees: ReminderAssignee[]; caseBranchId: string | null; editable: boolean };

/** Whether `actor` may edit a reminder (creator, assignee or manager) whose case (if any) they see. */
export function mayEdit(actor: Actor, row: Pick<ReminderRow, "createdBy">, assigneeIds: readonly string[], caseBranchId: string | null): boolean {
  return row.createdBy === actor.userId || assigneeIds.includes(actor.userId) || can(actor, "reminder.manage-any", { branchId: caseBranchId });
}

/** The reminder as the caller may reach it, or 404 (another firm's, or outside the caller's reach). */
export async function reminderOr404(db: Executor, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}): Promise<ReminderAccess> {
  const row = await findReminder(db, actor.tenantId, id, opts);
  if (!row) throw fail.notFound("Reminder");
  // A case outside the caller's reach hides its reminders: the reminder itself is not found.
  const notFound = (e: unknown) => {
    throw e instanceof AppError && e.code === "NOT_FOUND" ? fail.notFound("Reminder") : e;
  };
  const caseBranchId = row.petitionId ? (await visibleCaseOr404(db, actor, row.petitionId).catch(notFound)).branchId : null;
  const assignees = (await assigneesOf(db, actor.tenantId, [row.id])).get(row.id) ?? [];
  const editable = mayEdit(actor, row, assignees.map((a) => a.userId), caseBranchId);
  if (!row.petitionId && !editable) throw fail.notFound("Reminder");
  return { row, assignees, caseBranchId, editable };
}

/** The reminder's title code for a reminder made from a deadline (messages/<locale>/reminders.json "deadlineTitles"). */
const titleCodeOf = (row: ReminderRow): string | null => (row.source === "deadline" && row.deadlineKind ? row.deadlineKind : null);

export function toReminderDto(row: ReminderRow, assignees: ReminderAssignee[], theCase: { caseNumber: string; path: string } | null, today: string, editable: boolean): ReminderDto {
  const caseNumber = theCase?.caseNumber ?? null;
  const late = row.status === "open" ? overdue(row.dueDate, today) : { overdue: false, days: 0 };
  const titleCode = titleCodeOf(row);
  return {
    id: row.id,
    title: row.title,
    titleCode,
    titleParams: titleCode ? { ...row.titleParams, caseNumber, deadlineDate: row.deadlineDate, offsetDays: row.offsetDays } : null,
    notes: row.notes,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    timezone: row.timezone,
    petitionId: row.petitionId,
    caseNumber,
    casePath: theCase?.path ?? null,
    repeat: (row.repeat as ReminderRepeat | null) ?? null,
    status: row.status as ReminderStatus,
    source: row.source === "deadline" ? "deadline" : "manual",
    deadlineKind: row.deadlineKind,
    deadlineDate: row.deadlineDate,
    offsetDays: row.offsetDays,
    assignees,
    createdBy: row.createdBy,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    overdue: late.overdue,
    overdueDays: late.days,
    editable,
  };
}

/**
 * The DTOs of a page of rows for `actor`: assignees and case numbers in two queries. `caseBranchOf`
 * gives the branch of a row's case for the manager check (undefined: not known, managers by role only).
 */
export async function toReminderDtos(
  db: Executor,
  actor: Actor,
  rows: readonly ReminderRow[],
  today: string,
  caseBranchOf: (petitionId: string) => string | null = () => actor.branchId,
): Promise<ReminderDto[]> {
  const ids = rows.map((r) => r.id);
  const petitionIds = rows.flatMap((r) => (r.petitionId ? [r.petitionId] : []));
  const [assignees, cases] = await Promise.all([assigneesOf(db, actor.tenantId, ids), caseLinks(db, actor.tenantId, petitionIds)]);
  return rows.map((r) => {
    const a = assignees.get(r.id) ?? [];
    const branch = r.petitionId ? caseBranchOf(r.petitionId) : null;
    return toReminderDto(r, a, r.petitionId ? (cases.get(r.petitionId) ?? null) : null, today, mayEdit(actor, r, a.map((x) => x.userId), branch));
  });
}
