// Where a green-card case stands on the firm's green-card activity list (gc-definitions.ts), read from its
// USCIS stages (pure): a stage's filing and decision are the steps; the list says who records each and who is
// told, and whether the work permit (I-765) and travel document (I-131) are tracked. Here rather than in the
// green-card module so that the case's own status (case-stage.ts, written by the cases module) reads the same
// steps without the cases module depending on the green card (lib/modules/greencard/workflow.ts re-exports).
import type { WorkflowEntry } from "@/db/schema/cases";
import type { GcActivityCode } from "./gc-definitions";
import { nextActivity } from "./rules";

/** The USCIS stages after the labor certification (the green-card module's GC_STAGES). */
export type GcStageName = "i140" | "i485" | "i765" | "i131";
/** A stage's status (the green-card module's STAGE_STATUSES). */
export type GcStageStatus = "not_filed" | "filed" | "rfe" | "approved" | "denied" | "withdrawn";

const DECIDED: readonly GcStageStatus[] = ["approved", "denied", "withdrawn"];

/** The step a stage's change records: its decision (approved, denied, withdrawn) or its filing (any other status). */
export function stepOfChange(stage: GcStageName, status: GcStageStatus): GcActivityCode {
  if (stage === "i765") return "GC_I765";
  if (stage === "i131") return "GC_I131";
  const decided = DECIDED.includes(status);
  if (stage === "i140") return decided ? "GC_I140_DECIDED" : "GC_I140_FILED";
  return decided ? "GC_I485_DECIDED" : "GC_I485_FILED";
}

/** The steps a stage's status has done (the I-765 and I-131 steps are done once decided). */
function doneBy(stage: GcStageName, status: GcStageStatus): GcActivityCode[] {
  const filed = status !== "not_filed";
  const decided = DECIDED.includes(status);
  if (stage === "i765") return decided ? ["GC_I765"] : [];
  if (stage === "i131") return decided ? ["GC_I131"] : [];
  const [f, d]: GcActivityCode[] = stage === "i140" ? ["GC_I140_FILED", "GC_I140_DECIDED"] : ["GC_I485_FILED", "GC_I485_DECIDED"];
  return [...(filed ? [f] : []), ...(decided ? [d] : [])];
}

export type GcProgress = { completed: GcActivityCode[]; next: GcActivityCode | null };

/** The steps done by the case's stages (those of the firm's list, and any done before it left one out) and the next included one. */
export function gcProgress(entries: readonly WorkflowEntry[], stages: readonly { stage: GcStageName; status: GcStageStatus }[]): GcProgress {
  const done = new Set(stages.flatMap((s) => doneBy(s.stage, s.status)));
  const completed = entries.map((e) => e.code as GcActivityCode).filter((c) => done.has(c));
  return { completed, next: nextActivity(entries, completed) as GcActivityCode | null };
}

/** Whether the change completes its step now (it was not done by the stage's status before). */
export function completesStep(stage: GcStageName, before: GcStageStatus, after: GcStageStatus): GcActivityCode | null {
  const code = stepOfChange(stage, after);
  return doneBy(stage, after).includes(code) && !doneBy(stage, before).includes(code) ? code : null;
}
