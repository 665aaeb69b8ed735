// TanStack Query keys of the users module.
import type { UserListBody } from "../contract";

export type UserListParams = Pick<UserListBody, "page" | "perpage" | "sortBy" | "sortOrder"> & {
  search: string;
  roleId: number | null;
  statusId: number | null;
  branchId: string | null;
};

export const usersKeys = {
  all: ["users"] as const,
  lists: () => [...usersKeys.all, "list"] as const,
  list: (params: UserListParams) => [...usersKeys.lists(), params] as const,
  detail: (id: string) => [...usersKeys.all, "detail", id] as const,
};
