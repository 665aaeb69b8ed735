// TanStack Query keys of the filing-fee sections.
import type { FeeFactsOverrides } from "../contract";

export const feesKeys = {
  all: ["fees"] as const,
  petition: (petitionId: string, postmarkDate: string, facts: FeeFactsOverrides) => [...feesKeys.all, "petition", petitionId, postmarkDate, facts] as const,
  rfe: (rfeCaseId: string, postmarkDate: string, premiumUpgrade: boolean) => [...feesKeys.all, "rfe", rfeCaseId, postmarkDate, premiumUpgrade] as const,
};
