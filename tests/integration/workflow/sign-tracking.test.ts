import { describe, expect, it } from "vitest";
import { TRACKING_BLOCKERS } from "@/lib/modules/workflow/rules";
import { createBeneficiary, createCompany, createUser } from "../../factories";
import { auditActions } from "../companies/fixtures";
import { addScannedCopy, caseAt, doneBefore, expectField, expectStatus, firm, historyOf, mailsTo } from "./helpers";

describe("POST /api/petition/request-for-petitioner-sign", () => {
  it("requests the signature: flag, step completed (status 9), e-mail to the company's active petitioners only", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id);
    const p = await caseAt(tenant.id, "REQUEST_PETITIONER_SIGN", { petitionerId: company.id });
    const signer = await createUser(tenant, 50, { companyId: company.id });
    await createUser(tenant, 50, { companyId: company.id, statusId: 2 });
    await createUser(tenant, 50, { companyId: (await createCompany(tenant.id)).id });
    const paralegal = await createUser(tenant, 8);
    const res = await call("petition/request-for-petitioner-sign", { petitionId: p.id }, paralegal.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ petitionerSignRequested: true, statusId: 9, nextWorkflowActivity: "DOC_SIGNER_LIST", notified: 1 });
    expect(await mailsTo(tenant.id, "workflow.petitioner_sign")).toEqual([signer.email]);
    expect(await mailsTo(tenant.id, "workflow_activity")).not.toContain(signer.email);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.REQUEST_PETITIONER_SIGN"]);

    // a second request is refused; the petitioner confirms the signature
    expectStatus(await call("petition/request-for-petitioner-sign", { petitionId: p.id }, paralegal.token), 409);
    const signed = await call("petition/request-for-petitioner-sign", { petitionId: p.id, signed: true }, signer.token);
    expectStatus(signed, 200);
    expect(signed.body.result.data).toMatchObject({ statusId: 10, nextWorkflowActivity: "SUPERVISOR_FORMS_REVIEW" });
    expect(await historyOf(p.id)).toEqual(["Request petitioner signature completed", "Petitioner signed the forms"]);
  });

  it("403 for roles that are not editors (front office; a petitioner requesting); 409 signing before the request", async () => {
    const { tenant, call } = await firm();
    const company = await createCompany(tenant.id);
    const p = await caseAt(tenant.id, "REQUEST_PETITIONER_SIGN", { petitionerId: company.id });
    const front = await createUser(tenant, 5);
    const signer = await createUser(tenant, 50, { companyId: company.id });
    expectStatus(await call("petition/request-for-petitioner-sign", { petitionId: p.id }, front.token), 403);
    expectStatus(await call("petition/request-for-petitioner-sign", { petitionId: p.id }, signer.token), 403);
    expectStatus(await call("petition/request-for-petitioner-sign", { petitionId: p.id, signed: true }, signer.token), 409);
  });

  it("422 for a bad body, 404 for another firm's case and for a beneficiary not named on it", async () => {
    const { tenant, call } = await firm();
    const p = await caseAt(tenant.id, "REQUEST_PETITIONER_SIGN");
    expectField(await call("petition/request-for-petitioner-sign", {}), "petitionId", "*Case is required");
    expectField(await call("petition/request-for-petitioner-sign", { petitionId: p.id, signed: "yes" }), "signed", "Signed not valid");
    const other = await firm();
    expectStatus(await other.call("petition/request-for-petitioner-sign", { petitionId: p.id }), 404);
    const ben = await createUser(tenant, 51);
    await createBeneficiary(tenant.id, { userId: ben.user.id });
    expectStatus(await call("petition/request-for-petitioner-sign", { petitionId: p.id }, ben.token), 404);
  });
});

/** A case ready for courier tracking: signature requested, attorney assigned, one scanned copy. */
async function readyCase(tenantId: string, next = "COURIER_TRACKING") {
  const p = await caseAt(tenantId, next, { petitionerSignRequested: true });
  await addScannedCopy(tenantId, p.id);
  return p;
}

