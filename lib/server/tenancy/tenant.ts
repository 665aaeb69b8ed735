// The tenant of a request comes from the host's sub-domain, never from the body.
import { eq, and, isNull } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
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

/**
 * How long a tenant row found by slug is reused in this process (every API request looks it up).
 * A change written through this process (forgetTenant, called by the tenant writers) applies at once;
 * a change made by another process (another server instance, direct SQL) within TENANT_CACHE_TTL_MS.
 * Sessions do not depend on it: resolveSession re-reads the tenant's status on every request.
 * Misses (unknown or deleted slugs) are not cached, so a new firm is found at once.
 */
export const TENANT_CACHE_TTL_MS = 5_000;

type CacheEntry = { at: number; row: Promise<TenantRow | null>; id?: string };
const tenantCache = new Map<string, CacheEntry>();

/** Drop the cached row of a tenant (by id; also any look-up still in flight), or every cached row. */
export function forgetTenant(tenantId?: string): void {
  for (const [slug, entry] of tenantCache) {
    if (!tenantId || entry.id === undefined || entry.id === tenantId) tenantCache.delete(slug);
  }
}

export async function findTenantBySlug(db: Executor, slug: string): Promise<TenantRow | null> {
  const hit = tenantCache.get(slug);
  if (hit && Date.now() - hit.at < TENANT_CACHE_TTL_MS) return hit.row;
  const entry: CacheEntry = { at: Date.now(), row: readTenantBySlug(db, slug) };
  tenantCache.set(slug, entry);
  const row = await entry.row.catch((e: unknown) => {
    if (tenantCache.get(slug) === entry) tenantCache.delete(slug);
    throw e;
  });
  if (row) entry.id = row.id;
  else if (tenantCache.get(slug) === entry) tenantCache.delete(slug);
  return row;
}

async function readTenantBySlug(db: Executor, slug: string): Promise<TenantRow | null> {
  const rows = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.slug, slug), isNull(tenants.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The URL of a tenant's screens, e.g. http://demo.localhost:3000/app/login. */
export function tenantUrl(slug: string, pathname: string, requestHost?: string | null): string {
  const port = requestHost?.match(/:(\d+)$/)?.[1] ?? (env.baseDomain === "localhost" ? String(env.port) : "");
  return `${env.publicProtocol}://${slug}.${env.baseDomain}${port ? `:${port}` : ""}${pathname}`;
}
