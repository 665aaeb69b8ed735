// The tenant of a request comes from the host's sub-domain, never from the body.
import "server-only";
import { eq, and, isNull, sql } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { prepared } from "@/lib/server/db/prepared";
import { env } from "@/lib/server/env";

export type TenantRow = typeof tenants.$inferSelect;

/** Hosts under the base domain that are not tenants. */
const RESERVED = new Set(["www", "app", "api", "admin", "mail"]);

/** "demo.localhost:3000" -> "demo"; "localhost:3000" -> null. */
export function slugFromHost(host: string | null | undefined, baseDomain = env.baseDomain): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (!name.endsWith(`.${baseDomain}`)) return null;
  const sub = name.slice(0, -(baseDomain.length + 1));
  if (!sub || sub.includes(".") || RESERVED.has(sub)) return null;
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(sub) ? sub : null;
}

/** Read on every request (no cache): a firm deactivated or completed by any process applies at once. */
export async function findTenantBySlug(db: Executor, slug: string): Promise<TenantRow | null> {
  const query = prepared(db, "tenant_by_slug", (d) =>
    d
      .select()
      .from(tenants)
      .where(and(eq(tenants.slug, sql.placeholder("slug")), isNull(tenants.deletedAt)))
      .limit(1)
      .prepare("tenant_by_slug"),
  );
  const rows = await query.execute({ slug });
  return rows[0] ?? null;
}

/**
 * The URL of a tenant's screens, e.g. http://demo.localhost:3000/app/login, from configuration only
 * (PUBLIC_PROTOCOL, BASE_DOMAIN, PUBLIC_PORT): never from the request's Host header, so a forged Host
 * cannot put another address into an e-mailed link.
 */
export function tenantUrl(slug: string, pathname: string): string {
  const port = env.publicPort;
  return `${env.publicProtocol}://${slug}.${env.baseDomain}${port ? `:${port}` : ""}${pathname}`;
}
