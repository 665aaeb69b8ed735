// Green-card employment cases (sub type 15): the category, the chargeability area (the worker's
// country of birth unless set), the priority date (set by hand, else the PERM filing, else the I-140
// receipt — rules.ts) against the Visa Bulletin in force, the PERM stage (lib/modules/perm) and the USCIS
// stages after it; the firm's list of them with their priority dates; the client's edit lock.
// Reach is the case's (cases' visibleCasesOfSubType); the green-card details need "gc.update" on the case's
// branch; a stage's filing or decision is for its editors in the firm's green-card workflow (workflow.ts).
import "server-only";
import type { WorkflowEntry } from "@/db/schema/cases";
import { firmCasesOfSubType, visibleCasesOfSubType, type CaseRef } from "@/lib/modules/cases/case-refs";
import { caseMasterNames } from "@/lib/modules/cases/case-inputs";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { caseRoleRecipients, notifyCase } from "@/lib/modules/cases/case-recipients";
import { caseDeleteBlockers, type CaseDeleteBlocker } from "@/lib/modules/cases/delete-case";
import { setPetitionerEdit } from "@/lib/modules/cases/edit-option";
import { addHistory, notifyStepDone } from "@/lib/modules/cases/steps/complete";
import { getWorkflow } from "@/lib/modules/workflow/config";
import type { GcActivityCode } from "@/lib/modules/workflow/gc-definitions";
import { canAct, entryOf } from "@/lib/modules/workflow/rules";
import { permSummaries, type PermSummary } from "@/lib/modules/perm/perm";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { compareDates } from "@/lib/shared/calendar";
import { offsetOf } from "@/lib/shared/list";
import { ROLE } from "@/lib/shared/constants/roles";
import { can, roleMay } from "@/lib/shared/permissions";
import { MSG } from "@/lib/shared/validation/messages";
import { bulletinInForce, type BulletinTable } from "./visa-bulletin";
import {
  BULLETIN_CHARTS,
  GC_EMPLOYMENT_SUB_TYPE,
  GC_STAGES,
  type Chargeability,
  type EditOptionBody,
  type GcCategory,
  type GcDeleteBlocker,
  type GcDetails,
  type GcListBody,
  type GcListRow,
  type PdStatus,
  type StageStatus,
  type UpdateGcBody,
  type UpdateStageBody,
} from "./contract";
import { gcRowsOf, lockGcRow, stagesOf, updateGcRow, upsertStage, type GcCaseRow, type GcStageRow } from "./repository";
import { chargeabilityOf, priorityDateOf, priorityDateState } from "./rules";
import type { GcStage } from "./constants";
import { completesStep, gcProgress, stepOfChange } from "./workflow";

export const NOT_A_GC_CASE = "Green-card case";

/** What the screens and the check need of one case: its green-card row, stages and PERM stage. */
type GcInputs = { ref: CaseRef; row: GcCaseRow | null; stages: GcStageRow[]; perm: PermSummary | null };

export async function inputsOf(db: Executor, tenantId: string, refs: readonly CaseRef[]): Promise<GcInputs[]> {
  const ids = refs.map((r) => r.id);
  const [rows, stages, perms] = await Promise.all([gcRowsOf(db, tenantId, ids), stagesOf(db, tenantId, ids), permSummaries(db, tenantId, ids)]);
  return refs.map((ref) => ({ ref, row: rows.find((r) => r.petitionId === ref.id) ?? null, stages: stages.filter((s) => s.petitionId === ref.id), perm: perms.get(ref.id) ?? null }));
}

