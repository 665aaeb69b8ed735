// RFE cases (issue 11 section 1): recording an RFE or NOID on a petition opens an RFE case with the due
// date of rule 18; the response is prepared, approved, signed, filed and received (statuses 32, 33, 9, 10,
// 25, 26, mirrored on the petition); USCIS's decision closes it; a further notice opens the next one.
// /api/rfe-petition/* and /api/petition/req-rfe-response-docs-approval: happy path, 422, 403, other firm 404
// (details, activity-list, upload-scanned-copy, manage-tracking-details, request-for-petitioner-sign and the
// approval request also refuse bad ids and roles outside case management or the step, changing nothing).
import { describe, expect, it } from "vitest";
import { NO_RESPONSE_DOCS } from "@/lib/modules/cases/rfe/service";
import { RESPONSE_APPROVED } from "@/lib/modules/documents/rfe-documents";
import { MSG } from "@/lib/shared/validation/messages";
import { createCompany, createUser } from "../../factories";
import { awaitingUscisResponse, caseWorld, expectField, expectStatus, file, PDF, petitionRow, TEXT, useTempFileStore } from "../documents/helpers";

useTempFileStore();

const TODAY = "2026-03-20";

/** A case whose next step is USCIS's response, with the scanned copy of the filed packet. */
async function filedCase() {
  return awaitingUscisResponse();
}

type World = Awaited<ReturnType<typeof filedCase>>;

async function recordNotice(w: World, response: "rfe" | "noid", date: string, mailed = false) {
  const res = await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response, responseDate: date, rfeNoticeDate: date, rfeServedByMail: String(mailed), file: file(PDF, `${response}.pdf`) });
  expectStatus(res, 200);
}

async function openRfeOf(w: World) {
  const list = await w.call("rfe-petition/list", { page: 1, perpage: 10, today: TODAY, filter: { matcher: { open: true } } });
  expectStatus(list, 200);
  return list.body.result.data.find((r: { petitionId: string }) => r.petitionId === w.petition.id);
}

const details = async (w: World, id: string, token?: string) => (await w.call("rfe-petition/details", { id, today: TODAY }, token)).body.result.data;

