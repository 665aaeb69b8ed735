// What the three providers share: the OAuth 2.0 token request (RFC 6749 §4.1.3 / §6, client id and secret
// in the form body, as all three accept), PKCE's S256 challenge, and an API call that maps 401 and 404.
import "server-only";
import { createHash } from "node:crypto";
import { DriveApiError, DriveAuthError, DriveNotFound, DriveTokenRejected, type TokenSet } from "./types";

export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
}

/** A provider's registered app (env.drives.<provider>). */
type OAuthApp = { authUrl: string; tokenUrl: string; clientId: string; clientSecret: string };

/** The authorization-code URL with PKCE (S256) all three start with; `extra`: the provider's own parameters. */
export function pkceAuthorizeUrl(app: OAuthApp, p: { state: string; codeChallenge: string; redirectUri: string }, scopes: readonly string[], extra: Record<string, string> = {}): string {
  return withQuery(app.authUrl, {
    client_id: app.clientId,
    redirect_uri: p.redirectUri,
    response_type: "code",
    scope: scopes.join(" "),
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: "S256",
    ...extra,
  });
}

/** The code (with its PKCE verifier) for tokens. */
export function exchangeCode(app: OAuthApp, p: { code: string; codeVerifier: string; redirectUri: string }, what: string, extra: Record<string, string> = {}): Promise<TokenSet> {
  const form = { grant_type: "authorization_code", code: p.code, code_verifier: p.codeVerifier, redirect_uri: p.redirectUri, client_id: app.clientId, client_secret: app.clientSecret, ...extra };
  return tokenRequest(app.tokenUrl, form, what);
}

/** New tokens for a refresh token (kept when the answer brings none). */
export function refreshTokens(app: OAuthApp, refreshToken: string, what: string, extra: Record<string, string> = {}): Promise<TokenSet> {
  return tokenRequest(app.tokenUrl, { grant_type: "refresh_token", refresh_token: refreshToken, client_id: app.clientId, client_secret: app.clientSecret, ...extra }, what, refreshToken);
}

/** POST a token request; the answer's tokens, or DriveAuthError. Without a new refresh token, `keepRefresh` stays. */
export async function tokenRequest(url: string, form: Record<string, string>, what: string, keepRefresh: string | null = null): Promise<TokenSet> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" }, body: new URLSearchParams(form), signal: AbortSignal.timeout(20_000) });
  } catch (err) {
    throw new DriveAuthError("failed", `${what}: the provider could not be reached (${(err as Error).message})`);
  }
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; expires_in?: number | string; error?: string };
  if (!res.ok) {
    if (res.status === 400 || res.status === 401 || body.error === "invalid_grant") throw new DriveAuthError("invalid_grant", `${what} was refused (${body.error ?? res.status}): connect the drive again`);
    throw new DriveAuthError("failed", `${what} failed (${res.status})`);
  }
  if (!body.access_token) throw new DriveAuthError("failed", `${what}: the answer had no access token`);
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? keepRefresh,
    accessExpiresAt: new Date(Date.now() + (Number(body.expires_in) || 3600) * 1000),
  };
}

/** An API call with the bearer token: 401 → DriveTokenRejected, 404 → DriveNotFound, other failures → DriveApiError. */
export async function apiCall(url: string, accessToken: string, init: RequestInit = {}, notFound: (res: Response, text: string) => boolean = (r) => r.status === 404): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(60_000) });
  } catch (err) {
    throw new DriveApiError(`The drive could not be reached (${(err as Error).message})`);
  }
  if (res.ok) return res;
  const text = await res.text().catch(() => "");
  if (res.status === 401) throw new DriveTokenRejected("The drive refused the access token");
  if (notFound(res, text)) throw new DriveNotFound("Not found on the drive");
  throw new DriveApiError(`The drive answered ${res.status}`);
}

export const json = async <T>(res: Response): Promise<T> => {
  try {
    return (await res.json()) as T;
  } catch {
    throw new DriveApiError("The drive's answer was not JSON");
  }
};
