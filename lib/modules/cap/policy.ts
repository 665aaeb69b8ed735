// Who reaches which cap registration and who may change it (pure). The SQL of the reach is
// repository/registrations.ts capVisibilityCond: branch managers their branch's, petitioners their
// company's, other readers of "cap.read" the firm's. Details change only while the registration is a
// draft or ready (USCIS takes no edits once submitted), by the roles of "cap.update" on its branch.
import { can } from "@/lib/shared/permissions";
import { recordReach, type RecordReach } from "@/lib/shared/record-reach";
import { CAP_TRANSITIONS, EDITABLE_CAP_STATUSES, type CapStatusId } from "./constants";

export type CapActor = { roleId: number; userId: string; branchId: string | null; companyId: string | null; permissions: readonly string[] };

export type CapVisibility = RecordReach;

export const capVisibility = (actor: CapActor): CapVisibility => recordReach(actor, "cap.read");

export function canUpdateCap(actor: CapActor, reg: { statusId: number; branchId: string | null }): boolean {
  return can(actor, "cap.update", { branchId: reg.branchId }) && EDITABLE_CAP_STATUSES.includes(reg.statusId as CapStatusId);
}

export function nextCapStatuses(actor: CapActor, reg: { statusId: number; branchId: string | null }): CapStatusId[] {
  if (!can(actor, "cap.update", { branchId: reg.branchId })) return [];
  return [...CAP_TRANSITIONS[reg.statusId as CapStatusId]];
}
