// POST /api/petition/assignable-users: whom the caller may put on a case for a role. Open to whoever may
// complete an assignment step that assigns that role (e.g. a supervisor choosing a paralegal), which
// /api/users/list (firm managers only) is not.
import "server-only";
import { visibleCaseOr404 } from "../case-details";
import { fail } from "@/lib/server/errors";
import { ROLE } from "@/lib/shared/constants/roles";
import type { AssignableUser, AssignCode } from "@/lib/modules/workflow/contract";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { activeMembersOfRole } from "../repository/steps";
import { canAct, entryOf } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";

/** The assignment steps that put a member of each role on a case. */
const STEPS_BY_ROLE: Record<number, AssignCode[]> = {
  [ROLE.SUPERVISOR]: ["ASSIGN_SUPERVISOR"],
  [ROLE.PARALEGAL]: ["ASSIGN_PARALEGAL"],
  [ROLE.DOC_MANAGER]: ["ASSIGN_DOCUMENTATION_MANAGER"],
  [ROLE.DOC_EXECUTIVE]: ["ASSIGN_DOCUMENTATION_EXECUTIVE"],
  [ROLE.ATTORNEY]: ["ASSIGN_ATTORNEY", "ASSIGN_CASE_APPROVER"],
  [ROLE.ADMIN]: ["ASSIGN_CASE_APPROVER"],
};

export async function assignableUsers(ctx: ActorContext, body: { petitionId: string; roleId: number }): Promise<AssignableUser[]> {
  const { db, actor } = ctx;
  await visibleCaseOr404(db, actor, body.petitionId);
  const entries = await getWorkflow(db, actor.tenantId);
  const steps = STEPS_BY_ROLE[body.roleId] ?? [];
  if (!steps.some((code) => canAct(entryOf(entries, code), actor.roleId))) throw fail.forbidden("Your role cannot assign this role on a case");
  return activeMembersOfRole(db, actor.tenantId, body.roleId);
}
