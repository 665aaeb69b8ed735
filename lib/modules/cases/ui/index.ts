// The cases module's public UI: what other modules' screens may use (lint rule boundaries/imports).
export { casesKeys } from "./keys";
export type { CaseSlotProps, CaseSlots } from "./slots";
export { useBeneficiaryOptions } from "./use-beneficiary-options";
