// Expiring tokens of e-mailed links, stored hashed: single-use ones (activation, invitation, reset, verification,
// login choice, hand-off: consumeToken) and the invoice link, read as often as the client opens it until it
// expires or a newer one replaces it (findToken, revokeTokens).
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
  | "tenant_activation"
  | "invoice_view";

const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 60,
  invitation: 7 * 24 * 60,
  tenant_activation: 7 * 24 * 60,
  password_reset: 60,
  email_verification: 3 * 24 * 60,
  login_choice: 10,
  handoff: 2,
  // The invoices module passes its own (30 days from sending, or 30 days past the due date if later).
  invoice_view: 30 * 24 * 60,
};

export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

export async function issueToken(
  db: Executor,
  input: { purpose: TokenPurpose; userId?: string | null; tenantId?: string | null; payload?: Record<string, unknown>; ttlMinutes?: number; expiresAt?: Date },
): Promise<string> {
  const raw = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(raw),
    purpose: input.purpose,
    userId: input.userId ?? null,
    tenantId: input.tenantId ?? null,
    payload: input.payload ?? {},
    expiresAt: input.expiresAt ?? new Date(Date.now() + (input.ttlMinutes ?? TOKEN_TTL_MINUTES[input.purpose]) * 60_000),
  });
  return raw;
}

const invalid = () => new AppError("BAD_REQUEST", "This link is invalid or has expired. Please request a new one");

/** The token's row whatever its state (used, expired), or null: for a caller that answers each state its own way. */
export async function findToken(db: Executor, raw: string, purpose: TokenPurpose): Promise<OneTimeToken | null> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(raw)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}

export const isExpired = (t: Pick<OneTimeToken, "expiresAt">) => t.expiresAt.getTime() <= Date.now();

/** Look a token up without using it (to show who a link is for). */
export async function peekToken(db: Executor, raw: string, purpose: TokenPurpose): Promise<OneTimeToken> {
  const row = await findToken(db, raw, purpose);
  if (!row || row.usedAt || isExpired(row)) throw invalid();
  return row;
}

/** Ends a firm's open tokens of `purpose` whose payload contains `payload` (a newer link replaces them). */
export async function revokeTokens(db: Executor, input: { purpose: TokenPurpose; tenantId: string; payload: Record<string, unknown> }): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tenantId, input.tenantId),
        eq(oneTimeTokens.purpose, input.purpose),
        isNull(oneTimeTokens.usedAt),
        sql`${oneTimeTokens.payload} @> ${JSON.stringify(input.payload)}::jsonb`,
      ),
    );
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

/** Invalidate a tenant's open one-time tokens of one purpose (older tenant activation keys). */
export async function revokeTenantTokens(db: Executor, tenantId: string, purpose: string) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.tenantId, tenantId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/** Invalidate a user's open tokens of one purpose in one tenant (older links after a new one). */
export async function revokeUserTenantTokens(db: Executor, userId: string, tenantId: string, purpose: string) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.tenantId, tenantId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
