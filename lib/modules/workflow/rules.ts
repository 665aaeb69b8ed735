// Pure workflow rules of spec sections 4 and 6: progress, who may act, and the case-level rules.
import type { WorkflowEntry } from "@/db/schema/cases";
import { ADMIN_ROLES, ROLE } from "@/lib/shared/constants/roles";

export type Progress = { completedActivities: readonly string[]; nextWorkflowActivity: string | null };

/** The next activity: the first included entry, in configuration order, that is not completed. */
export function nextActivity(entries: readonly WorkflowEntry[], completed: readonly string[]): string | null {
  const done = new Set(completed);
  return entries.find((e) => e.include && !done.has(e.code))?.code ?? null;
}

/** Spec section 6: a user may act if their role is an editor of the entry or an admin (3, 4), and actionRequired is Yes. */
export function canAct(entry: WorkflowEntry | undefined, roleId: number): boolean {
  if (!entry || entry.actionRequired !== "Yes") return false;
  return ADMIN_ROLES.includes(roleId) || entry.editors.some((e) => e.roleId === roleId);
}

export const isDone = (p: Progress, code: string) => p.completedActivities.includes(code);

/** Roles 50, 3 and 11 may not edit a case once SUBMIT_TO_LAW_FIRM is complete. */
export function editBlocked(p: Progress, roleId: number): boolean {
  return isDone(p, "SUBMIT_TO_LAW_FIRM") && [ROLE.PETITIONER, ROLE.ADMIN, ROLE.LCA_MANAGER].includes(roleId as 50 | 3 | 11);
}

/** Case approval is offered to admins only when submitted to the firm, not approved, and approval is not the next activity. */
export function approvalOffered(p: Progress, roleId: number): boolean {
  return ADMIN_ROLES.includes(roleId) && isDone(p, "SUBMIT_TO_LAW_FIRM") && !isDone(p, "CASE_APPROVED") && p.nextWorkflowActivity !== "CASE_APPROVED";
}

/** The label of the tracking action button. */
export function trackingActionLabel(p: Progress): "Update Tracking Info" | "Update Receipt Number" {
  return p.nextWorkflowActivity === "UPDATE_USCIS_RECEIPT_NUMBER" ? "Update Receipt Number" : "Update Tracking Info";
}

/** Why the courier-tracking action is not available (null = available). */
export function courierTrackingBlocker(
  p: Progress & { petitionerSignRequested: boolean },
  entries: readonly WorkflowEntry[],
  roleId: number,
  scannedCopies: number,
): string | null {
  const next = p.nextWorkflowActivity;
  if (next !== "COURIER_TRACKING" && next !== "UPDATE_USCIS_RECEIPT_NUMBER") return "Tracking details can be entered once the case is submitted to USCIS";
  if (!p.petitionerSignRequested) return "The petitioner's signature has not been requested";
  if (!canAct(entries.find((e) => e.code === next), roleId)) return "Your role cannot update tracking for this step";
  if (!isDone(p, "ASSIGN_ATTORNEY")) return "An attorney must be assigned first";
  if (scannedCopies === 0) return "Upload the scanned copy of the filed forms first";
  return null;
}

/** A custom case number counts as assigned unless allowCustomCaseNo is set and ASSIGN_CUSTOM_CASE_NO is not done. */
export function customCaseNumberAssigned(p: Progress & { allowCustomCaseNo: boolean }): boolean {
  return !(p.allowCustomCaseNo && !isDone(p, "ASSIGN_CUSTOM_CASE_NO"));
}

/** The filing fee action requires SUBMIT_TO_LAW_FIRM. */
export const filingFeeAvailable = (p: Progress) => isDone(p, "SUBMIT_TO_LAW_FIRM");

/** Filing fee edit: FILING_FEE editors, admins, or MANAGER_LIST editors. */
export function canEditFilingFee(entries: readonly WorkflowEntry[], roleId: number): boolean {
  if (ADMIN_ROLES.includes(roleId)) return true;
  return ["FILING_FEE", "MANAGER_LIST"].some((code) => entries.find((e) => e.code === code)?.editors.some((ed) => ed.roleId === roleId));
}
