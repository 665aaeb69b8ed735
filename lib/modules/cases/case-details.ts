// The case details answer: the case with master-data names, petitioner, beneficiaries, branch,
// assignments, the firm's workflow with what the caller may act on, and the rule flags of spec
// section 4 "Rules" computed for the caller.
import "server-only";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import { caseDeadlines } from "@/lib/modules/deadlines/rules";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import {
  approvalOffered,
  canAct,
  canEditFilingFee,
  courierTrackingBlocker,
  customCaseNumberAssigned,
  editBlocked,
  filingFeeAvailable,
  trackingActionLabel,
} from "@/lib/modules/workflow/rules";
import type { Actor } from "@/lib/server/auth/session";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { roleName } from "@/lib/shared/constants/roles";
import { caseMasterNames } from "./case-inputs";
import { caseDetailsPath, type CaseDetails, type CaseListRow, type CaseRuleFlags, type PremiumForm } from "./contract";
import { caseVisibility } from "./policy";
import { roleMay } from "@/lib/shared/permissions";
import { countDocuments, findCaseDetailsRecord } from "./repository/details";
import type { CaseListRecord } from "./repository/list";
import { findVisibleCase } from "./repository/visibility";
import type { ActorContext } from "@/lib/server/context";

type Names = Awaited<ReturnType<typeof caseMasterNames>>;

/** The caller's calendar day (`clock.today`), UTC today when absent. */
export const todayOf = (ctx: { clock?: { today?: string } | null }): string => ctx.clock?.today ?? new Date().toISOString().slice(0, 10);

/** `today`: the caller's calendar day, for the premium clock's deadline (domain rule 17). */
export function toListRow(r: CaseListRecord, names: Names, today: string): CaseListRow {
  return {
    id: r.id,
    caseNumber: r.caseNumber,
    customCaseNumber: r.customCaseNumber,
    title: r.title,
    typeId: r.typeId,
    typeName: names.typeName(r.typeId),
    subTypeId: r.subTypeId,
    subTypeName: names.subTypeName(r.subTypeId),
    statusId: r.statusId,
    statusName: names.statusName(r.statusId),
    petitionerId: r.petitionerId,
    petitionerName: r.petitionerName,
    beneficiaryName: r.beneficiaryName,
    branchId: r.branchId,
    branchName: r.branchName,
    deadlineDate: r.deadlineDate,
    premiumProcessing: r.premiumProcessing,
    premiumDeadline: r.premiumProcessing ? caseDeadlines(r, today).premiumDeadline : null,
    nextWorkflowActivity: r.nextWorkflowActivity,
    stageDriven: r.stageDriven,
    currentActivity: r.stageDriven ? r.stageActivity : r.nextWorkflowActivity,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    detailsPath: caseDetailsPath(r.id, r.subTypeId),
  };
}

/** The rule flags for the caller (pure). */
function ruleFlags(p: PetitionRow, entries: readonly WorkflowEntry[], roleId: number, scannedCopies: number): CaseRuleFlags {
  return {
    editable: roleMay(roleId, "case.update") && !editBlocked(p, roleId),
    approvalOffered: approvalOffered(p, roleId),
    trackingActionLabel: trackingActionLabel(p),
    courierTrackingBlocker: courierTrackingBlocker(p, entries, roleId, scannedCopies),
    customCaseNumberAssigned: customCaseNumberAssigned(p),
    filingFeeAvailable: filingFeeAvailable(p),
    canEditFilingFee: canEditFilingFee(entries, roleId),
  };
}

/** A case the actor may see, or 404 (another tenant's case, or one outside the caller's reach). */
/** Live documents of a case the caller already reached, in a category (of one kind when `docType` is given). */
export const caseDocumentCount = (db: Executor, tenantId: string, petitionId: string, category: string, docType?: string): Promise<number> =>
  countDocuments(db, tenantId, petitionId, category, docType);

export async function visibleCaseOr404(db: Executor, actor: Actor, id: string): Promise<PetitionRow> {
  const row = await findVisibleCase(db, actor.tenantId, id, caseVisibility(actor));
  if (!row) throw fail.notFound("Case");
  return row;
}

/** `clock.today` (the caller's calendar day) dates the overdue labels; UTC today when absent. */
export async function getCaseDetails(ctx: ActorContext, id: string): Promise<CaseDetails> {
  const { db, actor } = ctx;
  const [rec, names] = await Promise.all([findCaseDetailsRecord(db, actor.tenantId, id, caseVisibility(actor)), caseMasterNames(db, actor.tenantId, ctx.locale)]);
  if (!rec) throw fail.notFound("Case");
  const { petition: p, branch, petitioner: company, beneficiaries: people, assignments, scannedCopies } = rec;
  const entries = rec.workflowEntries ?? defaultWorkflow(rec.tenantTypeId ?? 1);
  const done = new Set(p.completedActivities);
  return {
    ...toListRow({ ...p, branchName: branch?.name ?? null }, names, todayOf(ctx)),
    ...ruleFlags(p, entries, actor.roleId, scannedCopies),
    allowCustomCaseNo: p.allowCustomCaseNo,
    premiumForm: p.premiumForm as PremiumForm | null,
    completedActivities: p.completedActivities,
    petitioner: company ? { id: company.id, name: company.name } : null,
    beneficiaries: people.map((b) => ({ id: b.id, name: b.name, email: b.email, isPrimary: b.isPrimary })),
    branch,
    assignments: assignments.map((a) => ({ roleId: a.roleId, roleName: roleName(a.roleId), userId: a.userId, name: a.name })),
    workflow: entries.map((e) => ({
      code: e.code,
      name: e.name,
      step: e.step,
      include: e.include,
      optional: e.optional,
      confirmRequired: e.confirmRequired,
      actionRequired: e.actionRequired,
      done: done.has(e.code),
      canAct: canAct(e, actor.roleId),
      editors: e.editors,
    })),
    petitionerSignRequested: p.petitionerSignRequested,
    courierTrackingCategory: p.courierTrackingCategory,
    carrierId: p.carrierId,
    trackingNumber: p.trackingNumber,
    receiptNumber: p.receiptNumber,
    receiptDate: p.receiptDate,
    uscisResponse: p.uscisResponse,
    responseDate: p.responseDate,
    rfeNoticeDate: p.rfeNoticeDate,
    rfeServedByMail: p.rfeServedByMail,
    rfeResponseReceivedDate: p.rfeResponseReceivedDate,
    filingFeeCents: p.filingFeeCents,
    validityStart: p.validityStart,
    validityEnd: p.validityEnd,
    lcaRequired: p.lcaRequired,
    closedAt: p.closedAt ? p.closedAt.toISOString() : null,
    scannedCopies,
    deadlines: caseDeadlines(p, todayOf(ctx)),
  };
}
