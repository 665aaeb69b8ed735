// An address as stored (ids of country, state and city in master data) as display lines with the names
// in the reader's language: for server-made documents (letters, PDFs). The browser formats its own with
// the master-data lists it already holds.
import "server-only";
import type { AddressJson } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { formatAddressLines } from "@/lib/shared/format/address";
import type { FormatLocale } from "@/lib/shared/format/locale";
import { getMasterRows } from "./service";

export async function addressLinesOf(db: Executor, tenantId: string, a: AddressJson | null | undefined, locale: FormatLocale): Promise<string[]> {
  if (!a) return [];
  const name = async (category: "countries" | "states" | "locations", id: number | null | undefined) =>
    id == null ? null : ((await getMasterRows(db, tenantId, category, [id], locale)).get(id)?.name ?? null);
  const [country, state, city] = await Promise.all([name("countries", a.countryId), name("states", a.stateId), name("locations", a.locationId)]);
  return formatAddressLines({ line1: a.line1, line2: a.line2, aptType: a.aptType, aptNumber: a.aptNumber, city, state, zipcode: a.zipcode, country });
}