/** The priority date, the area and their state in each chart of the bulletin in force. */
export function pdOf(x: GcInputs, bulletin: BulletinTable): { category: GcCategory | null; chargeability: Chargeability; chargeabilitySource: "case" | "birth"; priorityDate: string | null; priorityDateSource: GcDetails["priorityDateSource"]; statuses: PdStatus[] } {
  const category = (x.row?.category as GcCategory | null) ?? null;
  const chargeability = (x.row?.chargeability as Chargeability | null) ?? chargeabilityOf(x.ref.beneficiaryCountryOfBirthId);
  const i140 = x.stages.find((s) => s.stage === "i140");
  const pd = priorityDateOf({ manual: x.row?.priorityDate ?? null, category, permFiledDate: x.perm?.filedDate ?? null, i140ReceiptDate: i140?.receiptDate ?? null });
  const statuses = BULLETIN_CHARTS.map((chart): PdStatus => {
    const value = category ? (bulletin.cell(chart, category, chargeability) ?? null) : null;
    return { chart, month: bulletin.month, value, state: priorityDateState(pd.date, value) };
  });
  return { category, chargeability, chargeabilitySource: x.row?.chargeability ? "case" : "birth", priorityDate: pd.date, priorityDateSource: pd.source, statuses };
}

export async function caseOr404(ctx: ActorContext, db: Executor, id: string): Promise<CaseRef> {
  const [ref] = await visibleCasesOfSubType(db, ctx.actor, GC_EMPLOYMENT_SUB_TYPE, id);
  if (!ref) throw fail.notFound(NOT_A_GC_CASE);
  return ref;
}

/** Why the case cannot be deleted: the case's own reasons (receipt, RFE), a PERM record, a USCIS stage filed. */
export function gcDeleteBlockers(fromCase: readonly CaseDeleteBlocker[], x: Pick<GcInputs, "perm" | "stages">): GcDeleteBlocker[] {
  const out: GcDeleteBlocker[] = [...fromCase];
  if (x.perm) out.push("perm");
  if (x.stages.some((s) => s.status !== "not_filed")) out.push("stage");
  return out;
}

/** The firm's green-card activity list (its configuration of the "greencard" variant, else the defaults). */
const gcEntries = (db: Executor, tenantId: string): Promise<WorkflowEntry[]> => getWorkflow(db, tenantId, "greencard");

/** Whether the actor's role records a green-card step of the firm's list (its editors, or an admin's override) and reads green cards. */
const takesStep = (actor: ActorContext["actor"], entries: readonly WorkflowEntry[], code: GcActivityCode) => roleMay(actor.roleId, "gc.read") && canAct(entryOf(entries, code), actor.roleId);

/** The steps of a stage: its filing and decision (the I-765 and I-131 are one step each). */
const stageCodes = (stage: GcStage): GcActivityCode[] => [...new Set([stepOfChange(stage, "filed"), stepOfChange(stage, "approved")])];

/** Whether the caller records a stage (the editors of its filing or decision step): also its notices (gc-notices.ts). */
export async function recordsStage(ctx: ActorContext, db: Executor, stage: GcStage): Promise<boolean> {
  const entries = await gcEntries(db, ctx.actor.tenantId);
  return stageCodes(stage).some((c) => takesStep(ctx.actor, entries, c));
}

function workflowOf(actor: ActorContext["actor"], stages: readonly GcStageRow[], entries: readonly WorkflowEntry[]): GcDetails["workflow"] {
  const { completed, next } = gcProgress(entries, stages.map((r) => ({ stage: r.stage as GcStage, status: r.status as StageStatus })));
  return entries
    .filter((e) => e.include || completed.includes(e.code as GcActivityCode))
    .map((e) => ({ code: e.code, name: e.name, done: completed.includes(e.code as GcActivityCode), next: e.code === next, canAct: takesStep(actor, entries, e.code as GcActivityCode) }));
}

