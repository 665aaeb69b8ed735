// The wall's own table (db/schema/walls.ts), per firm.
import "server-only";
import { and, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import { users } from "@/db/schema/identity";
import { wallPosts, type WallPostRow } from "@/db/schema/walls";
import type { Executor } from "@/lib/server/db/client";

export type WallPostRecord = WallPostRow & { authorName: string | null };

const columns = { post: wallPosts, authorName: users.name };

/** Live announcements for these audiences, newest first, older than `before`; pinned ones only when `pinned`. */
export async function wallPostsPage(db: Executor, tenantId: string, q: { audiences: readonly string[]; before?: Date; limit: number; pinned?: boolean }): Promise<WallPostRecord[]> {
  const rows = await db
    .select(columns)
    .from(wallPosts)
    .leftJoin(users, eq(users.id, wallPosts.authorUserId))
    .where(
      and(
        eq(wallPosts.tenantId, tenantId),
        isNull(wallPosts.deletedAt),
        inArray(wallPosts.audience, [...q.audiences]),
        q.before ? lt(wallPosts.createdAt, q.before) : undefined,
        q.pinned === undefined ? undefined : eq(wallPosts.pinned, q.pinned),
      ),
    )
    .orderBy(desc(wallPosts.createdAt), desc(wallPosts.id))
    .limit(q.limit);
  return rows.map((r) => ({ ...r.post, authorName: r.authorName }));
}

export async function insertWallPost(db: Executor, row: typeof wallPosts.$inferInsert): Promise<WallPostRow> {
  const [r] = await db.insert(wallPosts).values(row).returning();
  return r;
}

export async function findWallPost(db: Executor, tenantId: string, id: string): Promise<WallPostRow | null> {
  const [r] = await db
    .select()
    .from(wallPosts)
    .where(and(eq(wallPosts.tenantId, tenantId), eq(wallPosts.id, id), isNull(wallPosts.deletedAt)));
  return r ?? null;
}

export async function markWallPostDeleted(db: Executor, tenantId: string, id: string, userId: string): Promise<void> {
  await db
    .update(wallPosts)
    .set({ deletedAt: new Date(), deletedByUserId: userId })
    .where(and(eq(wallPosts.tenantId, tenantId), eq(wallPosts.id, id)));
}
