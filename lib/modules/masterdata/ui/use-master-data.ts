// Master data for dropdowns and labels, through /api/masterdata/list, cached for an hour.
// Example: const { data: statuses } = useMasterData("petition_status");
//          const { data: states } = useMasterData("states", { countryId }, { enabled: !!countryId });
import { useQuery } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";
import { defaultPerpage, type MasterCategory } from "../categories";
import type { ListMasterDataInput, MasterDataRow } from "../contract";

type Matcher = NonNullable<ListMasterDataInput["matcher"]>;

const masterDataKeys = {
  all: ["masterdata", "list"] as const,
  category: (category: MasterCategory) => [...masterDataKeys.all, category] as const,
  list: (category: MasterCategory, matcher: Matcher) => [...masterDataKeys.category(category), matcher] as const,
};

/** The rows of a category (first page of up to 1000, or 10000 for the status lists); active ones unless `matcher.active` says otherwise. */
export function useMasterData(category: MasterCategory, matcher: Matcher = {}, opts: { enabled?: boolean } = {}) {
  const m: Matcher = { active: true, ...matcher };
  return useQuery({
    queryKey: masterDataKeys.list(category, m),
    queryFn: ({ signal }) => apiList<MasterDataRow>("masterdata/list", { category, matcher: m, page: 1, perpage: defaultPerpage(category) }, { signal }),
    enabled: opts.enabled ?? true,
    staleTime: 60 * 60_000,
    select: (r) => r.data,
  });
}

/** The label of a row: SOC codes as "name (designation)", the others by name. */
export const masterDataLabel = (row: MasterDataRow): string => (typeof row.displayName === "string" ? row.displayName : row.name);
