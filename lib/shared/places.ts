// Country, state and city dropdown data from /api/masterdata/list (spec section 3 "Master-data categories"),
// for address fields and address text on any screen.
import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";
import type { ZipCountry } from "@/lib/shared/validation/identity";

/** A country, state or city row of /api/masterdata/list (a structural subset of the masterdata module's MasterDataRow). */
export type PlaceRow = { id: number; name: string; [extra: string]: unknown };

/** Spec section 9: master data is read 1000 rows at a time. */
const MASTER_DATA_PAGE_SIZE = 1000;

const masterDataKeys = {
  all: ["masterdata"] as const,
  list: (category: string, matcher: Record<string, number>) => [...masterDataKeys.all, category, matcher] as const,
};

function useMasterList(category: "countries" | "states" | "locations", matcher: Record<string, number>, enabled: boolean) {
  return useQuery({
    queryKey: masterDataKeys.list(category, matcher),
    queryFn: ({ signal }) =>
      apiList<PlaceRow>("masterdata/list", { category, matcher: { ...matcher, active: true }, page: 1, perpage: MASTER_DATA_PAGE_SIZE }, { signal }),
    enabled,
    staleTime: 60 * 60_000,
    select: (r) => r.data,
  });
}

export const useCountries = () => useMasterList("countries", {}, true);
export const useStates = (countryId: number | undefined) => useMasterList("states", countryId ? { countryId } : {}, Boolean(countryId));
export const useLocations = (stateId: number | undefined) => useMasterList("locations", stateId ? { stateId } : {}, Boolean(stateId));

/** A stable getter of the loaded country rows (for form schemas built once, which run after the list arrived). */
export function useCountryRows(): () => PlaceRow[] | undefined {
  const qc = useQueryClient();
  return useCallback(() => qc.getQueryData<{ data: PlaceRow[] }>(masterDataKeys.list("countries", {}))?.data, [qc]);
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
