// The firm's QuickBooks tokens: sealed at rest with the app's secret (iron-session sealData, like the
// USCIS secret and the firm's sealing certificate), never logged nor answered. The access token (an hour)
// is renewed REFRESH_MARGIN_MS before it ends, or at once when QuickBooks answers 401. A refresh runs
// under the connection row's lock (SELECT … FOR UPDATE) and stores the answer's refresh token before the
// lock is released: Intuit rotates refresh tokens (the previous one dies once the new one is used), so two
// refreshes at the same time never both spend the same token and the newest is always the one kept.
// Within one process a firm's refreshes also share one promise (single flight).
import "server-only";
import { sealSecret, unsealSecret } from "@/lib/server/auth/sealed";
import type { Executor as Db } from "@/lib/server/db/client";
import { log } from "@/lib/server/log";
import { REFRESH_MARGIN_MS } from "./constants";
import { QboAuthError, refreshTokens, type TokenSet } from "./oauth";
import { connectionOf, saveConnection } from "./repository";

type Sealed = { accessToken: string; refreshToken: string };

export const sealTokens = (t: Sealed) => sealSecret({ accessToken: t.accessToken, refreshToken: t.refreshToken } satisfies Sealed);

export async function unsealTokens(sealed: string): Promise<Sealed> {
  const data = await unsealSecret<Sealed>(sealed);
  if (!data.accessToken || !data.refreshToken) throw new QboAuthError("invalid_grant", "The stored QuickBooks tokens cannot be read: reconnect QuickBooks");
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** The columns a new token set writes. */
export async function tokenColumns(t: TokenSet) {
  return { tokensSealed: await sealTokens(t), accessExpiresAt: t.accessExpiresAt, refreshExpiresAt: t.refreshExpiresAt };
}

export class NotConnectedError extends Error {
  constructor() {
    super("QuickBooks is not connected");
  }
}

const inflight = new Map<string, Promise<{ accessToken: string; realmId: string }>>();

/** A live access token and the realm of the firm's company. `staleToken`: QuickBooks refused it, renew even if not due. */
export async function accessTokenFor(db: Db, tenantId: string, staleToken?: string): Promise<{ accessToken: string; realmId: string }> {
  const conn = await connectionOf(db, tenantId);
  if (!conn?.tokensSealed || !conn.realmId) throw new NotConnectedError();
  const current = await unsealTokens(conn.tokensSealed);
  const due = !conn.accessExpiresAt || conn.accessExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
  if (!due && current.accessToken !== staleToken) return { accessToken: current.accessToken, realmId: conn.realmId };
  let p = inflight.get(tenantId);
  if (!p) {
    p = refreshLocked(db, tenantId, staleToken).finally(() => inflight.delete(tenantId));
    inflight.set(tenantId, p);
  }
  return p;
}

async function refreshLocked(db: Db, tenantId: string, staleToken?: string): Promise<{ accessToken: string; realmId: string }> {
  try {
    return await db.transaction(async (tx) => {
      const conn = await connectionOf(tx, tenantId, { forUpdate: true });
      if (!conn?.tokensSealed || !conn.realmId) throw new NotConnectedError();
      const current = await unsealTokens(conn.tokensSealed);
      const due = !conn.accessExpiresAt || conn.accessExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
      // Another process renewed it while we waited for the lock.
      if (!due && current.accessToken !== staleToken) return { accessToken: current.accessToken, realmId: conn.realmId };
      const fresh = await refreshTokens(current.refreshToken);
      await saveConnection(tx, tenantId, { ...(await tokenColumns(fresh)), tokenVersion: conn.tokenVersion + 1 });
      return { accessToken: fresh.accessToken, realmId: conn.realmId };
    });
  } catch (err) {
    if (err instanceof QboAuthError) {
      log.warn({ tenantId, reason: err.reason }, "[quickbooks] token refresh refused");
      await saveConnection(db, tenantId, { lastError: err.message, lastErrorAt: new Date() });
    }
    throw err;
  }
}
