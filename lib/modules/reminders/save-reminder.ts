// Create and edit reminders, and change their status (done on a repeating reminder opens the next
// occurrence). Every mutation runs in one transaction with its audit entry; assigning someone other
// than the creator notifies them (reminder.assigned).
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { caseLinks } from "@/lib/modules/cases/deadline-inputs";
import { notify } from "@/lib/modules/notifications/notify";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { allowedRoles } from "@/lib/shared/permissions";
import { reminderOr404, toReminderDtos } from "./access";
import type { ReminderDto, ReminderRepeat, SaveReminderBody, StatusChangeResult, UpdateReminderBody, UpdateReminderStatusBody } from "./contract";
import { nextOccurrence } from "./dates";
import { activeMemberIds, insertReminder, replaceAssignees, updateReminderRow, type ReminderInsert, type ReminderRow } from "./repository";

export const ASSIGNEE_NOT_MEMBER = "Assignees must be active users of your firm";
export const NOT_EDITABLE = "Only the reminder's creator, its assignees or a manager can change it";
export const DEADLINE_REMINDER_FIXED = "This reminder follows a case deadline: change the case's dates instead";

/** 422 unless every id is an active member of the firm in a role that works with to-dos. */
async function checkAssignees(db: Executor, tenantId: string, ids: readonly string[]): Promise<void> {
  const ok = await activeMemberIds(db, tenantId, ids, allowedRoles("task.list"));
  if (ids.some((id) => !ok.has(id))) throw fail.validation({ assigneeIds: ASSIGNEE_NOT_MEMBER });
}

/** The case the reminder is attached to must be one the caller sees (404 otherwise). */
async function checkCase(db: Executor, ctx: ActorContext, petitionId: string | null | undefined): Promise<string | null> {
  if (!petitionId) return null;
  return (await visibleCaseOr404(db, ctx.actor, petitionId)).branchId;
}

async function notifyAssigned(tx: Executor, ctx: ActorContext, row: ReminderRow, userIds: readonly string[]): Promise<void> {
  const recipients = userIds.filter((id) => id !== ctx.actor.userId);
  if (recipients.length === 0) return;
  await notify(tx, {
    tenantId: ctx.actor.tenantId,
    actorUserId: ctx.actor.userId,
    recipients,
    kind: "reminder.assigned",
    params: { reminderId: row.id, title: row.title, date: row.dueDate },
    petitionId: row.petitionId,
    link: row.petitionId ? ((await caseLinks(tx, ctx.actor.tenantId, [row.petitionId])).get(row.petitionId)?.path ?? "/app/tasks-list") : "/app/tasks-list",
  });
}

async function dtoOf(ctx: ActorContext, tx: Executor, row: ReminderRow, caseBranchId: string | null): Promise<ReminderDto> {
  const [dto] = await toReminderDtos(tx, ctx.actor, [row], ctx.clock.today, () => caseBranchId);
  return dto;
}

export async function createReminder(ctx: ActorContext, body: SaveReminderBody): Promise<ReminderDto> {
  const { db, actor } = ctx;
  const assignees = body.assigneeIds?.length ? body.assigneeIds : [actor.userId];
  const caseBranchId = await checkCase(db, ctx, body.petitionId);
  await checkAssignees(db, actor.tenantId, assignees);
  return db.transaction(async (tx) => {
    const row = await insertReminder(tx, {
      tenantId: actor.tenantId,
      title: body.title,
      notes: body.notes ?? null,
      dueDate: body.dueDate,
      dueTime: body.dueTime ?? null,
      timezone: body.reminderTimezone ?? ctx.clock.timezone,
      petitionId: body.petitionId ?? null,
      repeat: body.repeat ?? null,
      status: "open",
      source: "manual",
      createdBy: actor.userId,
    });
    await replaceAssignees(tx, actor.tenantId, row.id, assignees);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "reminder.create", entityType: "reminder", entityId: row.id, after: { ...row, assigneeIds: assignees }, ip: ctx.ip });
    await notifyAssigned(tx, ctx, row, assignees);
    return dtoOf(ctx, tx, row, caseBranchId);
  });
}

