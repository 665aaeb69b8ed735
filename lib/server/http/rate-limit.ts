// Fixed-window rate limiter kept in process memory (one app process per deployment here).
import "server-only";
import { fail } from "@/lib/server/errors";

const buckets = new Map<string, { count: number; resetAt: number }>();

export function rateLimit(key: string, limit: number, windowMs: number, now = Date.now()): void {
  const b = buckets.get(key);
  if (!b || b.resetAt <= now) {
    buckets.set(key, { count: 1, resetAt: now + windowMs });
    if (buckets.size > 50_000) for (const [k, v] of buckets) if (v.resetAt <= now) buckets.delete(k);
    return;
  }
  b.count += 1;
  if (b.count > limit) throw fail.rateLimited();
}

/** Throw 429 when `key` already has `limit` recorded failures in its window (does not count this call). */
export function assertUnderLimit(key: string, limit: number, now = Date.now()): void {
  const b = buckets.get(key);
  if (b && b.resetAt > now && b.count >= limit) throw fail.rateLimited();
}

/** Record one failure against `key` (e.g. a wrong password). */
export function recordFailure(key: string, windowMs: number, now = Date.now()): void {
  const b = buckets.get(key);
  if (!b || b.resetAt <= now) buckets.set(key, { count: 1, resetAt: now + windowMs });
  else b.count += 1;
}

export function clearLimit(key: string): void {
  buckets.delete(key);
}
