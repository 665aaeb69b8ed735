// A client of the USCIS Case Status API (developer.uscis.gov, Torch API program), over fetch: OAuth 2.0
// client credentials (POST {base}/oauth/accesstoken, form-encoded grant_type, client_id, client_secret →
// { access_token, expires_in }), then GET {base}/case-status/{receiptNumber} with the bearer token →
// { case_status: { receiptNumber, formType, submittedDate, current_case_status_text_en,
// current_case_status_desc_en, hist_case_status: [{ date, completed_text_en }] | null } }. Answers 422 for
// a malformed receipt number, 404 for an unknown one, 429 over the limit (5 a second and 1,000 a day in
// the sandbox). No SDK exists for it; the token is kept until shortly before it expires.
import "server-only";

export type CaseStatusAnswer = {
  receiptNumber: string;
  formType: string | null;
  submittedDate: string | null;
  statusText: string | null;
  statusDescription: string | null;
  history: { date: string | null; text: string }[];
};

export type UscisFailure = "invalid" | "not_found" | "limited" | "unauthorized" | "failed";

/** A call that did not give a status: why, in the API's terms. */
export class UscisApiError extends Error {
  constructor(
    readonly reason: UscisFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type UscisCredentials = { baseUrl: string; clientId: string; clientSecret: string };

type Token = { value: string; expiresAt: number };
const tokens = new Map<string, Token>();
const TIMEOUT_MS = 15_000;

const trimSlash = (s: string) => s.replace(/\/+$/, "");

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new UscisApiError("failed", `USCIS could not be reached: ${(err as Error).message}`);
  }
}

async function token(c: UscisCredentials, now = Date.now()): Promise<string> {
  const key = `${c.baseUrl}|${c.clientId}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > now) return cached.value;
  const res = await call(`${trimSlash(c.baseUrl)}/oauth/accesstoken`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: c.clientId, client_secret: c.clientSecret }).toString(),
  });
  if (res.status === 401 || res.status === 403 || res.status === 400) throw new UscisApiError("unauthorized", "USCIS refused the client id or secret", res.status);
  if (res.status === 429) throw new UscisApiError("limited", "USCIS's request limit was reached", 429);
  if (!res.ok) throw new UscisApiError("failed", `USCIS answered ${res.status} to the token request`, res.status);
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number | string };
  if (!body.access_token) throw new UscisApiError("failed", "USCIS gave no access token");
  // Renewed a minute before it ends.
  const seconds = Math.max(Number(body.expires_in) || 0, 120);
  tokens.set(key, { value: body.access_token, expiresAt: now + (seconds - 60) * 1000 });
  return body.access_token;
}

/** Forget the cached tokens (new credentials saved; tests). */
export function clearUscisTokens(): void {
  tokens.clear();
}

function text(v: unknown): string | null {
  return typeof v === "string" && v.trim() !== "" ? v.trim() : null;
}

/** The current status of a receipt number (normalised already: ^[A-Z]{3}\d{10}$). */
export async function fetchCaseStatus(c: UscisCredentials, receiptNumber: string): Promise<CaseStatusAnswer> {
  const send = async () =>
    call(`${trimSlash(c.baseUrl)}/case-status/${encodeURIComponent(receiptNumber)}`, { headers: { authorization: `Bearer ${await token(c)}`, accept: "application/json" } });
  let res = await send();
  if (res.status === 401) {
    // The token ended early (revoked, clock drift): one new token, one retry.
    tokens.delete(`${c.baseUrl}|${c.clientId}`);
    res = await send();
  }
  if (res.status === 422 || res.status === 400) throw new UscisApiError("invalid", `USCIS says ${receiptNumber} is not a valid receipt number`, res.status);
  if (res.status === 404) throw new UscisApiError("not_found", `USCIS does not know ${receiptNumber}`, 404);
  if (res.status === 429) throw new UscisApiError("limited", "USCIS's request limit was reached", 429);
  if (res.status === 401 || res.status === 403) throw new UscisApiError("unauthorized", "USCIS refused the credentials", res.status);
  if (!res.ok) throw new UscisApiError("failed", `USCIS answered ${res.status}`, res.status);
  const body = (await res.json().catch(() => null)) as { case_status?: Record<string, unknown> } | null;
  const s = body?.case_status;
  if (!s) throw new UscisApiError("failed", "USCIS's answer had no case status");
  const hist = Array.isArray(s.hist_case_status) ? (s.hist_case_status as Record<string, unknown>[]) : [];
  return {
    receiptNumber: text(s.receiptNumber) ?? receiptNumber,
    formType: text(s.formType),
    submittedDate: text(s.submittedDate),
    statusText: text(s.current_case_status_text_en),
    statusDescription: text(s.current_case_status_desc_en),
    history: hist.flatMap((h) => {
      const t = text(h.completed_text_en) ?? text(h.text);
      return t ? [{ date: text(h.date), text: t }] : [];
    }),
  };
}
