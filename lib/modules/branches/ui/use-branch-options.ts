// Every branch of the firm for dropdowns (a firm has tens of branches: one request, sorted by name).
import { useQuery } from "@tanstack/react-query";
import { apiList } from "@/lib/shared/api-client";
import type { SelectOption } from "@/components/ui/select-field";
import type { BranchDto } from "../contract";
import { BRANCHES_MAX_PERPAGE, BRANCH_STATUS } from "../constants";
import { branchesKeys } from "./keys";

export function useBranchOptions(enabled = true): { options: SelectOption[]; isLoading: boolean; error: unknown } {
  const q = useQuery({
    queryKey: branchesKeys.options(),
    queryFn: ({ signal }) =>
      apiList<BranchDto>("branch/list", { page: 1, perpage: BRANCHES_MAX_PERPAGE, sortBy: "name", sortOrder: "asc" }, { signal }),
    enabled,
    select: (r) =>
      r.data.map((b) => ({ value: b.id, label: b.statusId === BRANCH_STATUS.ACTIVE ? b.name : `${b.name} (${b.statusName})` })),
  });
  return { options: q.data ?? [], isLoading: enabled && q.isLoading, error: q.error };
}
