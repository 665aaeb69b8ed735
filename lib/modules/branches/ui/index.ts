// The branches module's public UI: what other modules' screens may use (lint rule boundaries/imports).

export { BranchSelectField } from "./branch-select-field";
export { useBranchOptions } from "./use-branch-options";
