// PERM cases (labor certification, ETA-9089) of a case of sub type 12 or 15: the recruitment record
// with its proofs, the filing window of rule 13 (rules.ts), the preparation steps (17 → 20), the filing
// with the DOL (21) inside the window on a PWD still valid that day, the audit or supervised recruitment
// (27, 28) with its 30-day response (29), and the DOL's decision — certified (22) with the I-140
// deadline (rule 13: 180 days, moved back to a business day), denied (23) or withdrawn (31).
// Reach is the case's (visibleCaseOr404); editing the record needs "perm.update" on the case's branch; each
// step is for its editors in the firm's PERM activity list (workflow.ts), who tell its watchers.
import "server-only";
import { randomUUID } from "node:crypto";
import { caseMasterNames } from "@/lib/modules/cases/case-inputs";
import { caseDocumentCount, visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addHistory, notifyStepDone } from "@/lib/modules/cases/steps/complete";
import { getWorkflow } from "@/lib/modules/workflow/config";
import type { PermActivityCode } from "@/lib/modules/workflow/perm-definitions";
import { canAct, entryOf } from "@/lib/modules/workflow/rules";
import { permCertificationExpiry } from "@/lib/modules/deadlines/rules";
import { writeAudit } from "@/lib/server/audit/audit";
import { enqueue } from "@/lib/server/jobs/runner";
import type { Actor } from "@/lib/server/auth/session";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { getFileStore } from "@/lib/server/storage/file-store";
import { saveFileAt } from "@/lib/server/storage/uploaded-file";
import { log } from "@/lib/server/log";
import { addDays, compareDates } from "@/lib/shared/calendar";
import { calendarDaysBetween } from "@/lib/shared/format/dates";
import { can, roleMay } from "@/lib/shared/permissions";
import { uploadExtension } from "@/lib/shared/validation/upload";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import {
  AUDIT_RESPONSE_DAYS,
  PERM_AUDITED_STATUS_IDS,
  PERM_CLOSED_STATUS_IDS,
  PERM_PREPARATION_STATUS_IDS,
  PERM_STATUS,
  PERM_SUB_TYPE_IDS,
  type AdditionalStepKind,
  type AuditKind,
  type CreatePermBody,
  type FilePermBody,
  type LinkPwdBody,
  type PermAuditBody,
  type PermAuditResponseBody,
  type PermDecision,
  type PermDecisionBody,
  type PermDto,
  type PermReviewBody,
  type PermStatusBody,
  type PermStatusId,
  type RecruitmentKind,
  type SaveStepBody,
} from "./perm-contract";
import {
  deleteStep,
  findPerm,
  findPermOfCase,
  findPwdForPerm,
  findStep,
  insertPerm,
  insertStep,
  permDolNumberTaken,
  permSummariesOf,
  stepsOf,
  updatePermRow,
  updateStepRow,
  type PermCaseRow,
  type PermPwdRecord,
  type PermRecruitmentStepRow,
  permStageInputOf,
} from "./repository/perm-cases";
import { permProgress, type PermProgressInput } from "./workflow";
import { filingGapsOf, gapDtos, throwIfFilingGaps } from "./filing-gaps";
import { permFilingWindow, pwdExpired, recruitmentProblems, type RecruitmentStep } from "./rules";

export const NOT_A_PERM_CASE = "A PERM record belongs to a PERM or green-card employment case";
export const PERM_EXISTS = "This case already has a PERM record";
export const NOT_IN_PREPARATION = "The recruitment record and the PWD can be changed only before the application is filed";
export const PWD_OF_ANOTHER_CLIENT = "Choose a PWD of this case's client";
export const DOL_NUMBER_TAKEN = "Another PERM case of the firm has this DOL case number";

const OPEN_AFTER_FILING: readonly number[] = [PERM_STATUS.SUBMITTED, PERM_STATUS.AUDIT, PERM_STATUS.SUPERVISED_RECRUITMENT, PERM_STATUS.AUDIT_RESPONSE_SUBMITTED];
const CLOSED = PERM_CLOSED_STATUS_IDS;
/** Whether the case has the ETA-9089 draft among its PERM forms (stored by the documents module, lib/modules/documents/perm-forms.ts). */
const hasPermDraft = async (db: Executor, tenantId: string, petitionId: string) => (await caseDocumentCount(db, tenantId, petitionId, "perm_forms", "eta9089Draft")) > 0;
const inPreparation = (statusId: number) => (PERM_PREPARATION_STATUS_IDS as readonly number[]).includes(statusId);

