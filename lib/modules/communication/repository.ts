// The communication module's Drizzle code: threads of a case with the caller's unread counts, a thread's
// messages (newest first) with their attachments, "read up to" per thread and user, and the candidates who
// may be addressed on a case (its assigned team, its company's petitioner logins, its beneficiaries' logins;
// the service keeps those who can see the case). Every query is scoped by tenantId.
import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { petitionAssignments, petitionBeneficiaries, petitions } from "@/db/schema/cases";
import { beneficiaries, companies } from "@/db/schema/clients";
import {
  communicationAttachments,
  communicationMessages,
  communicationReads,
  communicationReplyLinks,
  communicationThreads,
  type CommunicationAttachmentRow,
  type CommunicationMessageRow,
  type CommunicationReplyLinkRow,
  type CommunicationThreadRow,
} from "@/db/schema/communication";
import { memberships, users } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { ROLE } from "@/lib/shared/constants/roles";
import { offsetOf } from "@/lib/shared/list";
import { rowsOf } from "@/lib/server/db/rows";

export type { CommunicationAttachmentRow, CommunicationMessageRow, CommunicationReplyLinkRow, CommunicationThreadRow };

// ---- who may be addressed ---------------------------------------------------------------------------

export type Candidate = { userId: string; name: string; roleId: number; group: "team" | "client" | "beneficiary" };

/** The case's assigned staff (and its approver), its company's petitioner logins and its beneficiaries' logins (active memberships). */
export async function addresseeCandidates(db: Executor, tenantId: string, petitionId: string): Promise<Candidate[]> {
  const [team, approver, client, people] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, roleId: petitionAssignments.roleId })
      .from(petitionAssignments)
      .innerJoin(users, eq(users.id, petitionAssignments.userId))
      .where(and(eq(petitionAssignments.tenantId, tenantId), eq(petitionAssignments.petitionId, petitionId)))
      .orderBy(asc(petitionAssignments.roleId)),
    db
      .select({ userId: users.id, name: users.name, roleId: memberships.roleId })
      .from(petitions)
      .innerJoin(users, eq(users.id, petitions.caseApproverUserId))
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1)))
      .where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, petitionId)))
      .limit(1),
    db
      .select({ userId: users.id, name: users.name, roleId: memberships.roleId })
      .from(petitions)
      .innerJoin(memberships, and(eq(memberships.tenantId, tenantId), eq(memberships.companyId, petitions.petitionerId), eq(memberships.roleId, ROLE.PETITIONER), eq(memberships.statusId, 1)))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, petitionId)))
      .orderBy(asc(users.name))
      .limit(100),
    db
      .select({ userId: users.id, name: users.name })
      .from(petitionBeneficiaries)
      .innerJoin(beneficiaries, and(eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId), eq(beneficiaries.tenantId, tenantId), isNull(beneficiaries.deletedAt), isNotNull(beneficiaries.userId)))
      .innerJoin(users, eq(users.id, beneficiaries.userId))
      .where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId)))
      .orderBy(desc(petitionBeneficiaries.isPrimary), asc(users.name)),
  ]);
  return [
    ...team.map((r) => ({ ...r, group: "team" as const })),
    ...approver.map((r) => ({ ...r, group: "team" as const })),
    ...client.map((r) => ({ ...r, group: "client" as const })),
    ...people.map((r) => ({ ...r, roleId: ROLE.BENEFICIARY, group: "beneficiary" as const })),
  ];
}

export type ClientCandidate = Candidate & { branchId: string | null; companyId: string | null };

/**
 * Who may be addressed in a client's threads: the staff assigned on the client's cases (not deleted) and the
 * client's petitioner logins, with their membership (the service keeps those who can see the client).
 */
export async function clientAddresseeCandidates(db: Executor, tenantId: string, companyId: string): Promise<ClientCandidate[]> {
  const member = { userId: users.id, name: users.name, roleId: memberships.roleId, branchId: memberships.branchId, companyId: memberships.companyId };
  const [team, client] = await Promise.all([
    db
      .selectDistinct(member)
      .from(petitionAssignments)
      .innerJoin(petitions, and(eq(petitions.id, petitionAssignments.petitionId), eq(petitions.tenantId, tenantId), eq(petitions.petitionerId, companyId), isNull(petitions.deletedAt)))
      .innerJoin(users, eq(users.id, petitionAssignments.userId))
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId), eq(memberships.statusId, 1)))
      .where(eq(petitionAssignments.tenantId, tenantId))
      .orderBy(asc(memberships.roleId), asc(users.name), asc(users.id))
      .limit(100),
    db
      .select(member)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.companyId, companyId), eq(memberships.roleId, ROLE.PETITIONER), eq(memberships.statusId, 1)))
      .orderBy(asc(users.name))
      .limit(100),
  ]);
  return [...team.map((r) => ({ ...r, group: "team" as const })), ...client.map((r) => ({ ...r, group: "client" as const }))];
}