export async function gcDetails(ctx: ActorContext, id: string): Promise<GcDetails> {
  const ref = await caseOr404(ctx, ctx.db, id);
  const [[x], bulletin, names, fromCase, entries] = await Promise.all([
    inputsOf(ctx.db, ctx.actor.tenantId, [ref]),
    bulletinInForce(ctx.db, ctx.actor.tenantId, ctx.clock.today),
    caseMasterNames(ctx.db, ctx.actor.tenantId, ctx.locale),
    caseDeleteBlockers(ctx.db, ref),
    gcEntries(ctx.db, ctx.actor.tenantId),
  ]);
  const pd = pdOf(x, bulletin);
  return {
    petitionId: ref.id,
    category: pd.category,
    chargeability: pd.chargeability,
    chargeabilitySource: pd.chargeabilitySource,
    priorityDate: pd.priorityDate,
    priorityDateSource: pd.priorityDateSource,
    bulletin: pd.statuses,
    perm: x.perm ? { ...x.perm, statusName: names.statusName(x.perm.statusId) ?? String(x.perm.statusId) } : null,
    stages: GC_STAGES.flatMap((stage) => {
      const s = x.stages.find((r) => r.stage === stage);
      const codes = stageCodes(stage);
      if (!s && !codes.some((c) => entryOf(entries, c)?.include)) return [];
      const status = (s?.status as StageStatus | undefined) ?? "not_filed";
      return [{ stage, receiptNumber: s?.receiptNumber ?? null, receiptDate: s?.receiptDate ?? null, status, decisionDate: s?.decisionDate ?? null, notes: s?.notes ?? null, canUpdate: codes.some((c) => takesStep(ctx.actor, entries, c)) }];
    }),
    workflow: workflowOf(ctx.actor, x.stages, entries),
    petitionerEditAllowed: ref.editUnlocked,
    canUpdate: can(ctx.actor, "gc.update", { branchId: ref.branchId }),
    canDelete: can(ctx.actor, "case.delete", { branchId: ref.branchId }),
    deleteBlockers: gcDeleteBlockers(fromCase, x),
  };
}

/** The case within reach that the caller may change, locked with its green-card row. */
async function forUpdate(ctx: ActorContext, tx: Executor, id: string): Promise<{ ref: CaseRef; row: GcCaseRow }> {
  const ref = await caseOr404(ctx, tx, id);
  if (!can(ctx.actor, "gc.update", { branchId: ref.branchId })) throw fail.forbidden();
  return { ref, row: await lockGcRow(tx, ctx.actor.tenantId, ref.id) };
}

const GC_KEYS = ["category", "chargeability", "priorityDate"] as const;

export async function updateGc(ctx: ActorContext, body: UpdateGcBody): Promise<GcDetails> {
  const keys = GC_KEYS.filter((k) => body[k] !== undefined);
  if (keys.length === 0) throw fail.validation({ body: MSG.unableToUpdate }, MSG.unableToUpdate);
  if (body.priorityDate && compareDates(body.priorityDate, ctx.clock.today) > 0) throw fail.validation({ priorityDate: "The priority date cannot be in the future" });
  await ctx.db.transaction(async (tx) => {
    const { ref, row } = await forUpdate(ctx, tx, body.id);
    const patch = Object.fromEntries(keys.map((k) => [k, body[k] ?? null]));
    await updateGcRow(tx, ctx.actor.tenantId, ref.id, patch);
    await addHistory(tx, { tenantId: ctx.actor.tenantId, petitionId: ref.id, code: null, line: { code: "gcUpdated", params: { fields: keys.map((k) => `gc${k[0].toUpperCase()}${k.slice(1)}`) } }, actor: ctx.actor });
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "gc.update", entityType: "petition", entityId: ref.id, before: Object.fromEntries(keys.map((k) => [k, row[k]])), after: patch, ip: ctx.ip });
  });
  await recordStates(ctx.db, ctx.actor.tenantId, [await caseOr404(ctx, ctx.db, body.id)], ctx.clock.today, { notify: false });
  return gcDetails(ctx, body.id);
}

const DECIDED: readonly StageStatus[] = ["approved", "denied", "withdrawn"];

