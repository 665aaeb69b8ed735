// What every account call needs from the request, and the helpers they share.
import "server-only";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { fail } from "@/lib/server/errors";
import type { PublicContext } from "@/lib/server/context";

export const INVALID_LINK = "This link is invalid or has expired. Please request a new one";
export const invalidLink = () => fail.badRequest(INVALID_LINK);

/** The same answer whether or not the address exists (no account enumeration). */
export const LINK_SENT_MESSAGE = "If an account with this e-mail exists, we have sent it a new link";

/** A screen of the request's tenant, e.g. link(req, "/app/login"). */
export function link(req: Pick<PublicContext, "tenant">, path: string): string {
  return tenantUrl(req.tenant.slug, path);
}

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** Self-service registration is open only on an active firm. */
export function assertTenantOpen(req: Pick<PublicContext, "tenant">): void {
  if (req.tenant.statusId !== 1) throw fail.forbidden("This firm is not accepting registrations at the moment");
}
