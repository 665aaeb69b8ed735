// Connecting a firm to its QuickBooks company (GET /api/quickbook/auth), the status and settings, and
// disconnecting. The OAuth `state` is a random token stored hashed with the firm, the user who started and
// 15 minutes to live, used once. Intuit sends the browser back to the one redirect URI registered for the
// app: on another host (the bare domain), a known state sends it on to its firm's host with the same query;
// on the firm's host the code is exchanged only for the signed-in user who started (CSRF: a state made by
// someone else, or for another firm, connects nothing). The browser lands on the status page with
// ?connected=1 or ?error=<code>.
import "server-only";
import { hashToken, newToken } from "@/lib/server/auth/crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext, HostContext } from "@/lib/server/context";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { env } from "@/lib/server/env";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { can } from "@/lib/shared/permissions";
import { companyName } from "./api";
import { CALLBACK_PATH, STATE_TTL_MS, STATUS_PATH, WEBHOOK_PATH } from "./constants";
import type { QuickbooksStatus, SaveConfigBody, SetupHelp } from "./contract";
import { appConfigured, authorizeUrl, exchangeCode, revokeToken } from "./oauth";
import { connectionOf, findState, insertState, markStateUsed, saveConnection, syncCounts, syncFailures, tenantById, userName } from "./repository";
import { tokenColumns, unsealTokens } from "./tokens";

const redirect = (url: string) => new Response(null, { status: 302, headers: { location: url, "cache-control": "no-store" } });

function baseUrl(): string {
  const port = env.publicPort;
  return `${env.publicProtocol}://${env.baseDomain}${port ? `:${port}` : ""}`;
}

/** What an operator sets to turn the integration on (the settings page shows it when it is off). */
export function setupHelp(): SetupHelp {
  const q = env.quickbooks;
  return {
    envNames: ["QUICKBOOKS_CLIENT_ID", "QUICKBOOKS_CLIENT_SECRET", "QUICKBOOKS_REDIRECT_URI", "QUICKBOOKS_ENVIRONMENT", "QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN"],
    redirectUri: q.redirectUri || `${baseUrl()}${CALLBACK_PATH}`,
    webhookUrl: `${baseUrl()}${WEBHOOK_PATH}`,
    developerSite: "https://developer.intuit.com",
  };
}

/** GET /api/quickbook/auth: without `code` or `error`, start; with them, Intuit's callback. */
export async function quickbooksAuth(ctx: HostContext, url: URL): Promise<Response> {
  const q = url.searchParams;
  if (q.has("code") || q.has("error")) return callback(ctx, q);
  if (!ctx.tenant) throw fail.notFound("Firm");
  if (!ctx.actor) throw fail.unauthenticated();
  if (!can(ctx.actor, "quickbooks.manage")) throw fail.forbidden();
  if (!appConfigured()) throw fail.conflict("QuickBooks is not set up on this server: see the QuickBooks settings page");
  const state = newToken();
  await insertState(ctx.db, { stateHash: hashToken(state), tenantId: ctx.tenant.id, userId: ctx.actor.userId, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  return redirect(authorizeUrl(state));
}

async function callback(ctx: HostContext, q: URLSearchParams): Promise<Response> {
  const state = q.get("state") ?? "";
  const row = state ? await findState(ctx.db, hashToken(state)) : null;
  const back = (slug: string, params: string) => redirect(tenantUrl(slug, `${STATUS_PATH}?${params}`));
  if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) {
    if (ctx.tenant) return back(ctx.tenant.slug, "error=invalid_state");
    throw fail.badRequest("This QuickBooks connection link is not valid (any more): start again from the QuickBooks settings");
  }
  if (!ctx.tenant || ctx.tenant.id !== row.tenantId) {
    // The redirect URI is on another host: on to the firm that started, with the same query.
    const firm = await tenantById(ctx.db, row.tenantId);
    if (!firm) throw fail.notFound("Firm");
    return redirect(tenantUrl(firm.slug, `${CALLBACK_PATH}?${q.toString()}`));
  }
  const slug = ctx.tenant.slug;
  if (!ctx.actor || ctx.actor.userId !== row.userId) return back(slug, "error=wrong_user");
  await markStateUsed(ctx.db, row.stateHash);
  if (q.has("error")) return back(slug, `error=${encodeURIComponent(q.get("error") === "access_denied" ? "access_denied" : "refused")}`);
  const realmId = q.get("realmId") ?? "";
  if (!/^\d{1,20}$/.test(realmId)) return back(slug, "error=no_realm");
  let tokens;
  try {
    tokens = await exchangeCode(q);
  } catch (err) {
    log.warn({ tenantId: row.tenantId, err: (err as Error).message }, "[quickbooks] code exchange failed");
    return back(slug, "error=exchange_failed");
  }
  const actor = ctx.actor;
  const tenantId = ctx.tenant.id;
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await connectionOf(tx, tenantId, { forUpdate: true });
      await saveConnection(tx, tenantId, {
        realmId,
        environment: env.quickbooks.environment,
        ...(await tokenColumns(tokens)),
        tokenVersion: (before?.tokenVersion ?? 0) + 1,
        connectedByUserId: actor.userId,
        connectedAt: new Date(),
        companyName: before?.realmId === realmId ? before.companyName : null,
        lastError: null,
        lastErrorAt: null,
      });
      await writeAudit(tx, { tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "quickbooks.connect", entityType: "quickbooks", entityId: realmId, before: before?.realmId ? { realmId: before.realmId } : undefined, after: { realmId }, ip: ctx.ip });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return back(slug, "error=realm_taken");
    throw err;
  }
  const name = await companyName(ctx.db, tenantId, realmId).catch((err) => {
    log.warn({ tenantId, err: (err as Error).message }, "[quickbooks] company name not read");
    return null;
  });
  if (name) await saveConnection(ctx.db, tenantId, { companyName: name });
  return back(slug, "connected=1");
}

