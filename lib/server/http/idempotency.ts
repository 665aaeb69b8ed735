// Idempotency-Key on creates (defineRoute({ idempotent: true })), as payment APIs do: a client whose
// create timed out may send it again with the same key; the repeat (same firm, user, route and key,
// within 24 hours) answers the first call's result instead of creating a second record. A repeat with
// another body answers 409; a repeat while the first call still runs answers 409 too. Failed calls keep
// nothing, so a corrected retry with the same key runs. Rows live in idempotency_keys (tenant_id first).
import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import { idempotencyKeys } from "@/db/schema/platform";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const TTL_MS = 24 * 60 * 60_000;
/** A first call that never finished (the process stopped) stops blocking its key after this. */
const STALE_MS = 5 * 60_000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export type StoredAnswer = { data: unknown; message?: string };
type Scope = { tenantId: string; userId: string; route: string; key: string };

/** The Idempotency-Key header of a request, or null; 422 for a key that is not 1–255 visible ASCII characters. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY.test(key)) throw fail.validation({ "Idempotency-Key": "The Idempotency-Key header must be 1 to 255 visible ASCII characters" });
  return key;
}

export function requestHash(raw: unknown): string {
  return createHash("sha256").update(JSON.stringify(raw ?? {})).digest("hex");
}

const where = (s: Scope) =>
  and(eq(idempotencyKeys.tenantId, s.tenantId), eq(idempotencyKeys.userId, s.userId), eq(idempotencyKeys.route, s.route), eq(idempotencyKeys.key, s.key));

/**
 * Claim the key for this call, or return the stored answer of an earlier one. Throws 409 when the key
 * was used with another body, or while its first call still runs.
 */
export async function claimKey(db: Executor, s: Scope, hash: string): Promise<{ replay: StoredAnswer } | { claimed: true }> {
  const now = new Date();
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...s, requestHash: hash, expiresAt: new Date(now.getTime() + TTL_MS) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      // Expired keys of the firm go as new ones come.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.tenantId, s.tenantId), lt(idempotencyKeys.expiresAt, now)));
      return { claimed: true };
    }
    const [row] = await db.select().from(idempotencyKeys).where(where(s)).limit(1);
    if (!row) continue; // released meanwhile: try again
    const stale = row.expiresAt <= now || (row.response === null && now.getTime() - row.createdAt.getTime() > STALE_MS);
    if (stale) {
      // The same staleness test in SQL (a Date compared for equality would miss PostgreSQL's microseconds).
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where(s),
            or(lte(idempotencyKeys.expiresAt, now), and(isNull(idempotencyKeys.response), lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_MS)))),
          ),
        );
      continue;
    }
    if (row.requestHash !== hash) throw fail.conflict("This Idempotency-Key was already used with a different request");
    if (row.response === null) throw fail.conflict("A request with this Idempotency-Key is still being processed. Try again in a moment");
    return { replay: row.response };
  }
  throw fail.conflict("A request with this Idempotency-Key is still being processed. Try again in a moment");
}

/** Keep the first call's answer for its repeats. */
export async function storeAnswer(db: Executor, s: Scope, answer: StoredAnswer): Promise<void> {
  await db.update(idempotencyKeys).set({ response: answer }).where(where(s));
}

/** The first call failed: its key may be used again. */
export async function releaseKey(db: Executor, s: Scope): Promise<void> {
  await db.delete(idempotencyKeys).where(where(s));
}

/** Every firm's expired keys (the nightly purge; a firm's own are also dropped on its next create). */
export async function purgeExpiredIdempotencyKeys(db: Executor): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date())).returning({ key: idempotencyKeys.key });
  return rows.length;
}
