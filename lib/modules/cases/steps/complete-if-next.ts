// A step another module's event fulfils (an LCA requested from the case completes LCA_REQUEST): done
// inside that module's transaction, only when the step is in the firm's workflow, is the case's next
// one and the actor's role may act on it; otherwise the case is left as it is (the event still happens).
import "server-only";
import type { ActivityCode } from "@/lib/modules/workflow/definitions";
import { getWorkflow, lockWorkflowShared } from "@/lib/modules/workflow/config";
import { canAct, entryOf } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";
import type { Tx } from "@/lib/server/db/client";
import { caseVisibility } from "../policy";
import { lockVisibleCase } from "../repository/visibility";
import { completeActivity } from "./complete";

export async function completeStepIfNext(tx: Tx, ctx: ActorContext, petitionId: string, code: ActivityCode): Promise<boolean> {
  const { actor } = ctx;
  await lockWorkflowShared(tx, actor.tenantId);
  const petition = await lockVisibleCase(tx, actor.tenantId, petitionId, caseVisibility(actor));
  if (!petition) return false;
  const entry = entryOf(await getWorkflow(tx, actor.tenantId), code);
  if (!entry || !canAct(entry, actor.roleId) || petition.completedActivities.includes(code) || petition.nextWorkflowActivity !== code) return false;
  await completeActivity(tx, { petition, code, actor: { userId: actor.userId, roleId: actor.roleId, tenantId: actor.tenantId }, ip: ctx.ip });
  return true;
}
