// The browser's only way to call /api/*: POST JSON with the cookie session (or a token-link bearer),
// adds the clock fields (spec section 7), unwraps the envelope and turns errors into ApiError (spec section 8).
import { browserTimeZone } from "./format/time-zone";

export const GENERIC_ERROR = "Something went wrong. Please try again later";

/** Error codes after which the client signs out (spec section 8). */
export const SIGN_OUT_CODES = ["TOKEN_EXPIRED", "LOGIN_USER_INACTIVE", "ROLE_CHANGED"] as const;

type Pagination = { page: number; perpage: number; total: number };

/** The message of an error as a key of messages/<locale>/errors.json and its parameters (the envelope's messageKey/params). */
export type ApiMessageRef = { key: string; params?: Record<string, string | number> };

/** What the envelope said besides `message`/`fields`: the keys, and the English texts before translation. */
export type ApiErrorDetails = {
  messageRef?: ApiMessageRef;
  fieldRefs?: Record<string, ApiMessageRef>;
  englishMessage?: string;
  englishFields?: Record<string, string>;
};

export class ApiError extends Error {
  /** The server's English message (`message` is in the reader's language). */
  readonly englishMessage: string;
  readonly englishFields: Record<string, string>;
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.englishMessage = details.englishMessage ?? message;
    this.englishFields = details.englishFields ?? fields;
  }
}

type ApiOptions = {
  /** A token from a token-link page (sent as `Authorization: Bearer`). */
  token?: string;
  signal?: AbortSignal;
  /** The page is being left (pagehide): sent from the caller's task, which is the last, and kept alive past the page. */
  leaving?: boolean;
  /**
   * A sign-in call (auth/login): its LOGIN_USER_INACTIVE is the answer about the account signing in ("your account
   * at … is inactive, ask …"), for the form to show — not a session that ended, so the page is not signed out and
   * reloaded (issue 34 §3: the form was reset with no message).
   */
  signIn?: boolean;
};

type Envelope = {
  status?: boolean;
  message?: unknown;
  result?: {
    data?: unknown;
    pagination?: Pagination;
    error?: { code?: unknown; message?: unknown; fields?: unknown; messageKey?: unknown; params?: unknown; fieldKeys?: unknown };
  };
};

/** Hooks the shell registers: what to clear and where to go when the session ends. */
type SignOutHandler = (opts: { tokenPage: boolean }) => void;
let signOutHandler: SignOutHandler = ({ tokenPage }) => {
  if (typeof window !== "undefined") window.location.assign(tokenPage ? "/" : "/app/login");
};
export function onSessionEnded(handler: SignOutHandler): void {
  signOutHandler = handler;
}

/** Today's calendar date in the browser's zone, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}


/** Adds timezone and today to a plain-object body when absent. */
export function withClock(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return { ...b, timezone: b.timezone ?? browserTimeZone(), today: b.today ?? localToday() };
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);

/** Reads the envelope of a failed answer into an ApiError with the spec's message fallback chain. */
export function toApiError(envelope: Envelope | null, status: number): ApiError {
  const err = envelope?.result?.error;
  const message = str(envelope?.message) ?? str(err?.message) ?? GENERIC_ERROR;
  const code = str(err?.code) ?? (status >= 500 ? "INTERNAL" : "ERROR");
  const fields =
    err?.fields && typeof err.fields === "object" ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, String(v)])) : {};
  const details: ApiErrorDetails = {};
  // The key belongs to the error's message; a top-level message that differs from it has no key.
  const key = str(err?.messageKey);
  if (key && message === str(err?.message)) details.messageRef = { key, params: paramsOf(err?.params) };
  if (err?.fieldKeys && typeof err.fieldKeys === "object") {
    const refs: Record<string, ApiMessageRef> = {};
    for (const [f, r] of Object.entries(err.fieldKeys as Record<string, unknown>)) {
      const k = r && typeof r === "object" ? str((r as { key?: unknown }).key) : null;
      if (k) refs[f] = { key: k, params: paramsOf((r as { params?: unknown }).params) };
    }
    details.fieldRefs = refs;
  }
  return new ApiError(code, message, status, fields, details);
}