/** The steps in the shape of the rules (one-day steps by their date). */
export function asRuleSteps(rows: readonly { kind: string; startDate: string; endDate: string }[]): RecruitmentStep[] {
  return rows.map((r) =>
    r.kind === "job_order" || r.kind === "notice_of_filing"
      ? { kind: r.kind, start: r.startDate, end: r.endDate }
      : { kind: r.kind as "sunday_ad" | "additional", date: r.startDate },
  );
}

/** The firm's PERM activity list (its configuration of the "perm" variant, else the defaults). */
const permEntries = (db: Executor, tenantId: string): Promise<WorkflowEntry[]> => getWorkflow(db, tenantId, "perm");

/** Whether the actor's role takes a PERM step of the firm's list (its editors, or an admin's override) and reads PERM records. */
const takesStep = (actor: Actor, entries: readonly WorkflowEntry[], code: PermActivityCode) => roleMay(actor.roleId, "perm.read") && canAct(entryOf(entries, code), actor.roleId);

/**
 * The actions open to `actor` on a PERM case (pure): editing the record and its forms needs "perm.update"
 * while in preparation; each step is for its editors in the firm's PERM list, when the record waits on it
 * (permProgress) — the questionnaires finalized by hand (17 → 18), the attorney's review of the draft on file
 * (19 → 20), the filing, the audit letter and its answer, the DOL's decision (a withdrawal at any time).
 */
export function permActions(actor: Actor, perm: PermProgressInput, c: { branchId: string | null }, entries: readonly WorkflowEntry[], draftOnFile = false): PermDto["actions"] {
  const may = can(actor, "perm.update", { branchId: c.branchId });
  const s = perm.statusId;
  const { next } = permProgress(entries, perm);
  const takes = (code: PermActivityCode) => next === code && takesStep(actor, entries, code);
  return {
    edit: may && inPreparation(s),
    nextStatus: takes("PERM_QUESTIONNAIRE_FINALIZED") ? PERM_STATUS.QUESTIONNAIRE_FINALIZED : null,
    uploadForms: may && inPreparation(s),
    approveDraft: takes("PERM_DRAFT_APPROVED") && draftOnFile,
    file: takes("PERM_FILED"),
    audit: s === PERM_STATUS.SUBMITTED && takesStep(actor, entries, "PERM_AUDIT_RESPONSE"),
    auditResponse: takes("PERM_AUDIT_RESPONSE"),
    decide: !CLOSED.includes(s) && takesStep(actor, entries, "PERM_DOL_DECISION"),
  };
}

/** The firm's list as the record stands on it (PermDto.workflow). */
function workflowOf(actor: Actor, perm: PermProgressInput, entries: readonly WorkflowEntry[]): PermDto["workflow"] {
  const { completed, next } = permProgress(entries, perm);
  return entries
    .filter((e) => e.include || completed.includes(e.code as PermActivityCode))
    .map((e) => ({ code: e.code, name: e.name, done: completed.includes(e.code as PermActivityCode), next: e.code === next, canAct: takesStep(actor, entries, e.code as PermActivityCode) }));
}

async function caseOf(ctx: ActorContext, db: Executor, petitionId: string): Promise<PetitionRow> {
  return visibleCaseOr404(db, ctx.actor, petitionId);
}

