// A firm's drive tokens: sealed at rest with the app's secret (lib/server/auth/sealed.ts, as QuickBooks'),
// never logged nor answered. The access token is renewed REFRESH_MARGIN_MS before it ends, or once when
// the provider answers 401. The refresh runs under the connection row's lock (SELECT … FOR UPDATE), re-reads
// the row (another call may have renewed it meanwhile) and stores the answer's refresh token before the
// lock is released: Microsoft (and Dropbox, optionally) rotate refresh tokens, so two refreshes never
// spend the same one and the newest is always kept. Within a process a firm's refreshes share one promise.
import "server-only";
import { sealSecret, unsealSecret } from "@/lib/server/auth/sealed";
import type { Executor as Db } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { REFRESH_MARGIN_MS, type DriveProviderId } from "./constants";
import { providerOf } from "./providers";
import { DriveAuthError, DriveTokenRejected, type TokenSet } from "./providers/types";
import { connectionOf, saveConnection } from "./repository";

type Sealed = { accessToken: string; refreshToken: string | null };

export async function tokenColumns(t: TokenSet) {
  return { tokensSealed: await sealSecret({ accessToken: t.accessToken, refreshToken: t.refreshToken } satisfies Sealed), accessExpiresAt: t.accessExpiresAt };
}

export async function unsealTokens(sealed: string): Promise<Sealed> {
  const d = await unsealSecret<Sealed>(sealed).catch(() => ({}) as Partial<Sealed>);
  if (!d.accessToken) throw new DriveAuthError("invalid_grant", "The stored drive tokens cannot be read: connect the drive again");
  return { accessToken: d.accessToken, refreshToken: d.refreshToken ?? null };
}

const notConnected = () => fail.conflict("This drive is not connected");
const inflight = new Map<string, Promise<string>>();
const due = (expires: Date | null) => !expires || expires.getTime() - Date.now() < REFRESH_MARGIN_MS;

/** A live access token of the firm's drive. `staleToken`: the provider refused it, renew even if not due. */
export async function accessTokenFor(db: Db, tenantId: string, provider: DriveProviderId, staleToken?: string): Promise<string> {
  const conn = await connectionOf(db, tenantId, provider);
  if (!conn?.tokensSealed) throw notConnected();
  const current = await unsealTokens(conn.tokensSealed);
  if (!due(conn.accessExpiresAt) && current.accessToken !== staleToken) return current.accessToken;
  const key = `${tenantId}:${provider}`;
  let p = inflight.get(key);
  if (!p) {
    p = refreshLocked(db, tenantId, provider, staleToken).finally(() => inflight.delete(key));
    inflight.set(key, p);
  }
  return p;
}

async function refreshLocked(db: Db, tenantId: string, provider: DriveProviderId, staleToken?: string): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const conn = await connectionOf(tx, tenantId, provider, { forUpdate: true });
      if (!conn?.tokensSealed) throw notConnected();
      const current = await unsealTokens(conn.tokensSealed);
      if (!due(conn.accessExpiresAt) && current.accessToken !== staleToken) return current.accessToken;
      if (!current.refreshToken) throw new DriveAuthError("invalid_grant", "The drive gave no refresh token: connect it again");
      const fresh = await providerOf(provider).refresh(current.refreshToken);
      await saveConnection(tx, tenantId, provider, { ...(await tokenColumns(fresh)), tokenVersion: conn.tokenVersion + 1, lastError: null, lastErrorAt: null });
      return fresh.accessToken;
    });
  } catch (err) {
    if (err instanceof DriveAuthError) {
      log.warn({ tenantId, provider, reason: err.reason }, "[drives] token refresh refused");
      await saveConnection(db, tenantId, provider, { lastError: err.message, lastErrorAt: new Date() });
      throw fail.conflict(err.message);
    }
    throw err;
  }
}

/** Run `fn` with a live access token; a 401 renews the token once and runs it again. */
export async function withAccess<T>(db: Db, tenantId: string, provider: DriveProviderId, fn: (accessToken: string) => Promise<T>): Promise<T> {
  const token = await accessTokenFor(db, tenantId, provider);
  try {
    return await fn(token);
  } catch (err) {
    if (!(err instanceof DriveTokenRejected)) throw err;
    const fresh = await accessTokenFor(db, tenantId, provider, token);
    return fn(fresh);
  }
}
