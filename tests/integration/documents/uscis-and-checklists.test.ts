// /api/petition/upload-uscis-docs (scanned copies required, the step must be due, status and codes),
// the document-type catalogue and the per-case-type checklists.
import { describe, expect, it } from "vitest";
import { ACTIVITY_CODES } from "@/lib/modules/workflow/definitions";
import { createUser } from "../../factories";
import { auditActionsOf, caseWorld, expectField, expectStatus, file, historyOf, PDF, petitionRow, useTempFileStore } from "./helpers";
import { RESPONSE_NOT_DUE, SCANNED_COPY_REQUIRED } from "@/lib/modules/documents/uscis-response";
import { MSG } from "@/lib/shared/validation/messages";

useTempFileStore();

/** A case whose next step is UPDATE_USCIS_RESPONSE (every included step before it done). */
const dueCase = () => {
  const upTo = ACTIVITY_CODES.indexOf("UPDATE_USCIS_RESPONSE");
  return caseWorld({
    completedActivities: ACTIVITY_CODES.slice(0, upTo).filter((c) => !["LCA_REQUEST", "LCA_SUBMIT"].includes(c)),
    nextWorkflowActivity: "UPDATE_USCIS_RESPONSE",
    statusId: 13,
    receiptNumber: "EAC2612345678",
  });
};

describe("POST /api/petition/upload-uscis-docs", () => {
  it("needs a scanned copy first, then records the approval: status 22, UPDATE_USCIS_RESPONSE and USCIS_APPROVED done", async () => {
    const w = await dueCase();
    const body = { petitionId: w.petition.id, response: "approved", responseDate: "03/02/2026", file: file(PDF, "i797-approval.pdf") };
    const blocked = await w.upload("petition/upload-uscis-docs", body);
    expectStatus(blocked, 409, "CONFLICT");
    expect(blocked.body.message).toBe(SCANNED_COPY_REQUIRED);

    await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "packet.pdf") });
    const res = await w.upload("petition/upload-uscis-docs", body);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ statusId: 22, uscisResponse: "approved", responseDate: "2026-03-02", rfeNoticeDate: null });
    expect(res.body.result.data.documents[0]).toMatchObject({ category: "uscis_response", docType: "i797", fileName: "i797-approval.pdf" });
    const p = await petitionRow(w.petition.id);
    expect(p.completedActivities).toEqual(expect.arrayContaining(["UPDATE_USCIS_RESPONSE", "USCIS_APPROVED"]));
    expect(p).toMatchObject({ statusId: 22, uscisResponse: "approved", responseDate: "2026-03-02" });
    const history = await historyOf(w.tenant.id, w.petition.id);
    expect(history.map((h) => h.code)).toEqual(expect.arrayContaining(["UPDATE_USCIS_RESPONSE", "USCIS_APPROVED"]));
    expect(await auditActionsOf(w.tenant.id)).toEqual(expect.arrayContaining(["document.uscis_response_upload", "workflow.UPDATE_USCIS_RESPONSE", "workflow.USCIS_APPROVED"]));
    // the beneficiary sees USCIS's answer on the documents tab
    const mine = await w.call("documents/list", { petitionId: w.petition.id }, w.beneficiaryUser.token);
    expect(mine.body.result.data.map((d: { fileName: string }) => d.fileName)).toEqual(["i797-approval.pdf"]);
  });

  it("records an RFE (status 24, notice date, served by mail), then the later decision on the same step", async () => {
    const w = await dueCase();
    await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "packet.pdf") });
    expectField(await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "03/02/2026", file: file(PDF, "rfe.pdf") }), "rfeNoticeDate", MSG.required("RFE Notice Date"));
    const key = (await w.upload("s3/upload", { file: file(PDF, "rfe.pdf"), petitionId: w.petition.id })).body.result.data.key;
    const rfe = await w.call("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "rfe", responseDate: "03/02/2026", rfeNoticeDate: "02/27/2026", rfeServedByMail: true, keys: [key] });
    expectStatus(rfe, 200);
    let p = await petitionRow(w.petition.id);
    expect(p).toMatchObject({ statusId: 24, uscisResponse: "rfe", rfeNoticeDate: "2026-02-27", rfeServedByMail: true });
    expect(p.completedActivities).toContain("USCIS_RECEIVED_RFE");

    const denied = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "denied", responseDate: "2026-06-01", file: file(PDF, "denial.pdf") });
    expectStatus(denied, 200);
    p = await petitionRow(w.petition.id);
    expect(p).toMatchObject({ statusId: 23, uscisResponse: "denied", responseDate: "2026-06-01", rfeNoticeDate: null });
    expect(p.completedActivities).toEqual(expect.arrayContaining(["USCIS_RECEIVED_RFE", "USCIS_DENIED"]));

    const withdrawn = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "withdrawn", responseDate: "2026-06-02", file: file(PDF, "withdrawal.pdf") });
    expectStatus(withdrawn, 200);
    expect((await petitionRow(w.petition.id)).statusId).toBe(31);
  });

  it("is refused before the step is due (409), to a role that is not its editor (403), and for another firm's case (404)", async () => {
    const early = await caseWorld();
    await early.upload("petition/upload-scanned-copy", { petitionId: early.petition.id, file: file(PDF, "packet.pdf") });
    const res = await early.upload("petition/upload-uscis-docs", { petitionId: early.petition.id, response: "approved", responseDate: "03/02/2026", file: file(PDF, "a.pdf") });
    expectStatus(res, 409);
    expect(res.body.message).toBe(RESPONSE_NOT_DUE);

    const w = await dueCase();
    await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "packet.pdf") });
    const body = { petitionId: w.petition.id, response: "approved", responseDate: "03/02/2026", file: file(PDF, "a.pdf") };
    const paralegal = await createUser(w.tenant, 8);
    expectStatus(await w.upload("petition/upload-uscis-docs", body, paralegal.token), 403);
    expectStatus(await w.upload("petition/upload-uscis-docs", body, w.petitioner.token), 403);
    const other = await caseWorld();
    expectStatus(await other.upload("petition/upload-uscis-docs", body), 404);
    expectField(await w.upload("petition/upload-uscis-docs", { ...body, response: "maybe" }), "response");
    // No decision by default: a missing or empty choice is required, never taken as "approved".
    const noDecision = { petitionId: body.petitionId, responseDate: body.responseDate, file: file(PDF, "a.pdf") };
    expectField(await w.upload("petition/upload-uscis-docs", noDecision), "response", MSG.required("Response"));
    expectField(await w.upload("petition/upload-uscis-docs", { ...body, response: "" }), "response", MSG.required("Response"));
    expectField(await w.upload("petition/upload-uscis-docs", { ...body, responseDate: "31/31/2026" }), "responseDate", MSG.date);
    const frontOffice = await createUser(w.tenant, 5);
    expectStatus(await w.upload("petition/upload-uscis-docs", body, frontOffice.token), 200);
  });
});

