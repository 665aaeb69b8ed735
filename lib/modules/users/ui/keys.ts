// TanStack Query keys of the users module.
import type { UserListBody } from "../contract";

export const usersKeys = {
  all: ["users"] as const,
  lists: () => [...usersKeys.all, "list"] as const,
  list: (body: Partial<UserListBody>) => [...usersKeys.lists(), body] as const,
  detail: (id: string) => [...usersKeys.all, "detail", id] as const,
};
