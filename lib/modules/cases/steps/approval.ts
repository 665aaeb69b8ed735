// POST /api/petition/manage-approval-process: approve the case (CASE_APPROVED).
// - In sequence: CASE_APPROVED is the next step and the caller may act on it (editors, or admins 3/4,
//   with actionRequired Yes). The case moves on to the next included step.
// - Out of sequence: spec section 4 "approval offered" — an admin (3, 4) may approve once
//   SUBMIT_TO_LAW_FIRM is done, while CASE_APPROVED is neither done nor the next step (also when the firm
//   excluded CASE_APPROVED). CASE_APPROVED is recorded as completed, the next step stays where it was,
//   and the step is skipped when the case reaches it.
import "server-only";
import { fail } from "@/lib/server/errors";
import { withCase, requireCanAct, requireCaseId, toProgress, unableToUpdate } from "./context";
import type { ApprovalBody, CaseProgress } from "@/lib/modules/workflow/contract";
import { completeActivity } from "./complete";
import { approvalOffered, entryOf, isDone } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";

export async function manageApproval(ctx: ActorContext, body: ApprovalBody): Promise<CaseProgress> {
  if (body.approve !== true) throw unableToUpdate();
  return withCase(ctx, requireCaseId(body.petitionId), async ({ tx, petition: p, entries, actor }) => {
    const name = entryOf(entries, "CASE_APPROVED")?.name ?? "Case approved for filing";
    if (isDone(p, "CASE_APPROVED")) throw fail.conflict(`"${name}" is already completed on this case`);
    if (p.nextWorkflowActivity === "CASE_APPROVED") {
      requireCanAct(entries, "CASE_APPROVED", actor.roleId);
      return toProgress(await completeActivity(tx, { petition: p, code: "CASE_APPROVED", actor, ip: ctx.ip }));
    }
    if (approvalOffered(p, actor.roleId)) {
      const updated = await completeActivity(tx, {
        petition: p,
        code: "CASE_APPROVED",
        actor,
        ip: ctx.ip,
        outOfSequence: true,
        line: { code: "completedAhead", params: { activity: "CASE_APPROVED", activityName: name } },
      });
      return toProgress(updated);
    }
    if (!isDone(p, "SUBMIT_TO_LAW_FIRM")) throw fail.conflict("The case can be approved once it is submitted to the law firm");
    requireCanAct(entries, "CASE_APPROVED", actor.roleId);
    throw fail.conflict(`"${name}" is not the next step of this case`);
  });
}
