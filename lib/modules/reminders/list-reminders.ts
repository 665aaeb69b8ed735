// The reminder lists: the caller's to-dos (/api/todos/list), a case's reminders or the caller's own
// (/api/reminders/list), and the firm users a reminder may be assigned to (the dialog's picker).
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { ActorContext } from "@/lib/server/context";
import { allowedRoles } from "@/lib/shared/permissions";
import { toReminderDtos } from "./access";
import type { AssignableUser, ReminderDto, ReminderListBody, ReminderListMatcher, TodoListBody } from "./contract";
import { activeMembers, listReminderRows, type ReminderListQuery } from "./repository";

type Page = { rows: ReminderDto[]; total: number };

function queryOf(body: TodoListBody, matcher: ReminderListMatcher, today: string, defaultStatuses: readonly string[]): ReminderListQuery {
  return {
    petitionId: matcher.petitionId,
    statuses: matcher.statuses?.length ? matcher.statuses : defaultStatuses,
    dueStart: matcher.dueDateRange?.start,
    dueEnd: matcher.dueDateRange?.end,
    dueBefore: matcher.overdue ? today : undefined,
    search: body.search,
    sortBy: body.sortBy,
    sortOrder: body.sortOrder,
    page: body.page,
    perpage: body.perpage,
  };
}

/** The caller's to-dos: reminders assigned to them, open ones unless `statuses` asks for others; by due date. */
export async function listTodos(ctx: ActorContext, body: TodoListBody): Promise<Page> {
  const { db, actor } = ctx;
  const q = queryOf(body, body.filter.matcher, ctx.clock.today, ["open"]);
  if (q.petitionId) await visibleCaseOr404(db, actor, q.petitionId);
  const { rows, total } = await listReminderRows(db, actor.tenantId, { ...q, assignedTo: actor.userId });
  return { rows: await toReminderDtos(db, actor, rows, ctx.clock.today), total };
}

/**
 * With `petitionId`: every reminder of that case (404 when the caller does not see it), of any status
 * unless filtered. Without: the reminders the caller made or is assigned.
 */
export async function listReminders(ctx: ActorContext, body: ReminderListBody): Promise<Page> {
  const { db, actor } = ctx;
  const petitionId = body.petitionId ?? body.filter.matcher.petitionId;
  const q = queryOf(body, { ...body.filter.matcher, petitionId }, ctx.clock.today, []);
  if (petitionId) {
    const c = await visibleCaseOr404(db, actor, petitionId);
    const { rows, total } = await listReminderRows(db, actor.tenantId, q);
    return { rows: await toReminderDtos(db, actor, rows, ctx.clock.today, () => c.branchId), total };
  }
  const { rows, total } = await listReminderRows(db, actor.tenantId, { ...q, involving: actor.userId });
  return { rows: await toReminderDtos(db, actor, rows, ctx.clock.today), total };
}

/** The firm's active users who work with to-dos (the assignee picker), by name. */
export async function assignableReminderUsers(ctx: ActorContext): Promise<AssignableUser[]> {
  return activeMembers(ctx.db, ctx.actor.tenantId, allowedRoles("task.list"));
}
