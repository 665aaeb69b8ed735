// Drizzle queries of reminders and their assignees (tables owned by this module), plus the read-only
// look-ups they need on the firm's members (assignee checks, the picker, the firm admins) and on the
// notifications already sent for a reminder. Every query is scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { petitionBeneficiaries, petitions } from "@/db/schema/cases";
import { beneficiaries } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import { notifications, reminderAssignees, reminders } from "@/db/schema/work";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { ReminderAssignee } from "./contract";

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderInsert = typeof reminders.$inferInsert;

const ACTIVE = 1;

export async function insertReminder(db: Executor, values: ReminderInsert): Promise<ReminderRow> {
  const [row] = await db.insert(reminders).values(values).returning();
  return row;
}

export async function updateReminderRow(db: Executor, tenantId: string, id: string, patch: Partial<ReminderInsert>): Promise<ReminderRow> {
  const [row] = await db
    .update(reminders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(reminders.tenantId, tenantId), eq(reminders.id, id)))
    .returning();
  return row;
}

export async function findReminder(db: Executor, tenantId: string, id: string, opts: { forUpdate?: boolean } = {}): Promise<ReminderRow | null> {
  const q = db
    .select()
    .from(reminders)
    .where(and(eq(reminders.tenantId, tenantId), eq(reminders.id, id)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

/** The assignees (id and name) of each reminder. */
export async function assigneesOf(db: Executor, tenantId: string, reminderIds: readonly string[]): Promise<Map<string, ReminderAssignee[]>> {
  const out = new Map<string, ReminderAssignee[]>();
  if (reminderIds.length === 0) return out;
  const rows = await db
    .select({ reminderId: reminderAssignees.reminderId, userId: reminderAssignees.userId, name: users.name })
    .from(reminderAssignees)
    .innerJoin(users, eq(users.id, reminderAssignees.userId))
    .where(and(eq(reminderAssignees.tenantId, tenantId), inArray(reminderAssignees.reminderId, [...reminderIds])))
    .orderBy(asc(users.name));
  for (const r of rows) out.set(r.reminderId, [...(out.get(r.reminderId) ?? []), { userId: r.userId, name: r.name }]);
  return out;
}

export async function replaceAssignees(db: Executor, tenantId: string, reminderId: string, userIds: readonly string[]): Promise<void> {
  await db.delete(reminderAssignees).where(and(eq(reminderAssignees.tenantId, tenantId), eq(reminderAssignees.reminderId, reminderId)));
  if (userIds.length) await db.insert(reminderAssignees).values(userIds.map((userId) => ({ reminderId, tenantId, userId })));
}

const assignedTo = (tenantId: string, userId: string): SQL =>
  sql`exists (select 1 from ${reminderAssignees} where ${reminderAssignees.reminderId} = ${reminders.id} and ${reminderAssignees.tenantId} = ${tenantId} and ${reminderAssignees.userId} = ${userId})`;

export type ReminderListQuery = {
  /** Only those assigned to this user. */
  assignedTo?: string;
  /** Only those this user made or is assigned. */
  involving?: string;
  petitionId?: string;
  statuses: readonly string[];
  dueStart?: string;
  dueEnd?: string;
  /** Only open ones due before this day (overdue). */
  dueBefore?: string;
  search?: string;
  sortBy: "dueDate" | "createdAt" | "title";
  sortOrder: "asc" | "desc";
  page: number;
  perpage: number;
};

/** A page of reminders, filtered and sorted in SQL (reminders_tenant_due_idx, reminder_assignees_user_idx). */
export async function listReminderRows(db: Executor, tenantId: string, q: ReminderListQuery): Promise<{ rows: ReminderRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [eq(reminders.tenantId, tenantId)];
  if (q.assignedTo) conds.push(assignedTo(tenantId, q.assignedTo));
  if (q.involving) conds.push(sql`(${eq(reminders.createdBy, q.involving)} or ${assignedTo(tenantId, q.involving)})`);
  if (q.petitionId) conds.push(eq(reminders.petitionId, q.petitionId));
  if (q.statuses.length) conds.push(inArray(reminders.status, [...q.statuses]));
  if (q.dueStart) conds.push(gte(reminders.dueDate, q.dueStart));
  if (q.dueEnd) conds.push(lte(reminders.dueDate, q.dueEnd));
  if (q.dueBefore) conds.push(sql`${reminders.dueDate} < ${q.dueBefore}`, eq(reminders.status, "open"));
  if (q.search) conds.push(sql`${reminders.title} ilike ${likePattern(q.search)}`);
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const order =
    q.sortBy === "dueDate"
      ? [dir(reminders.dueDate), sql`${reminders.dueTime} ${sql.raw(q.sortOrder === "asc" ? "asc nulls first" : "desc nulls last")}`, asc(reminders.title), asc(reminders.id)]
      : q.sortBy === "title"
        ? [dir(reminders.title), asc(reminders.id)]
        : [dir(reminders.createdAt), asc(reminders.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(reminders)
      .where(where)
      .orderBy(...order)
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ total: count() }).from(reminders).where(where),
  ]);
  return { rows, total: Number(total) };
}

// ---------------------------------------------------------------------------------------------
// Members of the firm (read only: the users module owns memberships).

/** Which of `userIds` hold an active membership of the tenant in one of `roleIds`. */
export async function activeMemberIds(db: Executor, tenantId: string, userIds: readonly string[], roleIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, [...userIds]), eq(memberships.statusId, ACTIVE), inArray(memberships.roleId, [...roleIds])));
  return new Set(rows.map((r) => r.userId));
}

