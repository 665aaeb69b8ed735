// Master data for dropdowns and labels from /api/masterdata/list, cached for an hour: one query per
// category and matcher, shared by every screen (address fields, case labels, questionnaires).
import { useQuery } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";

/** A row of /api/masterdata/list as screens read it (the masterdata module's MasterDataRow names every field). */
export type MasterDataItem = { id: number; name: string; [extra: string]: unknown };

/** Spec section 9: master data is read 1000 rows at a time (the status lists pass a larger `perpage`). */
const MASTER_DATA_PAGE_SIZE = 1000;

export const masterDataKeys = {
  all: ["masterdata", "list"] as const,
  list: (category: string, matcher: object) => [...masterDataKeys.all, category, matcher] as const,
};

/** The rows of a category (the first page), active ones unless `matcher.active` says otherwise. */
export function useMasterDataList<R extends MasterDataItem = MasterDataItem>(
  category: string,
  matcher: object = {},
  opts: { enabled?: boolean; perpage?: number } = {},
) {
  const m = { active: true, ...matcher };
  return useQuery({
    queryKey: masterDataKeys.list(category, m),
    queryFn: ({ signal }) => apiList<R>("masterdata/list", { category, matcher: m, page: 1, perpage: opts.perpage ?? MASTER_DATA_PAGE_SIZE }, { signal }),
    enabled: opts.enabled ?? true,
    staleTime: 60 * 60_000,
    select: (r) => r.data,
  });
}