describe("RFE cases: the response from notice to decision", () => {
  it("opens with the notice, is prepared, approved, signed, filed and received, and closes with the decision", async () => {
    const w = await filedCase();
    await recordNotice(w, "rfe", "01/20/2026", true);
    const row = await openRfeOf(w);
    // Rule 18: 84 days after the notice, +3 when served by mail.
    expect(row).toMatchObject({ kind: "RFE", noticeDate: "2026-01-20", dueDate: "2026-04-17", daysLeft: 28, overdueLabel: null, statusId: 24, number: `${w.petition.caseNumber}-R1`, nextWorkflowActivity: "RFE_ASSIGN_ATTORNEY" });
    const id = row.id as string;

    const attorney = await createUser(w.tenant, 6);
    const paralegal = await createUser(w.tenant, 8);
    // Assigning: the attorney completes the step; the paralegal joins the team.
    expectStatus(await w.call("rfe-petition/assign-a-role", { id, roleId: 6, userId: attorney.user.id }), 200);
    const assigned = await w.call("rfe-petition/assign-a-role", { id, roleId: 8, userId: paralegal.user.id });
    expectStatus(assigned, 200);
    expect(assigned.body.result.data).toMatchObject({ attorneyUserId: attorney.user.id, paralegalUserId: paralegal.user.id, nextWorkflowActivity: "RFE_RESPONSE_DOCS_PREPARED" });

    // No response document yet: the approval cannot be asked for.
    const early = await w.call("petition/req-rfe-response-docs-approval", { rfeCaseId: id }, paralegal.token);
    expectStatus(early, 409, "CONFLICT");
    expect(early.body.message).toBe(NO_RESPONSE_DOCS);
    const docs = await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: id, file: file(PDF, "response-brief.pdf") }, paralegal.token);
    expectStatus(docs, 200);
    expect(docs.body.result.data[0]).toMatchObject({ category: "rfe_response", fileName: "response-brief.pdf" });
    const listed = await w.call("documents/list", { petitionId: w.petition.id, rfeCaseId: id });
    expect(listed.body.result.data.map((d: { fileName: string }) => d.fileName)).toEqual(["response-brief.pdf"]);

    const asked = await w.call("petition/req-rfe-response-docs-approval", { rfeCaseId: id }, paralegal.token);
    expectStatus(asked, 200);
    expect(asked.body.result.data).toMatchObject({ statusId: 32, nextWorkflowActivity: "RFE_RESPONSE_DOCS_APPROVED" });
    expect((await petitionRow(w.petition.id)).statusId).toBe(32);

    // The paralegal may not approve; the attorney sends it back (a reason is required), then approves.
    expectStatus(await w.call("rfe-petition/manage-approval-process", { id, approve: true }, paralegal.token), 403);
    expectField(await w.call("rfe-petition/manage-approval-process", { id, approve: false }, attorney.token), "reason", MSG.required("Reason"));
    const back = await w.call("rfe-petition/manage-approval-process", { id, approve: false, reason: "Add the expert letter" }, attorney.token);
    expectStatus(back, 200);
    expect(back.body.result.data).toMatchObject({ statusId: 24, nextWorkflowActivity: "RFE_RESPONSE_DOCS_PREPARED" });
    await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: id, file: file(PDF, "expert-letter.pdf") }, paralegal.token);
    expectStatus(await w.call("petition/req-rfe-response-docs-approval", { rfeCaseId: id }, paralegal.token), 200);
    const approved = await w.call("rfe-petition/manage-approval-process", { id, approve: true }, attorney.token);
    expectStatus(approved, 200);
    expect(approved.body.result.data).toMatchObject({ statusId: 33, nextWorkflowActivity: "RFE_REQUEST_PETITIONER_SIGN" });
    const late = await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: id, file: file(PDF, "late.pdf") }, paralegal.token);
    expectStatus(late, 409);
    expect(late.body.message).toBe(RESPONSE_APPROVED);

    // The petitioner signs.
    expectStatus(await w.call("rfe-petition/request-for-petitioner-sign", { id, signed: true }, w.petitioner.token), 409);
    expect((await w.call("rfe-petition/request-for-petitioner-sign", { id }, attorney.token)).body.result.data).toMatchObject({ statusId: 9, petitionerSignRequested: true });
    expectStatus(await w.call("rfe-petition/request-for-petitioner-sign", { id, signed: true }, paralegal.token), 403);
    expect((await w.call("rfe-petition/request-for-petitioner-sign", { id, signed: true }, w.petitioner.token)).body.result.data).toMatchObject({ statusId: 10, nextWorkflowActivity: "RFE_RESPONSE_FILED" });

    // Filed: the day (not before the notice, not in the future), the courier and tracking number.
    expectField(await w.call("rfe-petition/manage-tracking-details", { id, filedDate: "01/10/2026", today: TODAY }, paralegal.token), "filedDate");
    expectField(await w.call("rfe-petition/manage-tracking-details", { id, filedDate: "03/25/2026", today: TODAY }, paralegal.token), "filedDate");
    expectField(await w.call("rfe-petition/manage-tracking-details", { id, filedDate: "03/10/2026", trackingNumber: "1Z 999", today: TODAY }, paralegal.token), "carrierId", MSG.required("Carrier"));
    const filed = await w.call("rfe-petition/manage-tracking-details", { id, filedDate: "03/10/2026", carrierId: 1, trackingNumber: "1z 999 aa1", today: TODAY }, paralegal.token);
    expectStatus(filed, 200);
    expect(filed.body.result.data).toMatchObject({ statusId: 25, filedDate: "2026-03-10", trackingNumber: "1Z999AA1", daysLeft: null, nextWorkflowActivity: "RFE_RESPONSE_RECEIVED" });
    const scanned = await w.upload("rfe-petition/upload-scanned-copy", { rfeCaseId: id, file: file(PDF, "filed-response.pdf") }, paralegal.token);
    expectStatus(scanned, 200);
    expect(scanned.body.result.data[0]).toMatchObject({ category: "rfe_scanned_copy", fileName: "filed-response.pdf" });

    // Received by USCIS (the petition's call, which restarts the premium clock) moves the RFE case too.
    expectStatus(await w.upload("petition/upload-rfe-response-docs", { petitionId: w.petition.id, receivedDate: "03/12/2026", file: file(PDF, "receipt.pdf") }), 200);
    expect(await details(w, id)).toMatchObject({ statusId: 26, receivedDate: "2026-03-12", nextWorkflowActivity: "RFE_DECISION", documentCounts: { response: 2, scanned: 1 } });

    // The decision closes it.
    await w.upload("petition/upload-uscis-docs", { petitionId: w.petition.id, response: "approved", responseDate: "04/01/2026", file: file(PDF, "approval.pdf") });
    const closed = await details(w, id);
    expect(closed).toMatchObject({ statusId: 22, outcome: "approved", outcomeDate: "2026-04-01", closed: true, nextWorkflowActivity: null });
    expect(closed.workflow.every((s: { canAct: boolean }) => !s.canAct)).toBe(true);
    expectStatus(await w.call("rfe-petition/manage-rfe-notice", { id, servedByMail: false }), 409);

    const history = await w.call("rfe-petition/activity-list", { id });
    expectStatus(history, 200);
    expect(history.body.result.pagination).toMatchObject({ page: 1, perpage: 25 });
    const lines = history.body.result.data.map((h: { message: string }) => h.message);
    expect(lines[0]).toBe("RFE case closed: Approved on 04/01/2026");
    expect(lines).toContain("Response returned for changes: Add the expert letter");
    expect(lines).toContain("Response filed with USCIS on 03/10/2026");
    expect(lines).toContain("USCIS received the response on 03/12/2026");
    expect(lines.at(-1)).toBe(`RFE ${w.petition.caseNumber}-R1 opened; response due 04/17/2026`);
  });

  it("a NOID is due in 30 days; a further notice closes the open RFE case and opens the next one; the list filters and sorts", async () => {
    const w = await filedCase();
    await recordNotice(w, "noid", "01/20/2026");
    const first = await openRfeOf(w);
    expect(first).toMatchObject({ kind: "NOID", dueDate: "2026-02-19", statusId: 30, overdueLabel: "Overdue by 29 day(s)" });
    expect((await petitionRow(w.petition.id)).statusId).toBe(30);

    await recordNotice(w, "rfe", "03/01/2026");
    const second = await openRfeOf(w);
    expect(second).toMatchObject({ kind: "RFE", number: `${w.petition.caseNumber}-R2`, dueDate: "2026-05-24" });
    expect(await details(w, first.id)).toMatchObject({ closed: true, outcome: "rfe" });

    const all = await w.call("rfe-petition/list", { page: 1, perpage: 10, today: TODAY });
    expect(all.body.result.data.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
    expect(all.body.result.pagination?.total).toBe(2);
    const desc = await w.call("rfe-petition/list", { page: 1, perpage: 10, sortBy: "dueDate", sortOrder: "desc", today: TODAY });
    expect(desc.body.result.data.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    const noids = await w.call("rfe-petition/list", { page: 1, perpage: 10, today: TODAY, filter: { matcher: { kind: "NOID" } } });
    expect(noids.body.result.data.map((r: { id: string }) => r.id)).toEqual([first.id]);
    const overdue = await w.call("rfe-petition/list", { page: 1, perpage: 10, today: "2026-06-01", filter: { matcher: { overdue: true } } });
    expect(overdue.body.result.data.map((r: { id: string }) => r.id)).toEqual([second.id]);
    // A response USCIS received (even one never marked filed) is no longer owed.
    expectStatus(await w.upload("petition/upload-rfe-response-docs", { petitionId: w.petition.id, receivedDate: "03/20/2026", file: file(PDF, "receipt.pdf") }), 200);
    const afterReceipt = await w.call("rfe-petition/list", { page: 1, perpage: 10, today: "2026-06-01", filter: { matcher: { overdue: true } } });
    expect(afterReceipt.body.result.data).toEqual([]);
    expect(await details(w, second.id)).toMatchObject({ statusId: 26, receivedDate: "2026-03-20", overdueLabel: null, nextWorkflowActivity: "RFE_DECISION" });
    const search = await w.call("rfe-petition/list", { page: 1, perpage: 10, search: w.petition.caseNumber, today: TODAY });
    expect(search.body.result.pagination?.total).toBe(2);
    expectField(await w.call("rfe-petition/list", { filter: { matcher: { kind: "XYZ" } } }), "filter.matcher.kind");
    expectField(await w.call("rfe-petition/list", { sortBy: "nope" }), "sortBy");
  });

  it("manage-rfe-notice recomputes the due date, keeps the petition's notice and tracks the issues; 422, 403, other firm 404", async () => {
    const w = await filedCase();
    await recordNotice(w, "rfe", "01/20/2026");
    const { id } = await openRfeOf(w);
    const saved = await w.call("rfe-petition/manage-rfe-notice", {
      id,
      servedByMail: true,
      issues: [{ text: "Specialty occupation: degree requirement" }, { text: "Employer-employee relationship", resolved: true }],
      today: TODAY,
    });
    expectStatus(saved, 200);
    const d = saved.body.result.data;
    expect(d).toMatchObject({ dueDate: "2026-04-17", servedByMail: true });
    expect(d.issues).toHaveLength(2);
    expect(d.issues[0]).toMatchObject({ text: "Specialty occupation: degree requirement", resolved: false });
    expect(d.issues[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await petitionRow(w.petition.id)).toMatchObject({ rfeServedByMail: true, rfeNoticeDate: "2026-01-20", uscisResponse: "rfe" });
    // Keeping an issue by its id, resolving it.
    const resolved = await w.call("rfe-petition/manage-rfe-notice", { id, issues: [{ ...d.issues[0], resolved: true }] });
    expect(resolved.body.result.data.issues).toEqual([{ ...d.issues[0], resolved: true }]);
    const noid = await w.call("rfe-petition/manage-rfe-notice", { id, kind: "NOID", servedByMail: false });
    expect(noid.body.result.data).toMatchObject({ kind: "NOID", statusId: 30, dueDate: "2026-02-19" });
    expect((await petitionRow(w.petition.id)).uscisResponse).toBe("noid");

    expectStatus(await w.call("rfe-petition/manage-rfe-notice", { id }), 422, "VALIDATION_ERROR");
    expectField(await w.call("rfe-petition/manage-rfe-notice", { id, noticeDate: "02/30/2026" }), "noticeDate");
    expectField(await w.call("rfe-petition/manage-rfe-notice", { id, issues: [{ text: "" }] }), "issues.0.text");
    expectField(await w.call("rfe-petition/manage-rfe-notice", { id: "nope", servedByMail: true }), "id");
    expectStatus(await w.call("rfe-petition/manage-rfe-notice", { id, servedByMail: true }, w.petitioner.token), 403);
    const other = await caseWorld();
    for (const [path, body] of [
      ["rfe-petition/manage-rfe-notice", { id, servedByMail: true }],
      ["rfe-petition/details", { id }],
      ["rfe-petition/activity-list", { id }],
      ["rfe-petition/assign-a-role", { id, roleId: 6, userId: other.admin.user.id }],
      ["rfe-petition/manage-approval-process", { id, approve: true }],
      ["rfe-petition/request-for-petitioner-sign", { id }],
      ["rfe-petition/manage-tracking-details", { id, filedDate: "03/01/2026" }],
      ["petition/req-rfe-response-docs-approval", { rfeCaseId: id }],
    ] as const) {
      expectStatus(await other.call(path, body), 404);
    }
    expectStatus(await other.upload("rfe-petition/upload-response-docs", { rfeCaseId: id, file: file(PDF, "x.pdf") }), 404);
    expectStatus(await other.upload("rfe-petition/upload-scanned-copy", { rfeCaseId: id, file: file(PDF, "x.pdf") }), 404);
    expect((await other.call("rfe-petition/list", { today: TODAY })).body.result.pagination?.total).toBe(0);
  });

  it("is seen by exactly those who see the petition; roles outside the steps get 403", async () => {
    const w = await filedCase();
    await recordNotice(w, "rfe", "01/20/2026");
    const { id } = await openRfeOf(w);
    // The petitioner of the case's company reads it; one of another company does not (404, not listed).
    expectStatus(await w.call("rfe-petition/details", { id }, w.petitioner.token), 200);
    const otherCompany = await createCompany(w.tenant.id);
    const stranger = await createUser(w.tenant, 50, { companyId: otherCompany.id });
    expectStatus(await w.call("rfe-petition/details", { id }, stranger.token), 404);
    expect((await w.call("rfe-petition/list", {}, stranger.token)).body.result.pagination?.total).toBe(0);
    // A subscriber (12) reads no cases at all.
    const subscriber = await createUser(w.tenant, 12);
    expectStatus(await w.call("rfe-petition/list", {}, subscriber.token), 403);
    // Assigning needs an editor of the step (admins, branch managers, supervisors) and an active member of that role.
    const paralegal = await createUser(w.tenant, 8);
    expectStatus(await w.call("rfe-petition/assign-a-role", { id, roleId: 6, userId: paralegal.user.id }, paralegal.token), 403);
    expectField(await w.call("rfe-petition/assign-a-role", { id, roleId: 6, userId: paralegal.user.id }), "userId");
    expectField(await w.call("rfe-petition/assign-a-role", { id, roleId: 3, userId: paralegal.user.id }), "roleId");
    // Uploading the response needs a preparer of it; the beneficiary has no document rights here.
    expectStatus(await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: id, file: file(PDF, "x.pdf") }, w.beneficiaryUser.token), 403);
    const frontOffice = await createUser(w.tenant, 5);
    expectStatus(await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: id, file: file(PDF, "x.pdf") }, frontOffice.token), 403);
    expectField(await w.upload("rfe-petition/upload-response-docs", { rfeCaseId: id }), "file");
    // Steps out of order: 409.
    expectStatus(await w.call("rfe-petition/manage-tracking-details", { id, filedDate: "03/01/2026", today: TODAY }), 409);
    expectStatus(await w.call("rfe-petition/manage-approval-process", { id }), 422);
  });

  it("details, activity-list, the scanned copy, filing, signature and the approval request: 422 on bad input, 403 for roles without the right, nothing changed", async () => {
    const w = await filedCase();
    await recordNotice(w, "rfe", "01/20/2026");
    const { id } = await openRfeOf(w);
    const filing = { id, filedDate: "03/10/2026", carrierId: 1, trackingNumber: "1Z999AA1", today: TODAY };
    const scan = () => ({ rfeCaseId: id, file: file(PDF, "filed-response.pdf") });

    // 422: the RFE case by its uuid, the history's page size, the upload's file, the signature flag.
    expectField(await w.call("rfe-petition/details", { id: "nope" }), "id", MSG.invalid("RFE Case"));
    expectField(await w.call("rfe-petition/details", {}), "id");
    expectField(await w.call("rfe-petition/activity-list", { id: "nope" }), "id", MSG.invalid("RFE Case"));
    expectField(await w.call("rfe-petition/activity-list", { id, perpage: 101 }), "perpage", MSG.max(100));
    expectField(await w.upload("rfe-petition/upload-scanned-copy", { ...scan(), rfeCaseId: "nope" }), "rfeCaseId", MSG.invalid("RFE Case"));
    expectField(await w.upload("rfe-petition/upload-scanned-copy", { rfeCaseId: id, file: file(TEXT, "scan.png", "image/png") }), "file");
    expectField(await w.call("rfe-petition/request-for-petitioner-sign", { id: "nope" }), "id", MSG.invalid("RFE Case"));
    expectField(await w.call("rfe-petition/request-for-petitioner-sign", { id, signed: "maybe" }), "signed", MSG.invalid("Signed"));
    expectField(await w.call("petition/req-rfe-response-docs-approval", { rfeCaseId: "nope" }), "rfeCaseId", MSG.invalid("RFE Case"));
    expectField(await w.call("petition/req-rfe-response-docs-approval", {}), "rfeCaseId");

    // 403: the subscriber (12) and the I-9 user (49) work outside case management.
    for (const roleId of [12, 49]) {
      const { token } = await createUser(w.tenant, roleId);
      expectStatus(await w.call("rfe-petition/details", { id }, token), 403, "FORBIDDEN");
      expectStatus(await w.call("rfe-petition/activity-list", { id }, token), 403, "FORBIDDEN");
      expectStatus(await w.call("rfe-petition/manage-tracking-details", filing, token), 403, "FORBIDDEN");
      expectStatus(await w.upload("rfe-petition/upload-scanned-copy", scan(), token), 403, "FORBIDDEN");
    }
    // The petitioner reads the case but manages no documents; the attorney is no editor of "Response filed with USCIS".
    expectStatus(await w.upload("rfe-petition/upload-scanned-copy", scan(), w.petitioner.token), 403, "FORBIDDEN");
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("rfe-petition/details", { id }, attorney.token), 200);
    expectStatus(await w.upload("rfe-petition/upload-scanned-copy", scan(), attorney.token), 403, "FORBIDDEN");
    expectStatus(await w.call("rfe-petition/manage-tracking-details", filing, attorney.token), 403, "FORBIDDEN");
    expectStatus(await w.call("rfe-petition/manage-tracking-details", filing, w.petitioner.token), 403, "FORBIDDEN");

    expect(await details(w, id)).toMatchObject({ statusId: 24, filedDate: null, trackingNumber: null, petitionerSignRequested: false, nextWorkflowActivity: "RFE_ASSIGN_ATTORNEY", documentCounts: { response: 0, scanned: 0 } });
  });
});
