// Edge rules before any page renders (no database here): / → /app/, security headers with a per-request
// CSP nonce on every response (and Strict-Transport-Security over HTTPS, lib/shared/transport-security.ts), and the signed-in visitor's redirect away from login/register. The (authenticated) layout
// validates the session itself; /api/* requests come only without a body type, for the JSON 405 of a wrong method.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/server/env";
import { DASHBOARD_PATH, LOGIN_PATH, SESSION_ENDED_PARAM } from "@/lib/shared/navigation";
import { methodNotAllowed } from "@/lib/shared/api-methods";
import { transportSecurityHeaders } from "@/lib/shared/transport-security";

const SESSION_COOKIE = "icm_session"; // lib/server/auth/session.ts SESSION_COOKIE (not imported: it pulls the DB in)

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // Stripe.js (the invoice link's Payment Element, lib/modules/invoices/ui/pay-online-form.tsx): its script,
    // its frames and its API, as Stripe's security guide lists them.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// Camera and microphone for this origin only (the video meetings, lib/modules/meetings; on every page, since
// the app moves between screens without loading a new document); never for a frame of another site.
const STATIC_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
};

/** Strict-Transport-Security over HTTPS (PUBLIC_PROTOCOL, read per request: the built app serves either). */
function transportSecure<R extends Response>(res: R): R {
  for (const [k, v] of Object.entries(transportSecurityHeaders(env.publicProtocol))) res.headers.set(k, v);
  return res;
}

function secure(res: NextResponse, csp: string): NextResponse {
  res.headers.set("Content-Security-Policy", csp);
  for (const [k, v] of Object.entries(STATIC_HEADERS)) res.headers.set(k, v);
  return transportSecure(res);
}

function redirectTo(req: NextRequest, pathname: string, search = ""): URL {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  return url;
}

export function proxy(req: NextRequest) {
  // /api requests come here only without a body type (see config): a known path asked with another
  // method (GET on a POST call) answers the JSON 405; the rest goes on untouched.
  // The billing calls' second base /payapi/ (the same handlers, app/payapi) is an API path too.
  if (req.nextUrl.pathname.startsWith("/api/") || req.nextUrl.pathname.startsWith("/payapi/")) return transportSecure(methodNotAllowed(req.method, req.nextUrl.pathname) ?? NextResponse.next());
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, env.nodeEnv === "development");
  const { pathname, search } = req.nextUrl;

  if (pathname === "/") return secure(NextResponse.redirect(redirectTo(req, "/app/")), csp);

  if (pathname === "/app" || pathname.startsWith("/app/")) {
    const hasSession = Boolean(req.cookies.get(SESSION_COOKIE)?.value);
    const entry = pathname === LOGIN_PATH || pathname === "/app/register";
    if (pathname === LOGIN_PATH && req.nextUrl.searchParams.has(SESSION_ENDED_PARAM)) {
      // The server found the cookie invalid: drop it so the login page does not bounce back to the dashboard.
      const params = new URLSearchParams(search);
      params.delete(SESSION_ENDED_PARAM);
      const res = secure(NextResponse.redirect(redirectTo(req, LOGIN_PATH, params.size ? `?${params}` : "")), csp);
      // As the session cookie is set (lib/server/auth/session.ts sessionCookieHeader): Secure over HTTPS.
      res.cookies.set(SESSION_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: env.secureCookies });
      return res;
    }
    // A hand-off link must reach the login page even when an older session cookie of this firm exists.
    const handoff = pathname === LOGIN_PATH && req.nextUrl.searchParams.has("handoff");
    if (entry && hasSession && !handoff) return secure(NextResponse.redirect(redirectTo(req, DASHBOARD_PATH)), csp);
    // Signed-out visitors of protected screens are sent to the login by the (authenticated) layout, which
    // knows the routes: an unknown path must reach the catch-all and go to /app/error-404 instead.
  }

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-pathname", `${pathname}${search}`);
  requestHeaders.set("Content-Security-Policy", csp);
  return secure(NextResponse.next({ request: { headers: requestHeaders } }), csp);
}

export const config = {
  // /api/* calls do not pass through the proxy (it costs a third of an API call's time): their security
  // headers come from next.config.ts headers() (Strict-Transport-Security, which PUBLIC_PROTOCOL decides at
  // run time, from the route wrappers), their tenant and session from defineRoute. Only /api
  // requests without a content type (GETs, bodiless calls) come in, for the JSON 405 above.
  matcher: [
    "/((?!api/|payapi/|_next/static|_next/image|favicon.ico).*)",
    { source: "/api/:path*", missing: [{ type: "header", key: "content-type" }] },
    { source: "/payapi/:path*", missing: [{ type: "header", key: "content-type" }] },
  ],
};