export async function updateStage(ctx: ActorContext, body: UpdateStageBody): Promise<GcDetails> {
  const today = ctx.clock.today;
  if (body.receiptDate && compareDates(body.receiptDate, today) > 0) throw fail.validation({ receiptDate: "The receipt date cannot be in the future" });
  if (body.decisionDate && compareDates(body.decisionDate, today) > 0) throw fail.validation({ decisionDate: "The decision date cannot be in the future" });
  if (body.decisionDate && body.receiptDate && compareDates(body.decisionDate, body.receiptDate) < 0) throw fail.validation({ decisionDate: "The decision cannot be earlier than the receipt" });
  if (DECIDED.includes(body.status) && !body.decisionDate) throw fail.validation({ decisionDate: MSG.required("Decision Date") });
  if (body.status !== "not_filed" && !body.receiptDate) throw fail.validation({ receiptDate: MSG.required("Receipt Date") });
  await ctx.db.transaction(async (tx) => {
    const ref = await caseOr404(ctx, tx, body.id);
    const entries = await gcEntries(tx, ctx.actor.tenantId);
    const code = stepOfChange(body.stage, body.status);
    if (!takesStep(ctx.actor, entries, code)) throw fail.forbidden(`Your role cannot record "${entryOf(entries, code)?.name ?? code}"`);
    await lockGcRow(tx, ctx.actor.tenantId, ref.id);
    const stages = await stagesOf(tx, ctx.actor.tenantId, [ref.id]);
    const before = (stages.find((r) => r.stage === body.stage)?.status as StageStatus | undefined) ?? "not_filed";
    const values = { receiptNumber: body.receiptNumber ?? null, receiptDate: body.receiptDate ?? null, status: body.status, decisionDate: DECIDED.includes(body.status) ? (body.decisionDate ?? null) : null, notes: body.notes ?? null };
    await upsertStage(tx, { tenantId: ctx.actor.tenantId, petitionId: ref.id, stage: body.stage, ...values });
    // The case's stage reads its USCIS stages from its own row: they go with the history line.
    const uscis = (await stagesOf(tx, ctx.actor.tenantId, [ref.id])).map((r) => ({ stage: r.stage as GcStage, status: r.status as StageStatus, receiptNumber: r.receiptNumber }));
    await addHistory(tx, { tenantId: ctx.actor.tenantId, petitionId: ref.id, code: null, line: { code: "gcStageUpdated", params: { stage: body.stage, status: body.status } }, actor: ctx.actor, stage: { stages: uscis } });
    await writeAudit(tx, { tenantId: ctx.actor.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "gc.stage", entityType: "petition", entityId: ref.id, after: { stage: body.stage, ...values }, ip: ctx.ip });
    const done = completesStep(body.stage, before, body.status);
    const entry = done ? entryOf(entries, done) : undefined;
    if (entry) {
      const after = [...stages.filter((r) => r.stage !== body.stage), { stage: body.stage, status: body.status }];
      const { next } = gcProgress(entries, after.map((r) => ({ stage: r.stage as GcStage, status: r.status as StageStatus })));
      await notifyStepDone(tx, await visibleCaseOr404(tx, ctx.actor, ref.id), entry, next ? entryOf(entries, next) : undefined, ctx.actor);
    }
  });
  // An I-140 receipt may be the priority date (EB-1, NIW).
  await recordStates(ctx.db, ctx.actor.tenantId, [await caseOr404(ctx, ctx.db, body.id)], today, { notify: false });
  return gcDetails(ctx, body.id);
}

export async function manageEditOption(ctx: ActorContext, body: EditOptionBody): Promise<GcDetails> {
  const ref = await caseOr404(ctx, ctx.db, body.id);
  if (!can(ctx.actor, "gc.update", { branchId: ref.branchId })) throw fail.forbidden();
  await setPetitionerEdit(ctx, ref.id, body.allowPetitionerEdit);
  return gcDetails(ctx, body.id);
}

const STATE_ORDER = { current: 0, not_current: 1, unavailable: 2, unknown: 3 } as const;

