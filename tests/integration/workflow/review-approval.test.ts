import { describe, expect, it } from "vitest";
import { defaultWorkflow } from "@/lib/modules/workflow/definitions";
import { REVIEW_MSG } from "@/lib/modules/cases/steps/confirm-review";
import { createBranch, createCompany, createUser } from "../../factories";
import { auditActions } from "../companies/fixtures";
import { caseAt, doneBefore, expectField, expectStatus, firm, historyOf, mailsTo, petitionRow } from "./helpers";

describe("POST /api/petition/confirm-review-completed", () => {
  it("the paralegal confirms the review: completes PARALEGAL_LIST, status 7, watchers notified", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "PARALEGAL_LIST");
    const paralegal = await createUser(tenant, 8);
    const sup = await createUser(tenant, 7);
    const res = await call("petition/confirm-review-completed", { petitionId: p.id, code: "PARALEGAL_LIST", confirm: true }, paralegal.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ statusId: 7, nextWorkflowActivity: "ASSIGN_ATTORNEY" });
    expect(await historyOf(p.id)).toEqual(["Paralegal review completed"]);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.PARALEGAL_LIST"]);
    expect(await mailsTo(tenant.id, "workflow_activity")).toContain(sup.email);
  });

  it("needs confirm: true when the step requires confirmation (422)", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "PARALEGAL_LIST");
    expectField(await call("petition/confirm-review-completed", { petitionId: p.id, code: "PARALEGAL_LIST" }), "confirm", REVIEW_MSG.confirm("Paralegal review"));
    expectField(await call("petition/confirm-review-completed", { petitionId: p.id, code: "PARALEGAL_LIST", confirm: false }), "confirm", REVIEW_MSG.confirm("Paralegal review"));
    expectField(await call("petition/confirm-review-completed", { petitionId: p.id, code: "CASE_APPROVED" }), "code", "Activity not valid");
    expectField(await call("petition/confirm-review-completed", { petitionId: p.id }), "code", "*Activity is required");
    expect((await petitionRow(p.id)).nextWorkflowActivity).toBe("PARALEGAL_LIST");
  });

  it("skips only optional steps: the step counts as passed and the status stays", async () => {
    const { tenant, admin, call } = await firm();
    const entries = defaultWorkflow().map((e) => (e.code === "LCA_REQUEST" ? { ...e, include: true } : e));
    expectStatus(await call("workflow/update-config", { entries }), 200);
    const p = await caseAt(tenant.id, "LCA_REQUEST", { statusId: 3 });
    const res = await call("petition/confirm-review-completed", { petitionId: p.id, code: "LCA_REQUEST", skip: true });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ statusId: 3, nextWorkflowActivity: "MANAGER_LIST" });
    expect(await historyOf(p.id)).toEqual(["Request LCA skipped"]);
    const q = await caseAt(tenant.id, "MANAGER_LIST");
    expectField(await call("petition/confirm-review-completed", { petitionId: q.id, code: "MANAGER_LIST", skip: true }), "skip", REVIEW_MSG.notOptional("Manager receives the case"));
    expect(admin).toBeTruthy();
  });

  it("409 when the step is not next or already done", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "MANAGER_LIST");
    expectStatus(await call("petition/confirm-review-completed", { petitionId: p.id, code: "SUPERVISOR_LIST" }), 409, "CONFLICT");
    expectStatus(await call("petition/confirm-review-completed", { petitionId: p.id, code: "SUBMIT_TO_LAW_FIRM" }), 409, "CONFLICT");
  });

  it("the filing fee needs SUBMIT_TO_LAW_FIRM; SUBMIT_TO_USCIS needs the firm's own case number when allowCustomCaseNo", async () => {
    const { tenant, call } = await firm();
    const noSubmit = await caseAt(tenant.id, "FILING_FEE", { completedActivities: doneBefore("FILING_FEE").filter((c) => c !== "SUBMIT_TO_LAW_FIRM") });
    expectStatus(await call("petition/confirm-review-completed", { petitionId: noSubmit.id, code: "FILING_FEE" }), 409);
    const ok = await caseAt(tenant.id, "FILING_FEE");
    expect((await call("petition/confirm-review-completed", { petitionId: ok.id, code: "FILING_FEE" })).body.result.data.nextWorkflowActivity).toBe("REQUEST_PETITIONER_SIGN");
    const custom = await caseAt(tenant.id, "SUBMIT_TO_USCIS", { allowCustomCaseNo: true });
    const blocked = await call("petition/confirm-review-completed", { petitionId: custom.id, code: "SUBMIT_TO_USCIS" });
    expectStatus(blocked, 409);
    expect(blocked.body.message).toBe(REVIEW_MSG.caseNumber);
    const assigned = await caseAt(tenant.id, "SUBMIT_TO_USCIS", { allowCustomCaseNo: true, completedActivities: [...doneBefore("SUBMIT_TO_USCIS"), "ASSIGN_CUSTOM_CASE_NO"] });
    expect((await call("petition/confirm-review-completed", { petitionId: assigned.id, code: "SUBMIT_TO_USCIS" })).body.result.data).toMatchObject({ statusId: 12, nextWorkflowActivity: "COURIER_TRACKING" });
  });

  it("the petitioner submits its own company's case to the firm; roles without the step get 403; others' cases 404", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id);
    const p = await caseAt(tenant.id, "SUBMIT_TO_LAW_FIRM", { petitionerId: company.id });
    const mine = await createUser(tenant, 50, { companyId: company.id });
    const theirs = await createUser(tenant, 50, { companyId: (await createCompany(tenant.id)).id });
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("petition/confirm-review-completed", { petitionId: p.id, code: "SUBMIT_TO_LAW_FIRM" }, theirs.token), 404);
    expectStatus(await call("petition/confirm-review-completed", { petitionId: p.id, code: "SUBMIT_TO_LAW_FIRM" }, attorney.token), 403, "FORBIDDEN");
    const other = await firm();
    expectStatus(await other.call("petition/confirm-review-completed", { petitionId: p.id, code: "SUBMIT_TO_LAW_FIRM" }), 404, "NOT_FOUND");
    const res = await call("petition/confirm-review-completed", { petitionId: p.id, code: "SUBMIT_TO_LAW_FIRM" }, mine.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ statusId: 3, nextWorkflowActivity: "MANAGER_LIST" });
  });

  it("actionRequired No: nobody may act, not even an admin", async () => {
    const { tenant, call } = await firm();
    const entries = defaultWorkflow().map((e) => (e.code === "MANAGER_LIST" ? { ...e, actionRequired: "No" } : e));
    expectStatus(await call("workflow/update-config", { entries }), 200);
    const p = await caseAt(tenant.id, "MANAGER_LIST");
    expectStatus(await call("petition/confirm-review-completed", { petitionId: p.id, code: "MANAGER_LIST" }), 403);
  });
});

