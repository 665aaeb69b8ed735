// TanStack Query keys of the users module.
import { QUERY_ROOTS } from "@/lib/shared/query-roots";
import type { UserListBody } from "../contract";

export const usersKeys = {
  all: QUERY_ROOTS.users,
  lists: () => [...usersKeys.all, "list"] as const,
  list: (body: Partial<UserListBody>) => [...usersKeys.lists(), body] as const,
  detail: (id: string) => [...usersKeys.all, "detail", id] as const,
};
