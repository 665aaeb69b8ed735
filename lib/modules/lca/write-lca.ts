// Request an LCA, update it (spec section 4's rule) and move its status (filing, decision,
// withdrawal). Each call is one transaction with its history line and audit entry.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { resolvePetitioner } from "@/lib/modules/cases/case-inputs";
import { completeStepIfNext } from "@/lib/modules/cases/steps/complete-if-next";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";
import { MSG } from "@/lib/shared/validation/messages";
import { LCA_STATUS, type LcaDto, type LcaStatusId, type RequestLcaBody, type UpdateLcaBody, type UpdateLcaStatusBody } from "./contract";
import { lcaIssues, lcaOr404, statusName, toLcaDto } from "./lca-details";
import { lcaUpdateBlock, nextLcaStatuses } from "./policy";
import { casesOf, dolCaseNumberTaken, employerOf, insertHistory, insertLca, linkCase, nextLcaNumber, replaceWorksites, statusLogsOf, updateLcaRow, worksitesOf, type LcaInsert, type LcaRow } from "./repository/lcas";
import { certificationDateIssue, isDolCaseNumber, normalizeDolCaseNumber } from "./rules";

export const UPDATE_BLOCKED: Record<NonNullable<ReturnType<typeof lcaUpdateBlock>>, string> = {
  PERMISSION: "Your role cannot update this LCA",
  CASE_APPROVED: "This LCA backs an approved case and can no longer be changed",
  STATUS: "An LCA can be updated only while it is in preparation or waiting for details",
  NOT_OWNER: "Only the user who set the LCA's current status, or an admin, can update it",
};
export const FILING_INCOMPLETE = "Complete the LCA before filing it";
export const SAME_DAY_CERTIFICATION = "Certified on the day it was filed? The DOL usually takes up to 7 working days: check the date, or confirm it";

/**
 * The exempt-workers answer belongs to a dependent employer or willful violator only (ETA-9035 section H):
 * cleared when the record, as it will stand, is neither.
 */
function clearExemptAnswer(patch: Partial<LcaInsert>, merged: Pick<LcaRow, "h1bDependent" | "willfulViolator" | "exemptWorkersOnly">): void {
  if (merged.h1bDependent !== true && merged.willfulViolator !== true && merged.exemptWorkersOnly != null) patch.exemptWorkersOnly = null;
}

/** The record fields of a request or an update body (worksites apart); undefined keys stay unchanged. */
function recordPatch(b: Omit<RequestLcaBody, "petitionId"> | UpdateLcaBody): Partial<LcaInsert> {
  const keys = [
    "visaClass", "jobTitle", "socCode", "socTitle", "fullTime", "beginDate", "endDate", "workers", "wageFromCents", "wageToCents", "wageUnit",
    "pwCents", "pwUnit", "pwLevel", "pwSource", "h1bDependent", "willfulViolator", "exemptWorkersOnly", "desiredSocCodes", "notes",
  ] as const;
  const out: Record<string, unknown> = {};
  for (const k of keys) if (b[k] !== undefined) out[k] = b[k];
  return out as Partial<LcaInsert>;
}

/** The employer and branch of a new LCA: the case's client, the body's, or a petitioner's own company. */
async function employerForRequest(db: Executor, ctx: ActorContext, body: RequestLcaBody): Promise<{ petitionerId: string; branchId: string | null; petitionId: string | null }> {
  if (body.petitionId) {
    const c = await visibleCaseOr404(db, ctx.actor, body.petitionId);
    if (!c.petitionerId) throw fail.validation({ petitionId: MSG.invalid("Case") });
    return { petitionerId: c.petitionerId, branchId: c.branchId, petitionId: c.id };
  }
  const requested = body.petitionerId ?? (ctx.actor.companyId || "");
  if (!requested) throw fail.validation({ petitionerId: MSG.required("Client") });
  const company = await resolvePetitioner(db, ctx.actor, requested).catch(() => {
    throw fail.validation({ petitionerId: MSG.invalid("Client") });
  });
  return { petitionerId: company.id, branchId: company.branchId, petitionId: null };
}

