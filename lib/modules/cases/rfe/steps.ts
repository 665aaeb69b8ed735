// The writing side of an RFE case's workflow (a case variant owned by the cases module): opening one when
// USCIS's RFE or NOID is recorded on the petition, completing its steps with the one engine (workflow
// planStep on the RFE activity list), and closing it with USCIS's decision. Every function runs in the
// caller's transaction, on a petition the caller has locked (lockCase / withCase).
import "server-only";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import type { RfeCaseRow } from "@/db/schema/rfe";
import { rfeResponseDue } from "@/lib/modules/deadlines/rules";
import { notify } from "@/lib/modules/notifications/notify";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { planStep, type Actor } from "@/lib/modules/workflow/engine";
import { rfeDefaultStatus } from "@/lib/modules/workflow/rfe-definitions";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Executor } from "@/lib/server/db/client";
import { enqueue } from "@/lib/server/jobs/runner";
import type { HistoryMessage } from "../history-lines";
import { caseRoleRecipients } from "../case-recipients";
import { updateCaseRow } from "../repository/writes";
import { addHistory } from "../steps/complete";
import { RFE_STATUS, type RfeKind } from "./contract";
import { insertRfeCase, lockOpenRfe, nextRfeSequence, updateRfeRow } from "./repository";

/** The firm's RFE activity list (its configuration of the "rfe" variant, else the defaults). */
export const rfeEntries = (db: Executor, tenantId: string): Promise<WorkflowEntry[]> => getWorkflow(db, tenantId, "rfe");

export const rfeDetailsPath = (id: string) => `/app/rfe-details/${id}`;
export const rfeNumber = (caseNumber: string, sequence: number) => `${caseNumber}-R${sequence}`;

/** Petition statuses an RFE step also puts on its petition (the case list shows where the response is). */
const MIRRORED = new Set<number>([RFE_STATUS.prepared, RFE_STATUS.approved, RFE_STATUS.signRequested, RFE_STATUS.signed, RFE_STATUS.filed, RFE_STATUS.received]);

/** Decisions that close an RFE case, with their status. */
const DECISION_STATUS: Record<string, number> = { approved: 22, denied: 23, withdrawn: 31 };

type RfeHistory = { tenantId: string; petitionId: string; rfeCaseId: string; actor: Actor; code: string | null; line: HistoryMessage };

export async function rfeHistory(tx: Executor, h: RfeHistory): Promise<void> {
  await addHistory(tx, { tenantId: h.tenantId, petitionId: h.petitionId, rfeCaseId: h.rfeCaseId, code: h.code, line: h.line, actor: h.actor });
}

export async function rfeAudit(tx: Executor, r: RfeCaseRow, actor: Actor, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>, ip?: string | null) {
  await writeAudit(tx, { tenantId: r.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action, entityType: "rfe_case", entityId: r.id, before, after, ip: ip ?? null });
}

/**
 * USCIS's RFE or NOID recorded on the petition: the open RFE case (if any) closes as answered by a
 * further notice, and a new one opens with the due date of rule 18 and its notice step done.
 */
