// POST /api/petition/assign-a-role: put a firm member on the case as supervisor, paralegal,
// documentation manager or executive, attorney, or case approver. When the matching ASSIGN_* step is
// the next one it completes; a later change of the person is a reassignment with a history line.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { roleName } from "@/lib/shared/constants/roles";
import { withCase, requireCanAct, toProgress } from "./context";
import type { AssignRoleBody, CaseProgress } from "@/lib/modules/workflow/contract";
import { addHistory, completeActivity } from "./complete";
import { notifyCase, usersWhoSeeCase } from "../case-recipients";
import { assignMode, assignmentCode, SLOT_LABEL } from "@/lib/modules/workflow/policy";
import { activeMember, currentAssignment, setCaseApprover, upsertAssignment } from "../repository/steps";
import type { ActorContext } from "@/lib/server/context";

export type AssignResult = CaseProgress & { assignment: { code: string; roleId: number; userId: string; name: string; completed: boolean } };

export async function assignRole(ctx: ActorContext, body: AssignRoleBody): Promise<AssignResult> {
  return withCase(ctx, body.petitionId, async ({ tx, petition: p, entries, actor }) => {
    const code = assignmentCode(body.roleId, body.code, p.nextWorkflowActivity);
    if (!code) throw fail.validation({ roleId: `A ${roleName(body.roleId)} cannot be assigned as ${SLOT_LABEL[body.code ?? "ASSIGN_ATTORNEY"].toLowerCase()}` });
    const entry = requireCanAct(entries, code, actor.roleId);
    const member = await activeMember(tx, p.tenantId, body.userId, body.roleId);
    if (!member) throw fail.validation({ userId: `Choose an active ${roleName(body.roleId)} of the firm` });

    const mode = assignMode(p, code, entry.include);
    if (mode === "not_yet") throw fail.conflict(`"${entry.name}" is not the next step of this case`);

    const slot = SLOT_LABEL[code];
    const approver = code === "ASSIGN_CASE_APPROVER";
    const previous = approver ? p.caseApproverUserId : await currentAssignment(tx, p.tenantId, p.id, body.roleId);
    // The same person again (a repeated or concurrent call: the case row is locked, so the later calls
    // see the first one's result) changes nothing: no history line, audit entry or e-mail.
    if (mode !== "complete" && previous === member.userId) {
      return { ...toProgress(p), assignment: { code, roleId: body.roleId, userId: member.userId, name: member.name, completed: false } };
    }
    if (approver) await setCaseApprover(tx, p.tenantId, p.id, member.userId);
    else await upsertAssignment(tx, p.tenantId, p.id, body.roleId, member.userId);

    // The person assigned is told (notification "case.assigned", e-mailed per their choice) when they can see the case.
    await notifyCase(tx, p, {
      actorUserId: actor.userId,
      recipients: await usersWhoSeeCase(tx, p.tenantId, p.id, [member.userId]),
      kind: "case.assigned",
      params: { slot: code, slotName: slot },
    });

    let updated = p;
    if (mode === "complete") {
      updated = await completeActivity(tx, { petition: p, code, actor, ip: ctx.ip, line: { code: "roleAssigned", params: { slot: code, slotName: slot, name: member.name } }, quietFor: [member.email] });
    } else {
      const changed = mode === "reassign" && previous && previous !== member.userId;
      const line = { code: changed ? "roleChanged" : "roleAssigned", params: { slot: code, slotName: slot, name: member.name } } as const;
      await addHistory(tx, { tenantId: p.tenantId, petitionId: p.id, code: null, line, actor });
      await writeAudit(tx, {
        tenantId: p.tenantId,
        actorUserId: actor.userId,
        actorRoleId: actor.roleId,
        action: "petition.assign_role",
        entityType: "petition",
        entityId: p.id,
        before: { code, userId: previous },
        after: { code, userId: member.userId },
        ip: ctx.ip,
      });
      updated = approver ? { ...p, caseApproverUserId: member.userId } : p;
    }
    return { ...toProgress(updated), assignment: { code, roleId: body.roleId, userId: member.userId, name: member.name, completed: mode === "complete" } };
  });
}
