// The PERM case's forms and letters and the draft's review (issue 11: /perm/upload-forms-and-letters,
// /perm/confirm-review-completed): the ETA-9089 draft's upload marks the draft created (18 → 19), the
// attorney's review approves it (19 → 20), a new draft after approval needs the review again; versions
// per kind; nothing changes once filed. Happy path, 422, 403, another firm's 404.
import { describe, expect, it } from "vitest";
import { DRAFT_BY_REVIEW, DRAFT_BY_UPLOAD, NO_DRAFT, NOT_IN_PREPARATION } from "@/lib/modules/perm/perm";
import { MSG } from "@/lib/shared/validation/messages";
import { createUser } from "../../factories";
import { expectField, expectStatus, historyOf, useTempFileStore } from "../documents/helpers";
import { world } from "./fixtures";

useTempFileStore();

async function openPerm(w: Awaited<ReturnType<typeof world>>) {
  const c = await w.permCase();
  const perm = (await w.call("perm/create", { petitionId: c.id, pwdId: (await w.pwd()).id })).body.result.data as { id: string };
  return { c, perm };
}

describe("PERM forms and letters, and the draft's review", () => {
  it("the draft's upload marks it created, the attorney's review approves it, a new draft sends it back; versions per kind", async () => {
    const w = await world();
    const { c, perm } = await openPerm(w);
    const details = async () => (await w.call("perm/details", { petitionId: c.id })).body.result.data;
    // The status moves by hand only to "questionnaire finalized"; the draft's steps have their own calls.
    expect(await details()).toMatchObject({ draftOnFile: false, actions: { nextStatus: 18, uploadForms: true, approveDraft: false } });
    expect((await w.call("perm/update-status", { id: perm.id, statusId: 19 })).body.message).toBe(DRAFT_BY_UPLOAD);
    expectStatus(await w.call("perm/update-status", { id: perm.id, statusId: 18 }), 200);
    expect((await w.call("perm/update-status", { id: perm.id, statusId: 20 })).body.message).toBe(DRAFT_BY_REVIEW);
    const early = await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(NO_DRAFT);

    // A recruitment report changes no status; the draft marks it created.
    const report = await w.uploadForm(perm.id, "recruitmentReport");
    expectStatus(report, 200);
    expect(report.body.result.data).toMatchObject({ category: "perm_forms", docType: "recruitmentReport", version: 1, fileName: "recruitmentReport.pdf" });
    expect((await details()).statusId).toBe(18);
    expectStatus(await w.uploadForm(perm.id), 200);
    expect(await details()).toMatchObject({ statusId: 19, draftOnFile: true, actions: { nextStatus: null, approveDraft: true } });

    // A paralegal prepares but does not approve; the attorney does, after confirming.
    const paralegal = await createUser(w.tenant, 8);
    expect((await w.call("perm/details", { petitionId: c.id }, paralegal.token)).body.result.data.actions.approveDraft).toBe(false);
    expect((await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true }, paralegal.token)).status).toBe(403);
    const attorney = await createUser(w.tenant, 6);
    expectField(await w.call("perm/confirm-review-completed", { id: perm.id }, attorney.token), "confirm", "Confirm that you reviewed the ETA-9089 draft");
    const approved = await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true }, attorney.token);
    expectStatus(approved, 200);
    expect(approved.body.result.data).toMatchObject({ statusId: 20, actions: { approveDraft: false, file: true } });
    expect((await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true }, attorney.token)).status).toBe(409);

    // A changed draft after approval is version 2 and waits for the review again.
    const v2 = await w.uploadForm(perm.id, "eta9089Draft", paralegal.token);
    expectStatus(v2, 200);
    expect(v2.body.result.data).toMatchObject({ docType: "eta9089Draft", version: 2 });
    expect((await details()).statusId).toBe(19);
    const listed = (await w.call("documents/list", { petitionId: c.id, category: "perm_forms" })).body.result.data as { docType: string; version: number; versions: unknown[] }[];
    expect(listed.map((d) => [d.docType, d.version, d.versions.length]).sort()).toEqual([
      ["eta9089Draft", 2, 1],
      ["recruitmentReport", 1, 0],
    ]);
    expect((await historyOf(w.tenant.id, c.id)).map((h) => h.message)).toEqual(
      expect.arrayContaining([
        "PERM form uploaded: ETA-9089 draft version 1 (eta9089Draft.pdf)",
        "PERM form uploaded: ETA-9089 draft version 2 (eta9089Draft.pdf)",
        "PERM: the attorney reviewed the ETA-9089 draft; draft approved",
      ]),
    );
    // The client reads the PERM forms (the employer signs the ETA-9089).
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.call("documents/list", { petitionId: c.id, category: "perm_forms" }, client.token)).body.result.data).toHaveLength(2);

    // Approved again and filed: the forms no longer change.
    expectStatus(await w.call("perm/confirm-review-completed", { id: perm.id, confirm: true }, attorney.token), 200);
    await w.saveRecord(perm.id);
    expectStatus(await w.call("perm/file", { id: perm.id, filedDate: "06/01/2026" }), 200);
    const late = await w.uploadForm(perm.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(NOT_IN_PREPARATION);
  });

  it("422 on an unknown kind or no file; 403 to roles outside the preparation; another firm's record 404", async () => {
    const w = await world();
    const { perm } = await openPerm(w);
    expectField(await w.uploadForm(perm.id, "coverLetter"), "docType", MSG.invalid("Document Type"));
    expectField(await w.call("perm/upload-forms-and-letters", { id: perm.id, docType: "eta9089Draft" }), "file", MSG.required("File"));
    expectField(await w.call("perm/confirm-review-completed", { id: "nope", confirm: true }), "id");
    const frontOffice = await createUser(w.tenant, 5);
    expect((await w.uploadForm(perm.id, "eta9089Draft", frontOffice.token)).status).toBe(403);
    const client = await createUser(w.tenant, 50, { companyId: w.company.id });
    expect((await w.uploadForm(perm.id, "eta9089Draft", client.token)).status).toBe(403);
    const other = await world();
    expect((await other.uploadForm(perm.id)).status).toBe(404);
    expect((await other.call("perm/confirm-review-completed", { id: perm.id, confirm: true })).status).toBe(404);
  });
});
