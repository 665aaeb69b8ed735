// The writing side of the workflow engine: the cases module owns the case rows. The engine
// (lib/modules/workflow/engine.ts planCompletion) decides what a completed step changes; here the case
// row, the history line, the audit entry and the watchers' e-mails are written, in the caller's transaction.
import "server-only";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import { getWorkflow, lockWorkflowShared } from "@/lib/modules/workflow/config";
import { planCompletion, type Actor, type CompleteInput } from "@/lib/modules/workflow/engine";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import { englishHistoryText, type HistoryMessage } from "../history-lines";
import { updateCaseRow } from "../repository/writes";
import { addHistoryLines, assignedWatchers, lockCaseRow, memberWatchers, userEmail } from "../repository/steps";

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
  e: { tenantId: string; petitionId: string; code: string | null; actor: Actor | null } & ({ line: HistoryMessage; message?: undefined } | { line?: undefined; message: string }),
) {
  await addHistoryLines(tx, [
    {
      tenantId: e.tenantId,
      petitionId: e.petitionId,
      activityCode: e.code,
      message: e.line ? englishHistoryText(e.line) : e.message,
      messageCode: e.line?.code ?? null,
      messageParams: e.line ? { ...e.line.params } : null,
      actorUserId: e.actor?.userId ?? null,
      actorRoleId: e.actor?.roleId ?? null,
    },
  ]);
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
  const updated = await updateCaseRow(tx, p.tenantId, p.id, plan.patch);
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
  if (plan.entry) await notifyWatchers(tx, updated, plan.entry, actor, input.quietFor ?? []);
  return updated;
}

/**
 * E-mail the watchers of the completed entry: the users assigned to the case for a watcher role,
 * or, for roles nobody is assigned to, the firm's active members of that role (at most 20 each).
 */
async function notifyWatchers(tx: Executor, p: PetitionRow, entry: WorkflowEntry, actor: Actor, quietFor: readonly string[]): Promise<void> {
  const roleIds = entry.watchers.map((w) => w.roleId);
  if (roleIds.length === 0) return;
  const assigned = await assignedWatchers(tx, p.tenantId, p.id, roleIds);
  const covered = new Set(assigned.map((a) => a.roleId));
  const rest = roleIds.filter((r) => !covered.has(r));
  const members = rest.length ? await memberWatchers(tx, p.tenantId, rest) : [];
  // Petitioners hear about their own company's cases only.
  const recipients = new Set<string>(assigned.map((a) => a.email));
  for (const m of members) {
    if (m.roleId === ROLE.PETITIONER && m.companyId !== p.petitionerId) continue;
    recipients.add(m.email);
  }
  for (const address of quietFor) recipients.delete(address);
  if (actor.userId) {
    const email = await userEmail(tx, actor.userId);
    if (email) recipients.delete(email);
  }
  for (const to of [...recipients].slice(0, 50)) {
    await enqueueMail(tx, {
      tenantId: p.tenantId,
      to,
      subject: `Case ${p.customCaseNumber ?? p.caseNumber}: ${entry.name} completed`,
      text: `"${entry.name}" was completed on case ${p.customCaseNumber ?? p.caseNumber}.\nNext step: ${p.nextWorkflowActivity ?? "none — the workflow is complete"}.`,
      template: "workflow_activity",
    });
  }
}
