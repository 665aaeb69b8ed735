// The workflow engine decides, the cases module writes: given a case, the firm's workflow and the step
// being completed, planCompletion says what changes (or throws 409/403). No database here; the
// writing side is lib/modules/cases/steps/complete.ts (completeActivity).
import "server-only";
import type { PetitionRow, petitions, WorkflowEntry } from "@/db/schema/cases";
import { fail } from "@/lib/server/errors";
import { ACTIVITY_DEFAULTS, isActivityCode } from "./definitions";
import { advance, canAct } from "./rules";

/** Who completes an activity; userId is null for an anonymous token-link actor (role 51 without a login). */
export type Actor = { userId: string | null; roleId: number; tenantId: string };

/** The case columns a completion may change besides the progress (receipt number, tracking …). */
type CasePatch = Partial<typeof petitions.$inferInsert>;

export type CompleteInput = {
  petition: PetitionRow;
  code: string;
  actor: Actor;
  ip?: string | null;
  /** Extra column changes made by the same action (receipt number, tracking …). */
  patch?: CasePatch;
  /** History text; defaults to "<activity name> completed". */
  message?: string;
  /** Complete even when it is not the next activity (used for out-of-sequence codes such as USCIS_APPROVED). */
  outOfSequence?: boolean;
  /** Status to set instead of the activity's default. */
  statusId?: number;
  /** The caller already decided who may act (e.g. the filing-fee rule); the step must still be the next one. */
  roleChecked?: boolean;
  /** Addresses the caller e-mails itself about this step: they get no generic watcher notice. */
  quietFor?: readonly string[];
};

type CompletionPlan = {
  /** The firm's entry of the step (undefined for a code the firm's workflow does not list). */
  entry: WorkflowEntry | undefined;
  /** The case columns to write: the progress, the status and the action's own patch. */
  patch: CasePatch & { completedActivities: string[]; nextWorkflowActivity: string | null; statusId: number };
  /** The history line. */
  message: string;
  /** The progress before and after, for the audit entry. */
  before: { completedActivities: string[]; nextWorkflowActivity: string | null; statusId: number };
  after: Record<string, unknown>;
};

/** The progress columns every workflow variant keeps (petitions, RFE cases). */
export type Progress = Pick<PetitionRow, "completedActivities" | "nextWorkflowActivity" | "statusId">;

/**
 * What completing `code` does to a variant's progress (the one rule for petitions and RFE cases): 409
 * when the step is not the next one (or already done), 403 when the actor's role may not act;
 * `outOfSequence` skips those checks. The status is the caller's, else the step's default, else kept.
 */
export function planStep(
  entries: readonly WorkflowEntry[],
  p: Progress,
  input: { code: string; actor: Actor; outOfSequence?: boolean; roleChecked?: boolean; statusId?: number; defaultStatus?: number },
): { entry: WorkflowEntry | undefined; completedActivities: string[]; nextWorkflowActivity: string | null; statusId: number } {
  const { code, actor } = input;
  const entry = entries.find((e) => e.code === code);
  const name = entry?.name ?? code;
  if (!input.outOfSequence) {
    if (p.completedActivities.includes(code)) throw fail.conflict(`"${name}" is already completed on this case`);
    if (p.nextWorkflowActivity !== code) throw fail.conflict(`"${name}" is not the next step of this case`);
    if (!input.roleChecked && !canAct(entry, actor.roleId)) throw fail.forbidden(`Your role cannot complete "${name}"`);
  }
  const completed = p.completedActivities.includes(code) ? p.completedActivities : [...p.completedActivities, code];
  const next = advance(entries, completed, p.nextWorkflowActivity, code);
  return { entry, completedActivities: completed, nextWorkflowActivity: next, statusId: input.statusId ?? input.defaultStatus ?? p.statusId };
}

/**
 * What completing `code` changes on the case. Throws 409 when the activity is not the next one (or is
 * already done), 403 when the actor's role may not act; `outOfSequence` skips those checks.
 */
export function planCompletion(entries: readonly WorkflowEntry[], input: Omit<CompleteInput, "ip" | "quietFor">): CompletionPlan {
  const { petition: p, code } = input;
  const defaultStatus = isActivityCode(code) ? ACTIVITY_DEFAULTS[code].status : undefined;
  const step = planStep(entries, p, { ...input, defaultStatus });
  const { completedActivities: completed, nextWorkflowActivity: next, statusId } = step;
  return {
    entry: step.entry,
    patch: { ...input.patch, completedActivities: completed, nextWorkflowActivity: next, statusId },
    message: input.message ?? `${step.entry?.name ?? code} completed`,
    before: { completedActivities: p.completedActivities, nextWorkflowActivity: p.nextWorkflowActivity, statusId: p.statusId },
    after: { completedActivities: completed, nextWorkflowActivity: next, statusId, ...input.patch },
  };
}