/** The case's PERM record within the caller's reach, or 404 (the case unseen, or no record yet). */
async function permOr404(ctx: ActorContext, db: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<{ perm: PermCaseRow; c: PetitionRow }> {
  const found = await findPerm(db, ctx.actor.tenantId, id);
  if (!found) throw fail.notFound("PERM case");
  const c = await caseOf(ctx, db, found.petitionId);
  const perm = opts.forUpdate ? await findPermOfCase(db, ctx.actor.tenantId, c.id, { forUpdate: true }) : found;
  if (!perm) throw fail.notFound("PERM case");
  return { perm, c };
}

/** The step `code` may be taken now (`action`), else 403 for a role that does not take it, 409 otherwise. */
function requireAction(ctx: ActorContext, perm: PermCaseRow, c: PetitionRow, entries: readonly WorkflowEntry[], action: keyof PermDto["actions"], code: PermActivityCode, conflict: string): void {
  if (permActions(ctx.actor, perm, c, entries)[action]) return;
  if (!takesStep(ctx.actor, entries, code)) throw fail.forbidden(`Your role cannot complete "${entryOf(entries, code)?.name ?? code}"`);
  throw fail.conflict(conflict);
}

/** The record's changes that edit it (recruitment steps, the PWD): "perm.update" on the case's branch while in preparation. */
function requireEdit(ctx: ActorContext, perm: PermCaseRow, c: PetitionRow): void {
  if (!can(ctx.actor, "perm.update", { branchId: c.branchId })) throw fail.forbidden();
  if (!inPreparation(perm.statusId)) throw fail.conflict(NOT_IN_PREPARATION);
}

/**
 * Tell about a PERM step just taken (the case module's "workflow.completed" notice): the step's watchers in
 * the firm's list and the editors of the step the record now waits on.
 */
async function stepTaken(tx: Executor, ctx: ActorContext, c: PetitionRow, entries: readonly WorkflowEntry[], code: PermActivityCode, after: PermProgressInput): Promise<void> {
  const entry = entryOf(entries, code);
  if (!entry) return;
  const { next } = permProgress(entries, after);
  await notifyStepDone(tx, c, entry, next ? entryOf(entries, next) : undefined, ctx.actor);
}

function notInFuture(ctx: ActorContext, field: string, date: string, label: string): void {
  if (compareDates(date, ctx.clock.today) > 0) throw fail.validation({ [field]: `The ${label} cannot be in the future` });
}

/** A history line of a change to the case's PERM record, with the record as the case's stage reads it (cases store it). */
async function history(tx: Executor, ctx: ActorContext, c: PetitionRow, line: Parameters<typeof addHistory>[1]["line"] & object): Promise<void> {
  await addHistory(tx, { tenantId: c.tenantId, petitionId: c.id, code: null, line, actor: ctx.actor, stage: { perm: await permStageInputOf(tx, c.tenantId, c.id) } });
}

/** The case's PERM deadlines changed: its reminders follow (lib/modules/perm/deadlines.ts, after the commit). */
async function syncDeadlines(tx: Executor, c: PetitionRow): Promise<void> {
  await enqueue(tx, "deadlines.sync-case", { tenantId: c.tenantId, petitionId: c.id });
}

async function audit(tx: Executor, ctx: ActorContext, action: string, entityId: string, before: unknown, after: unknown): Promise<void> {
  await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action, entityType: "perm_case", entityId, before, after, ip: ctx.ip });
}

function toStepDto(r: PermRecruitmentStepRow, problems: PermDto["steps"][number]["problems"]): PermDto["steps"][number] {
  return {
    id: r.id,
    kind: r.kind as RecruitmentKind,
    startDate: r.startDate,
    endDate: r.endDate,
    source: r.source,
    additionalKind: r.additionalKind as AdditionalStepKind | null,
    proof: r.proofFileKey ? { fileName: r.proofFileName ?? "proof", mimetype: r.proofMimetype ?? "application/octet-stream", size: r.proofSize ?? 0 } : null,
    problems,
  };
}

async function toDto(ctx: ActorContext, db: Executor, perm: PermCaseRow, c: PetitionRow): Promise<PermDto> {
  const today = ctx.clock.today;
  const [rows, pwd, names, draftOnFile, entries] = await Promise.all([
    stepsOf(db, perm.tenantId, perm.id),
    perm.pwdId ? findPwdForPerm(db, perm.tenantId, perm.pwdId) : Promise.resolve(null),
    caseMasterNames(db, perm.tenantId, ctx.locale),
    hasPermDraft(db, perm.tenantId, perm.petitionId),
    permEntries(db, perm.tenantId),
  ]);
  const ruleSteps = asRuleSteps(rows);
  const problems = recruitmentProblems(ruleSteps, { professional: perm.professional });
  const window = permFilingWindow(ruleSteps, pwd?.validityEnd);
  const gaps = inPreparation(perm.statusId) ? filingGapsOf(perm, rows, pwd, today) : [];
  const stepId = (i: number | "pwd" | null) => (typeof i === "number" ? rows[i].id : null);
  const recordProblems = problems.flatMap((p) => (p.step === null ? [p.problem] : []));
  const stepProblems = (i: number) => problems.flatMap((p) => (p.step === i ? [p.problem] : []));
  const open = PERM_AUDITED_STATUS_IDS.includes(perm.statusId) ? perm.auditDueDate : perm.statusId === PERM_STATUS.CERTIFIED ? perm.i140Deadline : null;
  return {
    id: perm.id,
    petitionId: perm.petitionId,
    statusId: perm.statusId as PermStatusId,
    statusName: names.statusName(perm.statusId) ?? String(perm.statusId),
    professional: perm.professional,
    pwd: pwd ? { id: pwd.id, pwdNumber: pwd.pwdNumber, jobTitle: pwd.jobTitle, validityEnd: pwd.validityEnd, expired: pwd.validityEnd ? pwdExpired(pwd.validityEnd, today) : false } : null,
    steps: rows.map((r, i) => toStepDto(r, stepProblems(i))),
    recordProblems,
    window: { ...window, earliestSetByStep: stepId(window.earliestSetBy), latestSetByStep: stepId(window.latestSetBy) },
    filingGaps: gapDtos(gaps, rows),
    canFileToday: inPreparation(perm.statusId) && gaps.length === 0,
    filedDate: perm.filedDate,
    dolCaseNumber: perm.dolCaseNumber,
    auditKind: perm.auditKind as AuditKind | null,
    auditNoticeDate: perm.auditNoticeDate,
    auditDueDate: perm.auditDueDate,
    auditResponseDate: perm.auditResponseDate,
    decision: perm.decision as PermDecision | null,
    decisionDate: perm.decisionDate,
    i140Deadline: perm.i140Deadline,
    daysLeft: open ? calendarDaysBetween(today, open) : null,
    draftOnFile,
    actions: permActions(ctx.actor, perm, c, entries, draftOnFile),
    workflow: workflowOf(ctx.actor, perm, entries),
    updatedAt: perm.updatedAt.toISOString(),
  };
}

