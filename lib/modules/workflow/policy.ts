// The pure decisions of the case actions (who may read and change the configuration: lib/shared/permissions.ts).
import { ROLE } from "@/lib/shared/constants/roles";
import type { AssignCode } from "./contract";

/** The assignment slot an assign-a-role call fills: the role it names, and the petition_assignments role. */
const CODES_BY_ROLE: Record<number, readonly AssignCode[]> = {
  [ROLE.SUPERVISOR]: ["ASSIGN_SUPERVISOR"],
  [ROLE.PARALEGAL]: ["ASSIGN_PARALEGAL"],
  [ROLE.DOC_MANAGER]: ["ASSIGN_DOCUMENTATION_MANAGER"],
  [ROLE.DOC_EXECUTIVE]: ["ASSIGN_DOCUMENTATION_EXECUTIVE"],
  [ROLE.ATTORNEY]: ["ASSIGN_ATTORNEY", "ASSIGN_CASE_APPROVER"],
  [ROLE.ADMIN]: ["ASSIGN_CASE_APPROVER"],
};

export const SLOT_LABEL: Record<AssignCode, string> = {
  ASSIGN_SUPERVISOR: "Supervisor",
  ASSIGN_PARALEGAL: "Paralegal",
  ASSIGN_DOCUMENTATION_MANAGER: "Documentation manager",
  ASSIGN_DOCUMENTATION_EXECUTIVE: "Documentation executive",
  ASSIGN_ATTORNEY: "Attorney",
  ASSIGN_CASE_APPROVER: "Case approver",
};

/**
 * Which ASSIGN_* code an assignment of `roleId` is: the explicit `code` when given (it must fit the
 * role), else the only code of the role; an attorney is the case approver when ASSIGN_CASE_APPROVER is
 * the case's next step, otherwise the attorney. Null when the code does not fit the role.
 */
export function assignmentCode(roleId: number, code: AssignCode | undefined, next: string | null): AssignCode | null {
  const codes = CODES_BY_ROLE[roleId] ?? [];
  if (code) return codes.includes(code) ? code : null;
  if (codes.length === 1) return codes[0];
  if (codes.length === 0) return null;
  return next === "ASSIGN_CASE_APPROVER" ? "ASSIGN_CASE_APPROVER" : "ASSIGN_ATTORNEY";
}

/** What assign-a-role does with the slot, from the case's progress and the firm's configuration. */
type AssignMode = "complete" | "reassign" | "assign" | "not_yet";
export function assignMode(p: { completedActivities: readonly string[]; nextWorkflowActivity: string | null }, code: AssignCode, included: boolean): AssignMode {
  if (p.completedActivities.includes(code)) return "reassign";
  if (p.nextWorkflowActivity === code) return "complete";
  if (!included) return "assign";
  return "not_yet";
}
