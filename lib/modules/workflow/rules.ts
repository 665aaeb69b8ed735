// Pure workflow rules of spec sections 4 and 6: progress, who may act, and the case-level rules.
import type { WorkflowEntry } from "@/db/schema/cases";
import { roleMay } from "@/lib/shared/permissions";

/** `editUnlocked`: the firm opened editing to the client again after submission (/gc-petition/manage-edit-option). */
type Progress = { completedActivities: readonly string[]; nextWorkflowActivity: string | null; editUnlocked?: boolean };

/**
 * The next activity: the first included entry, in configuration order, that is not completed.
 * With `from` (an activity code of the sequence) the search starts at that entry, so a step the firm
 * included again after the case had passed it does not send the case back.
 */
export function nextActivity(entries: readonly WorkflowEntry[], completed: readonly string[], from?: string | null): string | null {
  const done = new Set(completed);
  const start = from ? Math.max(0, entries.findIndex((e) => e.code === from)) : 0;
  for (let i = start; i < entries.length; i++) {
    const e = entries[i];
    if (e.include && !done.has(e.code)) return e.code;
  }
  return null;
}

/**
 * The next activity after completing `code` on a case whose next activity was `current`:
 * - completing the current step (or the current step is no longer an included, open step): search on from it;
 * - completing another code out of sequence (USCIS_APPROVED, an admin's early approval …): the current step stays;
 * - a finished case (current null) stays finished.
 */
export function advance(entries: readonly WorkflowEntry[], completed: readonly string[], current: string | null, code: string): string | null {
  if (current === null) return null;
  const open = entries.some((e) => e.code === current && e.include) && !completed.includes(current);
  if (current !== code && open) return current;
  return nextActivity(entries, completed, current);
}

/** The entry of a code in a firm's configuration. */
export const entryOf = (entries: readonly WorkflowEntry[], code: string) => entries.find((e) => e.code === code);

/** Spec section 6: a user may act if their role is an editor of the entry or an admin (3, 4), and actionRequired is Yes. */
export function canAct(entry: WorkflowEntry | undefined, roleId: number): boolean {
  if (!entry || entry.actionRequired !== "Yes") return false;
  return roleMay(roleId, "workflow.override") || entry.editors.some((e) => e.roleId === roleId);
}

export const isDone = (p: Progress, code: string) => p.completedActivities.includes(code);

/** Roles 50, 3 and 11 may not edit a case once SUBMIT_TO_LAW_FIRM is complete, unless the firm opened editing again. */
export function editBlocked(p: Progress, roleId: number): boolean {
  return !p.editUnlocked && isDone(p, "SUBMIT_TO_LAW_FIRM") && roleMay(roleId, "case.update") && !roleMay(roleId, "case.update-submitted");
}

/** Case approval is offered to admins only when submitted to the firm, not approved, and approval is not the next activity. */
export function approvalOffered(p: Progress, roleId: number): boolean {
  return roleMay(roleId, "workflow.override") && isDone(p, "SUBMIT_TO_LAW_FIRM") && !isDone(p, "CASE_APPROVED") && p.nextWorkflowActivity !== "CASE_APPROVED";
}

/** The label of the tracking action button. */
export function trackingActionLabel(p: Progress): "Update Tracking Info" | "Update Receipt Number" {
  return p.nextWorkflowActivity === "UPDATE_USCIS_RECEIPT_NUMBER" ? "Update Receipt Number" : "Update Tracking Info";
}

export const TRACKING_BLOCKERS = {
  notSubmitted: "Tracking details can be entered once the case is submitted to USCIS",
  signNotRequested: "The petitioner's signature has not been requested",
  role: "Your role cannot update tracking for this step",
  noAttorney: "An attorney must be assigned first",
  noScannedCopy: "Upload the scanned copy of the filed forms first",
} as const;

/** Why the courier-tracking action is not available (null = available). */
export function courierTrackingBlocker(
  p: Progress & { petitionerSignRequested: boolean },
  entries: readonly WorkflowEntry[],
  roleId: number,
  scannedCopies: number,
): string | null {
  const next = p.nextWorkflowActivity;
  if (next !== "COURIER_TRACKING" && next !== "UPDATE_USCIS_RECEIPT_NUMBER") return TRACKING_BLOCKERS.notSubmitted;
  if (!p.petitionerSignRequested) return TRACKING_BLOCKERS.signNotRequested;
  if (!canAct(entries.find((e) => e.code === next), roleId)) return TRACKING_BLOCKERS.role;
  if (!isDone(p, "ASSIGN_ATTORNEY")) return TRACKING_BLOCKERS.noAttorney;
  if (scannedCopies === 0) return TRACKING_BLOCKERS.noScannedCopy;
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
  if (roleMay(roleId, "workflow.override")) return true;
  return ["FILING_FEE", "MANAGER_LIST"].some((code) => entries.find((e) => e.code === code)?.editors.some((ed) => ed.roleId === roleId));
}
