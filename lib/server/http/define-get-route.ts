// GET routes (stored files, branding, profile pictures, the OpenAPI document): the same tenant and
// session step as defineRoute, errors as the JSON envelope, but the handler answers the Response
// itself. The clock comes from the query string (?timezone&today), as a payload's would.
import "server-only";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { Actor } from "@/lib/server/auth/session";
import type { Action } from "@/lib/shared/permissions";
import { clockOf, errorResponse, requestIdOf, resolveRequestContext, transportHeaders, type AuthMode, type RouteContext } from "./define-route";

type Segment<P> = { params: Promise<P> };

export function defineGetRoute<A extends AuthMode, T extends boolean = true, P extends Record<string, string> = Record<string, string>>(opts: {
  /** "user" requires a session; "public" loads one when present. */
  auth: A;
  /** Whether the host must name a tenant (default true). */
  tenant?: T;
  /** The action (lib/shared/permissions.ts) the caller must be allowed, as defineRoute's `permission`. */
  permission?: Action;
  handler: (
    ctx: RouteContext<T extends false ? TenantRow | null : TenantRow, A extends "user" ? Actor : Actor | null> & { url: URL; params: P },
  ) => Promise<Response>;
}): ((req: Request, segment?: Segment<P>) => Promise<Response>) & { meta: { auth: A; tenant: boolean; permission?: Action } } {
  const handle = async (req: Request, segment?: Segment<P>): Promise<Response> => {
    try {
      const base = await resolveRequestContext(req, { auth: opts.auth, tenant: opts.tenant !== false, permission: opts.permission });
      const url = new URL(req.url);
      const res = await opts.handler({
        ...base,
        tenant: base.tenant as never,
        actor: base.actor as never,
        req,
        clock: clockOf(Object.fromEntries(url.searchParams)),
        url,
        params: segment ? await segment.params : ({} as P),
      });
      res.headers.set("x-request-id", requestIdOf(req));
      for (const [k, v] of Object.entries(transportHeaders())) res.headers.set(k, v);
      return res;
    } catch (err) {
      return errorResponse(req, err);
    }
  };
  // What the OpenAPI document says of the route (lib/server/http/openapi.ts).
  return Object.assign(handle, { meta: { auth: opts.auth, tenant: opts.tenant !== false, permission: opts.permission } });
}
