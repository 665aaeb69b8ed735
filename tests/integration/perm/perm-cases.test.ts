// PERM cases (issue 11 section 2): /api/perm/create, details, link-pwd, save-step, remove-step,
// step-proof-upload, step-proof-file, update-status, file, record-audit, audit-response, record-decision —
// the recruitment record and its filing window (rule 13), filing on a PWD valid that day, the audit with
// its 30-day response, certification with the I-140 deadline; happy path, 422, 403, another firm's 404
// (details refuses a case id that is no uuid; create is refused to roles that do not prepare PERM cases).
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DOL_NUMBER_TAKEN, NOT_A_PERM_CASE, NOT_IN_PREPARATION, PERM_EXISTS, PWD_OF_ANOTHER_CLIENT } from "@/lib/modules/perm/perm";
import { MSG } from "@/lib/shared/validation/messages";
import { createBranch, createCompany, createUser } from "../../factories";
import { createCase, expectField, expectStatus, historyOf, storedKeys, useTempFileStore } from "../documents/helpers";
import { RECORD, world } from "./fixtures";

useTempFileStore();

/** A call of a route that answers a file (the route handler itself, as the browser's download would). */
async function postFile(w: { tenant: { slug: string }; admin: { token: string } }, path: string, body: object, token = w.admin.token): Promise<Response> {
  const host = `${w.tenant.slug}.localhost:3000`;
  const routes: Record<string, () => Promise<{ POST: (req: Request) => Promise<Response> }>> = {
    "perm/step-proof-file": () => import("@/app/api/perm/step-proof-file/route"),
    "perm/generate-pdf": () => import("@/app/api/perm/generate-pdf/route"),
  };
  const { POST } = await routes[path]();
  return POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ today: "2026-06-15", ...body }) }));
}

