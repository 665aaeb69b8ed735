// TanStack Query keys of the case screens (list, details, history, workflow helpers).
import type { CaseListBody } from "../list-contract";

export const casesKeys = {
  all: ["cases"] as const,
  lists: () => [...casesKeys.all, "list"] as const,
  list: (body: Partial<CaseListBody>) => [...casesKeys.lists(), body] as const,
  details: () => [...casesKeys.all, "detail"] as const,
  detail: (id: string) => [...casesKeys.details(), id] as const,
  history: (id: string) => [...casesKeys.all, "history", id] as const,
  rfeList: (body: object) => [...casesKeys.all, "rfe", "list", body] as const,
  rfe: (id: string) => [...casesKeys.all, "rfe", "detail", id] as const,
  rfeHistory: (id: string, page: number) => [...casesKeys.all, "rfe", "history", id, page] as const,
  assignableUsers: (petitionId: string, roleId: number) => [...casesKeys.all, "assignable-users", petitionId, roleId] as const,
};