export async function requestLca(ctx: ActorContext, body: RequestLcaBody): Promise<LcaDto> {
  const { db, actor } = ctx;
  const who = await employerForRequest(db, ctx, body);
  const employer = await employerOf(db, actor.tenantId, who.petitionerId);
  const patch = recordPatch(body);
  clearExemptAnswer(patch, { h1bDependent: patch.h1bDependent ?? null, willfulViolator: patch.willfulViolator ?? null, exemptWorkersOnly: patch.exemptWorkersOnly ?? null });
  return db.transaction(async (tx) => {
    const row = await insertLca(tx, {
      ...patch,
      tenantId: actor.tenantId,
      lcaNumber: await nextLcaNumber(tx, actor.tenantId, Number(ctx.clock.today.slice(0, 4))),
      statusId: LCA_STATUS.REQUESTED,
      petitionerId: who.petitionerId,
      branchId: who.branchId,
      employerFein: employer?.fein ?? null,
      createdBy: actor.userId,
    });
    if (body.worksites?.length) await replaceWorksites(tx, actor.tenantId, row.id, body.worksites);
    if (who.petitionId) {
      await linkCase(tx, actor.tenantId, row.id, who.petitionId);
      // Requesting the LCA from the case is the workflow's "Request LCA" when that is the case's next step.
      await completeStepIfNext(tx, ctx, who.petitionId, "LCA_REQUEST");
    }
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: row.id, code: "requested", statusId: LCA_STATUS.REQUESTED, params: { petitionId: who.petitionId }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.request", entityType: "lca", entityId: row.id, after: row, ip: ctx.ip });
    return toLcaDto(tx, ctx, row);
  });
}

async function stateOf(tx: Executor, tenantId: string, l: LcaRow) {
  const [logs, cases] = await Promise.all([statusLogsOf(tx, tenantId, l.id), casesOf(tx, tenantId, l.id)]);
  return { statusId: l.statusId as LcaStatusId, branchId: l.branchId, statusLoggedBy: logs.at(-1)?.createdBy ?? null, caseApproved: cases.some((c) => c.approved) };
}

export async function updateLca(ctx: ActorContext, body: UpdateLcaBody): Promise<LcaDto> {
  const { db, actor } = ctx;
  const patch = recordPatch(body);
  if (Object.keys(patch).length === 0 && body.petitionerId === undefined && body.worksites === undefined) throw fail.validation({ body: MSG.unableToUpdate }, MSG.unableToUpdate);
  return db.transaction(async (tx) => {
    const before = await lcaOr404(tx, actor, body.id, { forUpdate: true });
    const block = lcaUpdateBlock(actor, await stateOf(tx, actor.tenantId, before));
    if (block) throw fail.forbidden(UPDATE_BLOCKED[block]);
    if (body.petitionerId !== undefined && body.petitionerId !== before.petitionerId) {
      if (!body.petitionerId) throw fail.validation({ petitionerId: MSG.required("Client") });
      const company = await resolvePetitioner(tx, actor, body.petitionerId).catch(() => {
        throw fail.validation({ petitionerId: MSG.invalid("Client") });
      });
      patch.petitionerId = company.id;
      patch.employerFein = (await employerOf(tx, actor.tenantId, company.id))?.fein ?? null;
    }
    const merged = { ...before, ...patch } as LcaRow;
    clearExemptAnswer(patch, merged);
    if (merged.beginDate && merged.endDate && merged.endDate < merged.beginDate) throw fail.validation({ endDate: MSG.invalid("End Date") });
    const row = await updateLcaRow(tx, actor.tenantId, before.id, patch);
    if (body.worksites) await replaceWorksites(tx, actor.tenantId, row.id, body.worksites);
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: row.id, code: "updated", params: { fields: Object.keys(patch).concat(body.worksites ? ["worksites"] : []).join(",") }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.update", entityType: "lca", entityId: row.id, before, after: { ...row, worksites: body.worksites }, ip: ctx.ip });
    return toLcaDto(tx, ctx, row);
  });
}