/** The active memberships of the tenants in `roleIds` (user, role, branch), by tenant: who may get deadline reminders. */
export async function activeStaffByTenant(db: Executor, tenantIds: readonly string[], roleIds: readonly number[]): Promise<Map<string, { userId: string; roleId: number; branchId: string | null }[]>> {
  const out = new Map<string, { userId: string; roleId: number; branchId: string | null }[]>();
  if (tenantIds.length === 0) return out;
  const rows = await db
    .select({ tenantId: memberships.tenantId, userId: memberships.userId, roleId: memberships.roleId, branchId: memberships.branchId })
    .from(memberships)
    .where(and(inArray(memberships.tenantId, [...tenantIds]), eq(memberships.statusId, ACTIVE), inArray(memberships.roleId, [...roleIds])));
  for (const { tenantId, ...m } of rows) out.set(tenantId, [...(out.get(tenantId) ?? []), m]);
  return out;
}

/** The firms' permission maps (tenants.permissions, read only: the tenants module owns it), by tenant. */
export async function permissionMapsOf(db: Executor, tenantIds: readonly string[]): Promise<Map<string, Record<string, string[]>>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await db.select({ id: tenants.id, permissions: tenants.permissions }).from(tenants).where(inArray(tenants.id, [...tenantIds]));
  return new Map(rows.map((r) => [r.id, r.permissions]));
}

/** The active members of the tenant in `roleIds`, by name (one row per user: the lowest role id). */
export async function activeMembers(db: Executor, tenantId: string, roleIds: readonly number[]): Promise<{ userId: string; name: string; roleId: number }[]> {
  const rows = await db
    .select({ userId: memberships.userId, name: users.name, roleId: sql<number>`min(${memberships.roleId})`.mapWith(Number) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, ACTIVE), inArray(memberships.roleId, [...roleIds])))
    .groupBy(memberships.userId, users.name)
    .orderBy(asc(users.name))
    .limit(1000);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Reminders made from deadlines.

export type DeadlineReminderValues = {
  tenantId: string;
  petitionId: string | null;
  deadlineSubject: string;
  titleParams: Record<string, string | number | null>;
  deadlineKind: string;
  offsetDays: number;
  deadlineDate: string;
  dueDate: string;
  title: string;
};

