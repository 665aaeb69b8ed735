// The firm of an account page, resolved on the server from the host. Pages that call a firm's API
// need its sub-domain: on the bare host they send the visitor to /app/default-user to pick the firm.
import "server-only";
import { redirect } from "next/navigation";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { getPageTenant } from "@/lib/modules/auth/page-session";
import { NOT_FOUND_PATH } from "@/lib/shared/navigation";

const DEFAULT_USER_PATH = "/app/default-user";

/** The firm of this host; an unknown firm goes to /app/error-404, the bare host to the firm-address page. */
export async function requireFirm(continuePath: string): Promise<TenantRow> {
  const tenant = await getPageTenant();
  if (tenant === "unknown") redirect(NOT_FOUND_PATH);
  if (!tenant) redirect(`${DEFAULT_USER_PATH}?next=${encodeURIComponent(continuePath)}`);
  return tenant;
}

/** The firm of this host or null on the bare host (pages that work on both); an unknown firm goes to /app/error-404. */
export async function optionalFirm(): Promise<TenantRow | null> {
  const tenant = await getPageTenant();
  if (tenant === "unknown") redirect(NOT_FOUND_PATH);
  return tenant;
}

export type SearchParams = Record<string, string | string[] | undefined>;
type Search = SearchParams;

/** One query parameter as text ('' when absent or repeated). */
export function param(sp: Search, key: string): string {
  const v = sp[key];
  return typeof v === "string" ? v : "";
}

/** The current path with its query, for `requireFirm` (e.g. "/app/public/reset-password?token=…"). */
export function pathWithQuery(pathname: string, sp: Search): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) if (typeof v === "string") q.set(k, v);
  return q.size ? `${pathname}?${q}` : pathname;
}
