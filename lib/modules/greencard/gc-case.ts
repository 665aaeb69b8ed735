// The green-card case's own calls for integrators (issue 11 section 3): create, delete, activity-list,
// assign-a-role, download-documents. Each is the case's call (lib/modules/cases, lib/modules/documents) on a
// case that must be a green-card employment case within reach (404 otherwise); create also stores the
// green-card details known at the start, delete refuses a case USCIS or the DOL has (README "Deleting a case").
import "server-only";
import { getCaseDetails } from "@/lib/modules/cases/case-details";
import { caseActivityList } from "@/lib/modules/cases/case-history";
import { createCaseIn } from "@/lib/modules/cases/create-case";
import { caseDeleteBlockers, markCaseDeleted } from "@/lib/modules/cases/delete-case";
import { assignRole, type AssignResult } from "@/lib/modules/cases/steps/assign-role";
import { addHistory } from "@/lib/modules/cases/steps/complete";
import { withCase } from "@/lib/modules/cases/steps/context";
import type { CaseHistoryRow } from "@/lib/modules/cases/contract";
import { caseDocumentsZip } from "@/lib/modules/documents/case-zip";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { compareDates } from "@/lib/shared/calendar";
import { can } from "@/lib/shared/permissions";
import { GC_CASE_TYPE, GC_EMPLOYMENT_SUB_TYPE, type CreateGcBody, type CreateGcResult, type GcAssignBody, type GcDeleteBlocker } from "./contract";
import { caseOr404, gcDeleteBlockers, gcDetails, inputsOf, recordStates } from "./gc";
import { lockGcRow, updateGcRow } from "./repository";

export async function createGcCase(ctx: ActorContext, body: CreateGcBody): Promise<CreateGcResult> {
  const { category, chargeability, priorityDate, ...fields } = body;
  if (priorityDate && compareDates(priorityDate, ctx.clock.today) > 0) throw fail.validation({ priorityDate: "The priority date cannot be in the future" });
  const gc = { category, chargeability, priorityDate };
  const keys = (Object.keys(gc) as (keyof typeof gc)[]).filter((k) => gc[k] !== undefined);
  const id = await ctx.db.transaction(async (tx) => {
    const petitionId = await createCaseIn(tx, ctx, { ...fields, typeId: GC_CASE_TYPE, subTypeId: GC_EMPLOYMENT_SUB_TYPE });
    if (keys.length > 0) {
      await lockGcRow(tx, ctx.actor.tenantId, petitionId);
      await updateGcRow(tx, ctx.actor.tenantId, petitionId, Object.fromEntries(keys.map((k) => [k, gc[k]])));
      await addHistory(tx, { tenantId: ctx.actor.tenantId, petitionId, code: null, line: { code: "gcUpdated", params: { fields: keys.map((k) => `gc${k[0].toUpperCase()}${k.slice(1)}`) } }, actor: ctx.actor });
    }
    return petitionId;
  });
  kickOutbox(ctx.db);
  const ref = await caseOr404(ctx, ctx.db, id);
  await recordStates(ctx.db, ctx.actor.tenantId, [ref], ctx.clock.today, { notify: false });
  const [created, greenCard] = await Promise.all([getCaseDetails(ctx, id), gcDetails(ctx, id)]);
  return { case: created, greenCard };
}

const BLOCKER_TEXT: Record<GcDeleteBlocker, string> = {
  receipt: "USCIS has given it a receipt number",
  rfe: "it has an RFE case",
  perm: "it has a PERM record",
  stage: "a USCIS stage is filed",
};

/** Deletes a green-card case made by mistake (case.delete on its branch); 409 naming why when it cannot. */
export async function deleteGcCase(ctx: ActorContext, id: string): Promise<{ id: string; caseNumber: string }> {
  const ref = await caseOr404(ctx, ctx.db, id);
  if (!can(ctx.actor, "case.delete", { branchId: ref.branchId })) throw fail.forbidden();
  await withCase(ctx, ref.id, async ({ tx, petition }) => {
    const [x] = await inputsOf(tx, ctx.actor.tenantId, [ref]);
    const blockers = gcDeleteBlockers(await caseDeleteBlockers(tx, petition), x);
    if (blockers.length > 0) throw fail.conflict(`This case cannot be deleted: ${blockers.map((b) => BLOCKER_TEXT[b]).join(", ")}`);
    await markCaseDeleted(tx, ctx, petition);
  });
  return { id: ref.id, caseNumber: ref.caseNumber };
}

export async function gcActivityList(ctx: ActorContext, body: { id: string; page: number; perpage: number }): Promise<{ rows: CaseHistoryRow[]; total: number }> {
  await caseOr404(ctx, ctx.db, body.id);
  return caseActivityList(ctx, body);
}

export async function assignGcRole(ctx: ActorContext, body: GcAssignBody): Promise<AssignResult> {
  const { id, ...rest } = body;
  await caseOr404(ctx, ctx.db, id);
  return assignRole(ctx, { ...rest, petitionId: id });
}

export async function gcDocumentsZip(ctx: ActorContext, id: string) {
  await caseOr404(ctx, ctx.db, id);
  return caseDocumentsZip(ctx, id);
}
