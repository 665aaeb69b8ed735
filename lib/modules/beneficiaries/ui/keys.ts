// TanStack Query keys of the beneficiaries screens.
import type { BeneficiaryListBody } from "../contract";

export const beneficiariesKeys = {
  all: ["beneficiaries"] as const,
  lists: () => [...beneficiariesKeys.all, "list"] as const,
  list: (body: Partial<BeneficiaryListBody>) => [...beneficiariesKeys.lists(), body] as const,
  mine: () => [...beneficiariesKeys.all, "mine"] as const,
  detail: (id: string) => [...beneficiariesKeys.all, "detail", id] as const,
};
