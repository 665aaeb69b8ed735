// A green-card case follows its own progress (issue 34 §2): its PERM record, then its I-140 and I-485 drive the
// case's status and next step, which the case details, the case list (its status filter) and the case counts show.
import { describe, expect, it } from "vitest";
import { createCase, expectStatus } from "../documents/helpers";
import { world } from "../perm/fixtures";

type Row = { id: string; statusId: number; statusName: string | null; currentActivity: string | null; stageDriven: boolean; nextWorkflowActivity: string | null };

describe("a green-card case's status and next step from its PERM record and USCIS stages", () => {
  it("moves through PERM (17–21, certified), the I-140 and the I-485, in the details, the list and the counts", async () => {
    const w = await world();
    const c = await w.permCase(15);
    const details = async () => (await w.call("petition/details", { id: c.id })).body.result.data as Row;
    const listed = async (matcher: Record<string, unknown> = {}) =>
      ((await w.call("petition/list", { page: 1, perpage: 25, filter: { matcher } })).body.result.data as Row[]).find((r) => r.id === c.id);
    const shows = async (statusId: number, statusName: string, currentActivity: string | null) => {
      expect(await details()).toMatchObject({ statusId, statusName, currentActivity, stageDriven: true });
      expect(await listed()).toMatchObject({ statusId, statusName, currentActivity });
      expect(await listed({ statusIds: [statusId] })).toBeDefined();
    };

    // Before its PERM record the case's own workflow drives it.
    expect(await details()).toMatchObject({ statusId: 1, stageDriven: false, currentActivity: "SUBMIT_BY_BENEFICIARY" });

    const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: (await w.pwd()).id })).body.result.data as { id: string };
    await shows(17, "Advertisements", "PERM_QUESTIONNAIRE_FINALIZED");
    expectStatus(await w.call("perm/update-status", { id: perm.id, statusId: 18 }), 200);
    await shows(18, "Finalized PERM Questionnaire", "PERM_DRAFT_CREATED");
    expectStatus(await w.uploadForm(perm.id), 200);
    await shows(19, "PERM Draft Created", "PERM_DRAFT_APPROVED");
    expectStatus(await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true }), 200);
    await shows(20, "PERM Draft Approved", "PERM_FILED");
    await w.saveRecord(perm.id);
    expectStatus(await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026" }), 200);
    await shows(21, "PERM Submitted to DOL", "PERM_DOL_DECISION");
    expect(await listed({ statusIds: [17] })).toBeUndefined();

    // Certified: still an open case, waiting on the I-140.
    expectStatus(await w.call("perm/record-decision", { id: perm.id, decision: "certified", decisionDate: "06/10/2026" }), 200);
    await shows(3, "In Process", "GC_I140_FILED");
    expect(await listed({ getActiveCases: true })).toBeDefined();

    const stage = (body: Record<string, unknown>) => w.call("gc-petition/update-stage", { id: c.id, ...body });
    expectStatus(await stage({ stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "06/11/2026", status: "filed" }), 200);
    await shows(13, "Receipt Received", "GC_I140_DECIDED");
    expectStatus(await stage({ stage: "i140", receiptNumber: "LIN2690123456", receiptDate: "06/11/2026", status: "approved", decisionDate: "06/12/2026" }), 200);
    await shows(3, "In Process", "GC_I485_FILED");
    expectStatus(await stage({ stage: "i485", receiptNumber: "LIN2690123457", receiptDate: "06/13/2026", status: "filed" }), 200);
    await shows(13, "Receipt Received", "GC_I765");
    expectStatus(await stage({ stage: "i485", receiptNumber: "LIN2690123457", receiptDate: "06/13/2026", status: "rfe" }), 200);
    await shows(24, "RFE Received", "GC_I485_DECIDED");

    // The case counts by status read the same status.
    const stats = (await w.call("petition/get-stats-by-user", {})).body.result.data as { byStatus: { statusId: number; count: number }[] };
    expect(stats.byStatus).toContainEqual(expect.objectContaining({ statusId: 24, count: 1 }));

    expectStatus(await stage({ stage: "i485", receiptNumber: "LIN2690123457", receiptDate: "06/13/2026", status: "approved", decisionDate: "06/14/2026" }), 200);
    await shows(22, "Case Approved", null);
    expect(await listed({ getClosedCases: true })).toBeDefined();
    // The case's own workflow kept its progress all along.
    expect((await details()).nextWorkflowActivity).toBe("SUBMIT_BY_BENEFICIARY");
  });

  it("a step of the case's own workflow on a green card its records drive completes without changing the status", async () => {
    const w = await world();
    const c = await createCase(w.tenant.id, { typeId: 3, subTypeId: 15, petitionerId: w.company.id, branchId: w.branch.id, nextWorkflowActivity: "SUBMIT_TO_LAW_FIRM", completedActivities: ["CREATE_PETITION", "SUBMIT_BY_BENEFICIARY"] }, []);
    expectStatus(await w.call("perm/create", { petitionId: c.id, pwdId: (await w.pwd()).id }), 200);
    const before = (await w.call("petition/details", { id: c.id })).body.result.data as Row;
    expect(before).toMatchObject({ statusId: 17, stageDriven: true });
    // "Submit to law firm" moves a case to "In Process" (3) on its own.
    expectStatus(await w.call("petition/confirm-review-completed", { petitionId: c.id, code: "SUBMIT_TO_LAW_FIRM", confirm: true }), 200);
    const after = (await w.call("petition/details", { id: c.id })).body.result.data as Row;
    expect(after).toMatchObject({ statusId: 17, currentActivity: "PERM_QUESTIONNAIRE_FINALIZED", nextWorkflowActivity: "MANAGER_LIST" });
  });

  it("a new green-card list of the firm moves the next step its cases show", async () => {
    const w = await world();
    const c = await w.permCase(15);
    const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: (await w.pwd()).id })).body.result.data as { id: string };
    expectStatus(await w.call("perm/update-status", { id: perm.id, statusId: 18 }), 200);
    const config = (await w.call("workflow/config", { variant: "perm" })).body.result.data as { entries: { code: string; include: boolean; editors: number[]; watchers: number[] }[] };
    const entries = config.entries.map((e) => ({ ...e, include: e.code === "PERM_DRAFT_APPROVED" ? false : e.include }));
    expectStatus(await w.call("workflow/update-config", { variant: "perm", entries }), 200);
    expectStatus(await w.uploadForm(perm.id), 200);
    expect((await w.call("petition/details", { id: c.id })).body.result.data).toMatchObject({ statusId: 19, currentActivity: "PERM_FILED" });
  });
});
