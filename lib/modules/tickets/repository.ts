// The tickets' Drizzle code: the per-firm counter, tickets within the caller's reach (policy.ts), their
// comments (internal ones only for staff) and their append-only history; the names shown with them and
// the staff a ticket may be assigned to.
import "server-only";
import { and, asc, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companies } from "@/db/schema/clients";
import { memberships, users } from "@/db/schema/identity";
import { supportTickets, ticketAttachments, ticketComments, ticketCounters, ticketEvents, ticketSettings, type SupportTicketRow, type TicketAttachmentRow, type TicketCommentRow, type TicketEventRow } from "@/db/schema/tickets";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { likePattern, offsetOf } from "@/lib/shared/list";
import { textMatch, typedNumber } from "@/lib/server/db/text-search";
import type { TicketListBody } from "./contract";
import type { TicketReach } from "./policy";

export type { SupportTicketRow, TicketAttachmentRow, TicketCommentRow, TicketEventRow };

/** The firm's next ticket number, in the caller's transaction: the counter row stays locked until it ends, so numbers have no gaps. */
export async function nextTicketNumber(tx: Executor, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(ticketCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: ticketCounters.tenantId, set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` } })
    .returning({ n: ticketCounters.lastNumber });
  return row.n;
}

function reachCond(reach: TicketReach): SQL | undefined {
  switch (reach.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return or(
        reach.branchId ? eq(supportTickets.branchId, reach.branchId) : undefined,
        eq(supportTickets.raisedByUserId, reach.userId),
        eq(supportTickets.assigneeUserId, reach.userId),
      );
    case "company":
      return or(
        eq(supportTickets.raisedByUserId, reach.userId),
        reach.companyId ? and(eq(supportTickets.companyId, reach.companyId), sql`${supportTickets.raisedByRoleId} <> ${ROLE.BENEFICIARY}`) : undefined,
      );
    case "own":
      return eq(supportTickets.raisedByUserId, reach.userId);
    case "none":
      return sql`false`;
  }
}

export async function insertTicket(tx: Executor, row: typeof supportTickets.$inferInsert): Promise<SupportTicketRow> {
  const [r] = await tx.insert(supportTickets).values(row).returning();
  return r;
}

export async function updateTicket(tx: Executor, tenantId: string, id: string, patch: Partial<typeof supportTickets.$inferInsert>): Promise<SupportTicketRow> {
  const [r] = await tx
    .update(supportTickets)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(supportTickets.tenantId, tenantId), eq(supportTickets.id, id)))
    .returning();
  return r;
}

/** A ticket of the firm within `reach` (locked for the transaction with forUpdate). */
export async function findTicket(db: Executor, tenantId: string, id: string, reach: TicketReach, opts: { forUpdate?: boolean } = {}): Promise<SupportTicketRow | null> {
  const q = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.tenantId, tenantId), eq(supportTickets.id, id), reachCond(reach)));
  const [r] = opts.forUpdate ? await q.for("update") : await q;
  return r ?? null;
}

export async function insertEvent(tx: Executor, row: typeof ticketEvents.$inferInsert): Promise<void> {
  await tx.insert(ticketEvents).values(row);
}

export async function eventsOf(db: Executor, tenantId: string, ticketId: string): Promise<(TicketEventRow & { actorName: string | null })[]> {
  const rows = await db
    .select({ e: ticketEvents, name: users.name })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorUserId))
    .where(and(eq(ticketEvents.tenantId, tenantId), eq(ticketEvents.ticketId, ticketId)))
    .orderBy(asc(ticketEvents.seq));
  return rows.map((r) => ({ ...r.e, actorName: r.name }));
}

export async function insertComment(tx: Executor, row: typeof ticketComments.$inferInsert): Promise<TicketCommentRow> {
  const [r] = await tx.insert(ticketComments).values(row).returning();
  return r;
}

export type CommentRecord = TicketCommentRow & { authorName: string | null; authorRoleId: number | null };

/** A ticket's comments, oldest first; internal notes only when `withInternal`. */
export async function commentsOf(db: Executor, tenantId: string, ticketId: string, opts: { withInternal: boolean; page: number; perpage: number }): Promise<{ rows: CommentRecord[]; total: number }> {
  const where = and(eq(ticketComments.tenantId, tenantId), eq(ticketComments.ticketId, ticketId), opts.withInternal ? undefined : eq(ticketComments.internal, false));
  const roleOf = sql<number | null>`(select min(${memberships.roleId}) from ${memberships} where ${memberships.tenantId} = ${tenantId} and ${memberships.userId} = ${ticketComments.authorUserId})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: ticketComments, name: users.name, roleId: roleOf })
      .from(ticketComments)
      .leftJoin(users, eq(users.id, ticketComments.authorUserId))
      .where(where)
      .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id))
      .limit(opts.perpage)
      .offset(offsetOf(opts.page, opts.perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(ticketComments).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.c, authorName: r.name, authorRoleId: r.roleId })), total };
}