export async function disconnect(ctx: ActorContext): Promise<QuickbooksStatus> {
  const conn = await connectionOf(ctx.db, ctx.tenant.id);
  if (!conn?.tokensSealed) throw fail.conflict("QuickBooks is not connected");
  const tokens = await unsealTokens(conn.tokensSealed).catch(() => null);
  const revoked = tokens ? await revokeToken(tokens.refreshToken) : false;
  await ctx.db.transaction(async (tx) => {
    await saveConnection(tx, ctx.tenant.id, { tokensSealed: null, realmId: null, companyName: null, accessExpiresAt: null, refreshExpiresAt: null, tokenVersion: conn.tokenVersion + 1 });
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "quickbooks.disconnect", entityType: "quickbooks", entityId: conn.realmId, before: { realmId: conn.realmId }, after: { revoked }, ip: ctx.ip });
  });
  return quickbooksStatus(ctx);
}

export async function saveConfig(ctx: ActorContext, body: SaveConfigBody): Promise<QuickbooksStatus> {
  await ctx.db.transaction(async (tx) => {
    const before = await connectionOf(tx, ctx.tenant.id, { forUpdate: true });
    const after = {
      pushInvoices: body.pushInvoices,
      pullPayments: body.pullPayments,
      legalFeeItemId: body.legalFeeItemId ?? null,
      filingFeeItemId: body.filingFeeItemId ?? null,
      expenseItemId: body.expenseItemId ?? null,
      otherItemId: body.otherItemId ?? null,
      incomeAccountId: body.incomeAccountId ?? null,
    };
    await saveConnection(tx, ctx.tenant.id, after);
    const was = before && { pushInvoices: before.pushInvoices, pullPayments: before.pullPayments, legalFeeItemId: before.legalFeeItemId, filingFeeItemId: before.filingFeeItemId, expenseItemId: before.expenseItemId, otherItemId: before.otherItemId, incomeAccountId: before.incomeAccountId };
    await writeAudit(tx, { tenantId: ctx.tenant.id, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "quickbooks.config", entityType: "quickbooks", entityId: before?.realmId ?? null, before: was ?? undefined, after, ip: ctx.ip });
  });
  return quickbooksStatus(ctx);
}

export async function quickbooksStatus(ctx: ActorContext): Promise<QuickbooksStatus> {
  const c = await connectionOf(ctx.db, ctx.tenant.id);
  const [counts, failures, connectedBy] = await Promise.all([syncCounts(ctx.db, ctx.tenant.id), syncFailures(ctx.db, ctx.tenant.id), userName(ctx.db, c?.connectedByUserId ?? null)]);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const connected = Boolean(c?.tokensSealed && c.realmId);
  return {
    configured: appConfigured(),
    environment: env.quickbooks.environment,
    setup: setupHelp(),
    connected,
    realmId: connected ? c!.realmId : null,
    companyName: connected ? c!.companyName : null,
    connectedAt: connected ? iso(c!.connectedAt) : null,
    connectedBy: connected ? connectedBy : null,
    refreshExpiresAt: connected ? iso(c!.refreshExpiresAt) : null,
    lastSyncAt: iso(c?.lastSyncAt),
    lastError: c?.lastError ?? null,
    lastErrorAt: iso(c?.lastErrorAt),
    config: {
      pushInvoices: c?.pushInvoices ?? true,
      pullPayments: c?.pullPayments ?? true,
      legalFeeItemId: c?.legalFeeItemId ?? null,
      filingFeeItemId: c?.filingFeeItemId ?? null,
      expenseItemId: c?.expenseItemId ?? null,
      otherItemId: c?.otherItemId ?? null,
      incomeAccountId: c?.incomeAccountId ?? null,
    },
    counts,
    failures: failures.map((f) => ({ invoiceId: f.invoiceId, error: f.error ?? "", at: f.at.toISOString() })),
  };
}
