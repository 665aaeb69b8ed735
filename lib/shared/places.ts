// Country, state and city dropdown data from /api/masterdata/list (spec section 3 "Master-data categories"),
// for address fields and address text on any screen.
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { masterDataKeys, useMasterDataList, type MasterDataItem } from "@/lib/shared/master-data";
import type { ZipCountry } from "@/lib/shared/validation/identity";

/** A country, state or city row of /api/masterdata/list. */
export type PlaceRow = MasterDataItem;

const useMasterList = (category: "countries" | "states" | "locations", matcher: Record<string, number>, enabled: boolean) =>
  useMasterDataList<PlaceRow>(category, matcher, { enabled });

export const useCountries = () => useMasterList("countries", {}, true);
export const useStates = (countryId: number | undefined) => useMasterList("states", countryId ? { countryId } : {}, Boolean(countryId));
export const useLocations = (stateId: number | undefined) => useMasterList("locations", stateId ? { stateId } : {}, Boolean(stateId));

/** A stable getter of the loaded country rows (for form schemas built once, which run after the list arrived). */
export function useCountryRows(): () => PlaceRow[] | undefined {
  const qc = useQueryClient();
  return useCallback(() => qc.getQueryData<{ data: PlaceRow[] }>(masterDataKeys.list("countries", { active: true }))?.data, [qc]);
}

const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);

/** The zip-code fields of a country row (flattened master-data extra). */
export function zipCountryOf(row: PlaceRow | undefined, countryId: number): ZipCountry {
  return {
    id: countryId,
    minZipcodeLength: num(row?.minZipcodeLength),
    zipcodeLength: num(row?.zipcodeLength),
    allowNumAndCharInZipcode: typeof row?.allowNumAndCharInZipcode === "boolean" ? row.allowNumAndCharInZipcode : null,
  };
}