/** The active memberships of some users in the firm (role, branch, company: what client reach needs). */
export async function activeMembers(db: Executor, tenantId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: memberships.userId, roleId: memberships.roleId, branchId: memberships.branchId, companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, [...new Set(userIds)]), eq(memberships.statusId, 1)));
}

/** Names of users (for authors and mentions). */
export async function userNames(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- threads ------------------------------------------------------------------------------------------

export async function findThread(db: Executor, tenantId: string, id: string): Promise<CommunicationThreadRow | null> {
  const [row] = await db
    .select()
    .from(communicationThreads)
    .where(and(eq(communicationThreads.tenantId, tenantId), eq(communicationThreads.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertThread(tx: Executor, row: typeof communicationThreads.$inferInsert): Promise<CommunicationThreadRow> {
  const [r] = await tx.insert(communicationThreads).values(row).returning();
  return r;
}

/** The thread's latest activity is now (the transaction's time, the new message's created_at). */
export async function touchThread(tx: Executor, tenantId: string, id: string): Promise<void> {
  await tx
    .update(communicationThreads)
    .set({ lastMessageAt: sql`now()` })
    .where(and(eq(communicationThreads.tenantId, tenantId), eq(communicationThreads.id, id)));
}

export type ThreadListRow = CommunicationThreadRow & {
  createdByName: string | null;
  messageCount: number;
  unreadCount: number;
  lastAuthorId: string | null;
  lastAuthorName: string | null;
  lastBody: string | null;
  lastDeleted: boolean;
  lastCreatedAt: Date | null;
};

// Unread counts leave out deleted messages (withdrawn before anyone read them: nothing to read).
// The subqueries name their tables with aliases in plain SQL: inside a select list Drizzle writes its columns
// unqualified, which is ambiguous in a correlated subquery.
const readAtOf = (userId: string) =>
  sql`coalesce((select r.read_at from communication_reads r where r.thread_id = communication_threads.id and r.user_id = ${userId}), '-infinity'::timestamptz)`;
const lastMessage = sql`(select lm.id from communication_messages lm where lm.thread_id = communication_threads.id order by lm.created_at desc, lm.id desc limit 1)`;

/** A thread's scope: the case it is about, or the client. */
export type ScopeIds = { petitionId: string } | { companyId: string };
const inScope = (s: ScopeIds) => ("petitionId" in s ? eq(communicationThreads.petitionId, s.petitionId) : eq(communicationThreads.companyId, s.companyId));

/** A case's (or a client's) threads (or the one `threadId`), latest activity first, with the reader's unread count and the last message; and the reader's unread total there. */
export async function listThreads(db: Executor, tenantId: string, scope: ScopeIds, readerId: string, page: number, perpage: number, threadId?: string) {
  const where = and(eq(communicationThreads.tenantId, tenantId), inScope(scope), threadId ? eq(communicationThreads.id, threadId) : undefined);
  const m = communicationMessages;
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select({
        thread: communicationThreads,
        createdByName: sql<string | null>`(select u.name from users u where u.id = communication_threads.created_by_user_id)`,
        messageCount: sql<number>`(select count(*)::int from communication_messages c where c.thread_id = communication_threads.id)`,
        unreadCount: sql<number>`(select count(*)::int from communication_messages c where c.thread_id = communication_threads.id and c.author_user_id <> ${readerId} and c.deleted_at is null and c.created_at > ${readAtOf(readerId)})`,
        lastAuthorId: sql<string | null>`(select c.author_user_id from communication_messages c where c.id = ${lastMessage})`,
        lastAuthorName: sql<string | null>`(select u.name from communication_messages c join users u on u.id = c.author_user_id where c.id = ${lastMessage})`,
        lastBody: sql<string | null>`(select left(c.body, 200) from communication_messages c where c.id = ${lastMessage})`,
        lastDeleted: sql<boolean>`coalesce((select c.deleted_at is not null from communication_messages c where c.id = ${lastMessage}), false)`,
        lastCreatedAt: sql<string | null>`(select c.created_at from communication_messages c where c.id = ${lastMessage})`,
      })
      .from(communicationThreads)
      .where(where)
      .orderBy(desc(communicationThreads.lastMessageAt), desc(communicationThreads.id))
      .limit(perpage)
      .offset(offsetOf(page, perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(communicationThreads).where(where),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(m)
      .innerJoin(communicationThreads, eq(communicationThreads.id, m.threadId))
      .where(and(eq(m.tenantId, tenantId), inScope(scope), sql`${m.authorUserId} <> ${readerId}`, isNull(m.deletedAt), sql`${m.createdAt} > ${readAtOf(readerId)}`)),
  ]);
  const list: ThreadListRow[] = rows.map((r) => ({
    ...r.thread,
    createdByName: r.createdByName,
    messageCount: Number(r.messageCount),
    unreadCount: Number(r.unreadCount),
    lastAuthorId: r.lastAuthorId,
    lastAuthorName: r.lastAuthorName,
    lastBody: r.lastBody,
    lastDeleted: Boolean(r.lastDeleted),
    lastCreatedAt: r.lastCreatedAt ? new Date(r.lastCreatedAt) : null,
  }));
  return { rows: list, total: Number(total), unread: Number(unread) };
}

/**
 * The reader's threads (of cases not deleted, and of clients not deleted) with messages from others since they last
 * read them, latest first (the dashboard's MESSAGES); only threads active in the last `days` days, so the cost stays
 * bounded by recent activity.
 */
export async function unreadThreadsOf(db: Executor, tenantId: string, readerId: string, limit: number, days = 90) {
  const unread = sql<number>`(select count(*)::int from communication_messages c where c.thread_id = communication_threads.id and c.author_user_id <> ${readerId} and c.deleted_at is null and c.created_at > ${readAtOf(readerId)})`;
  const rows = await db
    .select({
      id: communicationThreads.id,
      subject: communicationThreads.subject,
      lastMessageAt: communicationThreads.lastMessageAt,
      petitionId: petitions.id,
      caseNumber: petitions.caseNumber,
      subTypeId: petitions.subTypeId,
      companyId: companies.id,
      companyName: companies.name,
      unreadCount: unread,
      lastAuthorName: sql<string | null>`(select u.name from communication_messages c join users u on u.id = c.author_user_id where c.id = ${lastMessage})`,
    })
    .from(communicationThreads)
    .leftJoin(petitions, and(eq(petitions.id, communicationThreads.petitionId), eq(petitions.tenantId, communicationThreads.tenantId), isNull(petitions.deletedAt)))
    .leftJoin(companies, and(eq(companies.id, communicationThreads.companyId), eq(companies.tenantId, communicationThreads.tenantId), isNull(companies.deletedAt)))
    .where(
      and(
        eq(communicationThreads.tenantId, tenantId),
        sql`(${petitions.id} is not null or ${companies.id} is not null)`,
        sql`${communicationThreads.lastMessageAt} > now() - make_interval(days => ${days})`,
        sql`${unread} > 0`,
      ),
    )
    .orderBy(desc(communicationThreads.lastMessageAt), desc(communicationThreads.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, unreadCount: Number(r.unreadCount) }));
}

// ---- messages -----------------------------------------------------------------------------------------

export async function insertMessage(tx: Executor, row: typeof communicationMessages.$inferInsert): Promise<CommunicationMessageRow> {
  const [r] = await tx.insert(communicationMessages).values(row).returning();
  return r;
}

export async function insertAttachments(tx: Executor, rows: (typeof communicationAttachments.$inferInsert)[]): Promise<CommunicationAttachmentRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(communicationAttachments).values(rows).returning();
}

/** A thread's messages, newest first, one page. */
export async function listMessages(db: Executor, tenantId: string, threadId: string, page: number, perpage: number) {
  const where = and(eq(communicationMessages.tenantId, tenantId), eq(communicationMessages.threadId, threadId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(communicationMessages)
      .where(where)
      .orderBy(desc(communicationMessages.createdAt), desc(communicationMessages.id))
      .limit(perpage)
      .offset(offsetOf(page, perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(communicationMessages).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The authors who wrote in a thread. */
export async function threadAuthors(db: Executor, tenantId: string, threadId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: communicationMessages.authorUserId })
    .from(communicationMessages)
    .where(and(eq(communicationMessages.tenantId, tenantId), eq(communicationMessages.threadId, threadId)));
  return rows.map((r) => r.userId);
}

export async function attachmentsOf(db: Executor, tenantId: string, messageIds: readonly string[]): Promise<CommunicationAttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(communicationAttachments)
    .where(and(eq(communicationAttachments.tenantId, tenantId), inArray(communicationAttachments.messageId, [...messageIds])))
    .orderBy(asc(communicationAttachments.createdAt), asc(communicationAttachments.fileName));
}

/** One attachment with the thread it belongs to. */
export async function findAttachment(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({ attachment: communicationAttachments, threadId: communicationMessages.threadId, messageDeleted: sql<boolean>`${communicationMessages.deletedAt} is not null` })
    .from(communicationAttachments)
    .innerJoin(communicationMessages, eq(communicationMessages.id, communicationAttachments.messageId))
    .where(and(eq(communicationAttachments.tenantId, tenantId), eq(communicationAttachments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findMessage(db: Executor, tenantId: string, threadId: string, id: string): Promise<CommunicationMessageRow | null> {
  const [row] = await db
    .select()
    .from(communicationMessages)
    .where(and(eq(communicationMessages.tenantId, tenantId), eq(communicationMessages.threadId, threadId), eq(communicationMessages.id, id)))
    .limit(1);
  return row ?? null;
}

/** One message of the firm (any thread), or null. */
export async function findMessageById(db: Executor, tenantId: string, id: string): Promise<CommunicationMessageRow | null> {
  const [row] = await db
    .select()
    .from(communicationMessages)
    .where(and(eq(communicationMessages.tenantId, tenantId), eq(communicationMessages.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the thread's row for the transaction: edits and deletions take it FOR UPDATE, "read up to" FOR SHARE, so
 * "nobody else has read it yet" cannot change while a message is being changed.
 */
export async function lockThread(tx: Executor, tenantId: string, threadId: string, mode: "update" | "share"): Promise<void> {
  await tx.execute(sql`select 1 from ${communicationThreads} where ${communicationThreads.tenantId} = ${tenantId} and ${communicationThreads.id} = ${threadId} for ${mode === "update" ? sql`update` : sql`share`}`);
}

export async function updateMessage(tx: Executor, tenantId: string, id: string, set: Partial<Pick<CommunicationMessageRow, "body" | "editedAt" | "deletedAt">>): Promise<CommunicationMessageRow> {
  const [row] = await tx
    .update(communicationMessages)
    .set(set)
    .where(and(eq(communicationMessages.tenantId, tenantId), eq(communicationMessages.id, id)))
    .returning();
  return row;
}

// ---- reply links -----------------------------------------------------------------------------------------

export async function insertReplyLink(tx: Executor, row: typeof communicationReplyLinks.$inferInsert): Promise<void> {
  await tx.insert(communicationReplyLinks).values(row);
}

export async function findReplyLink(db: Executor, tenantId: string, tokenHash: string): Promise<CommunicationReplyLinkRow | null> {
  const [row] = await db
    .select()
    .from(communicationReplyLinks)
    .where(and(eq(communicationReplyLinks.tenantId, tenantId), eq(communicationReplyLinks.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Marks the link used unless it already is (a second reply through it in a race): whether this call used it. */
export async function consumeReplyLink(tx: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(communicationReplyLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(communicationReplyLinks.tenantId, tenantId), eq(communicationReplyLinks.id, id), isNull(communicationReplyLinks.usedAt)))
    .returning({ id: communicationReplyLinks.id });
  return rows.length === 1;
}

// ---- read up to -----------------------------------------------------------------------------------------

/** Every reader's "read up to" of a thread, with names. */
export async function readsOf(db: Executor, tenantId: string, threadId: string): Promise<{ userId: string; name: string; readAt: Date }[]> {
  return db
    .select({ userId: communicationReads.userId, name: users.name, readAt: communicationReads.readAt })
    .from(communicationReads)
    .innerJoin(users, eq(users.id, communicationReads.userId))
    .where(and(eq(communicationReads.tenantId, tenantId), eq(communicationReads.threadId, threadId)))
    .orderBy(asc(users.name));
}

/**
 * The user has read the thread up to a message (its created_at, taken in SQL so the stored time keeps its
 * microseconds) or, without one, up to its latest message. Never moves back. Returns the read-up-to time.
 */
export async function markReadUpTo(tx: Executor, tenantId: string, threadId: string, userId: string, messageId?: string): Promise<Date | null> {
  await lockThread(tx, tenantId, threadId, "share");
  const m = communicationMessages;
  const upTo = messageId
    ? sql`(select ${m.createdAt} from ${m} where ${m.tenantId} = ${tenantId} and ${m.threadId} = ${threadId} and ${m.id} = ${messageId})`
    : sql`(select max(${m.createdAt}) from ${m} where ${m.tenantId} = ${tenantId} and ${m.threadId} = ${threadId})`;
  const rows = await tx.execute<{ read_at: string | Date | null }>(sql`
    insert into ${communicationReads} (tenant_id, thread_id, user_id, read_at)
    select ${tenantId}::uuid, ${threadId}::uuid, ${userId}::uuid, t.at from (select ${upTo} as at) t where t.at is not null
    on conflict (thread_id, user_id) do update set read_at = greatest(${communicationReads.readAt}, excluded.read_at)
    returning read_at`);
  const at = rowsOf<{ read_at: string | Date | null }>(rows)[0]?.read_at;
  return at ? new Date(at) : null;
}
