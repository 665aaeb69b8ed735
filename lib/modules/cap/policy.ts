// Who reaches which cap registration and who may change it (pure). The SQL of the reach is
// repository/registrations.ts capVisibilityCond: branch managers their branch's, petitioners their
// company's, other readers of "cap.read" the firm's. Details change only while the registration is a
// draft or ready (USCIS takes no edits once submitted), by the roles of "cap.update" on its branch.
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import { CAP_TRANSITIONS, EDITABLE_CAP_STATUSES, type CapStatusId } from "./constants";

export type CapActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null; permissions: readonly string[] };

export type CapVisibility = { kind: "tenant" } | { kind: "branch"; branchId: string | null } | { kind: "company"; companyId: string | null } | { kind: "none" };

export function capVisibility(actor: CapActor): CapVisibility {
  if (!can(actor, "cap.read")) return { kind: "none" };
  if (actor.roleId === ROLE.BRANCH_MANAGER) return { kind: "branch", branchId: actor.branchId };
  if (actor.roleId === ROLE.PETITIONER) return { kind: "company", companyId: actor.companyId };
  return { kind: "tenant" };
}

export function canUpdateCap(actor: CapActor, reg: { statusId: number; branchId: string | null }): boolean {
  return can(actor, "cap.update", { branchId: reg.branchId }) && EDITABLE_CAP_STATUSES.includes(reg.statusId as CapStatusId);
}

export function nextCapStatuses(actor: CapActor, reg: { statusId: number; branchId: string | null }): CapStatusId[] {
  if (!can(actor, "cap.update", { branchId: reg.branchId })) return [];
  return [...CAP_TRANSITIONS[reg.statusId as CapStatusId]];
}