/** The firm's green-card cases within reach with their priority dates against the bulletin in force; filtered, sorted and paged here (the state is computed, not stored). */
export async function listGc(ctx: ActorContext, body: GcListBody): Promise<{ rows: GcListRow[]; total: number }> {
  const refs = await visibleCasesOfSubType(ctx.db, ctx.actor, GC_EMPLOYMENT_SUB_TYPE);
  const [inputs, bulletin] = await Promise.all([inputsOf(ctx.db, ctx.actor.tenantId, refs), bulletinInForce(ctx.db, ctx.actor.tenantId, ctx.clock.today)]);
  let rows = inputs.map((x): GcListRow => {
    const pd = pdOf(x, bulletin);
    return {
      petitionId: x.ref.id,
      caseNumber: x.ref.caseNumber,
      beneficiaryName: x.ref.beneficiaryName,
      petitionerName: x.ref.petitionerName,
      category: pd.category,
      chargeability: pd.chargeability,
      priorityDate: pd.priorityDate,
      finalAction: pd.statuses[0],
      filing: pd.statuses[1],
      detailsPath: x.ref.detailsPath,
    };
  });
  const m = body.filter.matcher;
  if (m.finalAction) rows = rows.filter((r) => r.finalAction.state === m.finalAction);
  if (m.category) rows = rows.filter((r) => r.category === m.category);
  if (body.search) {
    const q = body.search.toLowerCase();
    rows = rows.filter((r) => [r.caseNumber, r.beneficiaryName, r.petitionerName].some((v) => v?.toLowerCase().includes(q)));
  }
  const dir = body.sortOrder === "asc" ? 1 : -1;
  rows.sort((a, b) => {
    if (body.sortBy === "priorityDate") {
      // No priority date last either way; then by state, then by date.
      if (!a.priorityDate || !b.priorityDate) return a.priorityDate ? -1 : b.priorityDate ? 1 : a.caseNumber.localeCompare(b.caseNumber);
      return dir * compareDates(a.priorityDate, b.priorityDate) || STATE_ORDER[a.finalAction.state] - STATE_ORDER[b.finalAction.state];
    }
    return dir * a.caseNumber.localeCompare(b.caseNumber);
  });
  return { rows: rows.slice(offsetOf(body.page, body.perpage), offsetOf(body.page, body.perpage) + body.perpage), total: rows.length };
}

/**
 * Store each case's state in both charts of the bulletin in force and, with `notify`, tell the case's
 * attorney and paralegal (the firm's, when none is assigned) when a priority date turned current —
 * from not current or unavailable (a first bulletin finding it current is not a change). Returns how
 * many cases turned current.
 */
export async function recordStates(db: Executor, tenantId: string, refs: readonly CaseRef[], today: string, opts: { notify: boolean }): Promise<number> {
  if (refs.length === 0) return 0;
  const [inputs, bulletin] = await Promise.all([inputsOf(db, tenantId, refs), bulletinInForce(db, tenantId, today)]);
  let turned = 0;
  for (const x of inputs) {
    const pd = pdOf(x, bulletin);
    const [finalAction, filing] = pd.statuses;
    const before = { final_action: x.row?.finalActionState ?? null, filing: x.row?.filingState ?? null };
    if (before.final_action === finalAction.state && before.filing === filing.state) continue;
    const became = pd.statuses.filter((s) => s.state === "current" && (before[s.chart] === "not_current" || before[s.chart] === "unavailable"));
    await db.transaction(async (tx) => {
      await lockGcRow(tx, tenantId, x.ref.id);
      await updateGcRow(tx, tenantId, x.ref.id, { finalActionState: finalAction.state, filingState: filing.state });
      if (opts.notify && became.length > 0) await notifyCurrent(tx, x.ref, became, pd.priorityDate);
    });
    if (became.length > 0) turned += 1;
  }
  return turned;
}

async function notifyCurrent(tx: Executor, ref: CaseRef, became: readonly PdStatus[], priorityDate: string | null): Promise<void> {
  const recipients = await caseRoleRecipients(tx, ref.tenantId, ref.id, [ROLE.ATTORNEY, ROLE.PARALEGAL]);
  for (const s of became) {
    await notifyCase(tx, ref.ref, { actorUserId: null, recipients, kind: "gc.priority-current", params: { chart: s.chart, month: s.month, date: priorityDate } });
  }
}

/** The daily (and after-save) check of a firm's green-card cases. */
export async function checkFirm(db: Executor, tenantId: string, today: string): Promise<number> {
  return recordStates(db, tenantId, await firmCasesOfSubType(db, tenantId, GC_EMPLOYMENT_SUB_TYPE), today, { notify: true });
}

/** The green-card stages waiting for USCIS (filed or in RFE, with a receipt number): the USCIS status check follows them. */
export { pendingStageReceipts } from "./repository";
