// TanStack Query keys of the clients (companies) and individual sponsors screens.
import type { CompanyListBody, IndividualListBody } from "../contract";

export const companiesKeys = {
  all: ["companies"] as const,
  lists: () => [...companiesKeys.all, "list"] as const,
  list: (body: Partial<CompanyListBody>) => [...companiesKeys.lists(), body] as const,
  options: () => [...companiesKeys.all, "options"] as const,
  details: () => [...companiesKeys.all, "detail"] as const,
  detail: (id: string) => [...companiesKeys.details(), id] as const,
};

export const individualsKeys = {
  all: ["individuals"] as const,
  lists: () => [...individualsKeys.all, "list"] as const,
  list: (body: Partial<IndividualListBody>) => [...individualsKeys.lists(), body] as const,
  detail: (id: string) => [...individualsKeys.all, "detail", id] as const,
};