export async function openRfeCase(
  tx: Executor,
  input: { petition: PetitionRow; kind: RfeKind; noticeDate: string; servedByMail: boolean; actor: Actor; ip?: string | null },
): Promise<RfeCaseRow> {
  const { petition: p, actor } = input;
  const previous = await lockOpenRfe(tx, p.tenantId, p.id);
  if (previous) await closeRfe(tx, previous, p, { outcome: input.kind.toLowerCase(), date: input.noticeDate, actor, ip: input.ip });
  const entries = await rfeEntries(tx, p.tenantId);
  const statusId = input.kind === "NOID" ? RFE_STATUS.noid : RFE_STATUS.rfe;
  const step = planStep(entries, { completedActivities: [], nextWorkflowActivity: entries[0].code, statusId }, { code: entries[0].code, actor, outOfSequence: true });
  const sequence = await nextRfeSequence(tx, p.tenantId, p.id);
  const row = await insertRfeCase(tx, {
    tenantId: p.tenantId,
    petitionId: p.id,
    sequence,
    kind: input.kind,
    noticeDate: input.noticeDate,
    servedByMail: input.servedByMail,
    dueDate: rfeResponseDue({ noticeDate: input.noticeDate, servedByMail: input.servedByMail, kind: input.kind }),
    statusId,
    completedActivities: step.completedActivities,
    nextWorkflowActivity: step.nextWorkflowActivity,
    createdByUserId: actor.userId,
  });
  await rfeHistory(tx, { tenantId: p.tenantId, petitionId: p.id, rfeCaseId: row.id, actor, code: entries[0].code, line: { code: "rfeOpened", params: { kind: input.kind, number: rfeNumber(p.caseNumber, sequence), date: row.dueDate } } });
  await rfeAudit(tx, row, actor, "rfe.open", null, { kind: row.kind, noticeDate: row.noticeDate, servedByMail: row.servedByMail, dueDate: row.dueDate, sequence }, input.ip);
  return row;
}

/** The open RFE case closes with USCIS's answer (a decision, or a further notice that opens the next one). */
async function closeRfe(tx: Executor, r: RfeCaseRow, p: PetitionRow, d: { outcome: string; date: string; actor: Actor; ip?: string | null }): Promise<RfeCaseRow> {
  const step = planStep(await rfeEntries(tx, r.tenantId), r, { code: "RFE_DECISION", actor: d.actor, outOfSequence: true, statusId: DECISION_STATUS[d.outcome] ?? r.statusId });
  const updated = await updateRfeRow(tx, r.tenantId, r.id, {
    completedActivities: step.completedActivities,
    nextWorkflowActivity: null,
    statusId: step.statusId,
    outcome: d.outcome,
    outcomeDate: d.date,
    closedAt: new Date(),
  });
  await rfeHistory(tx, { tenantId: r.tenantId, petitionId: p.id, rfeCaseId: r.id, actor: d.actor, code: "RFE_DECISION", line: { code: "rfeClosed", params: { outcome: d.outcome, date: d.date } } });
  await rfeAudit(tx, r, d.actor, "rfe.close", { statusId: r.statusId, outcome: null }, { statusId: updated.statusId, outcome: d.outcome, outcomeDate: d.date }, d.ip);
  return updated;
}

/** USCIS answered the petition (upload-uscis-docs): a decision closes the open RFE case; an RFE/NOID opens the next one. */
export async function recordUscisAnswerOnRfe(
  tx: Executor,
  input: { petition: PetitionRow; response: string; date: string; rfeNoticeDate: string | null; servedByMail: boolean; actor: Actor; ip?: string | null },
): Promise<void> {
  const { petition: p, actor } = input;
  if (input.response === "rfe" || input.response === "noid") {
    await openRfeCase(tx, { petition: p, kind: input.response === "noid" ? "NOID" : "RFE", noticeDate: input.rfeNoticeDate ?? input.date, servedByMail: input.servedByMail, actor, ip: input.ip });
    return;
  }
  const open = await lockOpenRfe(tx, p.tenantId, p.id);
  if (open) await closeRfe(tx, open, p, { outcome: input.response, date: input.date, actor, ip: input.ip });
}

/**
 * Complete an RFE step (the caller holds the petition and RFE locks): progress, status (mirrored on the
 * petition for the response statuses), extra columns, history line, audit entry, and the step's
 * watchers told (those who see the petition).
 */
