// Fixed-window rate limits counted in the database (table rate_limits), so every app process behind the
// load balancer counts the same attempts. Each counting call is one atomic upsert: a row past its window
// starts again at 1, otherwise its count goes up by one (PostgreSQL locks the row for the statement, so
// two processes never both read the old count). Rows past reset_at are reused, and deleted by the nightly
// purge. Why the database and not Redis: docs/decisions.md "Several app servers".
import "server-only";
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "@/db/schema/work";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";

/**
 * Count one call against `key` and return the count in the current window (this call included); a new
 * window of `windowMs` starts when there is none or the last one ended.
 */
export async function countAttempt(db: Executor, key: string, windowMs: number): Promise<number> {
  const ms = Math.max(1, Math.round(windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${ms}::int * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Count this call against `key`; throw 429 RATE_LIMITED when it is past `limit` in the window. */
export async function rateLimit(db: Executor, key: string, limit: number, windowMs: number): Promise<void> {
  if ((await countAttempt(db, key, windowMs)) > limit) throw fail.rateLimited();
}

/** The count of `key` in its current window (0 when none); does not count this call. */
export async function currentCount(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

/** Throw 429 when `key` already has `limit` recorded failures in its window (does not count this call). */
export async function assertUnderLimit(db: Executor, key: string, limit: number): Promise<void> {
  if ((await currentCount(db, key)) >= limit) throw fail.rateLimited();
}

/** Record one failure against `key` (e.g. a wrong password); returns the failures in the window. */
export function recordFailure(db: Executor, key: string, windowMs: number): Promise<number> {
  return countAttempt(db, key, windowMs);
}

/** Forget `key`'s count (e.g. after a successful sign-in). */
export async function clearLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Delete the rows whose window ended (the nightly purge): how many. */
export async function purgeExpiredRateLimits(db: Executor): Promise<number> {
  const gone = await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`).returning({ key: rateLimits.key });
  return gone.length;
}
