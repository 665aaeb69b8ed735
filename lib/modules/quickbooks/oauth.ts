// Intuit's OAuth 2.0 authorization-code flow through Intuit's own Node library, intuit-oauth: the authorize
// URL, the code exchanged for tokens, the refresh (the refresh token rotates: every answer may carry a new
// one, and the old one stops working once the new one has been used), the revocation on disconnect. The
// library's endpoints are class-wide settings (setAuthorizeURLs); they come from env (Intuit's by default,
// a local fake in tests and journeys), the same for every client of the process. The library keeps the
// tokens in the client object only; we make a client per call and keep the tokens sealed in the database.
import "server-only";
import OAuthClient from "intuit-oauth";
import { env } from "@/lib/server/env";
import { QBO_SCOPE } from "./constants";

export type TokenSet = { accessToken: string; refreshToken: string; accessExpiresAt: Date; refreshExpiresAt: Date | null };

/** A token request Intuit refused: `invalid_grant` (a used, revoked or expired refresh token or code) needs a new connection. */
export class QboAuthError extends Error {
  constructor(
    readonly reason: "invalid_grant" | "failed",
    message: string,
  ) {
    super(message);
  }
}

export function appConfigured(): boolean {
  const q = env.quickbooks;
  return Boolean(q.clientId && q.clientSecret && q.redirectUri);
}

function client(): OAuthClient {
  const q = env.quickbooks;
  const c = new OAuthClient({ clientId: q.clientId, clientSecret: q.clientSecret, environment: q.environment, redirectUri: q.redirectUri });
  c.setAuthorizeURLs({
    authorizeEndpoint: q.authorizeUrl,
    tokenEndpoint: q.tokenUrl,
    revokeEndpoint: q.revokeUrl,
    userInfoEndpoint: q.environment === "production" ? OAuthClient.userinfo_endpoint_production : OAuthClient.userinfo_endpoint_sandbox,
  });
  return c;
}

function tokenSet(c: OAuthClient, now = Date.now()): TokenSet {
  const t = c.getToken();
  if (!t.access_token || !t.refresh_token) throw new QboAuthError("failed", "Intuit's answer had no tokens");
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    accessExpiresAt: new Date(now + (Number(t.expires_in) || 3600) * 1000),
    refreshExpiresAt: t.x_refresh_token_expires_in ? new Date(now + Number(t.x_refresh_token_expires_in) * 1000) : null,
  };
}

function refusal(err: unknown, what: string): QboAuthError {
  const e = err as { code?: string; error?: string; message?: string; authResponse?: { response?: { status?: number } } };
  const status = e.authResponse?.response?.status;
  const text = `${e.error ?? ""} ${e.message ?? ""} ${e.code ?? ""}`;
  if (status === 400 || /invalid_grant|\b400\b|Unauthorized/i.test(text)) return new QboAuthError("invalid_grant", `Intuit refused the ${what}: reconnect QuickBooks`);
  return new QboAuthError("failed", `Intuit could not be reached for the ${what}: ${e.message ?? "unknown error"}`);
}

/** Where to send the browser: Intuit's consent page for our app, with our state. */
export function authorizeUrl(state: string): string {
  return client().authorizeUri({ scope: [QBO_SCOPE], state });
}

/** The callback's code (and realm) exchanged for the first tokens. */
export async function exchangeCode(query: URLSearchParams): Promise<TokenSet> {
  const c = client();
  try {
    await c.createToken(`${env.quickbooks.redirectUri}?${query.toString()}`);
  } catch (err) {
    throw refusal(err, "authorization code");
  }
  return tokenSet(c);
}

/** New tokens for a refresh token (the answer's refresh token replaces it: keep the newest). */
export async function refreshTokens(refreshToken: string): Promise<TokenSet> {
  const c = client();
  try {
    await c.refreshUsingToken(refreshToken);
  } catch (err) {
    throw refusal(err, "token refresh");
  }
  return tokenSet(c);
}

/** Revoke the grant (disconnect); a failure is reported, the connection is dropped anyway. */
export async function revokeToken(refreshToken: string): Promise<boolean> {
  try {
    await client().revoke({ refresh_token: refreshToken });
    return true;
  } catch {
    return false;
  }
}