/** The case's PERM record, or null when the case (within reach) has none yet. */
export async function permOfCase(ctx: ActorContext, petitionId: string): Promise<PermDto | null> {
  const c = await caseOf(ctx, ctx.db, petitionId);
  const perm = await findPermOfCase(ctx.db, ctx.actor.tenantId, c.id);
  return perm ? toDto(ctx, ctx.db, perm, c) : null;
}

async function permDto(ctx: ActorContext, id: string): Promise<PermDto> {
  const { perm, c } = await permOr404(ctx, ctx.db, id);
  return toDto(ctx, ctx.db, perm, c);
}

/** A determined or pending PWD of the case's client (the link is checked again at filing). */
async function pwdForCase(ctx: ActorContext, db: Executor, pwdId: string, c: PetitionRow): Promise<PermPwdRecord> {
  const pwd = await findPwdForPerm(db, ctx.actor.tenantId, pwdId);
  if (!pwd) throw fail.validation({ pwdId: "Choose a PWD of the firm" });
  if (pwd.petitionerId !== c.petitionerId) throw fail.validation({ pwdId: PWD_OF_ANOTHER_CLIENT });
  return pwd;
}

export async function createPerm(ctx: ActorContext, body: CreatePermBody): Promise<PermDto> {
  const { actor } = ctx;
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const c = await caseOf(ctx, tx, body.petitionId);
      if (!can(actor, "perm.update", { branchId: c.branchId })) throw fail.forbidden();
      if (!(PERM_SUB_TYPE_IDS as readonly number[]).includes(c.subTypeId ?? -1)) throw fail.validation({ petitionId: NOT_A_PERM_CASE });
      if (await findPermOfCase(tx, actor.tenantId, c.id)) throw fail.conflict(PERM_EXISTS);
      const pwd = body.pwdId ? await pwdForCase(ctx, tx, body.pwdId, c) : null;
      const row = await insertPerm(tx, {
        tenantId: actor.tenantId,
        petitionId: c.id,
        pwdId: pwd?.id ?? null,
        professional: pwd ? pwd.positionType === "professional" : (body.professional ?? true),
        statusId: PERM_STATUS.ADVERTISEMENTS,
        createdByUserId: actor.userId,
      });
      await history(tx, ctx, c, { code: "permOpened", params: { pwd: pwd?.pwdNumber ?? "none" } });
      await syncDeadlines(tx, c);
      await audit(tx, ctx, "perm.create", row.id, null, row);
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail.conflict(PERM_EXISTS);
    throw err;
  }
  return permDto(ctx, id);
}

export async function linkPwd(ctx: ActorContext, body: LinkPwdBody): Promise<PermDto> {
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    requireEdit(ctx, perm, c);
    const pwd = body.pwdId ? await pwdForCase(ctx, tx, body.pwdId, c) : null;
    const after = { pwdId: pwd?.id ?? null, ...(pwd ? { professional: pwd.positionType === "professional" } : {}) };
    await updatePermRow(tx, perm.tenantId, perm.id, after);
    await history(tx, ctx, c, { code: "permPwdLinked", params: { pwd: pwd?.pwdNumber ?? "none" } });
    await syncDeadlines(tx, c);
    await audit(tx, ctx, "perm.link-pwd", perm.id, { pwdId: perm.pwdId }, after);
  });
  return permDto(ctx, body.id);
}

