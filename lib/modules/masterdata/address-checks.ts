// Field checks against master data that every module saving an address or a country id runs
// (clients, individuals, branches, beneficiaries, dependants, questionnaires): spec section 5.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { MSG } from "@/lib/shared/validation/messages";
import { zipcodeIssue } from "@/lib/shared/validation/zod";
import { findCountry } from "./repository";

/** The country and zip code of an address (the address DTO's fields these checks read). */
type AddressCountry = { countryId?: number | null; zipcode?: string | null };

/**
 * Field errors of an address: the country must be a known master-data country, and the zip code must
 * fit it (spec section 5). `key` is the address field's name in the request body.
 */
export async function addressErrors(db: Executor, tenantId: string, addr: AddressCountry | null | undefined, key = "address"): Promise<Record<string, string>> {
  if (!addr || addr.countryId == null) return {};
  const country = await findCountry(db, tenantId, addr.countryId);
  if (!country) return { [`${key}.countryId`]: MSG.invalid("Country") };
  const issue = zipcodeIssue(addr.zipcode, country);
  return issue ? { [`${key}.zipcode`]: issue } : {};
}

/** Field errors for country ids (e.g. country of birth) that are not master-data countries. */
export async function countryErrors(
  db: Executor,
  tenantId: string,
  checks: { key: string; label: string; id: number | null | undefined }[],
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const c of checks) {
    if (c.id != null && !(await findCountry(db, tenantId, c.id))) errors[c.key] = MSG.invalid(c.label);
  }
  return errors;
}