/**
 * Insert the reminders of deadlines (ON CONFLICT on the partial unique index reminders_deadline_uq).
 * An open one follows its deadline when it moved (dates and title). A done or dismissed one stays as it
 * is while its deadline is the same; a new deadline date (a moved deadline, a restarted premium clock,
 * a second RFE) is a new reminder: it opens again. Returns the rows inserted or changed.
 */
export async function upsertDeadlineReminders(db: Executor, values: readonly DeadlineReminderValues[]): Promise<Pick<ReminderRow, "id" | "tenantId">[]> {
  const out: Pick<ReminderRow, "id" | "tenantId">[] = [];
  const moved = sql`${reminders.deadlineDate} is distinct from excluded.deadline_date`;
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500).map((v) => ({ ...v, source: "deadline", status: "open", timezone: "UTC" }));
    const rows = await db
      .insert(reminders)
      .values(chunk)
      .onConflictDoUpdate({
        target: [reminders.tenantId, reminders.deadlineSubject, reminders.deadlineKind, reminders.offsetDays],
        targetWhere: sql`${reminders.source} = 'deadline'`,
        set: {
          deadlineDate: sql`excluded.deadline_date`,
          dueDate: sql`excluded.due_date`,
          title: sql`excluded.title`,
          titleParams: sql`excluded.title_params`,
          status: sql`case when ${moved} then 'open' else ${reminders.status} end`,
          completedAt: sql`case when ${moved} then null else ${reminders.completedAt} end`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${moved} or (${reminders.status} = 'open' and (${reminders.dueDate} <> excluded.due_date or ${reminders.title} <> excluded.title or ${reminders.titleParams} is distinct from excluded.title_params))`,
      })
      .returning({ id: reminders.id, tenantId: reminders.tenantId });
    out.push(...rows);
  }
  return out;
}

export type OpenDeadlineReminder = Pick<ReminderRow, "id" | "tenantId" | "petitionId" | "deadlineSubject" | "deadlineKind" | "offsetDays" | "deadlineDate" | "dueDate">;

/** The open reminders made from deadlines, of every firm, one firm or one case. */
export async function openDeadlineReminders(db: Executor, scope: { tenantId?: string; petitionId?: string }): Promise<OpenDeadlineReminder[]> {
  const conds: (SQL | undefined)[] = [eq(reminders.source, "deadline"), eq(reminders.status, "open")];
  if (scope.tenantId) conds.push(eq(reminders.tenantId, scope.tenantId));
  if (scope.petitionId) conds.push(eq(reminders.petitionId, scope.petitionId));
  return db
    .select({
      id: reminders.id,
      tenantId: reminders.tenantId,
      petitionId: reminders.petitionId,
      deadlineSubject: reminders.deadlineSubject,
      deadlineKind: reminders.deadlineKind,
      offsetDays: reminders.offsetDays,
      deadlineDate: reminders.deadlineDate,
      dueDate: reminders.dueDate,
    })
    .from(reminders)
    .where(and(...conds));
}

/** The assignee ids of each reminder (no names), any tenant. */
export async function assigneeIdsOf(db: Executor, reminderIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < reminderIds.length; i += 1000) {
    const rows = await db
      .select({ reminderId: reminderAssignees.reminderId, userId: reminderAssignees.userId })
      .from(reminderAssignees)
      .where(inArray(reminderAssignees.reminderId, reminderIds.slice(i, i + 1000)));
    for (const r of rows) out.set(r.reminderId, [...(out.get(r.reminderId) ?? []), r.userId]);
  }
  return out;
}

/** Dismiss open reminders (a deadline that disappeared, a closed case). */
export async function dismissOpenReminders(db: Executor, ids: readonly string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .update(reminders)
      .set({ status: "dismissed", updatedAt: new Date() })
      .where(and(inArray(reminders.id, ids.slice(i, i + 1000)), eq(reminders.status, "open")))
      .returning({ id: reminders.id });
    n += rows.length;
  }
  return n;
}

/** Which of the reminders already have a notification of one of `kinds` for their current deadline (params.reminderId and params.date). */
export async function notifiedReminderIds(db: Executor, due: readonly { id: string; deadlineDate: string | null }[], kinds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < due.length; i += 500) {
    const chunk = due.slice(i, i + 500);
    const rows = await db
      .selectDistinct({ id: sql<string>`${notifications.params}->>'reminderId'`, date: sql<string | null>`${notifications.params}->>'date'` })
      .from(notifications)
      .where(and(inArray(notifications.kind, [...kinds]), inArray(sql`${notifications.params}->>'reminderId'`, chunk.map((d) => d.id))));
    const sent = new Set(rows.map((r) => `${r.id}|${r.date ?? ""}`));
    for (const d of chunk) if (sent.has(`${d.id}|${d.deadlineDate ?? ""}`)) out.add(d.id);
  }
  return out;
}

/** Add assignees (reminder, user) pairs; existing pairs are left alone. */
export async function addAssigneePairs(db: Executor, tenantId: string, pairs: readonly { reminderId: string; userId: string }[]): Promise<void> {
  for (let i = 0; i < pairs.length; i += 1000) {
    await db
      .insert(reminderAssignees)
      .values(pairs.slice(i, i + 1000).map((p) => ({ ...p, tenantId })))
      .onConflictDoNothing();
  }
}

/** Remove a reminder's assignees other than `keep`. */
export async function removeAssigneesExcept(db: Executor, tenantId: string, reminderId: string, keep: readonly string[]): Promise<void> {
  const conds: (SQL | undefined)[] = [eq(reminderAssignees.tenantId, tenantId), eq(reminderAssignees.reminderId, reminderId)];
  if (keep.length) conds.push(notInArray(reminderAssignees.userId, [...keep]));
  await db.delete(reminderAssignees).where(and(...conds));
}

export type BeneficiaryCaseDates = {
  beneficiaryId: string;
  tenantId: string;
  name: string;
  /** A live case naming the person as primary beneficiary; null for a person with none. */
  petitionId: string | null;
  i94Expiry: string | null;
  passportExpiry: string | null;
  visaStampExpiry: string | null;
  eadExpiry: string | null;
  h1bStartDate: string | null;
};

/**
 * People with a status date to watch and the live cases naming them as primary beneficiary, newest case
 * first — one row with no case for a person without any (the expiry kinds).
 */
export async function beneficiaryCaseDates(db: Executor, scope: { tenantId?: string; petitionId?: string }): Promise<BeneficiaryCaseDates[]> {
  return db
    .select({
      beneficiaryId: beneficiaries.id,
      tenantId: beneficiaries.tenantId,
      name: sql<string>`trim(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName})`,
      petitionId: petitions.id,
      i94Expiry: beneficiaries.i94Expiry,
      passportExpiry: beneficiaries.passportExpiry,
      visaStampExpiry: beneficiaries.visaStampExpiry,
      eadExpiry: beneficiaries.eadExpiry,
      h1bStartDate: beneficiaries.h1bStartDate,
    })
    .from(beneficiaries)
    .leftJoin(petitionBeneficiaries, and(eq(petitionBeneficiaries.beneficiaryId, beneficiaries.id), eq(petitionBeneficiaries.isPrimary, true)))
    .leftJoin(petitions, and(eq(petitions.id, petitionBeneficiaries.petitionId), isNull(petitions.deletedAt)))
    .where(
      and(
        isNull(beneficiaries.deletedAt),
        scope.tenantId ? eq(beneficiaries.tenantId, scope.tenantId) : undefined,
        scope.petitionId ? eq(petitions.id, scope.petitionId) : undefined,
        sql`coalesce(${beneficiaries.i94Expiry}, ${beneficiaries.passportExpiry}, ${beneficiaries.visaStampExpiry}, ${beneficiaries.eadExpiry}, ${beneficiaries.h1bStartDate}) is not null`,
      ),
    )
    .orderBy(beneficiaries.id, sql`${petitions.createdAt} desc nulls last`);
}