describe("PERM cases: recruitment → filing → audit → certification", () => {
  it("keeps the recruitment record, computes the window, files on a valid PWD and records the certification with the I-140 deadline", async () => {
    const w = await world();
    const pwd = await w.pwd();
    const c = await w.permCase();
    expect((await w.call("perm/details", { petitionId: c.id })).body.result.data).toBeNull();
    const created = await w.call("perm/create", { petitionId: c.id, pwdId: pwd.id });
    expectStatus(created, 200);
    const perm = created.body.result.data;
    expect(perm).toMatchObject({ statusId: 17, statusName: "Advertisements", professional: true, pwd: { id: pwd.id, pwdNumber: pwd.pwdNumber, validityEnd: "2026-12-31", expired: false }, steps: [] });
    expect(perm.recordProblems).toEqual(["missing_job_order", "missing_sunday_ads", "missing_notice_of_filing", "missing_additional_steps"]);
    expect(perm.actions).toMatchObject({ edit: true, nextStatus: 18, file: false, audit: false, decide: true });
    expect((await w.call("perm/create", { petitionId: c.id })).body.message).toBe(PERM_EXISTS);
    // The PWD lists the PERM cases on it.
    expect((await w.call("pwd/details", { id: pwd.id })).body.result.data.permCases).toEqual([{ petitionId: c.id, caseNumber: c.caseNumber, statusName: "Advertisements", detailsPath: `/app/petition-details/${c.id}` }]);

    for (const step of RECORD) expectStatus(await w.call("perm/save-step", { id: perm.id, ...step }), 200);
    const d = (await w.call("perm/details", { petitionId: c.id })).body.result.data;
    expect(d.recordProblems).toEqual([]);
    expect(d.steps.map((s: { kind: string; startDate: string; endDate: string }) => [s.kind, s.startDate, s.endDate])[0]).toEqual(["job_order", "2026-02-02", "2026-03-03"]);
    expect(d.window).toMatchObject({ earliest: "2026-04-02", latest: "2026-08-01", empty: false });
    expect(d.window.earliestSetByStep).toBe(d.steps[0].id);
    // Every step but the job order (its dates are its documentation) waits for its proof: not fileable today.
    expect(d.canFileToday).toBe(false);
    expect(d.filingGaps).toEqual(d.steps.slice(1).map((s: { id: string }) => ({ code: "proof_missing", stepId: s.id, date: null, missing: null })));

    // A step's own problem is named on the step; changing it clears it.
    const ad = d.steps.find((s: { startDate: string }) => s.startDate === "2026-02-15");
    const moved = await w.call("perm/save-step", { id: perm.id, stepId: ad.id, kind: "sunday_ad", startDate: "02/16/2026", source: "Austin American-Statesman" });
    expect(moved.body.result.data.steps.find((s: { id: string }) => s.id === ad.id).problems).toEqual(["not_a_sunday"]);
    expect(moved.body.result.data.canFileToday).toBe(false);
    expectStatus(await w.call("perm/save-step", { id: perm.id, stepId: ad.id, kind: "sunday_ad", startDate: "02/15/2026", source: "Austin American-Statesman" }), 200);

    // Proof of a step: uploaded, downloaded, replaced (the old file goes).
    expectStatus(await w.upload(ad.id), 200);
    const again = await w.upload(ad.id);
    expect(again.body.result.data.steps.find((s: { id: string }) => s.id === ad.id).proof).toMatchObject({ fileName: "tear-sheet.pdf", mimetype: "application/pdf" });
    expect((await storedKeys(w.tenant.id)).filter((k) => k.includes("/perm/"))).toHaveLength(1);
    const res = await postFile(w, "perm/step-proof-file", { stepId: ad.id });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    // Filing waits for the approved draft; the preparation moves one step at a time.
    expect((await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026" })).status).toBe(409);
    expect((await w.call("perm/update-status", { id: perm.id, statusId: 20 })).status).toBe(409);
    await w.prepareDraft(perm.id);

    // Not filed without the proofs: 422 listing each one, in the reader's language through the catalog.
    const unproved = await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026" });
    expect(unproved.status).toBe(422);
    const fields = unproved.body.result.error!.fields!;
    expect(Object.keys(fields).filter((k) => k.startsWith("gaps."))).toHaveLength(5);
    expect(fields).toMatchObject({
      filedDate: "Sunday newspaper ad (02/08/2026): upload its proof",
      "gaps.0": "Sunday newspaper ad (02/08/2026): upload its proof",
      "gaps.1": "Notice of filing (02/09/2026): upload its proof",
      "gaps.2": "Additional step (02/10/2026): upload its proof",
    });
    expect(unproved.body.result.error!.fieldKeys!["gaps.1"]).toEqual({ key: "permStepUploadProof", params: { p1: "Notice of filing", p2: "02/09/2026" } });
    for (const s of d.steps.slice(1).filter((x: { id: string }) => x.id !== ad.id)) expectStatus(await w.upload(s.id), 200);
    const proved = (await w.call("perm/details", { petitionId: c.id })).body.result.data;
    expect(proved).toMatchObject({ canFileToday: true, filingGaps: [] });

    expectField(
      await w.call("perm/file", { id: perm.id, filedDate: "03/31/2026" }),
      "filedDate",
      "State job order (02/02/2026) ended less than 30 days before the filing: file on 04/02/2026 or later",
    );
    // 180 days after the job order began (Feb 2) is Aug 1: a later day is refused (the PWD is valid to Dec 31).
    const tooOld = await w.call("perm/file", { id: perm.id, filedDate: "08/02/2026", today: "2026-08-02" });
    expect(tooOld.body.result.error!.fields!.filedDate).toBe("State job order (02/02/2026) began more than 180 days before the filing: the last day to file on it was 08/01/2026");
    expectField(await w.call("perm/file", { id: perm.id, filedDate: "06/16/2026" }), "filedDate", "The filed date cannot be in the future");
    expectField(await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026", dolCaseNumber: "P-100-26152-000123" }), "dolCaseNumber");
    const filed = await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026", dolCaseNumber: "g-100-26152-000123" });
    expectStatus(filed, 200);
    expect(filed.body.result.data).toMatchObject({ statusId: 21, filedDate: "2026-06-01", dolCaseNumber: "G-100-26152-000123", actions: { edit: false, nextStatus: null, file: false, audit: true } });
    expect((await w.call("perm/save-step", { id: perm.id, ...RECORD[0] })).body.message).toBe(NOT_IN_PREPARATION);

    // The audit letter: the response is due 30 days after it.
    expectField(await w.call("perm/record-audit", { id: perm.id, auditKind: "audit", noticeDate: "05/31/2026" }), "noticeDate");
    const audited = await w.call("perm/record-audit", { id: perm.id, auditKind: "audit", noticeDate: "06/10/2026" });
    expect(audited.body.result.data).toMatchObject({ statusId: 27, auditKind: "audit", auditDueDate: "2026-07-10", daysLeft: 25, actions: { auditResponse: true } });
    expect((await w.call("perm/audit-response", { id: perm.id, responseDate: "06/14/2026" })).body.result.data).toMatchObject({ statusId: 29, auditResponseDate: "2026-06-14" });

    // Certified on Jun 15 2026: the I-140 by Jun 15 + 180 = Sat Dec 12, moved back to Fri Dec 11.
    const certified = await w.call("perm/record-decision", { id: perm.id, decision: "certified", decisionDate: "06/15/2026" });
    expectStatus(certified, 200);
    expect(certified.body.result.data).toMatchObject({ statusId: 22, statusName: "Case Approved", decision: "certified", i140Deadline: "2026-12-11", daysLeft: 179, actions: { decide: false } });
    expect((await w.call("perm/record-decision", { id: perm.id, decision: "denied", decisionDate: "06/15/2026" })).status).toBe(409);

    // The PERM case as a PDF, in the reader's language.
    const pdf = await postFile(w, "perm/generate-pdf", { petitionId: c.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getTitle()).toBe(`PERM labor certification - Case ${c.caseNumber}`);

    const lines = (await historyOf(w.tenant.id, c.id)).map((l) => l.message);
    expect(lines).toEqual(expect.arrayContaining([`PERM case opened on ${pwd.pwdNumber}`, "PERM application submitted to the DOL on 06/01/2026", "DOL notice of audit of 06/10/2026; response due 07/10/2026", "PERM certified on 06/15/2026"]));
  });

  it("a PERM application is not filed on an expired PWD, nor with a DOL number another case has", async () => {
    const w = await world();
    // Valid to Jun 1 2026 (90 days after Mar 2 is May 31): the window closes on Jun 1.
    const short = await w.pwd("06/01/2026");
    const c = await w.permCase(15);
    const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: short.id })).body.result.data;
    await w.saveRecord(perm.id);
    await w.prepareDraft(perm.id);
    const d = (await w.call("perm/details", { petitionId: c.id })).body.result.data;
    expect(d).toMatchObject({ pwd: { expired: true }, canFileToday: false, window: { latest: "2026-06-01", latestSetBy: "pwd" } });
    const late = await w.call("perm/file", { id: perm.id, filedDate: "06/02/2026" });
    expectField(late, "filedDate", `PWD ${short.pwdNumber} expired on 06/01/2026: a PERM application cannot be filed on an expired PWD`);
    // The PWD changes only in preparation: a valid one lets it be filed.
    const valid = await w.pwd();
    expectStatus(await w.call("perm/link-pwd", { id: perm.id, pwdId: valid.id }), 200);
    expectStatus(await w.call("perm/file", { id: perm.id, filedDate: "06/02/2026", dolCaseNumber: "G-100-26153-000001" }), 200);

    const other = await w.permCase(12);
    const second = (await w.call("perm/create", { petitionId: other.id, pwdId: valid.id })).body.result.data;
    await w.saveRecord(second.id);
    await w.prepareDraft(second.id);
    const dup = await w.call("perm/file", { id: second.id, filedDate: "06/02/2026", dolCaseNumber: "G-100-26153-000001" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(DOL_NUMBER_TAKEN);
    // Without a PWD it cannot be filed at all; a firm may withdraw it at any time.
    expectStatus(await w.call("perm/link-pwd", { id: second.id, pwdId: null }), 200);
    expectField(await w.call("perm/file", { id: second.id, filedDate: "06/02/2026" }), "filedDate", "Link the PWD the application is filed on");
    expect((await w.call("perm/record-decision", { id: second.id, decision: "certified", decisionDate: "06/02/2026" })).status).toBe(409);
    expect((await w.call("perm/record-decision", { id: second.id, decision: "withdrawn", decisionDate: "06/02/2026" })).body.result.data).toMatchObject({ statusId: 31, i140Deadline: null });
  });

  it("refuses bad input: a case of another type, a PWD of another client, a step without its dates", async () => {
    const w = await world();
    const h1b = await createCase(w.tenant.id, { typeId: 1, subTypeId: 3, petitionerId: w.company.id, branchId: w.branch.id }, []);
    expectField(await w.call("perm/create", { petitionId: h1b.id }), "petitionId", NOT_A_PERM_CASE);
    expectField(await w.call("perm/details", { petitionId: "nope" }), "petitionId", MSG.invalid("Case"));
    expectField(await w.call("perm/details", {}), "petitionId");
    const elsewhere = await createCompany(w.tenant.id, { name: "Globex", branchId: w.branch.id });
    const foreign = await w.pwd("12/31/2026", elsewhere.id);
    const c = await w.permCase();
    expectField(await w.call("perm/create", { petitionId: c.id, pwdId: foreign.id }), "pwdId", PWD_OF_ANOTHER_CLIENT);
    const perm = (await w.call("perm/create", { petitionId: c.id, professional: false })).body.result.data;
    expect(perm).toMatchObject({ professional: false, pwd: null });
    expectField(await w.call("perm/save-step", { id: perm.id, kind: "job_order", startDate: "02/02/2026", source: "TWC" }), "endDate");
    expectField(await w.call("perm/save-step", { id: perm.id, kind: "additional", startDate: "02/02/2026", source: "Fair" }), "additionalKind");
    expectField(await w.call("perm/save-step", { id: perm.id, kind: "notice_of_filing", startDate: "02/20/2026", endDate: "02/02/2026", source: "Wall" }), "endDate");
    expectField(await w.call("perm/save-step", { id: perm.id, kind: "radio", startDate: "02/02/2026", source: "x" }), "kind");
    expectField(await w.call("perm/record-audit", { id: perm.id, auditKind: "surprise", noticeDate: "06/01/2026" }), "auditKind");
    expectField(await w.call("perm/update-status", { id: perm.id, statusId: 21 }), "statusId");
    // A non-professional record needs no additional steps; removing a step reopens its problem.
    for (const step of RECORD.slice(0, 4)) await w.call("perm/save-step", { id: perm.id, ...step });
    const d = (await w.call("perm/details", { petitionId: c.id })).body.result.data;
    expect(d.recordProblems).toEqual([]);
    const removed = await w.call("perm/remove-step", { stepId: d.steps[0].id });
    expect(removed.body.result.data.recordProblems).toEqual(["missing_job_order"]);
  });

  it("a client reads its case's PERM record; roles without the permission get 403; another firm 404", async () => {
    const w = await world();
    const c = await w.permCase();
    const perm = (await w.call("perm/create", { petitionId: c.id })).body.result.data;
    const step = (await w.call("perm/save-step", { id: perm.id, ...RECORD[0] })).body.result.data.steps[0];
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.call("perm/details", { petitionId: c.id }, client.token)).body.result.data).toMatchObject({ id: perm.id, actions: { edit: false, nextStatus: null, decide: false } });
    // Opening a PERM record is for the staff who prepare it: not the client, the front office, the subscriber.
    const fresh = await w.permCase();
    for (const roleId of [50, 5, 12]) {
      const { token } = await createUser(w.tenant, roleId, { companyId: roleId === 50 ? w.company.id : null });
      expectStatus(await w.call("perm/create", { petitionId: fresh.id }, token), 403, "FORBIDDEN");
    }
    expect((await w.call("perm/details", { petitionId: fresh.id })).body.result.data).toBeNull();
    expect((await w.call("perm/save-step", { id: perm.id, ...RECORD[1] }, client.token)).status).toBe(403);
    const frontOffice = await createUser(w.tenant, 5);
    expect((await w.call("perm/details", { petitionId: c.id }, frontOffice.token)).status).toBe(200);
    expect((await w.call("perm/update-status", { id: perm.id, statusId: 18 }, frontOffice.token)).status).toBe(403);
    expect((await w.upload(step.id, frontOffice.token)).status).toBe(403);
    for (const role of [51, 12]) expect((await w.call("perm/details", { petitionId: c.id }, (await createUser(w.tenant, role)).token)).status).toBe(403);
    // A branch manager of another branch does not reach the case.
    const manager = await createUser(w.tenant, 4, { branchId: (await createBranch(w.tenant.id, "NY")).id });
    expect((await w.call("perm/details", { petitionId: c.id }, manager.token)).status).toBe(404);
    expect((await w.call("perm/save-step", { id: perm.id, ...RECORD[1] }, manager.token)).status).toBe(404);

    const other = await world();
    for (const [path, body] of [
      ["perm/details", { petitionId: c.id }],
      ["perm/create", { petitionId: c.id }],
      ["perm/link-pwd", { id: perm.id, pwdId: null }],
      ["perm/save-step", { id: perm.id, ...RECORD[1] }],
      ["perm/remove-step", { stepId: step.id }],
      ["perm/update-status", { id: perm.id, statusId: 18 }],
      ["perm/file", { id: perm.id, filedDate: "06/01/2026" }],
      ["perm/record-audit", { id: perm.id, auditKind: "audit", noticeDate: "06/01/2026" }],
      ["perm/audit-response", { id: perm.id, responseDate: "06/01/2026" }],
      ["perm/record-decision", { id: perm.id, decision: "withdrawn", decisionDate: "06/01/2026" }],
    ] as const) {
      expect((await other.call(path, body)).status, path).toBe(404);
    }
    expect((await other.upload(step.id)).status).toBe(404);
    expect((await postFile(other, "perm/step-proof-file", { stepId: step.id })).status).toBe(404);
    expect((await postFile(other, "perm/generate-pdf", { petitionId: c.id })).status).toBe(404);
    expect((await postFile(w, "perm/generate-pdf", { petitionId: (await w.permCase()).id })).status).toBe(404);
    expect((await postFile(w, "perm/generate-pdf", { petitionId: "nope" })).status).toBe(422);
    expect((await postFile(w, "perm/generate-pdf", { petitionId: c.id }, (await createUser(w.tenant, 51)).token)).status).toBe(403);
    expect((await w.call("perm/details", { petitionId: c.id })).body.result.data.steps).toHaveLength(1);
  });
});