export async function saveStep(ctx: ActorContext, body: SaveStepBody): Promise<PermDto> {
  const oneDay = body.kind === "sunday_ad" || body.kind === "additional";
  const endDate = oneDay ? body.startDate : (body.endDate ?? body.startDate);
  if (compareDates(endDate, body.startDate) < 0) throw fail.validation({ endDate: "The end date cannot be before the start date" });
  const values = { kind: body.kind, startDate: body.startDate, endDate, source: body.source, additionalKind: body.kind === "additional" ? (body.additionalKind ?? null) : null };
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    requireEdit(ctx, perm, c);
    if (body.stepId) {
      const step = await findStep(tx, perm.tenantId, body.stepId);
      if (!step || step.permCaseId !== perm.id) throw fail.notFound("Step");
      await updateStepRow(tx, perm.tenantId, step.id, values);
      await audit(tx, ctx, "perm.step-update", perm.id, step, values);
    } else {
      const step = await insertStep(tx, { tenantId: perm.tenantId, permCaseId: perm.id, ...values, createdByUserId: ctx.actor.userId });
      await audit(tx, ctx, "perm.step-add", perm.id, null, step);
    }
    await history(tx, ctx, c, { code: "permStepSaved", params: { kind: body.kind, date: body.startDate } });
    await updatePermRow(tx, perm.tenantId, perm.id, {});
  });
  return permDto(ctx, body.id);
}

/** The step and its case, for a change by the caller while the record is in preparation. */
async function editableStep(ctx: ActorContext, tx: Executor, stepId: string): Promise<{ step: PermRecruitmentStepRow; perm: PermCaseRow; c: PetitionRow }> {
  const step = await findStep(tx, ctx.actor.tenantId, stepId);
  if (!step) throw fail.notFound("Step");
  const { perm, c } = await permOr404(ctx, tx, step.permCaseId, { forUpdate: true });
  requireEdit(ctx, perm, c);
  return { step, perm, c };
}

async function deleteStoredFile(key: string | null): Promise<void> {
  if (!key) return;
  await getFileStore()
    .delete(key)
    .catch((err) => log.error({ err, key }, "[perm] a replaced proof could not be deleted from the store"));
}

export async function removeStep(ctx: ActorContext, stepId: string): Promise<PermDto> {
  const { permId, key } = await ctx.db.transaction(async (tx) => {
    const { step, perm, c } = await editableStep(ctx, tx, stepId);
    await deleteStep(tx, perm.tenantId, step.id);
    await history(tx, ctx, c, { code: "permStepRemoved", params: { kind: step.kind, date: step.startDate } });
    await audit(tx, ctx, "perm.step-remove", perm.id, step, null);
    return { permId: perm.id, key: step.proofFileKey };
  });
  await deleteStoredFile(key);
  return permDto(ctx, permId);
}

/** Keep the proof of a step (tear sheet, job order printout, the posted notice), replacing the one before. */
export async function uploadStepProof(ctx: ActorContext, stepId: string, files: readonly UploadedFile[]): Promise<PermDto> {
  const file = files[0];
  if (!file) throw fail.validation({ file: "*File is required" });
  const key = `tenants/${ctx.actor.tenantId}/perm/steps/${stepId}/${randomUUID()}.${uploadExtension(file.name) || "bin"}`;
  await saveFileAt(file, key);
  let done: { permId: string; replaced: string | null };
  try {
    done = await ctx.db.transaction(async (tx) => {
      const { step, perm, c } = await editableStep(ctx, tx, stepId);
      const after = { proofFileKey: key, proofFileName: file.name.slice(0, 200), proofMimetype: file.mimetype, proofSize: file.size };
      await updateStepRow(tx, perm.tenantId, step.id, after);
      await history(tx, ctx, c, { code: "permProofUploaded", params: { kind: step.kind, file: after.proofFileName } });
      await audit(tx, ctx, "perm.proof-upload", perm.id, { proofFileKey: step.proofFileKey }, after);
      return { permId: perm.id, replaced: step.proofFileKey };
    });
  } catch (err) {
    await deleteStoredFile(key);
    throw err;
  }
  await deleteStoredFile(done.replaced);
  return permDto(ctx, done.permId);
}

