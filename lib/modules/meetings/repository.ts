// The meetings' Drizzle code: the firm's meetings (the caller's own, or all of them for the firm's settings
// roles), the guest's look-up by its link's hash, and the signaling messages numbered per meeting.
import "server-only";
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, ilike, sql, type SQL } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { users } from "@/db/schema/identity";
import { meetings, meetingSignals, type MeetingRow, type MeetingSignalRow } from "@/db/schema/meetings";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { MeetingSide } from "./constants";
import type { MeetingListBody } from "./contract";

export type { MeetingRow, MeetingSignalRow };
export type MeetingRecord = MeetingRow & { hostName: string | null; caseNumber: string | null };

const recordColumns = { m: meetings, hostName: users.name, caseNumber: sql<string | null>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})` };

const toRecord = (r: { m: MeetingRow; hostName: string | null; caseNumber: string | null }): MeetingRecord => ({ ...r.m, hostName: r.hostName, caseNumber: r.caseNumber });

function recordQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.hostUserId))
    .leftJoin(petitions, and(eq(petitions.id, meetings.petitionId), eq(petitions.tenantId, meetings.tenantId)))
    .where(where);
}

export async function insertMeeting(db: Executor, row: typeof meetings.$inferInsert): Promise<MeetingRow> {
  const [r] = await db.insert(meetings).values(row).returning();
  return r;
}

/** A meeting of the firm (only one `hostUserId` hosts, when given), with its host's name and case number. */
export async function findMeetingRecord(db: Executor, tenantId: string, id: string, hostUserId?: string): Promise<MeetingRecord | null> {
  const [r] = await recordQuery(db, and(eq(meetings.tenantId, tenantId), eq(meetings.id, id), hostUserId ? eq(meetings.hostUserId, hostUserId) : undefined));
  return r ? toRecord(r) : null;
}

/** The meeting a guest's link opens: this id and this token's hash, in this firm. */
export async function findMeetingByToken(db: Executor, tenantId: string, id: string, tokenHash: string): Promise<MeetingRecord | null> {
  const [r] = await recordQuery(db, and(eq(meetings.tenantId, tenantId), eq(meetings.id, id), eq(meetings.tokenHash, tokenHash)));
  return r ? toRecord(r) : null;
}

/** The meeting row locked for the caller's transaction. */
export async function lockMeeting(tx: Executor, tenantId: string, id: string): Promise<MeetingRow | null> {
  const [r] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, id)))
    .for("update");
  return r ?? null;
}

export async function updateMeeting(tx: Executor, tenantId: string, id: string, patch: Partial<typeof meetings.$inferInsert>): Promise<void> {
  await tx
    .update(meetings)
    .set(patch)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, id)));
}

const SORT = { scheduledAt: meetings.scheduledAt, createdAt: meetings.createdAt, title: meetings.title } as const;

/** A page of the firm's meetings (one host's when `hostUserId`), filtered by state and searched by title. */
export async function meetingPage(db: Executor, tenantId: string, q: MeetingListBody & { hostUserId: string | null }): Promise<{ rows: MeetingRecord[]; total: number }> {
  const state = q.filter.matcher.state;
  const where = and(
    eq(meetings.tenantId, tenantId),
    q.hostUserId ? eq(meetings.hostUserId, q.hostUserId) : undefined,
    state === "upcoming" ? isNull(meetings.endedAt) : state === "ended" ? isNotNull(meetings.endedAt) : undefined,
    q.search ? ilike(meetings.title, likePattern(q.search)) : undefined,
  );
  const order = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    recordQuery(db, where)
      .orderBy(order(SORT[q.sortBy]), asc(meetings.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(meetings).where(where),
  ]);
  return { rows: rows.map(toRecord), total };
}

/**
 * Store one signal with the meeting's next number. The number is taken by updating the meeting row, which
 * stays locked until the caller's transaction ends: the messages of a meeting commit in their numbers' order,
 * so a reader that has seen number n never misses a smaller one committed later (several app servers too).
 */
export async function insertSignal(tx: Executor, row: Omit<typeof meetingSignals.$inferInsert, "seq">): Promise<number> {
  const [m] = await tx
    .update(meetings)
    .set({ lastSeq: sql`${meetings.lastSeq} + 1` })
    .where(and(eq(meetings.tenantId, row.tenantId), eq(meetings.id, row.meetingId)))
    .returning({ seq: meetings.lastSeq });
  await tx.insert(meetingSignals).values({ ...row, seq: m.seq });
  return m.seq;
}

/** The other side's messages after number `after`, oldest first (at most `limit`). */
export async function signalsAfter(db: Executor, tenantId: string, meetingId: string, q: { after: number; reader: MeetingSide; limit: number }): Promise<MeetingSignalRow[]> {
  return db
    .select()
    .from(meetingSignals)
    .where(and(eq(meetingSignals.tenantId, tenantId), eq(meetingSignals.meetingId, meetingId), gt(meetingSignals.seq, q.after), ne(meetingSignals.sender, q.reader)))
    .orderBy(asc(meetingSignals.seq))
    .limit(q.limit);
}

/** The meeting's end time and last number (what a waiting reader checks between looks). */
export async function meetingState(db: Executor, tenantId: string, id: string): Promise<{ endedAt: Date | null; lastSeq: number } | null> {
  const [r] = await db
    .select({ endedAt: meetings.endedAt, lastSeq: meetings.lastSeq })
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, id)));
  return r ?? null;
}

export async function deleteSignals(tx: Executor, tenantId: string, meetingId: string): Promise<void> {
  await tx.delete(meetingSignals).where(and(eq(meetingSignals.tenantId, tenantId), eq(meetingSignals.meetingId, meetingId)));
}

/** The sweep: signals older than `before` (every firm's; a browser only reads those sent after it joined). */
export async function purgeSignalsBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db.delete(meetingSignals).where(lt(meetingSignals.createdAt, before)).returning({ seq: meetingSignals.seq });
  return gone.length;
}