describe("POST /api/petition/manage-tracking-details", () => {
  it("front office enters the courier tracking, then the receipt number (normalised)", async () => {
    const { tenant, call } = await firm();
    const p = await readyCase(tenant.id);
    const front = await createUser(tenant, 5);
    const res = await call("petition/manage-tracking-details", { petitionId: p.id, carrierId: 1, trackingNumber: "1z 999 aa1" }, front.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({
      carrierId: 1,
      trackingNumber: "1Z999AA1",
      courierTrackingCategory: "UPDATE_TRACKING_NUMBER",
      nextWorkflowActivity: "UPDATE_USCIS_RECEIPT_NUMBER",
    });
    const receipt = await call("petition/manage-tracking-details", { petitionId: p.id, receiptNumber: "eac-21-900-00001", receiptDate: "03/15/2026" }, front.token);
    expectStatus(receipt, 200);
    expect(receipt.body.result.data).toMatchObject({ receiptNumber: "EAC2190000001", receiptDate: "2026-03-15", statusId: 13, nextWorkflowActivity: "UPDATE_USCIS_RESPONSE" });
    expect(await historyOf(p.id)).toEqual(["Courier tracking number 1Z999AA1 entered", "USCIS receipt number EAC2190000001 entered"]);
    expect(await auditActions(tenant.id, p.id)).toEqual(["workflow.COURIER_TRACKING", "workflow.UPDATE_USCIS_RECEIPT_NUMBER"]);
  });

  it("validates (422): empty body 'Unable to update', carrier from master data, tracking and receipt numbers", async () => {
    const { tenant, call } = await firm();
    const p = await readyCase(tenant.id);
    for (const body of [{}, { petitionId: p.id }]) {
      const res = await call("petition/manage-tracking-details", body);
      expectStatus(res, 422);
      expect(res.body.message).toBe("Unable to update");
    }
    expectField(await call("petition/manage-tracking-details", { petitionId: p.id, carrierId: 999, trackingNumber: "X1" }), "carrierId", "Carrier not valid");
    expectField(await call("petition/manage-tracking-details", { petitionId: p.id, carrierId: 1 }), "trackingNumber", "*Tracking Number is required");
    expectField(await call("petition/manage-tracking-details", { petitionId: p.id, carrierId: 1, trackingNumber: "#!" }), "trackingNumber", "Tracking Number not valid");
    const r = await readyCase(tenant.id, "UPDATE_USCIS_RECEIPT_NUMBER");
    expectField(await call("petition/manage-tracking-details", { petitionId: r.id, receiptNumber: "XYZ2190000001" }), "receiptNumber", "Receipt Number not valid");
    expectField(await call("petition/manage-tracking-details", { petitionId: r.id, receiptDate: "03/15/2026" }), "receiptNumber", "*Receipt Number is required");
    expectField(await call("petition/manage-tracking-details", { petitionId: r.id, receiptNumber: "EAC2190000001", receiptDate: "31/31/2026" }), "receiptDate", "Date must be a valid format (MM/DD/YYYY)");
  });

  it("enforces every courier tracking precondition (409), the role one as 403", async () => {
    const { tenant, call } = await firm();
    const body = (id: string) => ({ petitionId: id, carrierId: 2, trackingNumber: "ABC123" });
    const early = await caseAt(tenant.id, "SUBMIT_TO_USCIS", { petitionerSignRequested: true });
    await addScannedCopy(tenant.id, early.id);
    const r1 = await call("petition/manage-tracking-details", body(early.id));
    expectStatus(r1, 409);
    expect(r1.body.message).toBe(TRACKING_BLOCKERS.notSubmitted);
    const unsigned = await caseAt(tenant.id, "COURIER_TRACKING");
    await addScannedCopy(tenant.id, unsigned.id);
    expect((await call("petition/manage-tracking-details", body(unsigned.id))).body.message).toBe(TRACKING_BLOCKERS.signNotRequested);
    const noAttorney = await caseAt(tenant.id, "COURIER_TRACKING", { petitionerSignRequested: true, completedActivities: doneBefore("COURIER_TRACKING").filter((c) => c !== "ASSIGN_ATTORNEY") });
    await addScannedCopy(tenant.id, noAttorney.id);
    expect((await call("petition/manage-tracking-details", body(noAttorney.id))).body.message).toBe(TRACKING_BLOCKERS.noAttorney);
    const noCopy = await caseAt(tenant.id, "COURIER_TRACKING", { petitionerSignRequested: true });
    await addScannedCopy(tenant.id, noCopy.id, true); // a deleted copy does not count
    const r4 = await call("petition/manage-tracking-details", body(noCopy.id));
    expectStatus(r4, 409);
    expect(r4.body.message).toBe(TRACKING_BLOCKERS.noScannedCopy);
    const ready = await readyCase(tenant.id);
    const attorney = await createUser(tenant, 6);
    const r5 = await call("petition/manage-tracking-details", body(ready.id), attorney.token);
    expectStatus(r5, 403);
    expect(r5.body.message).toBe(TRACKING_BLOCKERS.role);
  });

  it("404 for another firm's case", async () => {
    const { tenant } = await firm();
    const p = await readyCase(tenant.id);
    const other = await firm();
    expectStatus(await other.call("petition/manage-tracking-details", { petitionId: p.id, carrierId: 1, trackingNumber: "A1" }), 404, "NOT_FOUND");
  });
});