describe("document types and checklists", () => {
  it("lists the catalogue and filters it", async () => {
    const w = await caseWorld();
    const all = await w.call("documents/types", {}, w.beneficiaryUser.token);
    expectStatus(all, 200);
    expect(all.body.result.data.length).toBeGreaterThanOrEqual(60);
    const found = await w.call("documents/types", { search: "marriage" });
    expect(found.body.result.data).toEqual([{ key: "marriageCertificate", label: "Marriage certificate", group: "family" }]);
    expectField(await w.call("documents/types", { search: "x".repeat(101) }), "search");
  });

  it("gives the H-1B and Green Card defaults until the firm saves its own list (roles 1, 2, 3)", async () => {
    const w = await caseWorld();
    const h1b = await w.call("documents/checklist", { typeId: 1 }, w.beneficiaryUser.token);
    expectStatus(h1b, 200);
    expect(h1b.body.result.data).toMatchObject({ typeId: 1, subTypeId: null, isDefault: true });
    expect(h1b.body.result.data.docTypes).toEqual(expect.arrayContaining([{ key: "passport", label: "Passport (all pages with stamps)" }]));
    const gc = await w.call("documents/checklist", { typeId: 3 });
    expect(gc.body.result.data.docTypes.map((d: { key: string }) => d.key)).toContain("birthCertificate");

    const saved = await w.call("documents/update-checklist", { typeId: 1, docTypes: ["passport", "resume", "lcaCertified"] });
    expectStatus(saved, 200);
    const after = await w.call("documents/checklist", { typeId: 1 });
    expect(after.body.result.data).toMatchObject({ isDefault: false, docTypes: [{ key: "passport" }, { key: "resume" }, { key: "lcaCertified" }] });
    await w.call("documents/update-checklist", { typeId: 1, docTypes: ["w2"] });
    expect((await w.call("documents/checklist", { typeId: 1 })).body.result.data.docTypes).toEqual([{ key: "w2", label: "Form W-2" }]);
    expect(await auditActionsOf(w.tenant.id)).toContain("document_checklist.update");

    const settings = await createUser(w.tenant, 2);
    expectStatus(await w.call("documents/update-checklist", { typeId: 3, docTypes: ["passport"] }, settings.token), 200);

    // another firm still gets the defaults
    const other = await caseWorld();
    expect((await other.call("documents/checklist", { typeId: 1 })).body.result.data.isDefault).toBe(true);
  });

  it("validates the checklist (422) and is for roles 1, 2 and 3 (403)", async () => {
    const w = await caseWorld();
    expectField(await w.call("documents/update-checklist", { typeId: 1, docTypes: ["notAType"] }), "docTypes.0", MSG.invalid("Document Type"));
    expectField(await w.call("documents/update-checklist", { typeId: 1, docTypes: ["w2", "w2"] }), "docTypes");
    expectField(await w.call("documents/update-checklist", { typeId: 999999, docTypes: ["w2"] }), "typeId");
    expectField(await w.call("documents/checklist", {}), "typeId");
    for (const role of [4, 5, 8]) {
      const u = await createUser(w.tenant, role);
      expectStatus(await w.call("documents/update-checklist", { typeId: 1, docTypes: ["w2"] }, u.token), 403);
    }
    expectStatus(await w.call("documents/update-checklist", { typeId: 1, docTypes: ["w2"] }, w.petitioner.token), 403);
  });
});
