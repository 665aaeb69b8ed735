// TanStack Query keys of the branches module.
import type { BranchListBody } from "../contract";

export const branchesKeys = {
  all: ["branches"] as const,
  lists: () => [...branchesKeys.all, "list"] as const,
  list: (body: Partial<BranchListBody>) => [...branchesKeys.lists(), body] as const,
  options: () => [...branchesKeys.all, "options"] as const,
  detail: (id: string) => [...branchesKeys.all, "detail", id] as const,
};
