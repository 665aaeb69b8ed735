// The rate limits count in the database (rate_limits), one atomic upsert per attempt: concurrent attempts
// each get their own count (no lost update, as two app processes would make them), a window that ended
// starts again at 1, and clearLimit forgets the key.
import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { rateLimits } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { assertUnderLimit, clearLimit, countAttempt, purgeExpiredRateLimits, rateLimit, recordFailure } from "@/lib/server/http/rate-limit";
import { uid } from "../../factories";

describe("database rate limits", () => {
  it("counts concurrent attempts without losing one, and answers 429 past the limit", async () => {
    const db = await getDb();
    const key = `test:${uid()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => countAttempt(db, key, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const other = `test:${uid()}`;
    for (let i = 0; i < 3; i++) await rateLimit(db, other, 3, 60_000);
    await expect(rateLimit(db, other, 3, 60_000)).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("starts a new window at 1 once the last one ended, and clearLimit forgets the key", async () => {
    const db = await getDb();
    const key = `test:${uid()}`;
    for (let i = 0; i < 5; i++) await recordFailure(db, key, 60_000);
    await expect(assertUnderLimit(db, key, 5)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await assertUnderLimit(db, key, 6);
    // The window ends (as 15 minutes later).
    await db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, key));
    await assertUnderLimit(db, key, 5);
    expect(await recordFailure(db, key, 60_000)).toBe(1);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await clearLimit(db, key);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });

  it("the nightly purge deletes the windows that ended and keeps the running ones", async () => {
    const db = await getDb();
    const [ended, running] = [`test:${uid()}`, `test:${uid()}`];
    await countAttempt(db, ended, 60_000);
    await countAttempt(db, running, 60_000);
    await db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, ended));
    expect(await purgeExpiredRateLimits(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, [ended, running]));
    expect(left).toEqual([{ key: running }]);
  });
});