const assignee = alias(users, "assignee");
const raiser = alias(users, "raiser");

export type TicketRecord = { ticket: SupportTicketRow; assigneeName: string | null; raisedByName: string | null; clientName: string | null };

const PRIORITY_RANK = sql`case ${supportTickets.priority} when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`;
const STATUS_RANK = sql`case ${supportTickets.status} when 'open' then 1 when 'in_progress' then 2 when 'waiting_on_client' then 3 when 'resolved' then 4 else 5 end`;
const AGE = sql`coalesce(${supportTickets.resolvedAt}, now()) - ${supportTickets.createdAt}`;

function recordQuery(db: Executor) {
  return db
    .select({ ticket: supportTickets, assigneeName: assignee.name, raisedByName: raiser.name, clientName: companies.name })
    .from(supportTickets)
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeUserId))
    .leftJoin(raiser, eq(raiser.id, supportTickets.raisedByUserId))
    .leftJoin(companies, eq(companies.id, supportTickets.companyId));
}

export async function ticketRecord(db: Executor, tenantId: string, id: string): Promise<TicketRecord | null> {
  const [r] = await recordQuery(db).where(and(eq(supportTickets.tenantId, tenantId), eq(supportTickets.id, id)));
  return r ?? null;
}

export async function listTickets(db: Executor, tenantId: string, body: TicketListBody, reach: TicketReach): Promise<{ rows: TicketRecord[]; total: number }> {
  const m = body.filter.matcher;
  const search = body.search?.trim();
  const asNumber = search && /^(tkt-?)?0*\d{1,9}$/i.test(search) ? Number(search.replace(/\D/g, "")) : null;
  const where = and(
    eq(supportTickets.tenantId, tenantId),
    reachCond(reach),
    m.status ? eq(supportTickets.status, m.status) : undefined,
    m.open ? notInArray(supportTickets.status, ["resolved", "closed"]) : undefined,
    m.priority ? eq(supportTickets.priority, m.priority) : undefined,
    m.type ? eq(supportTickets.type, m.type) : undefined,
    m.assigneeId ? eq(supportTickets.assigneeUserId, m.assigneeId) : undefined,
    m.unassigned ? isNull(supportTickets.assigneeUserId) : undefined,
    m.petitionId ? eq(supportTickets.petitionId, m.petitionId) : undefined,
    search ? or(ilike(supportTickets.subject, likePattern(search)), asNumber !== null ? eq(supportTickets.number, asNumber) : undefined) : undefined,
  );
  const order = body.sortOrder === "asc" ? asc : desc;
  const sortCol = {
    createdAt: supportTickets.createdAt,
    updatedAt: supportTickets.updatedAt,
    number: supportTickets.number,
    priority: PRIORITY_RANK,
    status: STATUS_RANK,
    age: AGE,
    subject: supportTickets.subject,
  }[body.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    recordQuery(db)
      .where(where)
      .orderBy(order(sortCol), desc(supportTickets.number))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(supportTickets).where(where),
  ]);
  return { rows, total };
}

export async function companyOf(db: Executor, tenantId: string, companyId: string): Promise<{ id: string; name: string; branchId: string | null } | null> {
  const [r] = await db
    .select({ id: companies.id, name: companies.name, branchId: companies.branchId })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId), isNull(companies.deletedAt)));
  return r ?? null;
}

