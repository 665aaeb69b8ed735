// The frame of every workflow action on a case: one transaction that takes the firm's workflow lock
// (shared) and locks the case row with the one visibility rule (repository/visibility.ts: another
// tenant's case or one outside the caller's reach is 404), runs the action, then kicks the outbox once
// committed.
import "server-only";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import type { CaseProgress } from "@/lib/modules/workflow/contract";
import { getWorkflow, lockWorkflowShared } from "@/lib/modules/workflow/config";
import type { Actor } from "@/lib/modules/workflow/engine";
import { canAct, entryOf } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";
import type { Tx } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { MSG } from "@/lib/shared/validation/messages";
import { caseVisibility } from "../policy";
import { lockVisibleCase } from "../repository/visibility";

export type CaseScope = { tx: Tx; petition: PetitionRow; entries: WorkflowEntry[]; actor: Actor };

export async function withCase<T>(ctx: ActorContext, petitionId: string, run: (s: CaseScope) => Promise<T>): Promise<T> {
  const { actor } = ctx;
  const out = await ctx.db.transaction(async (tx) => {
    await lockWorkflowShared(tx, actor.tenantId);
    const petition = await lockVisibleCase(tx, actor.tenantId, petitionId, caseVisibility(actor));
    if (!petition) throw fail.notFound("Case");
    const entries = await getWorkflow(tx, actor.tenantId);
    return run({ tx, petition, entries, actor: { userId: actor.userId, roleId: actor.roleId, tenantId: actor.tenantId } });
  });
  kickOutbox(ctx.db);
  return out;
}

/** 403 unless the caller's role may act on the step (editors, or admins 3/4, with actionRequired Yes). */
export function requireCanAct(entries: readonly WorkflowEntry[], code: string, roleId: number): WorkflowEntry {
  const entry = entryOf(entries, code);
  if (!entry || !canAct(entry, roleId)) throw fail.forbidden(`Your role cannot complete "${entry?.name ?? code}"`);
  return entry;
}

/** 409 unless the step is the case's next one. */
export function requireNext(p: PetitionRow, entry: WorkflowEntry): void {
  if (p.completedActivities.includes(entry.code)) throw fail.conflict(`"${entry.name}" is already completed on this case`);
  if (p.nextWorkflowActivity !== entry.code) throw fail.conflict(`"${entry.name}" is not the next step of this case`);
}

/** Spec section 8: an approval or tracking update without anything to update. */
export const unableToUpdate = () => fail.validation({ body: MSG.unableToUpdate }, MSG.unableToUpdate);

export function requireCaseId(id: string | undefined): string {
  if (!id) throw fail.validation({ petitionId: MSG.required("Case") });
  return id;
}

export function toProgress(p: PetitionRow): CaseProgress {
  return {
    id: p.id,
    caseNumber: p.caseNumber,
    customCaseNumber: p.customCaseNumber,
    statusId: p.statusId,
    completedActivities: p.completedActivities,
    nextWorkflowActivity: p.nextWorkflowActivity,
    petitionerSignRequested: p.petitionerSignRequested,
    courierTrackingCategory: p.courierTrackingCategory,
    carrierId: p.carrierId,
    trackingNumber: p.trackingNumber,
    receiptNumber: p.receiptNumber,
    receiptDate: p.receiptDate,
    caseApproverUserId: p.caseApproverUserId,
  };
}
