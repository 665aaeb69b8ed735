import { describe, expect, it } from "vitest";
import { defaultWorkflow } from "./definitions";
import { toEntries, tenantRuleErrors } from "./config";
import { updateConfigBody, WORKFLOW_MSG, type WorkflowEntryInput } from "./contract";
import { assignMode, assignmentCode } from "./policy";

describe("assignmentCode", () => {
  it("maps roles 7, 8, 9, 10 to their ASSIGN_* code", () => {
    expect(assignmentCode(7, undefined, null)).toBe("ASSIGN_SUPERVISOR");
    expect(assignmentCode(8, undefined, null)).toBe("ASSIGN_PARALEGAL");
    expect(assignmentCode(9, undefined, null)).toBe("ASSIGN_DOCUMENTATION_MANAGER");
    expect(assignmentCode(10, undefined, null)).toBe("ASSIGN_DOCUMENTATION_EXECUTIVE");
  });
  it("an attorney is the attorney, or the case approver when that step is next or asked for; an admin only the approver", () => {
    expect(assignmentCode(6, undefined, "ASSIGN_ATTORNEY")).toBe("ASSIGN_ATTORNEY");
    expect(assignmentCode(6, undefined, "FILING_FEE")).toBe("ASSIGN_ATTORNEY");
    expect(assignmentCode(6, undefined, "ASSIGN_CASE_APPROVER")).toBe("ASSIGN_CASE_APPROVER");
    expect(assignmentCode(6, "ASSIGN_CASE_APPROVER", "ASSIGN_ATTORNEY")).toBe("ASSIGN_CASE_APPROVER");
    expect(assignmentCode(3, undefined, null)).toBe("ASSIGN_CASE_APPROVER");
  });
  it("refuses a code that does not fit the role", () => {
    expect(assignmentCode(7, "ASSIGN_PARALEGAL", null)).toBeNull();
    expect(assignmentCode(3, "ASSIGN_ATTORNEY", null)).toBeNull();
    expect(assignmentCode(5, undefined, null)).toBeNull();
  });
});

describe("assignMode", () => {
  it("completes the next step, reassigns a done one, assigns for an excluded step, refuses one still ahead", () => {
    expect(assignMode({ completedActivities: [], nextWorkflowActivity: "ASSIGN_SUPERVISOR" }, "ASSIGN_SUPERVISOR", true)).toBe("complete");
    expect(assignMode({ completedActivities: ["ASSIGN_SUPERVISOR"], nextWorkflowActivity: "SUPERVISOR_LIST" }, "ASSIGN_SUPERVISOR", true)).toBe("reassign");
    expect(assignMode({ completedActivities: [], nextWorkflowActivity: "ASSIGN_SUPERVISOR" }, "ASSIGN_DOCUMENTATION_MANAGER", false)).toBe("assign");
    expect(assignMode({ completedActivities: [], nextWorkflowActivity: "ASSIGN_SUPERVISOR" }, "ASSIGN_ATTORNEY", true)).toBe("not_yet");
  });
});

const asInput = (over: (e: WorkflowEntryInput, i: number) => Record<string, unknown> = () => ({})) =>
  defaultWorkflow().map((e, i) => {
    const base = { ...e, editors: e.editors.map((r) => r.roleId), watchers: e.watchers.map((r) => r.roleId) } as WorkflowEntryInput;
    return { ...base, ...over(base, i) } as WorkflowEntryInput;
  });

function issues(body: unknown) {
  const r = updateConfigBody.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("updateConfigBody", () => {
  it("accepts the defaults, as role ids or as { roleId, name }, and stores names from the definitions", () => {
    const parsed = updateConfigBody.parse({ entries: defaultWorkflow() });
    expect(toEntries(parsed.entries)).toEqual(defaultWorkflow());
    const renamed = asInput().map((e) => ({ ...e, name: "Anything" }));
    expect(toEntries(updateConfigBody.parse({ entries: renamed }).entries)).toEqual(defaultWorkflow());
  });

  it("removes duplicate roles", () => {
    const parsed = updateConfigBody.parse({ entries: asInput((e, i) => (i === 5 ? { editors: [3, 3, 4] } : {})) });
    expect(parsed.entries[5].editors).toEqual([3, 4]);
  });

  it("requires the 29 codes in the fixed order", () => {
    const list = asInput();
    expect(issues({ entries: list.slice(1) })).toEqual({ entries: WORKFLOW_MSG.order });
    const swapped = [...list];
    [swapped[1], swapped[2]] = [swapped[2], swapped[1]];
    expect(issues({ entries: swapped })).toEqual({ entries: WORKFLOW_MSG.order });
    expect(issues({ entries: [...list, list[3]] })).toEqual({ entries: WORKFLOW_MSG.order });
    expect(issues({})).toEqual({ entries: "*Workflow is required" });
  });

  it("keeps CREATE_PETITION included and steps from going back", () => {
    expect(issues({ entries: asInput((e, i) => (i === 0 ? { include: false } : {})) })).toEqual({ "entries.0.include": WORKFLOW_MSG.createIncluded });
    expect(issues({ entries: asInput((e, i) => (i === 6 ? { step: 1 } : {})) })).toEqual({}); // ASSIGN_SUPERVISOR into step 1 after MANAGER_LIST (1)
    expect(issues({ entries: asInput((e, i) => (i === 7 ? { step: 1 } : {})) })).toEqual({ "entries.7.step": WORKFLOW_MSG.stepOrder });
  });

  it("checks role ids, step, actionRequired and flags", () => {
    expect(issues({ entries: asInput((e, i) => (i === 2 ? { editors: [99] } : {})) })).toEqual({ "entries.2.editors.0": "Editors not valid" });
    expect(issues({ entries: asInput((e, i) => (i === 2 ? { watchers: [1] } : {})) })).toEqual({ "entries.2.watchers.0": "Watchers not valid" });
    expect(issues({ entries: asInput((e, i) => (i === 2 ? { step: 4 as 1 } : {})) })["entries.2.step"]).toBe("Step not valid");
    expect(issues({ entries: asInput((e, i) => (i === 2 ? { actionRequired: "Maybe" as "Yes" } : {})) })).toEqual({ "entries.2.actionRequired": "Action Required not valid" });
    expect(issues({ entries: asInput((e, i) => (i === 2 ? { optional: "yes" as unknown as boolean } : {})) })).toEqual({ "entries.2.optional": "Optional not valid" });
  });
});

describe("tenantRuleErrors", () => {
  it("keeps CREATE_PETITION and LCA_REQUEST editors to roles 3 and 4 on petitioner tenants only", () => {
    const wide = asInput((e) => (e.code === "CREATE_PETITION" || e.code === "LCA_REQUEST" ? { editors: [3, 50] } : {}));
    expect(tenantRuleErrors(wide, 1)).toEqual({});
    expect(tenantRuleErrors(wide, 2)).toEqual({ "entries.0.editors": WORKFLOW_MSG.petitionerTenantEditors, "entries.3.editors": WORKFLOW_MSG.petitionerTenantEditors });
    const narrow = asInput((e) => (e.code === "CREATE_PETITION" || e.code === "LCA_REQUEST" ? { editors: [4] } : {}));
    expect(tenantRuleErrors(narrow, 2)).toEqual({});
  });
});
