// Where a green-card case stands on the firm's green-card activity list, read from its USCIS stages (pure):
// the rules live in the workflow module (lib/modules/workflow/gc-progress.ts), where the case's own status
// (lib/modules/workflow/case-stage.ts) reads the same steps.
export { completesStep, gcProgress, stepOfChange, type GcProgress } from "@/lib/modules/workflow/gc-progress";