describe("POST /api/petition/manage-approval-process", () => {
  it("the attorney approves when CASE_APPROVED is next (status 8, next FILING_FEE)", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "CASE_APPROVED");
    const attorney = await createUser(tenant, 6);
    const res = await call("petition/manage-approval-process", { petitionId: p.id, approve: true }, attorney.token);
    expectStatus(res, 200);
    expect(res.body.message).toBe("Case approved");
    expect(res.body.result.data).toMatchObject({ statusId: 8, nextWorkflowActivity: "FILING_FEE" });
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.CASE_APPROVED"]);
  });

  it("an admin may approve ahead of the workflow once submitted; the next step stays and CASE_APPROVED is passed later", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ATTORNEY_LIST");
    const res = await call("petition/manage-approval-process", { petitionId: p.id, approve: true });
    expectStatus(res, 200);
    expect(res.body.result.data.nextWorkflowActivity).toBe("ATTORNEY_LIST");
    expect(res.body.result.data.completedActivities).toContain("CASE_APPROVED");
    expect(await historyOf(p.id)).toEqual(["Case approved for filing completed by an administrator ahead of the workflow"]);
    const attorney = await createUser(tenant, 6);
    const next = await call("petition/confirm-review-completed", { petitionId: p.id, code: "ATTORNEY_LIST", confirm: true }, attorney.token);
    expect(next.body.result.data.nextWorkflowActivity).toBe("FILING_FEE");
    expectStatus(await call("petition/manage-approval-process", { petitionId: p.id, approve: true }), 409);
  });

  it("not ahead of the workflow for non-admins (403) nor before submission to the firm (409)", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "ATTORNEY_LIST");
    const attorney = await createUser(tenant, 6);
    expectStatus(await call("petition/manage-approval-process", { petitionId: p.id, approve: true }, attorney.token), 409);
    const sup = await createUser(tenant, 7);
    expectStatus(await call("petition/manage-approval-process", { petitionId: p.id, approve: true }, sup.token), 403);
    const early = await caseAt(tenant.id, "SUBMIT_TO_LAW_FIRM");
    expectStatus(await call("petition/manage-approval-process", { petitionId: early.id, approve: true }), 409);
  });

  it("an empty body answers 'Unable to update' (422)", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "CASE_APPROVED");
    for (const body of [{}, { petitionId: p.id }]) {
      const res = await call("petition/manage-approval-process", body);
      expectStatus(res, 422, "VALIDATION_ERROR");
      expect(res.body.message).toBe("Unable to update");
    }
    expectField(await call("petition/manage-approval-process", { petitionId: p.id, approve: false }), "approve", "Unable to update");
    expectField(await call("petition/manage-approval-process", { approve: true }), "petitionId", "*Case is required");
  });

  it("404 for another firm's case and for a branch manager of another branch", async () => {
    const { tenant, call } = await firm();
    const b = await createBranch(tenant.id);
    const p = await caseAt(tenant.id, "CASE_APPROVED", { branchId: b.id });
    const other = await firm();
    expectStatus(await other.call("petition/manage-approval-process", { petitionId: p.id, approve: true }), 404);
    const manager = await createUser(tenant, 4, { branchId: (await createBranch(tenant.id)).id });
    expectStatus(await call("petition/manage-approval-process", { petitionId: p.id, approve: true }, manager.token), 404);
    const own = await createUser(tenant, 4, { branchId: b.id });
    expectStatus(await call("petition/manage-approval-process", { petitionId: p.id, approve: true }, own.token), 200);
  });
});
