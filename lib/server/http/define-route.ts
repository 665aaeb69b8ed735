// Every API route goes through defineRoute: body limits and parsing, tenant from host, session,
// role check, zod validation (with timezone/today defaults), the handler, and the envelope.
import { z } from "zod";
import { getDb, type Db } from "@/lib/server/db/client";
import { findTenantBySlug, slugFromHost, type TenantRow } from "@/lib/server/tenancy/tenant";
import {
  findTenantAndActor,
  readCookie,
  SESSION_COOKIE,
  sealSessionCookie,
  sessionCookieHeader,
  unsealSessionCookie,
  type Actor,
} from "@/lib/server/auth/session";
import { AppError, fail } from "./errors";
import { errorEnvelope, internalErrorEnvelope, okEnvelope, type Pagination } from "./envelope";
import { zodFieldErrors } from "./zod-errors";

export const MAX_BODY_BYTES = 1024 * 1024;

export type RouteContext<TTenant extends TenantRow | null, TActor extends Actor | null> = {
  req: Request;
  db: Db;
  tenant: TTenant;
  actor: TActor;
  ip: string;
  userAgent: string;
  /** Browser time zone and today's date (YYYY-MM-DD) sent with the payload, or server defaults. */
  clock: { timezone: string; today: string };
};

export type RouteResult = {
  data: unknown;
  message?: string;
  pagination?: Pagination;
  /** A session token to seal into the cookie, or null to clear it. */
  setSession?: string | null;
};

export type AuthMode = "user" | "public";

type Options<S extends z.ZodType, A extends AuthMode, T extends boolean> = {
  /** "user" requires a session; "public" loads one when present. */
  auth: A;
  /** Whether the host must name a tenant (default true). */
  tenant?: T;
  /** Roles allowed (only with auth "user"). */
  roles?: readonly number[];
  body: S;
  handler: (
    ctx: RouteContext<T extends false ? TenantRow | null : TenantRow, A extends "user" ? Actor : Actor | null> & {
      body: z.output<S>;
    },
  ) => Promise<RouteResult>;
};

const clockSchema = z.object({
  timezone: z.string().max(64).optional(),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});

/** One formatter per time zone seen (building an Intl.DateTimeFormat costs more than the rest of a request's clock work). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timezone: string): Intl.DateTimeFormat | null {
  let f = dayFormats.get(timezone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      return null;
    }
    if (dayFormats.size < 1000) dayFormats.set(timezone, f);
  }
  return f;
}

function todayIn(timezone: string): string {
  return (dayFormat(timezone) ?? dayFormat("UTC")!).format(new Date());
}

function validTimeZone(tz: string | undefined): string {
  return tz && dayFormat(tz) ? tz : "UTC";
}

function clientIp(req: Request): string {
  const fwd = req.headers.get("x-forwarded-for");
  return (fwd?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "127.0.0.1").slice(0, 64);
}

function json(body: unknown, status: number, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export async function readJsonBody(req: Request): Promise<unknown> {
  const length = Number(req.headers.get("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MB");
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MB");
  if (text.trim() === "") return {};
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json)");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw fail.badRequest("The request body is not valid JSON");
  }
}

/** Cookie-authenticated POSTs must come from our own origin (CSRF defence). */
function checkOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  const host = req.headers.get("host");
  if (!origin || !host) throw fail.forbidden("Cross-site request refused");
  try {
    if (new URL(origin).host !== host) throw fail.forbidden("Cross-site request refused");
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw fail.forbidden("Cross-site request refused");
  }
}

/** The session token of a request: bearer header first, then the sealed cookie. */
export async function requestToken(req: Request): Promise<{ token: string; via: "bearer" | "cookie" } | null> {
  const auth = req.headers.get("authorization");
  const m = auth?.match(/^Bearer\s+(\S+)$/i);
  if (m) return { token: m[1], via: "bearer" };
  const cookie = readCookie(req.headers.get("cookie"), SESSION_COOKIE);
  if (!cookie) return null;
  const token = await unsealSessionCookie(cookie);
  return token ? { token, via: "cookie" } : null;
}

/** A multipart route's file part, for the OpenAPI document. */
export type UploadMeta = { fileField: string; maxFiles: number; maxFileBytes: number; acceptsJson: boolean };

