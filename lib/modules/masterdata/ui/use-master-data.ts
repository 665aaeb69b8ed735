// Master data for dropdowns and labels, through /api/masterdata/list, cached for an hour.
// Example: const { data: statuses } = useMasterData("petition_status");
//          const { data: states } = useMasterData("states", { countryId }, { enabled: !!countryId });
import { useMasterDataList } from "@/lib/shared/master-data";
import { defaultPerpage, type MasterCategory } from "../categories";
import type { ListMasterDataInput, MasterDataRow } from "../contract";

type Matcher = NonNullable<ListMasterDataInput["matcher"]>;

/** The rows of a category (first page of up to 1000, or 10000 for the status lists); active ones unless `matcher.active` says otherwise. */
export function useMasterData(category: MasterCategory, matcher: Matcher = {}, opts: { enabled?: boolean } = {}) {
  return useMasterDataList<MasterDataRow>(category, matcher, { enabled: opts.enabled, perpage: defaultPerpage(category) });
}

/** The label of a row: SOC codes as "name (designation)", the others by name. */
export const masterDataLabel = (row: MasterDataRow): string => (typeof row.displayName === "string" ? row.displayName : row.name);
