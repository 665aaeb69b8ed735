// Single-use, expiring tokens, stored hashed (activation, invitation, reset, verification, login choice, hand-off).
import "server-only";
import { and, eq, isNull, gt, sql } from "drizzle-orm";
import { oneTimeTokens } from "@/db/schema/identity";
import type { Executor } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/errors";
import { hashToken, newToken } from "./crypto";

export type TokenPurpose =
  | "activation"
  | "invitation"
  | "password_reset"
  | "email_verification"
  | "login_choice"
  | "handoff"
  | "tenant_activation";

const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 60,
  invitation: 7 * 24 * 60,
  tenant_activation: 7 * 24 * 60,
  password_reset: 60,
  email_verification: 3 * 24 * 60,
  login_choice: 10,
  handoff: 2,
};

export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

export async function issueToken(
  db: Executor,
  input: { purpose: TokenPurpose; userId?: string | null; tenantId?: string | null; payload?: Record<string, unknown>; ttlMinutes?: number },
): Promise<string> {
  const raw = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(raw),
    purpose: input.purpose,
    userId: input.userId ?? null,
    tenantId: input.tenantId ?? null,
    payload: input.payload ?? {},
    expiresAt: new Date(Date.now() + (input.ttlMinutes ?? TOKEN_TTL_MINUTES[input.purpose]) * 60_000),
  });
  return raw;
}

const invalid = () => new AppError("BAD_REQUEST", "This link is invalid or has expired. Please request a new one");

/** Look a token up without using it (to show who a link is for). */
export async function peekToken(db: Executor, raw: string, purpose: TokenPurpose): Promise<OneTimeToken> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(raw)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  const row = rows[0];
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();
  return row;
}

/**
 * Use a token exactly once (atomic: a second use, even concurrent, fails). With `scope.tenantId` only a token
 * of that firm is used: one presented on another firm's host is refused as unknown and stays usable on its own.
 */
export async function consumeToken(db: Executor, raw: string, purpose: TokenPurpose, scope?: { tenantId: string }): Promise<OneTimeToken> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(raw)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
        scope ? eq(oneTimeTokens.tenantId, scope.tenantId) : undefined,
      ),
    )
    .returning();
  if (!rows[0]) throw invalid();
  return rows[0];
}

/** Tokens that expired more than `graceDays` ago are deleted by the nightly purge ("purge.expired"). */
export async function purgeExpiredTokens(db: Executor, graceDays = 30): Promise<number> {
  const rows = await db
    .delete(oneTimeTokens)
    .where(sql`${oneTimeTokens.expiresAt} < now() - make_interval(days => ${graceDays})`)
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}
