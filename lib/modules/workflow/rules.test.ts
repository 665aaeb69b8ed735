import { describe, expect, it } from "vitest";
import type { WorkflowEntry } from "@/db/schema/cases";
import { defaultWorkflow } from "./definitions";
import {
  advance,
  approvalOffered,
  canAct,
  canEditFilingFee,
  courierTrackingBlocker,
  customCaseNumberAssigned,
  editBlocked,
  entryOf,
  filingFeeAvailable,
  nextActivity,
  TRACKING_BLOCKERS,
  trackingActionLabel,
} from "./rules";

const wf = defaultWorkflow();
const entry = (code: string, over: Partial<WorkflowEntry> = {}): WorkflowEntry => ({ ...entryOf(wf, code)!, ...over });
const progress = (completed: string[], next: string | null) => ({ completedActivities: completed, nextWorkflowActivity: next });
/** The codes before `code` that the default workflow includes. */
const doneUntil = (code: string) => wf.slice(0, wf.findIndex((e) => e.code === code)).filter((e) => e.include).map((e) => e.code);

describe("nextActivity", () => {
  it("is the first included, not completed entry in order", () => {
    expect(nextActivity(wf, [])).toBe("CREATE_PETITION");
    expect(nextActivity(wf, ["CREATE_PETITION"])).toBe("SUBMIT_BY_BENEFICIARY");
    // LCA_REQUEST and LCA_SUBMIT are excluded by default
    expect(nextActivity(wf, ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY", "SUBMIT_TO_LAW_FIRM"])).toBe("MANAGER_LIST");
    expect(nextActivity(wf, wf.map((e) => e.code))).toBeNull();
  });

  it("with `from` does not go back to an earlier open step", () => {
    const withLca = wf.map((e) => (e.code === "LCA_REQUEST" ? { ...e, include: true } : e));
    const completed = ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY", "SUBMIT_TO_LAW_FIRM", "MANAGER_LIST"];
    expect(nextActivity(withLca, completed)).toBe("LCA_REQUEST");
    expect(nextActivity(withLca, completed, "ASSIGN_SUPERVISOR")).toBe("ASSIGN_SUPERVISOR");
    expect(nextActivity(withLca, completed, "MANAGER_LIST")).toBe("ASSIGN_SUPERVISOR");
    // an unknown `from` searches from the start
    expect(nextActivity(withLca, completed, "USCIS_APPROVED")).toBe("LCA_REQUEST");
  });
});

describe("advance", () => {
  it("moves past the completed current step, skipping excluded and already completed ones", () => {
    expect(advance(wf, ["CREATE_PETITION"], "CREATE_PETITION", "CREATE_PETITION")).toBe("SUBMIT_BY_BENEFICIARY");
    const completed = [...doneUntil("ATTORNEY_LIST"), "ATTORNEY_LIST", "CASE_APPROVED"];
    expect(advance(wf, completed, "ATTORNEY_LIST", "ATTORNEY_LIST")).toBe("FILING_FEE");
  });

  it("keeps the current step when another code completes out of sequence", () => {
    const completed = [...doneUntil("ATTORNEY_LIST"), "CASE_APPROVED"];
    expect(advance(wf, completed, "ATTORNEY_LIST", "CASE_APPROVED")).toBe("ATTORNEY_LIST");
    expect(advance(wf, [...doneUntil("UPDATE_USCIS_RESPONSE"), "USCIS_APPROVED"], "UPDATE_USCIS_RESPONSE", "USCIS_APPROVED")).toBe("UPDATE_USCIS_RESPONSE");
  });

  it("leaves a finished case finished and moves off a current step the firm excluded", () => {
    expect(advance(wf, ["USCIS_APPROVED"], null, "USCIS_APPROVED")).toBeNull();
    const noManager = wf.map((e) => (e.code === "MANAGER_LIST" ? { ...e, include: false } : e));
    expect(advance(noManager, [...doneUntil("MANAGER_LIST"), "LCA_REQUIRED"], "MANAGER_LIST", "LCA_REQUIRED")).toBe("ASSIGN_SUPERVISOR");
  });

  it("ends with null after the last included step", () => {
    const all = [...doneUntil("UPDATE_USCIS_RESPONSE"), "UPDATE_USCIS_RESPONSE"];
    expect(advance(wf, all, "UPDATE_USCIS_RESPONSE", "UPDATE_USCIS_RESPONSE")).toBeNull();
  });
});

describe("canAct (spec section 6)", () => {
  it("lets editors and admins 3/4 act when actionRequired is Yes", () => {
    const e = entry("COURIER_TRACKING");
    expect(canAct(e, 5)).toBe(true);
    expect(canAct(e, 3)).toBe(true);
    expect(canAct(e, 4)).toBe(true);
    expect(canAct(e, 6)).toBe(false);
    expect(canAct(e, 50)).toBe(false);
    expect(canAct(e, 1)).toBe(false);
  });

  it("lets nobody act when actionRequired is No, and nothing for an unknown entry", () => {
    const e = entry("COURIER_TRACKING", { actionRequired: "No" });
    expect(canAct(e, 5)).toBe(false);
    expect(canAct(e, 3)).toBe(false);
    expect(canAct(undefined, 3)).toBe(false);
  });
});

describe("editBlocked", () => {
  it("blocks roles 50, 3 and 11 once SUBMIT_TO_LAW_FIRM is complete, no one before", () => {
    const after = progress(["CREATE_PETITION", "SUBMIT_TO_LAW_FIRM"], "MANAGER_LIST");
    const before = progress(["CREATE_PETITION"], "SUBMIT_BY_BENEFICIARY");
    for (const r of [50, 3, 11]) {
      expect(editBlocked(after, r)).toBe(true);
      expect(editBlocked(before, r)).toBe(false);
    }
    for (const r of [4, 5, 6, 7, 8]) expect(editBlocked(after, r)).toBe(false);
    // The firm opened editing to the client again.
    expect(editBlocked({ ...after, editUnlocked: true }, 50)).toBe(false);
  });
});

describe("approvalOffered", () => {
  const submitted = ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY", "SUBMIT_TO_LAW_FIRM"];
  it("offers approval to admins once submitted, while not approved and not the next step", () => {
    expect(approvalOffered(progress(submitted, "MANAGER_LIST"), 3)).toBe(true);
    expect(approvalOffered(progress(submitted, "MANAGER_LIST"), 4)).toBe(true);
  });
  it("not to other roles, not before submission, not when approved, not when approval is next", () => {
    expect(approvalOffered(progress(submitted, "MANAGER_LIST"), 6)).toBe(false);
    expect(approvalOffered(progress(["CREATE_PETITION"], "SUBMIT_BY_BENEFICIARY"), 3)).toBe(false);
    expect(approvalOffered(progress([...submitted, "CASE_APPROVED"], "FILING_FEE"), 3)).toBe(false);
    expect(approvalOffered(progress(submitted, "CASE_APPROVED"), 3)).toBe(false);
  });
});

describe("trackingActionLabel", () => {
  it("reads Update Receipt Number only when the receipt number is next", () => {
    expect(trackingActionLabel(progress([], "UPDATE_USCIS_RECEIPT_NUMBER"))).toBe("Update Receipt Number");
    expect(trackingActionLabel(progress([], "COURIER_TRACKING"))).toBe("Update Tracking Info");
    expect(trackingActionLabel(progress([], null))).toBe("Update Tracking Info");
  });
});

describe("courierTrackingBlocker", () => {
  const ready = { ...progress([...doneUntil("COURIER_TRACKING")], "COURIER_TRACKING"), petitionerSignRequested: true };
  it("is null when every precondition holds, for the step's editor and for admins", () => {
    expect(courierTrackingBlocker(ready, wf, 5, 1)).toBeNull();
    expect(courierTrackingBlocker(ready, wf, 3, 2)).toBeNull();
    expect(courierTrackingBlocker({ ...ready, nextWorkflowActivity: "UPDATE_USCIS_RECEIPT_NUMBER" }, wf, 5, 1)).toBeNull();
  });
  it("names the first missing precondition, in the spec's order", () => {
    expect(courierTrackingBlocker({ ...ready, nextWorkflowActivity: "SUBMIT_TO_USCIS" }, wf, 5, 1)).toBe(TRACKING_BLOCKERS.notSubmitted);
    expect(courierTrackingBlocker({ ...ready, nextWorkflowActivity: null }, wf, 5, 1)).toBe(TRACKING_BLOCKERS.notSubmitted);
    expect(courierTrackingBlocker({ ...ready, petitionerSignRequested: false }, wf, 5, 1)).toBe(TRACKING_BLOCKERS.signNotRequested);
    expect(courierTrackingBlocker(ready, wf, 6, 1)).toBe(TRACKING_BLOCKERS.role);
    const noYes = wf.map((e) => (e.code === "COURIER_TRACKING" ? { ...e, actionRequired: "No" as const } : e));
    expect(courierTrackingBlocker(ready, noYes, 5, 1)).toBe(TRACKING_BLOCKERS.role);
    const noAttorney = { ...ready, completedActivities: ready.completedActivities.filter((c) => c !== "ASSIGN_ATTORNEY") };
    expect(courierTrackingBlocker(noAttorney, wf, 5, 1)).toBe(TRACKING_BLOCKERS.noAttorney);
    expect(courierTrackingBlocker(ready, wf, 5, 0)).toBe(TRACKING_BLOCKERS.noScannedCopy);
  });
});

describe("customCaseNumberAssigned", () => {
  it("is assigned unless allowCustomCaseNo is set and ASSIGN_CUSTOM_CASE_NO is not done", () => {
    expect(customCaseNumberAssigned({ ...progress([], null), allowCustomCaseNo: false })).toBe(true);
    expect(customCaseNumberAssigned({ ...progress([], null), allowCustomCaseNo: true })).toBe(false);
    expect(customCaseNumberAssigned({ ...progress(["ASSIGN_CUSTOM_CASE_NO"], null), allowCustomCaseNo: true })).toBe(true);
  });
});

describe("filing fee", () => {
  it("is available once SUBMIT_TO_LAW_FIRM is done", () => {
    expect(filingFeeAvailable(progress(["CREATE_PETITION"], "SUBMIT_BY_BENEFICIARY"))).toBe(false);
    expect(filingFeeAvailable(progress(["SUBMIT_TO_LAW_FIRM"], "MANAGER_LIST"))).toBe(true);
  });
  it("may be edited by FILING_FEE editors, admins or MANAGER_LIST editors", () => {
    expect(canEditFilingFee(wf, 5)).toBe(true); // FILING_FEE editor
    expect(canEditFilingFee(wf, 3)).toBe(true);
    expect(canEditFilingFee(wf, 4)).toBe(true);
    expect(canEditFilingFee(wf, 8)).toBe(false);
    const managerEditors = wf.map((e) => (e.code === "MANAGER_LIST" ? { ...e, editors: [{ roleId: 9, name: "Documentation Manager" }] } : e));
    expect(canEditFilingFee(managerEditors, 9)).toBe(true);
    expect(canEditFilingFee(wf, 9)).toBe(false);
  });
});
