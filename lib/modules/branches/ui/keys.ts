// TanStack Query keys of the branches module.
import type { BranchListBody } from "../contract";

export type BranchListParams = Pick<BranchListBody, "page" | "perpage" | "sortBy" | "sortOrder"> & { search: string };

export const branchesKeys = {
  all: ["branches"] as const,
  lists: () => [...branchesKeys.all, "list"] as const,
  list: (params: BranchListParams) => [...branchesKeys.lists(), params] as const,
  options: () => [...branchesKeys.all, "options"] as const,
  detail: (id: string) => [...branchesKeys.all, "detail", id] as const,
};
