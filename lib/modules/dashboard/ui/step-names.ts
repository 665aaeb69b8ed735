// The workflow steps the dashboard's case widgets name (the latest cases' next step, the open cases per next
// step), in the reader's language: by the step's code through the cases module's activity names (messages
// cases.activity, the case screens' useActivityLabel), else the name the firm gave its step. Pure.
import type { ActivityLabel } from "@/lib/modules/cases/ui/hooks";

/** A latest case's next step; null once the workflow is complete. */
export function nextStepLabel(row: { nextWorkflowActivity: string | null; nextStepName: string | null }, activity: ActivityLabel): string | null {
  if (!row.nextWorkflowActivity) return row.nextStepName;
  return activity(row.nextWorkflowActivity, row.nextStepName);
}

/** A bar of the open cases per next step: ★ on the reader's own steps, `done` for the cases with no next step. */
export function pendingStepLabel(row: { code: string | null; name: string | null; mine: boolean }, activity: ActivityLabel, done: string): string {
  const name = row.code ? activity(row.code, row.name) : (row.name ?? done);
  return `${row.mine ? "★ " : ""}${name}`;
}