export async function stepProofFile(ctx: ActorContext, stepId: string): Promise<{ fileName: string; mimetype: string; bytes: Uint8Array }> {
  const step = await findStep(ctx.db, ctx.actor.tenantId, stepId);
  if (!step) throw fail.notFound("Step");
  await permOr404(ctx, ctx.db, step.permCaseId);
  const file = step.proofFileKey ? await getFileStore().get(step.proofFileKey) : null;
  if (!file) throw fail.notFound("Proof");
  return { fileName: step.proofFileName ?? "proof", mimetype: step.proofMimetype ?? "application/octet-stream", bytes: file.body };
}

export const DRAFT_BY_UPLOAD = "Upload the ETA-9089 draft to the PERM forms: the upload marks the draft created";
export const DRAFT_BY_REVIEW = "The draft is approved by the attorney's review of the ETA-9089 draft";
export const NO_DRAFT = "Upload the ETA-9089 draft before its review";

export const QUESTIONNAIRE_STEP_LEFT_OUT = "Your firm's PERM workflow leaves out the questionnaires checkpoint: upload the ETA-9089 draft";

export async function updatePermStatus(ctx: ActorContext, body: PermStatusBody): Promise<PermDto> {
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    const entries = await permEntries(tx, perm.tenantId);
    const next = permActions(ctx.actor, perm, c, entries).nextStatus;
    if (next !== body.statusId) {
      if (!takesStep(ctx.actor, entries, "PERM_QUESTIONNAIRE_FINALIZED")) throw fail.forbidden(`Your role cannot complete "${entryOf(entries, "PERM_QUESTIONNAIRE_FINALIZED")?.name}"`);
      if (body.statusId === PERM_STATUS.DRAFT_CREATED) throw fail.conflict(DRAFT_BY_UPLOAD);
      if (body.statusId === PERM_STATUS.DRAFT_APPROVED) throw fail.conflict(DRAFT_BY_REVIEW);
      if (perm.statusId === PERM_STATUS.ADVERTISEMENTS && !entryOf(entries, "PERM_QUESTIONNAIRE_FINALIZED")?.include) throw fail.conflict(QUESTIONNAIRE_STEP_LEFT_OUT);
      throw fail.conflict(inPreparation(perm.statusId) ? "The PERM case moves one preparation step at a time" : NOT_IN_PREPARATION);
    }
    await updatePermRow(tx, perm.tenantId, perm.id, { statusId: body.statusId });
    await history(tx, ctx, c, { code: "permStatus", params: { status: String(body.statusId) } });
    await audit(tx, ctx, "perm.status", perm.id, { statusId: perm.statusId }, { statusId: body.statusId });
    await stepTaken(tx, ctx, c, entries, "PERM_QUESTIONNAIRE_FINALIZED", { ...perm, statusId: body.statusId });
  });
  return permDto(ctx, body.id);
}

/**
 * The PERM record a forms-and-letters upload goes to (the documents module stores the file): within the
 * caller's reach (404), `perm.update` on the case's branch (403) — and, for the ETA-9089 draft, a role that
 * takes "draft created" in the firm's PERM list (403) —, still in preparation (409: the filed application
 * does not change). With `forUpdate` (inside the upload's transaction) the row is locked.
 */
export async function permForForms(ctx: ActorContext, db: Executor, id: string, opts: { forUpdate?: boolean; draft?: boolean } = {}): Promise<{ perm: PermCaseRow; c: PetitionRow }> {
  const found = await permOr404(ctx, db, id, opts);
  requireEdit(ctx, found.perm, found.c);
  if (opts.draft && !takesStep(ctx.actor, await permEntries(db, found.perm.tenantId), "PERM_DRAFT_CREATED")) throw fail.forbidden("Your role cannot create the ETA-9089 draft");
  return found;
}

/**
 * A new ETA-9089 draft was stored (in the caller's transaction, the row locked by permForForms): the draft
 * is created (→ 19) when the record waits on it (18, or 17 in a firm without the questionnaires
 * checkpoint), and a draft changed after its approval needs the review again (20 → 19).
 */
