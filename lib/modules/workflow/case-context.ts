// The frame of every case workflow action: one transaction that locks the case (lockPetition), checks
// the caller can see it (another tenant's case or an invisible one is 404), runs the action, then
// kicks the outbox once committed.
import "server-only";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import { canSeeCase } from "@/lib/modules/cases/policy";
import type { Actor as SessionActor } from "@/lib/server/auth/session";
import type { Db, Tx } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import type { CaseProgress } from "./contract";
import { getWorkflow, lockPetition, type Actor } from "./engine";
import { beneficiaryUserIds } from "./repository";
import { canAct, entryOf } from "./rules";
import type { ActorContext } from "@/lib/server/context";


export type CaseScope = { tx: Tx; petition: PetitionRow; entries: WorkflowEntry[]; actor: Actor };

export async function withCase<T>(ctx: ActorContext, petitionId: string, run: (s: CaseScope) => Promise<T>): Promise<T> {
  const { actor } = ctx;
  const out = await ctx.db.transaction(async (tx) => {
    const petition = await lockPetition(tx, actor.tenantId, petitionId);
    const benUsers = actor.roleId === ROLE.BENEFICIARY ? await beneficiaryUserIds(tx, actor.tenantId, petition.id) : [];
    if (!canSeeCase(actor, { branchId: petition.branchId, petitionerId: petition.petitionerId, beneficiaryUserIds: benUsers })) throw fail.notFound("Case");
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