const EDIT_KEYS = ["title", "notes", "dueDate", "dueTime", "petitionId", "repeat"] as const;

export async function updateReminder(ctx: ActorContext, body: UpdateReminderBody): Promise<ReminderDto> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const found = await reminderOr404(tx, actor, body.id, { forUpdate: true });
    const { row, assignees, editable } = found;
    if (!editable) throw fail.forbidden(NOT_EDITABLE);
    if (row.source === "deadline") throw fail.conflict(DEADLINE_REMINDER_FIXED);
    let caseBranchId = found.caseBranchId;
    if (body.petitionId !== undefined && body.petitionId !== row.petitionId) caseBranchId = await checkCase(tx, ctx, body.petitionId);

    const patch: Partial<ReminderInsert> = {};
    for (const k of EDIT_KEYS) if (body[k] !== undefined) (patch as Record<string, unknown>)[k] = body[k];
    if (body.reminderTimezone !== undefined) patch.timezone = body.reminderTimezone;
    const before: Record<string, unknown> = Object.fromEntries(Object.keys(patch).map((k) => [k, row[k as keyof ReminderRow]]));
    const after: Record<string, unknown> = { ...patch };

    const oldIds = assignees.map((a) => a.userId);
    let added: string[] = [];
    if (body.assigneeIds !== undefined) {
      const ids = body.assigneeIds.length ? body.assigneeIds : [actor.userId];
      await checkAssignees(tx, actor.tenantId, ids);
      if (ids.length !== oldIds.length || ids.some((id) => !oldIds.includes(id))) {
        await replaceAssignees(tx, actor.tenantId, row.id, ids);
        before.assigneeIds = oldIds;
        after.assigneeIds = ids;
        added = ids.filter((id) => !oldIds.includes(id));
      }
    }
    if (Object.keys(after).length === 0) return dtoOf(ctx, tx, row, caseBranchId);
    const updated = Object.keys(patch).length ? await updateReminderRow(tx, actor.tenantId, row.id, patch) : row;
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "reminder.update", entityType: "reminder", entityId: row.id, before, after, ip: ctx.ip });
    await notifyAssigned(tx, ctx, updated, added);
    return dtoOf(ctx, tx, updated, caseBranchId);
  });
}

export async function updateReminderStatus(ctx: ActorContext, body: UpdateReminderStatusBody): Promise<StatusChangeResult> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const { row, assignees, editable, caseBranchId } = await reminderOr404(tx, actor, body.id, { forUpdate: true });
    if (!editable) throw fail.forbidden(NOT_EDITABLE);
    if (row.status === body.status) return { reminder: await dtoOf(ctx, tx, row, caseBranchId), next: null };
    const updated = await updateReminderRow(tx, actor.tenantId, row.id, { status: body.status, completedAt: body.status === "done" ? new Date() : null });
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "reminder.status",
      entityType: "reminder",
      entityId: row.id,
      before: { status: row.status },
      after: { status: body.status },
      ip: ctx.ip,
    });

    let next: ReminderDto | null = null;
    if (body.status === "done" && row.repeat && row.source === "manual") {
      const nextRow = await insertReminder(tx, {
        tenantId: row.tenantId,
        title: row.title,
        notes: row.notes,
        dueDate: nextOccurrence(row.dueDate, row.repeat as ReminderRepeat, ctx.clock.today),
        dueTime: row.dueTime,
        timezone: row.timezone,
        petitionId: row.petitionId,
        repeat: row.repeat,
        status: "open",
        source: "manual",
        createdBy: row.createdBy,
      });
      const ids = assignees.map((a) => a.userId);
      await replaceAssignees(tx, actor.tenantId, nextRow.id, ids);
      await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "reminder.create", entityType: "reminder", entityId: nextRow.id, after: { ...nextRow, assigneeIds: ids, previousId: row.id }, ip: ctx.ip });
      next = await dtoOf(ctx, tx, nextRow, caseBranchId);
    }
    return { reminder: await dtoOf(ctx, tx, updated, caseBranchId), next };
  });
}
