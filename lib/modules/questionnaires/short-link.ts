// The spec's `{token}` route: /app/<token> opens the page of the questionnaire link it belongs to
// (/app/fill-…?token=), in the firm of the host. Only the shape of a link token is looked up (43
// base64url characters, 32 random bytes); anything else, another firm's token or an unknown one is
// not found. The link's state (expired, submitted) is the page's to explain, as for the long form.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { FILL_PATHS } from "./contract";
import { linkStatus } from "./token-link";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The page a short link opens (path with ?token=), or null. */
export async function shortLinkTarget(db: Executor, tenant: TenantRow, segment: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(segment)) return null;
  const status = await linkStatus(db, tenant, segment);
  return status.kind ? `${FILL_PATHS[status.kind]}?token=${encodeURIComponent(segment)}` : null;
}

/** The short form of a link, for e-mails. */
export const shortLinkUrl = (slug: string, raw: string): string => tenantUrl(slug, `/app/${raw}`);
