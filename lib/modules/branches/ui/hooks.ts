// The branches module's data hooks for other modules' screens, without its components (ui/index.ts also
// brings the branch form field, and with it react-hook-form, into a list page's first load).
export { useBranchOptions } from "./use-branch-options";
