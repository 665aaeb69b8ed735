import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { beneficiaries } from "@/db/schema/clients";
import { petitionAssignments, petitionDocuments } from "@/db/schema/cases";
import { createBeneficiary, createBranch, createCompany, createFirm, uid } from "../../factories";
import { callApi } from "../api";
import { caseFirm, completeCode, expectStatus, setCase, user } from "./fixtures";

describe("POST /api/petition/details", () => {
  it("answers the case with parties, assignments, the workflow with canAct, and the rule flags", async () => {
    const f = await caseFirm();
    const c = await f.create({ typeId: 3, subTypeId: 15, title: "GC for Priya" });
    const attorney = await user(f, 6);
    const db = await getDb();
    await db.insert(petitionAssignments).values({ tenantId: f.tenant.id, petitionId: c.id, roleId: 6, userId: attorney.user.id });
    const res = await f.call("petition/details", { id: c.id });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d).toMatchObject({
      typeName: "Green Card (Permanent Residence)",
      subTypeName: "GC Employment (PERM, I-140, I-485)",
      statusName: "Case Started",
      petitioner: { id: f.company.id, name: "Acme Robotics Inc" },
      beneficiaries: [{ id: f.worker.id, name: "Priya Raman", email: f.worker.email, isPrimary: true }],
      assignments: [{ roleId: 6, roleName: "Attorney", userId: attorney.user.id, name: attorney.user.name }],
      editable: true,
      approvalOffered: false,
      trackingActionLabel: "Update Tracking Info",
      courierTrackingBlocker: "Tracking details can be entered once the case is submitted to USCIS",
      customCaseNumberAssigned: true,
      filingFeeAvailable: false,
      canEditFilingFee: true,
      scannedCopies: 0,
      detailsPath: `/app/gc-employment-details/${c.id}`,
    });
    expect(d.workflow).toHaveLength(29);
    expect(d.workflow.find((s: { code: string }) => s.code === "CREATE_PETITION")).toMatchObject({ done: true, canAct: true });

    // A beneficiary cannot act on MANAGER_LIST; the admin can. After submit, approval is offered to admins.
    await completeCode(f, c.id, "SUBMIT_TO_LAW_FIRM");
    const after = (await f.call("petition/details", { id: c.id })).body.result.data;
    expect(after).toMatchObject({ approvalOffered: true, filingFeeAvailable: true, editable: false });
  });

  it("courier tracking: blocker messages in order and the receipt label", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const fo = await user(f, 5);
    await setCase(f, c.id, { nextWorkflowActivity: "COURIER_TRACKING" });
    const get = async () => (await f.call("petition/details", { id: c.id }, fo.token)).body.result.data;
    expect((await get()).courierTrackingBlocker).toBe("The petitioner's signature has not been requested");
    await setCase(f, c.id, { petitionerSignRequested: true });
    expect((await get()).courierTrackingBlocker).toBe("An attorney must be assigned first");
    await setCase(f, c.id, { completedActivities: ["CREATE_PETITION", "ASSIGN_ATTORNEY"] });
    expect((await get()).courierTrackingBlocker).toBe("Upload the scanned copy of the filed forms first");
    const db = await getDb();
    await db.insert(petitionDocuments).values({
      tenantId: f.tenant.id,
      petitionId: c.id,
      category: "scanned_copy",
      docType: "filed_packet",
      fileKey: `test/${uid()}.pdf`,
      fileName: "packet.pdf",
      mimetype: "application/pdf",
      sizeBytes: 10,
    });
    expect(await get()).toMatchObject({ courierTrackingBlocker: null, scannedCopies: 1 });
    await setCase(f, c.id, { nextWorkflowActivity: "UPDATE_USCIS_RECEIPT_NUMBER" });
    expect((await get()).trackingActionLabel).toBe("Update Receipt Number");
    const att = await user(f, 6);
    expect((await f.call("petition/details", { id: c.id }, att.token)).body.result.data.courierTrackingBlocker).toBe("Your role cannot update tracking for this step");
  });

  it("visibility: branch manager (4) their branch, petitioner (50) their company, beneficiary (51) cases naming them", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const otherBranch = await createBranch(f.tenant.id, "North");
    const otherCo = await createCompany(f.tenant.id, { branchId: otherBranch.id });
    const otherWorker = await createBeneficiary(f.tenant.id, { companyId: otherCo.id });
    const c2 = await f.create({ petitionerId: otherCo.id, beneficiaryIds: [otherWorker.id] });

    const bm = await user(f, 4, { branchId: f.branch.id });
    expectStatus(await f.call("petition/details", { id: c.id }, bm.token), 200);
    expectStatus(await f.call("petition/details", { id: c2.id }, bm.token), 404, "NOT_FOUND");
    const bmNoBranch = await user(f, 4);
    expectStatus(await f.call("petition/details", { id: c.id }, bmNoBranch.token), 404, "NOT_FOUND");

    const pet = await user(f, 50, { companyId: f.company.id });
    expectStatus(await f.call("petition/details", { id: c.id }, pet.token), 200);
    expectStatus(await f.call("petition/details", { id: c2.id }, pet.token), 404, "NOT_FOUND");

    const ben = await user(f, 51);
    await (await getDb()).update(beneficiaries).set({ userId: ben.user.id }).where(eq(beneficiaries.id, f.worker.id));
    const seen = await f.call("petition/details", { id: c.id }, ben.token);
    expectStatus(seen, 200);
    expect(seen.body.result.data.editable).toBe(false);
    expectStatus(await f.call("petition/details", { id: c2.id }, ben.token), 404, "NOT_FOUND");
    const stranger = await user(f, 51);
    expectStatus(await f.call("petition/details", { id: c.id }, stranger.token), 404, "NOT_FOUND");
  });

  it("the details statement is prepared once per shape of reach, and filled with each caller's own firm, branch, company and login", async () => {
    // The first caller of each shape builds the statement; the second must not see through the first's values.
    const a = await caseFirm();
    const b = await caseFirm();
    const ca = await a.create();
    const cb = await b.create();
    expectStatus(await a.call("petition/details", { id: ca.id }), 200);
    expectStatus(await b.call("petition/details", { id: cb.id }), 200);
    expectStatus(await b.call("petition/details", { id: ca.id }), 404, "NOT_FOUND");

    const northBranch = await createBranch(a.tenant.id, "North");
    const northCo = await createCompany(a.tenant.id, { branchId: northBranch.id });
    const northWorker = await createBeneficiary(a.tenant.id, { companyId: northCo.id });
    const cn = await a.create({ petitionerId: northCo.id, beneficiaryIds: [northWorker.id] });
    for (const [own, others] of [
      [{ branchId: a.branch.id }, { branchId: northBranch.id }],
      [{ branchId: northBranch.id }, { branchId: a.branch.id }],
    ] as const) {
      const bm = await user(a, 4, own);
      expectStatus(await a.call("petition/details", { id: own.branchId === northBranch.id ? cn.id : ca.id }, bm.token), 200);
      expectStatus(await a.call("petition/details", { id: others.branchId === northBranch.id ? cn.id : ca.id }, bm.token), 404, "NOT_FOUND");
    }
    const petA = await user(a, 50, { companyId: a.company.id });
    const petN = await user(a, 50, { companyId: northCo.id });
    expectStatus(await a.call("petition/details", { id: ca.id }, petA.token), 200);
    expectStatus(await a.call("petition/details", { id: cn.id }, petN.token), 200);
    expectStatus(await a.call("petition/details", { id: ca.id }, petN.token), 404, "NOT_FOUND");

    const benA = await user(a, 51);
    const benN = await user(a, 51);
    const db = await getDb();
    await db.update(beneficiaries).set({ userId: benA.user.id }).where(eq(beneficiaries.id, a.worker.id));
    await db.update(beneficiaries).set({ userId: benN.user.id }).where(eq(beneficiaries.id, northWorker.id));
    expectStatus(await a.call("petition/details", { id: ca.id }, benA.token), 200);
    expectStatus(await a.call("petition/details", { id: cn.id }, benN.token), 200);
    expectStatus(await a.call("petition/details", { id: ca.id }, benN.token), 404, "NOT_FOUND");
  });

  it("another firm's case is 404; a bad id is 422; an I-9 user (49) is 403; no session is 401", async () => {
    const f = await caseFirm();
    const c = await f.create();
    const other = await createFirm();
    expectStatus(await callApi("petition/details", { id: c.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404, "NOT_FOUND");
    expectStatus(await f.call("petition/details", { id: "nope" }), 422, "VALIDATION_ERROR");
    expectStatus(await callApi("petition/details", { id: c.id }, { tenant: f.tenant.slug }), 401, "UNAUTHENTICATED");
    const i9 = await user(f, 49);
    expectStatus(await f.call("petition/details", { id: c.id }, i9.token), 403, "FORBIDDEN");
  });
});

describe("deadlines on the case details", () => {
  it("labels an overdue deadline on the caller's today and computes the RFE due date", async () => {
    const f = await caseFirm();
    const c = await f.create({ deadlineDate: "2030-03-15" });
    await setCase(f, c.id, { rfeNoticeDate: "2030-01-02", uscisResponse: "rfe", rfeServedByMail: true });
    const res = await f.call("petition/details", { id: c.id, today: "2030-03-18" });
    expect(res.body.result.data.deadlines).toMatchObject({ deadlineDate: "2030-03-15", deadlineOverdue: "Overdue by 3 day(s)", noticeKind: "RFE", rfeDue: "2030-03-30", rfeOverdue: null });
  });
});