/** The record fields a status change sets, after its checks (422 with the field's message). */
async function statusPatch(tx: Executor, ctx: ActorContext, l: LcaRow, body: UpdateLcaStatusBody): Promise<Partial<LcaInsert>> {
  const { today } = ctx.clock;
  const date = body.date ?? null;
  if (date && date > today) throw fail.validation({ date: "The date cannot be in the future" });
  switch (body.statusId) {
    case LCA_STATUS.FILED: {
      const errors: Record<string, string> = {};
      const number = body.dolCaseNumber ? normalizeDolCaseNumber(body.dolCaseNumber) : "";
      if (!number) errors.dolCaseNumber = MSG.required("DOL Case Number");
      else if (!isDolCaseNumber(number)) errors.dolCaseNumber = MSG.invalid("DOL Case Number");
      else if (await dolCaseNumberTaken(tx, l.tenantId, number, l.id)) errors.dolCaseNumber = "Another LCA of your firm has this DOL case number";
      if (!date) errors.date = MSG.required("Filing Date");
      if (Object.keys(errors).length) throw fail.validation(errors);
      const issues = lcaIssues(l, (await worksitesOf(tx, l.tenantId, l.id)).length, { forFiling: true, filedDate: date }).filter((i) => i.code !== "WAGE_BELOW_PREVAILING");
      if (issues.length) throw fail.validation(Object.fromEntries(issues.map((i) => [i.field, `${FILING_INCOMPLETE}: ${i.code}`])));
      return { dolCaseNumber: number, filedDate: date };
    }
    case LCA_STATUS.CERTIFIED:
    case LCA_STATUS.DENIED: {
      if (!date) throw fail.validation({ date: MSG.required("Decision Date") });
      const issue = certificationDateIssue({ filedDate: l.filedDate, decisionDate: date });
      if (issue === "BEFORE_FILING") throw fail.validation({ date: "The decision date cannot be before the filing date" });
      // 20 CFR 655.740: the DOL takes up to 7 working days; a certification on the filing day is confirmed on purpose.
      if (issue === "SAME_DAY" && body.statusId === LCA_STATUS.CERTIFIED && body.confirmSameDayCertification !== true)
        throw fail.validation({ confirmSameDayCertification: SAME_DAY_CERTIFICATION });
      return { decisionDate: date };
    }
    case LCA_STATUS.WITHDRAWN:
      if (!date) throw fail.validation({ date: MSG.required("Withdrawal Date") });
      return { withdrawnDate: date };
    default:
      return {};
  }
}

export async function updateLcaStatus(ctx: ActorContext, body: UpdateLcaStatusBody): Promise<LcaDto> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const before = await lcaOr404(tx, actor, body.id, { forUpdate: true });
    if (!can(actor, "lca.update", { branchId: before.branchId })) throw fail.forbidden(UPDATE_BLOCKED.PERMISSION);
    const allowed = nextLcaStatuses(actor, { statusId: before.statusId as LcaStatusId, branchId: before.branchId });
    if (!allowed.includes(body.statusId))
      throw fail.validation({ statusId: `An LCA cannot go from ${statusName(before.statusId, "en")} to ${statusName(body.statusId, "en")}` });
    const patch = await statusPatch(tx, ctx, before, body);
    const row = await updateLcaRow(tx, actor.tenantId, before.id, { ...patch, statusId: body.statusId });
    await insertHistory(tx, {
      tenantId: actor.tenantId,
      lcaId: row.id,
      code: "status",
      statusId: body.statusId,
      params: { from: before.statusId, date: body.date ?? null, dolCaseNumber: patch.dolCaseNumber ?? null, note: body.note ?? null },
      userId: actor.userId,
    });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.update-status", entityType: "lca", entityId: row.id, before, after: row, ip: ctx.ip });
    return toLcaDto(tx, ctx, row);
  });
}
