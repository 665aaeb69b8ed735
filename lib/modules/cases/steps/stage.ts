// The one writer of a PERM or green-card case's status and stage step (issue 34 §2): what
// lib/modules/workflow/case-stage.ts reads from the case's PERM record and USCIS stages goes on the case row
// (statusId, stageActivity, stageDriven), so the case header, the case list, its filters and sorts and the
// dashboard's counts all show where the case stands. It runs in the transaction of every change to those
// records: the PERM and green-card modules write a history line on the case for each, with their part of the stage
// inputs (addHistory's `stage`: petitions.stage_perm, stage_uscis, so cases read their own row), and a new PERM or
// green-card list of the firm re-reads every such case.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { caseStage, STAGE_DRIVEN_SUB_TYPES, type GcStageInput, type PermStageInput } from "@/lib/modules/workflow/case-stage";
import { getWorkflow } from "@/lib/modules/workflow/config";
import type { Executor } from "@/lib/server/db/client";
import { stageCaseIds } from "../repository/stage";
import { setStageInputs, updateCaseRow } from "../repository/writes";
import { lockCaseRow } from "../repository/steps";

/** The history lines of a change to a case's PERM record or USCIS stages (lib/modules/perm, lib/modules/greencard). */
export const STAGE_LINES: ReadonlySet<string> = new Set([
  "permOpened",
  "permPwdLinked",
  "permStatus",
  "permDraftReviewed",
  "permFiled",
  "permAudit",
  "permAuditResponse",
  "permDecision",
  "gcStageUpdated",
]);

/**
 * Re-read the case's stage and write its status and next stage step when they changed (the caller's
 * transaction; the case row is locked). A case its own workflow still drives is left as it is.
 */
export async function syncCaseStage(tx: Executor, tenantId: string, petitionId: string): Promise<PetitionRow | null> {
  const p = await lockCaseRow(tx, tenantId, petitionId);
  if (!p || p.subTypeId === null || !STAGE_DRIVEN_SUB_TYPES.includes(p.subTypeId)) return p;
  const [permEntries, gcEntries] = await Promise.all([getWorkflow(tx, tenantId, "perm"), getWorkflow(tx, tenantId, "greencard")]);
  const stage = caseStage({ subTypeId: p.subTypeId, perm: p.stagePerm, stages: p.stageUscis, permEntries, gcEntries });
  if (!stage) return p.stageDriven ? updateCaseRow(tx, tenantId, p.id, { stageDriven: false, stageActivity: null }) : p;
  if (p.stageDriven && p.statusId === stage.statusId && p.stageActivity === stage.activity) return p;
  return updateCaseRow(tx, tenantId, p.id, { stageDriven: true, statusId: stage.statusId, stageActivity: stage.activity });
}

/** A new PERM or green-card list of the firm: every such case's next stage step is read again (in its transaction). */
export async function syncFirmStages(tx: Executor, tenantId: string): Promise<void> {
  for (const id of await stageCaseIds(tx, tenantId, STAGE_DRIVEN_SUB_TYPES)) await syncCaseStage(tx, tenantId, id);
}

/** The PERM module's or the green-card module's part of what a case's stage is read from (given with their history line). */
export type StageInputs = { perm?: PermStageInput | null; stages?: readonly GcStageInput[] };

/** Store the inputs a module gave (the caller's transaction), before the case's stage is read again. */
export async function storeStageInputs(tx: Executor, tenantId: string, petitionId: string, inputs: StageInputs): Promise<void> {
  const patch = { ...(inputs.perm !== undefined ? { stagePerm: inputs.perm } : {}), ...(inputs.stages !== undefined ? { stageUscis: [...inputs.stages] } : {}) };
  if (Object.keys(patch).length) await setStageInputs(tx, tenantId, petitionId, patch);
}
