// The writing side of the workflow engine: the cases module owns the case rows. The engine
// (lib/modules/workflow/engine.ts planCompletion) decides what a completed step changes; here the case
// row, the history line, the audit entry and the watchers' notifications are written, in the caller's transaction.
import "server-only";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import { getWorkflow, lockWorkflowShared } from "@/lib/modules/workflow/config";
import { planCompletion, type Actor, type CompleteInput } from "@/lib/modules/workflow/engine";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { englishHistoryText, type HistoryMessage } from "../history-lines";
import { updateCaseRow } from "../repository/writes";
import { caseRoleRecipients, caseStaffRecipients, notifyCase } from "../case-recipients";
import { userEmails } from "../repository/recipients";
import { addHistoryLines, lockCaseRow } from "../repository/steps";
import { STAGE_LINES, storeStageInputs, syncCaseStage, type StageInputs } from "./stage";

export { nextCaseNumber } from "../repository/steps";

/**
 * Lock the case row for the rest of the transaction (concurrent completions are serialised), after
 * the firm's workflow lock (shared). 404 when the case is not live in the tenant; the caller has
 * already checked the actor's reach (withCase locks with the visibility rule instead).
 */
export async function lockCase(tx: Executor, tenantId: string, petitionId: string): Promise<PetitionRow> {
  await lockWorkflowShared(tx, tenantId);
  const row = await lockCaseRow(tx, tenantId, petitionId);
  if (!row) throw fail.notFound("Case");
  return row;
}

/**
 * Write a history line: `line` (a code with parameters, shown in the reader's language) and its
 * English text; `message` alone is a line without a code (shown as written).
 */
export async function addHistory(
  tx: Executor,
  e: { tenantId: string; petitionId: string; rfeCaseId?: string | null; code: string | null; actor: Actor | null; stage?: StageInputs } & ({ line: HistoryMessage; message?: undefined } | { line?: undefined; message: string }),
) {
  await addHistoryLines(tx, [
    {
      tenantId: e.tenantId,
      petitionId: e.petitionId,
      rfeCaseId: e.rfeCaseId ?? null,
      activityCode: e.code,
      message: e.line ? englishHistoryText(e.line) : e.message,
      messageCode: e.line?.code ?? null,
      messageParams: e.line ? { ...e.line.params } : null,
      actorUserId: e.actor?.userId ?? null,
      actorRoleId: e.actor?.roleId ?? null,
    },
  ]);
  // A change to the case's PERM record or USCIS stages: its inputs are stored, the case's status and stage step follow (stage.ts).
  if (e.stage) await storeStageInputs(tx, e.tenantId, e.petitionId, e.stage);
  if (e.line && !e.rfeCaseId && STAGE_LINES.has(e.line.code)) await syncCaseStage(tx, e.tenantId, e.petitionId);
}

/** completeActivity's input: the engine's, plus the history line as a code (default: "<activity> completed"). */
export type CaseCompleteInput = CompleteInput & { line?: HistoryMessage };

/**
 * Complete `code` on the case. The caller holds the case lock (lockCase / withCase) inside `tx`.
 * Throws 409 when the activity is not the next one, 403 when the actor's role may not act.
 */
export async function completeActivity(tx: Executor, input: CaseCompleteInput): Promise<PetitionRow> {
  const { petition: p, code, actor } = input;
  const entries = await getWorkflow(tx, p.tenantId);
  const plan = planCompletion(entries, input);
  // While the PERM record or the USCIS stages drive the case (stage.ts), they say its status; its own steps still complete.
  const { statusId, ...rest } = plan.patch;
  const updated = await updateCaseRow(tx, p.tenantId, p.id, p.stageDriven ? rest : { ...rest, statusId });
  const line: HistoryMessage | undefined =
    input.line ?? (input.message === undefined ? { code: "activityCompleted", params: { activity: code, activityName: plan.entry?.name ?? code } } : undefined);
  await addHistory(tx, line ? { tenantId: p.tenantId, petitionId: p.id, code, line, actor } : { tenantId: p.tenantId, petitionId: p.id, code, message: plan.message, actor });
  await writeAudit(tx, {
    tenantId: p.tenantId,
    actorUserId: actor.userId,
    actorRoleId: actor.roleId,
    action: `workflow.${code}`,
    entityType: "petition",
    entityId: p.id,
    before: plan.before,
    after: plan.after,
    ip: input.ip ?? null,
  });
  if (plan.entry) await notifyStepDone(tx, updated, plan.entry, updated.nextWorkflowActivity ? entries.find((e) => e.code === updated.nextWorkflowActivity) : undefined, actor, input.quietFor ?? []);
  return updated;
}

/**
 * Tell about the completed entry (notification "workflow.completed", e-mailed per each one's choice):
 * its watchers ("who is told" of the firm's workflow: the users assigned to the case for a watcher
 * role, or, for roles nobody is assigned to, the firm's members of that role) and the editors of the
 * next step (the users assigned to the case with an editor role of it) — only users who can see the
 * case, never the actor, nor the addresses the caller e-mails itself (`quietFor`). Any variant's step on the
 * case (the petition's, the PERM record's) with the step its list waits on next.
 */
export async function notifyStepDone(tx: Executor, p: PetitionRow, entry: WorkflowEntry, next: WorkflowEntry | undefined, actor: Actor, quietFor: readonly string[] = []): Promise<void> {
  const watchers = await caseRoleRecipients(tx, p.tenantId, p.id, entry.watchers.map((w) => w.roleId));
  const editors = next ? await caseStaffRecipients(tx, p.tenantId, p.id, { roleIds: next.editors.map((e) => e.roleId) }) : [];
  let recipients = [...new Set([...watchers, ...editors])];
  if (quietFor.length > 0) {
    const quiet = new Set(quietFor.map((a) => a.toLowerCase()));
    const emails = await userEmails(tx, recipients);
    recipients = recipients.filter((id) => !quiet.has((emails.get(id) ?? "").toLowerCase()));
  }
  await notifyCase(tx, p, {
    actorUserId: actor.userId,
    recipients: recipients.slice(0, 50),
    kind: "workflow.completed",
    params: { activity: entry.code, activityName: entry.name, next: next?.code ?? null, nextName: next?.name ?? null },
  });
}