export async function completeRfeStep(
  tx: Executor,
  input: {
    rfe: RfeCaseRow;
    petition: PetitionRow;
    code: string;
    actor: Actor;
    ip?: string | null;
    patch?: Partial<RfeCaseRow>;
    outOfSequence?: boolean;
    statusId?: number;
    line?: HistoryMessage;
    /** The next step after this one when it skips those before it (a response received before it was marked filed). */
    jumpTo?: string;
    /** The firm's RFE workflow when the caller has read it already (withRfe). */
    entries?: readonly WorkflowEntry[];
  },
): Promise<RfeCaseRow> {
  const { rfe: r, petition: p, code, actor } = input;
  const entries = input.entries ?? (await rfeEntries(tx, r.tenantId));
  const step = planStep(entries, r, { code, actor, outOfSequence: input.outOfSequence, statusId: input.statusId, defaultStatus: rfeDefaultStatus(code) });
  const updated = await updateRfeRow(tx, r.tenantId, r.id, {
    ...input.patch,
    completedActivities: step.completedActivities,
    nextWorkflowActivity: input.jumpTo ?? step.nextWorkflowActivity,
    statusId: step.statusId,
  });
  if (step.statusId !== r.statusId && MIRRORED.has(step.statusId)) await updateCaseRow(tx, p.tenantId, p.id, { statusId: step.statusId });
  const name = step.entry?.name ?? code;
  await rfeHistory(tx, { tenantId: r.tenantId, petitionId: p.id, rfeCaseId: r.id, actor, code, line: input.line ?? { code: "activityCompleted", params: { activity: code, activityName: name } } });
  await rfeAudit(tx, r, actor, `rfe.${code}`, { completedActivities: r.completedActivities, nextWorkflowActivity: r.nextWorkflowActivity, statusId: r.statusId }, {
    completedActivities: updated.completedActivities,
    nextWorkflowActivity: updated.nextWorkflowActivity,
    statusId: updated.statusId,
    ...input.patch,
  }, input.ip);
  if (step.entry) {
    const next = updated.nextWorkflowActivity ? entries.find((e) => e.code === updated.nextWorkflowActivity) : undefined;
    const recipients = (await caseRoleRecipients(tx, p.tenantId, p.id, step.entry.watchers.map((w) => w.roleId))).filter((id) => id !== actor.userId);
    await notify(tx, {
      tenantId: p.tenantId,
      actorUserId: actor.userId,
      recipients: recipients.slice(0, 50),
      kind: "workflow.completed",
      params: { caseNumber: rfeNumber(p.customCaseNumber ?? p.caseNumber, r.sequence), activity: code, activityName: name, next: next?.code ?? null, nextName: next?.name ?? null },
      petitionId: p.id,
      link: rfeDetailsPath(r.id),
    });
  }
  return updated;
}

/** The firm's response reached USCIS (cases' recordRfeResponseReceived): the open RFE case records it. */
export async function recordRfeReceived(tx: Executor, input: { petition: PetitionRow; receivedDate: string; actor: Actor; ip?: string | null }): Promise<void> {
  const open = await lockOpenRfe(tx, input.petition.tenantId, input.petition.id);
  if (!open || open.completedActivities.includes("RFE_RESPONSE_RECEIVED")) return;
  await completeRfeStep(tx, {
    rfe: open,
    petition: input.petition,
    code: "RFE_RESPONSE_RECEIVED",
    actor: input.actor,
    ip: input.ip,
    outOfSequence: true,
    jumpTo: "RFE_DECISION",
    patch: { receivedDate: input.receivedDate },
    line: { code: "rfeReceived", params: { date: input.receivedDate } },
  });
}

/** The notice's dates changed: the petition keeps the same notice (its deadlines, reminders and premium clock follow). */
export async function mirrorNoticeOnPetition(tx: Executor, p: PetitionRow, r: RfeCaseRow): Promise<void> {
  await updateCaseRow(tx, p.tenantId, p.id, { uscisResponse: r.kind.toLowerCase(), rfeNoticeDate: r.noticeDate, rfeServedByMail: r.servedByMail });
  await enqueue(tx, "deadlines.sync-case", { tenantId: p.tenantId, petitionId: p.id });
}