export async function permDraftUploaded(tx: Executor, ctx: ActorContext, perm: PermCaseRow, c: PetitionRow): Promise<void> {
  const from = perm.statusId;
  const entries = await permEntries(tx, perm.tenantId);
  const waiting = permProgress(entries, perm).next === "PERM_DRAFT_CREATED";
  if (!waiting && from !== PERM_STATUS.DRAFT_APPROVED) return;
  await updatePermRow(tx, perm.tenantId, perm.id, { statusId: PERM_STATUS.DRAFT_CREATED });
  await history(tx, ctx, c, { code: "permStatus", params: { status: String(PERM_STATUS.DRAFT_CREATED) } });
  await audit(tx, ctx, "perm.status", perm.id, { statusId: from }, { statusId: PERM_STATUS.DRAFT_CREATED, by: "draft-upload" });
  if (waiting) await stepTaken(tx, ctx, c, entries, "PERM_DRAFT_CREATED", { ...perm, statusId: PERM_STATUS.DRAFT_CREATED });
}

/** /api/perm/confirm-review-completed: the attorney reviewed the ETA-9089 draft on file; the draft is approved (19 → 20). */
export async function confirmPermReview(ctx: ActorContext, body: PermReviewBody): Promise<PermDto> {
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    const entries = await permEntries(tx, perm.tenantId);
    if (!takesStep(ctx.actor, entries, "PERM_DRAFT_APPROVED")) throw fail.forbidden("Your role does not approve the ETA-9089 draft in your firm's PERM workflow");
    if (!entryOf(entries, "PERM_DRAFT_APPROVED")?.include) throw fail.conflict("Your firm's PERM workflow leaves out the attorney's review of the draft: the application is filed from the draft");
    if (perm.statusId !== PERM_STATUS.DRAFT_CREATED) throw fail.conflict(perm.statusId < PERM_STATUS.DRAFT_CREATED ? NO_DRAFT : "The draft is no longer waiting for its review");
    if (!(await hasPermDraft(tx, perm.tenantId, perm.petitionId))) throw fail.conflict(NO_DRAFT);
    await updatePermRow(tx, perm.tenantId, perm.id, { statusId: PERM_STATUS.DRAFT_APPROVED });
    await history(tx, ctx, c, { code: "permDraftReviewed", params: {} });
    await audit(tx, ctx, "perm.review", perm.id, { statusId: perm.statusId }, { statusId: PERM_STATUS.DRAFT_APPROVED });
    await stepTaken(tx, ctx, c, entries, "PERM_DRAFT_APPROVED", { ...perm, statusId: PERM_STATUS.DRAFT_APPROVED });
  });
  return permDto(ctx, body.id);
}

export async function filePerm(ctx: ActorContext, body: FilePermBody): Promise<PermDto> {
  notInFuture(ctx, "filedDate", body.filedDate, "filed date");
  try {
    await ctx.db.transaction(async (tx) => {
      const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
      const entries = await permEntries(tx, perm.tenantId);
      requireAction(ctx, perm, c, entries, "file", "PERM_FILED", entryOf(entries, "PERM_DRAFT_APPROVED")?.include ? "The application is filed once the PERM draft is approved" : "The application is filed once the ETA-9089 draft is created");
      const [rows, pwd] = await Promise.all([stepsOf(tx, perm.tenantId, perm.id), perm.pwdId ? findPwdForPerm(tx, perm.tenantId, perm.pwdId) : null]);
      throwIfFilingGaps(filingGapsOf(perm, rows, pwd, body.filedDate), rows, pwd);
      if (body.dolCaseNumber && (await permDolNumberTaken(tx, perm.tenantId, body.dolCaseNumber, perm.id))) throw fail.conflict(DOL_NUMBER_TAKEN);
      const after = { statusId: PERM_STATUS.SUBMITTED, filedDate: body.filedDate, dolCaseNumber: body.dolCaseNumber ?? null };
      await updatePermRow(tx, perm.tenantId, perm.id, after);
      await history(tx, ctx, c, { code: "permFiled", params: { date: body.filedDate } });
      await syncDeadlines(tx, c);
      await audit(tx, ctx, "perm.file", perm.id, { statusId: perm.statusId }, after);
      await stepTaken(tx, ctx, c, entries, "PERM_FILED", { ...perm, ...after });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail.conflict(DOL_NUMBER_TAKEN);
    throw err;
  }
  return permDto(ctx, body.id);
}

export async function recordPermAudit(ctx: ActorContext, body: PermAuditBody): Promise<PermDto> {
  notInFuture(ctx, "noticeDate", body.noticeDate, "notice date");
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    requireAction(ctx, perm, c, await permEntries(tx, perm.tenantId), "audit", "PERM_AUDIT_RESPONSE", "An audit notice is recorded on a filed application");
    if (perm.filedDate && compareDates(body.noticeDate, perm.filedDate) < 0) throw fail.validation({ noticeDate: "The notice cannot be earlier than the filing" });
    const dueDate = addDays(body.noticeDate, AUDIT_RESPONSE_DAYS);
    const after = { statusId: body.auditKind === "audit" ? PERM_STATUS.AUDIT : PERM_STATUS.SUPERVISED_RECRUITMENT, auditKind: body.auditKind, auditNoticeDate: body.noticeDate, auditDueDate: dueDate };
    await updatePermRow(tx, perm.tenantId, perm.id, after);
    await history(tx, ctx, c, { code: "permAudit", params: { kind: body.auditKind, date: body.noticeDate, due: dueDate } });
    await syncDeadlines(tx, c);
    await audit(tx, ctx, "perm.audit", perm.id, { statusId: perm.statusId }, after);
  });
  return permDto(ctx, body.id);
}

