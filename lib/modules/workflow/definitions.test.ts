import { describe, expect, it } from "vitest";
import { ACTIVITY_CODES, ACTIVITY_DEFAULTS, defaultWorkflow, EXTRA_CODES, isActivityCode } from "./definitions";

const SPEC_ORDER =
  "CREATE_PETITION, SUBMIT_BY_BENEFICIARY, SUBMIT_TO_LAW_FIRM, LCA_REQUEST, LCA_SUBMIT, MANAGER_LIST, ASSIGN_SUPERVISOR, SUPERVISOR_LIST, ASSIGN_PARALEGAL, PARALEGAL_LIST, ASSIGN_DOCUMENTATION_MANAGER, DOCUMENTATION_MANAGER_LIST, ASSIGN_DOCUMENTATION_EXECUTIVE, DOCUMENTATION_EXECUTIVE_LIST, ASSIGN_ATTORNEY, ATTORNEY_LIST, ASSIGN_CASE_APPROVER, CASE_APPROVED, FILING_FEE, FILE_AFTER_INVOICE, FILE_AFTER_INVOICE_PAYMENT, REQUEST_PETITIONER_SIGN, DOC_SIGNER_LIST, SUPERVISOR_FORMS_REVIEW, SUBMIT_TO_USCIS, COURIER_TRACKING, UPDATE_USCIS_RECEIPT_NUMBER, UPDATE_USCIS_RESPONSE, UPDATE_DOL_RESPONSE".split(", ");

describe("workflow definitions", () => {
  it("lists the 29 activity codes of spec section 4 in the spec's order", () => {
    expect(ACTIVITY_CODES).toHaveLength(29);
    expect([...ACTIVITY_CODES]).toEqual(SPEC_ORDER);
    expect(defaultWorkflow().map((e) => e.code)).toEqual(SPEC_ORDER);
  });

  it("keeps the out-of-sequence codes apart from the configurable ones", () => {
    expect([...EXTRA_CODES]).toEqual(["ASSIGN_CUSTOM_CASE_NO", "LCA_REQUIRED", "USCIS_APPROVED", "USCIS_RECEIVED_RFE", "USCIS_DENIED", "USCIS_WITHDRAWN"]);
    for (const c of EXTRA_CODES) expect(isActivityCode(c)).toBe(false);
    expect(isActivityCode("CASE_APPROVED")).toBe(true);
  });

  it("gives every entry a name, step 1–3 in non-decreasing order, named roles and actionRequired Yes", () => {
    const entries = defaultWorkflow();
    entries.forEach((e, i) => {
      expect(e.name).toBe(ACTIVITY_DEFAULTS[e.code as (typeof ACTIVITY_CODES)[number]].name);
      expect([1, 2, 3]).toContain(e.step);
      if (i > 0) expect(e.step).toBeGreaterThanOrEqual(entries[i - 1].step);
      expect(e.actionRequired).toBe("Yes");
      for (const r of [...e.editors, ...e.watchers]) expect(r.name).not.toMatch(/^Role /);
    });
    expect(entries[0]).toMatchObject({ code: "CREATE_PETITION", include: true, optional: false, step: 1 });
  });

  it("excludes the optional steps by default and includes the core sequence", () => {
    const entries = defaultWorkflow();
    const excluded = entries.filter((e) => !e.include).map((e) => e.code);
    expect(excluded).toEqual([
      "LCA_REQUEST",
      "LCA_SUBMIT",
      "ASSIGN_DOCUMENTATION_MANAGER",
      "DOCUMENTATION_MANAGER_LIST",
      "ASSIGN_DOCUMENTATION_EXECUTIVE",
      "DOCUMENTATION_EXECUTIVE_LIST",
      "ASSIGN_CASE_APPROVER",
      "FILE_AFTER_INVOICE",
      "FILE_AFTER_INVOICE_PAYMENT",
      "UPDATE_DOL_RESPONSE",
    ]);
    for (const e of entries.filter((x) => !x.include)) expect(e.optional).toBe(true);
  });

  it("role 5 enters courier and receipt numbers and role 6 approves by default (spec section 6)", () => {
    const by = (code: string) => defaultWorkflow().find((e) => e.code === code)!;
    expect(by("COURIER_TRACKING").editors.map((r) => r.roleId)).toEqual([5]);
    expect(by("UPDATE_USCIS_RECEIPT_NUMBER").editors.map((r) => r.roleId)).toEqual([5]);
    expect(by("CASE_APPROVED").editors.map((r) => r.roleId)).toEqual([6]);
    expect(by("SUBMIT_TO_LAW_FIRM").editors.map((r) => r.roleId)).toContain(50);
  });

  it("tenant type 2 restricts the editors of CREATE_PETITION and LCA_REQUEST to roles 3 and 4, nothing else", () => {
    const law = defaultWorkflow(1);
    const petitioner = defaultWorkflow(2);
    for (const code of ["CREATE_PETITION", "LCA_REQUEST"]) {
      expect(petitioner.find((e) => e.code === code)!.editors).toEqual([
        { roleId: 3, name: "Admin" },
        { roleId: 4, name: "Branch Manager" },
      ]);
      expect(law.find((e) => e.code === code)!.editors.map((r) => r.roleId)).not.toEqual([3, 4]);
    }
    const rest = (list: typeof law) => list.filter((e) => e.code !== "CREATE_PETITION" && e.code !== "LCA_REQUEST");
    expect(rest(petitioner)).toEqual(rest(law));
    expect(defaultWorkflow()).toEqual(law);
  });
});
