// What every account call needs from the request, and the helpers they share.
import "server-only";
import type { Db } from "@/lib/server/db/client";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { fail } from "@/lib/server/errors";

export type AuthReq = { db: Db; tenant: TenantRow; ip: string; userAgent: string; requestHost: string | null };

export const INVALID_LINK = "This link is invalid or has expired. Please request a new one";
export const invalidLink = () => fail.badRequest(INVALID_LINK);

/** The same answer whether or not the address exists (no account enumeration). */
export const LINK_SENT_MESSAGE = "If an account with this e-mail exists, we have sent it a new link";

/** A screen of the request's tenant, e.g. link(req, "/app/login"). */
export function link(req: Pick<AuthReq, "tenant" | "requestHost">, path: string): string {
  return tenantUrl(req.tenant.slug, path, req.requestHost);
}

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** Self-service registration is open only on an active firm. */
export function assertTenantOpen(req: Pick<AuthReq, "tenant">): void {
  if (req.tenant.statusId !== 1) throw fail.forbidden("This firm is not accepting registrations at the moment");
}

/** The AuthReq of a defineRoute handler context. */
export function authReq(ctx: { db: Db; tenant: TenantRow; ip: string; userAgent: string; req: Request }): AuthReq {
  return { db: ctx.db, tenant: ctx.tenant, ip: ctx.ip, userAgent: ctx.userAgent, requestHost: ctx.req.headers.get("host") };
}