export async function recordPermAuditResponse(ctx: ActorContext, body: PermAuditResponseBody): Promise<PermDto> {
  notInFuture(ctx, "responseDate", body.responseDate, "response date");
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    const entries = await permEntries(tx, perm.tenantId);
    requireAction(ctx, perm, c, entries, "auditResponse", "PERM_AUDIT_RESPONSE", "An audit response is recorded after an audit notice");
    if (perm.auditNoticeDate && compareDates(body.responseDate, perm.auditNoticeDate) < 0) throw fail.validation({ responseDate: "The response cannot be earlier than the notice" });
    const after = { statusId: PERM_STATUS.AUDIT_RESPONSE_SUBMITTED, auditResponseDate: body.responseDate };
    await updatePermRow(tx, perm.tenantId, perm.id, after);
    await history(tx, ctx, c, { code: "permAuditResponse", params: { date: body.responseDate } });
    await syncDeadlines(tx, c);
    await audit(tx, ctx, "perm.audit-response", perm.id, { statusId: perm.statusId }, after);
    await stepTaken(tx, ctx, c, entries, "PERM_AUDIT_RESPONSE", { ...perm, ...after });
  });
  return permDto(ctx, body.id);
}

const DECISION_STATUS: Record<PermDecision, PermStatusId> = { certified: PERM_STATUS.CERTIFIED, denied: PERM_STATUS.DENIED, withdrawn: PERM_STATUS.WITHDRAWN };

export async function recordPermDecision(ctx: ActorContext, body: PermDecisionBody): Promise<PermDto> {
  notInFuture(ctx, "decisionDate", body.decisionDate, "decision date");
  await ctx.db.transaction(async (tx) => {
    const { perm, c } = await permOr404(ctx, tx, body.id, { forUpdate: true });
    const entries = await permEntries(tx, perm.tenantId);
    requireAction(ctx, perm, c, entries, "decide", "PERM_DOL_DECISION", "The DOL's decision is already recorded");
    // The DOL certifies or denies a filed application; a firm withdraws one at any time.
    if (body.decision !== "withdrawn" && !OPEN_AFTER_FILING.includes(perm.statusId)) throw fail.conflict("The DOL decides on a filed application");
    if (perm.filedDate && compareDates(body.decisionDate, perm.filedDate) < 0) throw fail.validation({ decisionDate: "The decision cannot be earlier than the filing" });
    const after = {
      statusId: DECISION_STATUS[body.decision],
      decision: body.decision,
      decisionDate: body.decisionDate,
      i140Deadline: body.decision === "certified" ? permCertificationExpiry(body.decisionDate) : null,
    };
    await updatePermRow(tx, perm.tenantId, perm.id, after);
    await history(tx, ctx, c, { code: "permDecision", params: { decision: body.decision, date: body.decisionDate } });
    await syncDeadlines(tx, c);
    await audit(tx, ctx, "perm.decision", perm.id, { statusId: perm.statusId }, after);
    await stepTaken(tx, ctx, c, entries, "PERM_DOL_DECISION", { ...perm, ...after });
  });
  return permDto(ctx, body.id);
}

export type PermSummary = { statusId: number; filedDate: string | null; decision: string | null; decisionDate: string | null; i140Deadline: string | null };

/** The PERM stage of the firm's cases among `petitionIds` (no reach check: the caller has read the cases), by case. */
export async function permSummaries(db: Executor, tenantId: string, petitionIds: readonly string[]): Promise<Map<string, PermSummary>> {
  return new Map((await permSummariesOf(db, tenantId, petitionIds)).map(({ petitionId, ...p }) => [petitionId, p]));
}
