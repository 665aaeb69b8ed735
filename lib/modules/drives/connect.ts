// Connecting a firm's cloud drive (one per provider per firm; the connecting user recorded), the status of
// the three, and disconnecting. OAuth 2.0 authorization code with PKCE (S256): `drives/connect` makes a
// random state (stored hashed with the firm, the user, the provider, the sealed code_verifier, 15 minutes,
// used once) and answers the provider's consent URL; the provider sends the browser to the one redirect
// URI of all three, /app/google-drive-check. On the bare domain that page forwards to the state's firm; on
// the firm's host it posts `drives/callback`, which exchanges the code only for the signed-in user who
// started (a state of another firm or user, used, or expired: 404; a login-CSRF state connects nothing).
import "server-only";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import { sealSecret, unsealSecret } from "@/lib/server/auth/sealed";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { getDb } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { CALLBACK_PAGE, DRIVE_CONSOLES, DRIVE_ENV_NAMES, DRIVE_PROVIDERS, DRIVE_SCOPES, STATE_TTL_MS, type DriveProviderId } from "./constants";
import type { CallbackBody, CallbackResult, DriveSetup, DriveStatus, ProviderBody } from "./contract";
import { providerOf } from "./providers";
import { pkceChallenge } from "./providers/http";
import { claimState, connectionOf, connectionsOf, findState, insertState, saveConnection, stateFirmSlug } from "./repository";
import { tokenColumns, unsealTokens } from "./tokens";

function baseUrl(): string {
  const port = env.publicPort;
  return `${env.publicProtocol}://${env.baseDomain}${port ? `:${port}` : ""}`;
}

/** The redirect URI to register with every provider (one for every firm). */
export const redirectUri = () => env.drives.redirectUri || `${baseUrl()}${CALLBACK_PAGE}`;

export function setupHelp(provider: DriveProviderId): DriveSetup {
  return { envNames: DRIVE_ENV_NAMES[provider], redirectUri: redirectUri(), scopes: DRIVE_SCOPES[provider], consoleUrl: DRIVE_CONSOLES[provider] };
}

/** POST drives/connect: the provider's consent URL, with a state bound to this firm, this user and the provider. */
export async function startConnect(ctx: ActorContext, body: ProviderBody): Promise<{ authorizeUrl: string }> {
  const p = providerOf(body.provider);
  if (!p.configured()) throw fail.conflict("This drive is not set up on this server: see its page for how to set it up");
  const state = newToken();
  const verifier = newToken(48);
  await insertState(ctx.db, {
    stateHash: hashToken(state),
    tenantId: ctx.tenant.id,
    userId: ctx.actor.userId,
    provider: body.provider,
    verifierSealed: await sealSecret({ verifier }),
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return { authorizeUrl: p.authorizeUrl({ state, codeChallenge: pkceChallenge(verifier), redirectUri: redirectUri() }) };
}

/** The return page on the bare domain: the path on the state's firm host to go on to, or null. */
export async function forwardPath(state: string): Promise<{ slug: string } | null> {
  if (!state || state.length > 200) return null;
  const slug = await stateFirmSlug(await getDb(), hashToken(state));
  return slug ? { slug } : null;
}

/** POST drives/callback: the provider's answer (code or error) for a state this user started in this firm. */
export async function finishConnect(ctx: ActorContext, body: CallbackBody): Promise<CallbackResult> {
  const hash = hashToken(body.state);
  const row = await findState(ctx.db, hash);
  const live = row && row.tenantId === ctx.tenant.id && row.userId === ctx.actor.userId && !row.usedAt && row.expiresAt.getTime() > Date.now();
  if (!live || !(await claimState(ctx.db, ctx.tenant.id, hash))) throw fail.notFound("Connection request");
  const provider = row.provider as DriveProviderId;
  if (!DRIVE_PROVIDERS.includes(provider)) throw fail.notFound("Connection request");
  if (body.error || !body.code) return { provider, outcome: "access_denied", account: null };
  const p = providerOf(provider);
  const { verifier } = await unsealSecret<{ verifier: string }>(row.verifierSealed).catch(() => ({}) as { verifier?: string });
  let tokens;
  try {
    if (!verifier) throw new Error("the PKCE verifier cannot be read");
    tokens = await p.exchangeCode({ code: body.code, codeVerifier: verifier, redirectUri: redirectUri() });
  } catch (err) {
    log.warn({ tenantId: ctx.tenant.id, provider, err: (err as Error).message }, "[drives] code exchange failed");
    return { provider, outcome: "exchange_failed", account: null };
  }
  const account = await p.account(tokens.accessToken).catch((err) => {
    log.warn({ tenantId: ctx.tenant.id, provider, err: (err as Error).message }, "[drives] account not read");
    return null;
  });
  await ctx.db.transaction(async (tx) => {
    const before = await connectionOf(tx, ctx.tenant.id, provider, { forUpdate: true });
    await saveConnection(tx, ctx.tenant.id, provider, {
      ...(await tokenColumns(tokens)),
      accountLabel: account,
      tokenVersion: (before?.tokenVersion ?? 0) + 1,
      connectedByUserId: ctx.actor.userId,
      connectedAt: new Date(),
      lastError: null,
      lastErrorAt: null,
    });
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "drives.connect",
      entityType: "drive_connection",
      entityId: provider,
      before: before?.tokensSealed ? { account: before.accountLabel } : undefined,
      after: { account },
      ip: ctx.ip,
    });
  });
  return { provider, outcome: "connected", account };
}

/** POST drives/disconnect: revoke the grant where the provider can (best effort) and forget the tokens. */
export async function disconnect(ctx: ActorContext, body: ProviderBody): Promise<DriveStatus> {
  const conn = await connectionOf(ctx.db, ctx.tenant.id, body.provider);
  if (!conn?.tokensSealed) throw fail.conflict("This drive is not connected");
  const tokens = await unsealTokens(conn.tokensSealed).catch(() => null);
  const revoked = tokens
    ? await providerOf(body.provider)
        .revoke(tokens)
        .then(() => true)
        .catch(() => false)
    : false;
  await ctx.db.transaction(async (tx) => {
    await saveConnection(tx, ctx.tenant.id, body.provider, { tokensSealed: null, accessExpiresAt: null, accountLabel: null, tokenVersion: conn.tokenVersion + 1, lastError: null, lastErrorAt: null });
    await writeAudit(tx, {
      tenantId: ctx.tenant.id,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "drives.disconnect",
      entityType: "drive_connection",
      entityId: body.provider,
      before: { account: conn.accountLabel },
      after: { revoked },
      ip: ctx.ip,
    });
  });
  return (await driveStatuses(ctx)).find((s) => s.provider === body.provider)!;
}

/** POST drives/status: the three drives of the firm (set up on this server, connected, who and when), and how to set each up. */
export async function driveStatuses(ctx: ActorContext): Promise<DriveStatus[]> {
  const rows = await connectionsOf(ctx.db, ctx.tenant.id);
  return DRIVE_PROVIDERS.map((provider) => {
    const c = rows.find((r) => r.provider === provider);
    const connected = Boolean(c?.tokensSealed);
    return {
      provider,
      configured: providerOf(provider).configured(),
      connected,
      account: connected ? (c!.accountLabel ?? null) : null,
      connectedAt: connected ? (c!.connectedAt?.toISOString() ?? null) : null,
      connectedBy: connected ? c!.connectedByName : null,
      lastError: c?.lastError ?? null,
      setup: setupHelp(provider),
    };
  });
}
