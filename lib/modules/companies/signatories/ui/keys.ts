// TanStack Query keys of the authorized signatories screen.
import type { SignatoryListBody } from "../contract";

export const signatoriesKeys = {
  all: ["signatories"] as const,
  lists: () => [...signatoriesKeys.all, "list"] as const,
  list: (body: Partial<SignatoryListBody>) => [...signatoriesKeys.lists(), body] as const,
};