/** What the OpenAPI document says of a route (attached to its handler). */
export type RouteMeta = { auth: AuthMode; tenant: boolean; roles?: readonly number[]; body: z.ZodType; upload?: UploadMeta };
export type RouteHandler = ((req: Request) => Promise<Response>) & { meta: RouteMeta };

export type RequestContext<TTenant extends TenantRow | null = TenantRow | null, TActor extends Actor | null = Actor | null> = Omit<
  RouteContext<TTenant, TActor>,
  "req" | "clock"
>;

/**
 * The shared request step of defineRoute and defineUploadRoute: tenant from the host (404 when the
 * route needs one), session from the bearer header or the sealed cookie (a cookie request must carry
 * a same-origin Origin), and the role check.
 */
export async function resolveRequestContext(
  req: Request,
  opts: { auth: AuthMode; tenant?: boolean; roles?: readonly number[] },
): Promise<RequestContext> {
  const db = await getDb();
  const slug = slugFromHost(req.headers.get("host"));
  const tok = slug ? await requestToken(req) : null;
  let tenant: TenantRow | null = null;
  let actor: Actor | null = null;
  if (slug && tok) {
    // Tenant and session in one statement.
    const found = await findTenantAndActor(db, slug, tok.token);
    tenant = found?.tenant ?? null;
    try {
      if (found?.actor instanceof AppError) throw found.actor;
      if (found && tok.via === "cookie") checkOrigin(req);
      actor = found?.actor ?? null;
    } catch (e) {
      if (opts.auth === "user") throw e;
    }
  } else if (slug) {
    tenant = await findTenantBySlug(db, slug);
  }
  if (opts.tenant !== false && !tenant) throw fail.notFound("Firm");

  if (opts.auth === "user") {
    if (!actor) throw fail.unauthenticated();
    if (opts.roles && !opts.roles.includes(actor.roleId)) throw fail.forbidden();
  }
  return { db, tenant, actor, ip: clientIp(req), userAgent: req.headers.get("user-agent") ?? "" };
}

/** `timezone` and `today` of a payload (JSON body or form fields), with server defaults. */
export function clockOf(raw: unknown): { timezone: string; today: string } {
  const clockParsed = clockSchema.safeParse(raw);
  const timezone = validTimeZone(clockParsed.success ? clockParsed.data.timezone : undefined);
  const today = (clockParsed.success && clockParsed.data.today) || todayIn(timezone);
  return { timezone, today };
}

/** Runs a route body and turns its result or error into the envelope (200, 4xx or a logged 500). */
export async function respond(req: Request, run: () => Promise<RouteResult>): Promise<Response> {
  try {
    const result = await run();
    const headers: Record<string, string> = {};
    if (result.setSession !== undefined) {
      headers["set-cookie"] = sessionCookieHeader(result.setSession === null ? null : await sealSessionCookie(result.setSession));
    }
    return json(okEnvelope(result.data, result.message, result.pagination), 200, headers);
  } catch (err) {
    if (err instanceof AppError) {
      const headers: Record<string, string> = {};
      if (["TOKEN_EXPIRED", "LOGIN_USER_INACTIVE", "ROLE_CHANGED"].includes(err.code)) {
        headers["set-cookie"] = sessionCookieHeader(null);
      }
      return json(errorEnvelope(err), err.status, headers);
    }
    console.error("[api] unhandled error", req.method, new URL(req.url).pathname, err);
    return json(internalErrorEnvelope(), 500);
  }
}

/** zod-parse a payload; 422 with per-field messages when it does not fit. */
export function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fail.validation(zodFieldErrors(parsed.error));
  return parsed.data;
}

export function defineRoute<S extends z.ZodType, A extends AuthMode, T extends boolean = true>(opts: Options<S, A, T>): RouteHandler {
  const needTenant = opts.tenant !== false;
  const handle = function handle(req: Request): Promise<Response> {
    return respond(req, async () => {
      const raw = await readJsonBody(req);
      const base = await resolveRequestContext(req, { auth: opts.auth, tenant: needTenant, roles: opts.roles });
      const clock = clockOf(raw);
      const body = parseBody(opts.body, raw);
      return opts.handler({ ...base, req, tenant: base.tenant as never, actor: base.actor as never, clock, body });
    });
  };
  return Object.assign(handle, { meta: { auth: opts.auth, tenant: needTenant, roles: opts.roles, body: opts.body } });
}
