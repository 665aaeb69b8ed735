// Pure tenant rules: sub-domain slugs and the completeness of the firm profile (spec section 4).
import type { AddressJson } from "@/db/schema/tenancy";

/**
 * Slugs that cannot name a firm: the hosts the platform keeps for itself (www, app, api, admin, mail,
 * see lib/server/tenancy/tenant.ts) and similar infrastructure names.
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "www", "app", "api", "admin", "mail",
  "payapi", "static", "assets", "cdn", "files", "uploads", "smtp", "imap", "pop", "ftp", "ns1", "ns2",
  "status", "help", "support", "docs", "blog", "billing", "auth", "login", "localhost", "platform",
]);

/** 3-40 lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

export const isValidSlug = (slug: string) => SLUG_PATTERN.test(slug) && !slug.includes("--");
export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug);

/** The profile fields a firm must fill before its admin leaves /basic-settings. */
export type ProfileFields = {
  name: string | null;
  adminName: string | null;
  adminEmail: string | null;
  phone: string | null;
  feiNumber: string | null;
  address: AddressJson | null;
};

const filled = (s: string | null | undefined) => typeof s === "string" && s.trim() !== "";

/** Names of the required profile fields that are empty (address: line 1, country and zip code). */
export function missingProfileFields(t: ProfileFields): (keyof ProfileFields)[] {
  const missing: (keyof ProfileFields)[] = [];
  for (const k of ["name", "adminName", "adminEmail", "phone", "feiNumber"] as const) if (!filled(t[k])) missing.push(k);
  const a = t.address;
  if (!a || !filled(a.line1) || !a.countryId || !filled(a.zipcode)) missing.push("address");
  return missing;
}

export const isProfileComplete = (t: ProfileFields) => missingProfileFields(t).length === 0;