function paramsOf(v: unknown): Record<string, string | number> | undefined {
  if (!v || typeof v !== "object") return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, p] of Object.entries(v)) if (typeof p === "string" || typeof p === "number") out[k] = p;
  return out;
}

/**
 * The reader's language: the NEXT_LOCALE cookie the pages are rendered in (i18n/request.ts; the language
 * switcher sets it before the page refreshes), else the page's <html lang>.
 */
function readerLocale(): string {
  if (typeof document === "undefined") return "en";
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(document.cookie ?? "")?.[1];
  return cookie || document.documentElement?.lang || "en";
}

/**
 * The error with its message and field messages in `locale`, rendered from the envelope's keys through
 * messages/<locale>/errors.json (loaded on the first error); the English texts stay on englishMessage/englishFields.
 */
export async function localizeApiError(error: ApiError, locale = readerLocale()): Promise<ApiError> {
  if (locale === "en") return error;
  try {
    const { loadErrorText } = await import("./validation/error-text");
    const t = await loadErrorText(locale);
    const fields = Object.fromEntries(Object.entries(error.englishFields).map(([f, m]) => [f, t.render(error.details.fieldRefs?.[f], m)]));
    const localized = new ApiError(error.code, t.render(error.details.messageRef, error.englishMessage), error.status, fields, {
      ...error.details,
      englishMessage: error.englishMessage,
      englishFields: error.englishFields,
    });
    localized.stack = error.stack;
    return localized;
  } catch {
    return error;
  }
}

/**
 * Lets the browser do other work (the rest of a page's hydration, a click) before a request is built and
 * sent. The queries a screen starts when it mounts are all sent from React's commit, one task: at 4× CPU the
 * case page's four fetch() calls were ~40 ms of one long task. scheduler.yield() where there is one (it resumes
 * ahead of other queued work), a zero timeout elsewhere.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function request(path: string, body: unknown, opts: ApiOptions): Promise<Envelope> {
  if (!opts.leaving) await yieldToMain();
  const url = `/api/${path.replace(/^\/+/, "").replace(/^api\//, "")}`;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(withClock(body ?? {})),
      credentials: "same-origin",
      signal: opts.signal,
      keepalive: opts.leaving,
    });
  } catch {
    if (opts.signal?.aborted) {
      const reason = opts.signal.reason;
      throw new ApiError("ABORTED", (reason instanceof Error && str(reason.message)) || str(reason) || "error", 0);
    }
    throw await localizeApiError(new ApiError("NETWORK", GENERIC_ERROR, 0));
  }
  let envelope: Envelope | null = null;
  try {
    envelope = (await res.json()) as Envelope;
  } catch {
    envelope = null;
  }
  if (!res.ok || envelope?.status === false || envelope === null) {
    const error = toApiError(envelope, res.ok ? 500 : res.status);
    if ((SIGN_OUT_CODES as readonly string[]).includes(error.code) && !opts.signIn) signOutHandler({ tokenPage: Boolean(opts.token) });
    throw await localizeApiError(error);
  }
  return envelope;
}

/** POST /api/<path>; resolves to `result.data`. */
export async function apiPost<T>(path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  const envelope = await request(path, body, opts);
  return envelope.result?.data as T;
}

/** POST a list call; resolves to `{ data, pagination }`. */
export async function apiList<T>(
  path: string,
  body?: unknown,
  opts: ApiOptions = {},
): Promise<{ data: T[]; pagination: Pagination }> {
  const envelope = await request(path, body, opts);
  const data = (envelope.result?.data ?? []) as T[];
  const pagination = envelope.result?.pagination ?? { page: 1, perpage: data.length, total: data.length };
  return { data, pagination };
}

/** The message to show for any thrown value (an ApiError's in the reader's language: localizeApiError). */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error && str(e.message)) return e.message;
  return GENERIC_ERROR;
}
