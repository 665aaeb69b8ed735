// A known /api path asked with another method answers a JSON 405 in the envelope (METHOD_NOT_ALLOWED),
// not Next's empty 405. proxy.ts asks here for the requests it sees under /api (those without a body
// type: GET, HEAD, bodiless calls); the path → method map is generated with the API index.
import { API_METHODS } from "./api-methods.generated";

const templates: readonly (readonly [RegExp, string])[] = Object.entries(API_METHODS)
  .filter(([p]) => p.includes("{"))
  .map(([p, method]) => [new RegExp(`^${p.replace(/\{\w+\}/g, "[^/]+")}$`), method] as const);

/** The method an API path answers to, or null for an unknown path. */
export function apiMethodOf(pathname: string): string | null {
  const exact = API_METHODS[pathname];
  if (exact) return exact;
  return templates.find(([re]) => re.test(pathname))?.[1] ?? null;
}

/** The methods Next answers on a route exporting `method` (HEAD comes with GET, OPTIONS always). */
function allowedMethods(method: string): string[] {
  return method === "GET" ? ["GET", "HEAD", "OPTIONS"] : [method, "OPTIONS"];
}

/** The 405 answer for `method` on a known path that does not take it; null when allowed or unknown. */
export function methodNotAllowed(method: string, pathname: string): Response | null {
  const expected = apiMethodOf(pathname);
  if (!expected) return null;
  const allow = allowedMethods(expected);
  if (allow.includes(method.toUpperCase())) return null;
  const message = `${pathname} answers ${expected} only`;
  const body = { status: false, message, result: { error: { code: "METHOD_NOT_ALLOWED", message } } };
  return new Response(JSON.stringify(body), {
    status: 405,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", allow: allow.join(", ") },
  });
}
