// Drizzle queries of the notifications module: the recipients of a notification (active members of the
// firm), writing the rows, the caller's own list / unread count / read and remove, and the digest.
// Every query is scoped by tenantId (and, for a reader, by their own userId).
import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { memberships, users, type UserPreferences } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import { notifications } from "@/db/schema/work";
import type { Executor } from "@/lib/server/db/client";
import { offsetOf } from "@/lib/shared/list";

export type Recipient = { userId: string; email: string; name: string; preferences: UserPreferences };

/** Of `userIds`, the users with an ACTIVE membership (status 1) in the firm, with their e-mail and preferences. */
export async function activeRecipients(db: Executor, tenantId: string, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return db
    .selectDistinct({ userId: users.id, email: users.email, name: users.name, preferences: users.preferences })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, [...userIds]), eq(memberships.statusId, 1)));
}

export async function firmOf(db: Executor, tenantId: string): Promise<{ slug: string; name: string } | null> {
  const [row] = await db.select({ slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row ?? null;
}

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<{ id: string; userId: string }[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning({ id: notifications.id, userId: notifications.userId });
}

export async function markEmailed(db: Executor, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailedAt: new Date() })
    .where(and(eq(notifications.tenantId, tenantId), inArray(notifications.id, [...ids])));
}

/** Shown to its reader: theirs, of this firm (a deleted case's notifications are removed with it: dropCaseNotifications). */
function mine(tenantId: string, userId: string) {
  return and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));
}

/** Every notification about one case, of every reader (the case was deleted). */
export async function deleteOfCase(db: Executor, tenantId: string, petitionId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.petitionId, petitionId)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listMine(db: Executor, tenantId: string, userId: string, q: { page: number; perpage: number; sortOrder: "asc" | "desc"; unreadOnly: boolean }) {
  const where = and(mine(tenantId, userId), q.unreadOnly ? isNull(notifications.readAt) : undefined);
  const order = q.sortOrder === "asc" ? [asc(notifications.createdAt), asc(notifications.id)] : [desc(notifications.createdAt), desc(notifications.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        petitionId: notifications.petitionId,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(where)
      .orderBy(...order)
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(where),
  ]);
  return { rows, total };
}

/** The unread count (the partial index notifications_unread_idx). */
export async function unreadCountOf(db: Executor, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(tenantId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Of `ids`, those that are the reader's own (shown to them). */
export async function ownIds(db: Executor, tenantId: string, userId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(mine(tenantId, userId), inArray(notifications.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Mark the reader's `ids` (or all of theirs) read; returns how many changed. */
export async function markRead(db: Executor, tenantId: string, userId: string, ids: readonly string[] | "all"): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt), ids === "all" ? undefined : inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteOwn(db: Executor, tenantId: string, userId: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * The (firm, user) pairs with notifications not yet e-mailed whose user chose the daily digest
 * (the partial index notifications_digest_idx).
 */
export async function digestTargets(db: Executor): Promise<{ tenantId: string; userId: string }[]> {
  return db
    .selectDistinct({ tenantId: notifications.tenantId, userId: notifications.userId })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(isNull(notifications.emailedAt), sql`${users.preferences}->>'notifyEmail' = 'digest'`));
}

/**
 * The user's notifications of the firm not yet e-mailed, locked (SKIP LOCKED: two digest runs never
 * take the same rows), oldest first, at most 200; hidden ones (deleted case) are left out.
 */
export async function lockUnemailed(tx: Executor, tenantId: string, userId: string) {
  return tx
    .select({ id: notifications.id, kind: notifications.kind, params: notifications.params, link: notifications.link, createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(mine(tenantId, userId), isNull(notifications.emailedAt)))
    .orderBy(asc(notifications.createdAt))
    .limit(200)
    .for("update", { skipLocked: true });
}