/** Active members of the firm with one of `roleIds` (only `userId` when given), by name. */
export async function staffMembers(db: Executor, tenantId: string, roleIds: readonly number[], opts: { userId?: string } = {}): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1), inArray(memberships.roleId, [...roleIds]), opts.userId ? eq(memberships.userId, opts.userId) : undefined))
    .orderBy(asc(users.name))
    .limit(500);
  return rows;
}

/** The names of users by id (history lines, a comment's author). */
export async function userNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertAttachments(tx: Executor, rows: (typeof ticketAttachments.$inferInsert)[]): Promise<TicketAttachmentRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(ticketAttachments).values(rows).returning();
}

/** The files of the given comments of a ticket, oldest first. */
export async function attachmentsOf(db: Executor, tenantId: string, ticketId: string, commentIds: readonly string[]): Promise<TicketAttachmentRow[]> {
  if (commentIds.length === 0) return [];
  return db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.tenantId, tenantId), eq(ticketAttachments.ticketId, ticketId), inArray(ticketAttachments.commentId, [...commentIds])))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.fileName));
}

/** One attachment of a ticket with whether its comment is an internal note. */
export async function findAttachment(db: Executor, tenantId: string, ticketId: string, id: string): Promise<(TicketAttachmentRow & { internal: boolean }) | null> {
  const [r] = await db
    .select({ a: ticketAttachments, internal: ticketComments.internal })
    .from(ticketAttachments)
    .innerJoin(ticketComments, eq(ticketComments.id, ticketAttachments.commentId))
    .where(and(eq(ticketAttachments.tenantId, tenantId), eq(ticketAttachments.ticketId, ticketId), eq(ticketAttachments.id, id)));
  return r ? { ...r.a, internal: r.internal } : null;
}

export type TicketSearchRecord = { id: string; number: number; subject: string; status: string; priority: string; companyName: string | null };

/** The global search: tickets within reach whose number ("TKT-000123", "123") or subject matches `q`; the number typed in full first. */
export async function searchTicketRows(db: Executor, tenantId: string, reach: TicketReach, q: string, limit: number): Promise<TicketSearchRecord[]> {
  const n = typedNumber(q, "tkt");
  const m = textMatch(q, [supportTickets.subject]);
  const exact = n !== null ? sql<number>`case when ${supportTickets.number} = ${n} then 2000 else 0 end` : sql<number>`0`;
  return db
    .select({ id: supportTickets.id, number: supportTickets.number, subject: supportTickets.subject, status: supportTickets.status, priority: supportTickets.priority, companyName: companies.name })
    .from(supportTickets)
    .leftJoin(companies, and(eq(companies.id, supportTickets.companyId), eq(companies.tenantId, supportTickets.tenantId)))
    .where(and(eq(supportTickets.tenantId, tenantId), reachCond(reach), n !== null ? or(eq(supportTickets.number, n), m.where) : m.where))
    .orderBy(desc(sql`${exact} + ${m.rank}`), desc(supportTickets.number))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Triage (issue 33): the firm's chosen roles, and their active members.

/** The firm's stored triage roles; null when it never chose. */
export async function storedTriageRoles(db: Executor, tenantId: string): Promise<number[] | null> {
  const [row] = await db.select({ roles: ticketSettings.triageRoleIds }).from(ticketSettings).where(eq(ticketSettings.tenantId, tenantId)).limit(1);
  return row?.roles ?? null;
}

export async function saveTriageRoles(tx: Executor, tenantId: string, roleIds: readonly number[], userId: string): Promise<void> {
  const values = { triageRoleIds: [...roleIds], updatedByUserId: userId, updatedAt: new Date() };
  await tx
    .insert(ticketSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: ticketSettings.tenantId, set: values });
}

/** The active members of the firm in `roleIds`, with their role and branch (a branch manager reaches their branch's tickets). */
export async function activeMembersIn(db: Executor, tenantId: string, roleIds: readonly number[]): Promise<{ userId: string; roleId: number; branchId: string | null }[]> {
  if (roleIds.length === 0) return [];
  return db
    .select({ userId: memberships.userId, roleId: memberships.roleId, branchId: memberships.branchId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1), inArray(memberships.roleId, [...roleIds])))
    .limit(500);
}
