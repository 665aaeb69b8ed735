// The session of a server-rendered page: host → tenant, sealed cookie → actor → user details.
// Cached per request (React cache), so layouts and pages share one lookup.
import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { getDb } from "@/lib/server/db/client";
import { findTenantBySlug, slugFromHost, type TenantRow } from "@/lib/server/tenancy/tenant";
import { resolveSession, SESSION_COOKIE, unsealSessionCookie, type Actor } from "@/lib/server/auth/session";
import { loginUserDetails, type LoginUserDetails } from "./session-user";

export type PageSession = { tenant: TenantRow; actor: Actor; details: LoginUserDetails };

/** "unknown" when the host names a tenant slug that does not exist (→ /app/error-404), null on the bare host. */
export const getPageTenant = cache(async (): Promise<TenantRow | "unknown" | null> => {
  const slug = slugFromHost((await headers()).get("host"));
  if (!slug) return null;
  const tenant = await findTenantBySlug(await getDb(), slug);
  return tenant ?? "unknown";
});

/** The signed-in user of this request, or null (no tenant, no cookie, or a session resolveSession refuses). */
export const getPageSession = cache(async (): Promise<PageSession | null> => {
  const tenant = await getPageTenant();
  if (!tenant || tenant === "unknown") return null;
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!sealed) return null;
  const token = await unsealSessionCookie(sealed);
  if (!token) return null;
  try {
    const db = await getDb();
    const actor = await resolveSession(db, token, tenant.id);
    const details = await loginUserDetails(db, actor, tenant);
    return { tenant, actor, details };
  } catch {
    return null;
  }
});
