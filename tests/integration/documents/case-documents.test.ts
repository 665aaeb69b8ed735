// Beneficiary documents (attach, upload, accept/reject), forms and letters with versions, scanned
// copies, and the documents tab list.
import { describe, expect, it, vi } from "vitest";
import { createUser } from "../../factories";
import { auditActionsOf, caseWorld, createCase, expectField, expectStatus, failInsertsOf, file, historyOf, PDF, PNG, storedKeys, TEXT, useTempFileStore } from "./helpers";
import { mailsTo } from "../users/helpers";
import { MSG } from "@/lib/shared/validation/messages";

useTempFileStore();

const uploadKey = async (w: Awaited<ReturnType<typeof caseWorld>>, name = "doc.pdf", token?: string) =>
  (await w.upload("s3/upload", { file: file(PDF, name), petitionId: w.petition.id }, token)).body.result.data.key as string;

describe("POST /api/petition/manage-document-upload", () => {
  it("attaches the caller's uploads as accepted documents of a beneficiary, with audit and history", async () => {
    const w = await caseWorld();
    const keys = [await uploadKey(w, "passport-1.pdf"), await uploadKey(w, "passport-2.pdf")];
    const res = await w.call("petition/manage-document-upload", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys });
    expectStatus(res, 200);
    const docs = res.body.result.data;
    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({ category: "beneficiary_doc", docType: "passport", docTypeLabel: "Passport (all pages with stamps)", status: "accepted", beneficiary: { id: w.beneficiary.id } });
    expect(docs.map((d: { key: string }) => d.key).sort()).toEqual([...keys].sort());
    expect(await auditActionsOf(w.tenant.id)).toContain("document.beneficiary_upload");
    expect((await historyOf(w.tenant.id, w.petition.id)).at(-1)?.message).toMatch(/^Passport \(all pages with stamps\) uploaded for Test Worker/);
    // a key is attached once
    expectStatus(await w.call("petition/manage-document-upload", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys: [keys[0]] }), 404);
  });

  it("validates (422), needs a staff role (403), and hides other firms' cases, other users' uploads and strangers (404)", async () => {
    const w = await caseWorld();
    const key = await uploadKey(w);
    const body = { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "passport", keys: [key] };
    expectField(await w.call("petition/manage-document-upload", { ...body, docType: "notAType" }), "docType", MSG.invalid("Document Type"));
    expectField(await w.call("petition/manage-document-upload", { ...body, keys: [] }), "keys");
    expectStatus(await w.call("petition/manage-document-upload", body, w.petitioner.token), 403, "FORBIDDEN");
    expectStatus(await w.call("petition/manage-document-upload", body, w.beneficiaryUser.token), 403);
    const other = await caseWorld();
    expectStatus(await other.call("petition/manage-document-upload", body), 404, "NOT_FOUND");
    const paralegal = await createUser(w.tenant, 8);
    expectStatus(await w.call("petition/manage-document-upload", body, paralegal.token), 404);
    const stranger = await (await import("../../factories")).createBeneficiary(w.tenant.id);
    expectStatus(await w.call("petition/manage-document-upload", { ...body, beneficiaryId: stranger.id }), 404);
    expectStatus(await w.call("petition/manage-document-upload", body), 200);
  });
});

describe("POST /api/petition/upload-beneficiary-docs", () => {
  it("takes files from the beneficiary (their own record, pending review) and keys from the petitioner", async () => {
    const w = await caseWorld();
    const res = await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "resume", file: [file(PDF, "cv.pdf"), file(PNG, "cv-page2.png")] }, w.beneficiaryUser.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toHaveLength(2);
    expect(res.body.result.data[0]).toMatchObject({ status: "pending", beneficiary: { id: w.beneficiary.id }, docType: "resume" });

    const key = await uploadKey(w, "offer.pdf", w.petitioner.token);
    const byKeys = await w.call("petition/upload-beneficiary-docs", { petitionId: w.petition.id, beneficiaryId: w.beneficiary.id, docType: "offerLetter", keys: [key] }, w.petitioner.token);
    expectStatus(byKeys, 200);
    expect(byKeys.body.result.data[0]).toMatchObject({ status: "pending", fileName: "offer.pdf" });
    expect(await storedKeys(w.tenant.id)).toHaveLength(3);
  });

  it("refuses a fake file (422), nothing sent (422), a beneficiary of another case and another company's petitioner (404)", async () => {
    const w = await caseWorld();
    expectField(await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "resume", file: file(TEXT, "cv.pdf") }, w.beneficiaryUser.token), "file", MSG.upload);
    expectField(await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "resume" }, w.beneficiaryUser.token), "file");
    const other = await caseWorld();
    expectStatus(await w.upload("petition/upload-beneficiary-docs", { petitionId: other.petition.id, docType: "resume", file: file(PDF, "x.pdf") }), 404);
    const stranger = await createUser(w.tenant, 51);
    expectStatus(await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "resume", file: file(PDF, "x.pdf") }, stranger.token), 404);
    const i9 = await createUser(w.tenant, 49);
    expectStatus(await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "resume", file: file(PDF, "x.pdf") }, i9.token), 403);
    expect(await storedKeys(w.tenant.id)).toEqual([]);
  });

  it("removes the written files when the document rows cannot be saved", async () => {
    const w = await caseWorld();
    const restore = await failInsertsOf("petition_documents", "boom-doc.pdf");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await w.upload("petition/upload-beneficiary-docs", {
        petitionId: w.petition.id,
        beneficiaryId: w.beneficiary.id,
        docType: "passport",
        file: [file(PDF, "fine.pdf"), file(PDF, "boom-doc.pdf")],
      });
      expectStatus(res, 500);
    } finally {
      quiet.mockRestore();
      await restore();
    }
    expect(await storedKeys(w.tenant.id)).toEqual([]);
    expect((await historyOf(w.tenant.id, w.petition.id)).length).toBe(0);
  });
});

describe("POST /api/petition/accept-beneficiary-docs", () => {
  it("accepts, or rejects with a reason that reaches the beneficiary by e-mail", async () => {
    const w = await caseWorld();
    const sent = await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "passport", file: file(PDF, "pp.pdf") }, w.beneficiaryUser.token);
    const id = sent.body.result.data[0].id;
    expectField(await w.call("petition/accept-beneficiary-docs", { documentId: id, accept: false }), "reason", MSG.required("Reason"));
    const rejected = await w.call("petition/accept-beneficiary-docs", { documentId: id, accept: false, reason: "The scan is blurred" });
    expectStatus(rejected, 200);
    expect(rejected.body.result.data).toMatchObject({ status: "rejected", rejectReason: "The scan is blurred" });
    const [mail] = await mailsTo(w.beneficiary.email as string);
    expect(mail.textBody).toContain("The scan is blurred");
    const accepted = await w.call("petition/accept-beneficiary-docs", { documentId: id, accept: true });
    expect(accepted.body.result.data).toMatchObject({ status: "accepted", rejectReason: null });
    const actions = await auditActionsOf(w.tenant.id);
    expect(actions).toEqual(expect.arrayContaining(["document.reject", "document.accept"]));
    const history = (await historyOf(w.tenant.id, w.petition.id)).map((h) => h.message);
    expect(history).toContain("Passport (all pages with stamps) rejected (pp.pdf): The scan is blurred");
  });

  it("is for staff (403) and hides another firm's document (404)", async () => {
    const w = await caseWorld();
    const sent = await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "passport", file: file(PDF, "pp.pdf") }, w.beneficiaryUser.token);
    const id = sent.body.result.data[0].id;
    expectStatus(await w.call("petition/accept-beneficiary-docs", { documentId: id, accept: true }, w.petitioner.token), 403);
    const other = await caseWorld();
    expectStatus(await other.call("petition/accept-beneficiary-docs", { documentId: id, accept: true }), 404);
    expectField(await w.call("petition/accept-beneficiary-docs", { documentId: "x", accept: true }), "documentId");
  });
});

describe("forms and letters", () => {
  it("keeps every version in one group, newest first in the list", async () => {
    const w = await caseWorld();
    const first = await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "supportLetter", file: file(PDF, "support-v1.pdf") });
    expectStatus(first, 200);
    expect(first.body.result.data).toMatchObject({ version: 1, category: "forms_letters", docTypeLabel: "Employer support letter" });
    const v2 = await w.upload("petition/update-forms-and-letters-version", { documentId: first.body.result.data.id, file: file(PDF, "support-v2.pdf") });
    expectStatus(v2, 200);
    const key = await uploadKey(w, "support-v3.pdf");
    const v3 = await w.call("petition/update-forms-and-letters-version", { documentId: first.body.result.data.id, key });
    expectStatus(v3, 200);
    expect(v3.body.result.data.version).toBe(3);
    expect(v3.body.result.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const named = await w.call("petition/upload-forms-and-letters", { petitionId: w.petition.id, name: "Cover letter", key: await uploadKey(w, "cover.pdf") });
    expect(named.body.result.data).toMatchObject({ docType: "Cover letter", docTypeLabel: "Cover letter" });

    const list = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    expect(list.body.result.data).toHaveLength(2);
    const support = list.body.result.data.find((d: { docType: string }) => d.docType === "supportLetter");
    expect(support.fileName).toBe("support-v3.pdf");
    expect(support.versions.map((v: { fileName: string }) => v.fileName)).toEqual(["support-v2.pdf", "support-v1.pdf"]);
    expect(await storedKeys(w.tenant.id)).toHaveLength(4);
  });

  it("validates, is for staff and hides other firms", async () => {
    const w = await caseWorld();
    expectField(await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, file: file(PDF, "x.pdf") }), "docType");
    expectStatus(await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "g28", file: file(PDF, "x.pdf") }, w.petitioner.token), 403);
    const other = await caseWorld();
    expectStatus(await other.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "g28", file: file(PDF, "x.pdf") }), 404);
    const doc = (await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "g28", file: file(PDF, "x.pdf") })).body.result.data;
    expectStatus(await other.upload("petition/update-forms-and-letters-version", { documentId: doc.id, file: file(PDF, "y.pdf") }), 404);
    expectField(await w.upload("petition/update-forms-and-letters-version", { documentId: doc.id, file: file(PDF, "y.pdf"), key: "tenants/x/y" }), "key");
  });
});

describe("scanned copies", () => {
  it("uploads, downloads with a signed URL and soft-deletes", async () => {
    const w = await caseWorld();
    const up = await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: [file(PDF, "packet-1.pdf"), file(PDF, "packet-2.pdf")] });
    expectStatus(up, 200);
    const [a] = up.body.result.data;
    const url = await w.call("petition/download-scanned-copy", { documentId: a.id }, w.petitioner.token);
    expectStatus(url, 200);
    expect(url.body.result.data).toMatch(/^\/api\/files\/download\?/);
    expectStatus(await w.call("petition/download-scanned-copy", { documentId: a.id }, w.beneficiaryUser.token), 403);

    expectStatus(await w.call("petition/delete-scanned-copy", { documentId: a.id }, w.petitioner.token), 403);
    expectStatus(await w.call("petition/delete-scanned-copy", { documentId: a.id }), 200);
    expectStatus(await w.call("petition/delete-scanned-copy", { documentId: a.id }), 404);
    expectStatus(await w.call("petition/download-scanned-copy", { documentId: a.id }), 404);
    const list = await w.call("documents/list", { petitionId: w.petition.id, category: "scanned_copy" });
    expect(list.body.result.data.map((d: { fileName: string }) => d.fileName)).toEqual(["packet-2.pdf"]);
    // soft delete: the file stays stored
    expect(await storedKeys(w.tenant.id)).toHaveLength(2);
    expect(await auditActionsOf(w.tenant.id)).toEqual(expect.arrayContaining(["document.scanned_copy_upload", "document.scanned_copy_delete"]));
    expect((await historyOf(w.tenant.id, w.petition.id)).map((h) => h.message)).toContain("Scanned copy deleted: packet-1.pdf");

    const six = Array.from({ length: 6 }, (_, i) => file(PDF, `page-${i}.pdf`));
    expectField(await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: six }), "file", MSG.max(5));
    expectStatus(await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "x.pdf") }, w.petitioner.token), 403);
    const other = await caseWorld();
    expectStatus(await other.call("petition/delete-scanned-copy", { documentId: up.body.result.data[1].id }), 404);
    expectField(await w.call("petition/delete-scanned-copy", {}), "documentId");
  });
});

describe("POST /api/documents/list", () => {
  it("shows each role what it may read: the beneficiary only its own documents and USCIS's answer", async () => {
    const w = await caseWorld();
    const spouse = await (await import("../../factories")).createBeneficiary(w.tenant.id, { companyId: w.company.id });
    const db = await (await import("@/lib/server/db/client")).getDb();
    const { petitionBeneficiaries } = await import("@/db/schema/cases");
    await db.insert(petitionBeneficiaries).values({ tenantId: w.tenant.id, petitionId: w.petition.id, beneficiaryId: spouse.id, isPrimary: false });
    await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, docType: "passport", file: file(PDF, "mine.pdf") }, w.beneficiaryUser.token);
    await w.upload("petition/upload-beneficiary-docs", { petitionId: w.petition.id, beneficiaryId: spouse.id, docType: "passport", file: file(PDF, "spouse.pdf") });
    await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "g28", file: file(PDF, "g28.pdf") });
    await w.upload("petition/upload-scanned-copy", { petitionId: w.petition.id, file: file(PDF, "packet.pdf") });

    const names = async (token: string) =>
      ((await w.call("documents/list", { petitionId: w.petition.id }, token)).body.result.data as { fileName: string }[]).map((d) => d.fileName).sort();
    expect(await names(w.admin.token)).toEqual(["g28.pdf", "mine.pdf", "packet.pdf", "spouse.pdf"]);
    expect(await names(w.petitioner.token)).toEqual(["g28.pdf", "mine.pdf", "packet.pdf", "spouse.pdf"]);
    expect(await names(w.beneficiaryUser.token)).toEqual(["mine.pdf"]);
    const row = (await w.call("documents/list", { petitionId: w.petition.id, category: "beneficiary_doc" })).body.result.data.find((d: { fileName: string }) => d.fileName === "mine.pdf");
    expect(row).toMatchObject({ status: "pending", uploadedBy: { id: w.beneficiaryUser.user.id }, beneficiary: { id: w.beneficiary.id } });
    expect(row.uploadedBy.name).toBe(w.beneficiaryUser.user.name);
    // the spouse's file is not the beneficiary's to download
    const spouseKey = (await w.call("documents/list", { petitionId: w.petition.id })).body.result.data.find((d: { fileName: string }) => d.fileName === "spouse.pdf").key;
    expectStatus(await w.call("s3/get-signed-url", { keyName: spouseKey }, w.beneficiaryUser.token), 404);
  });

  it("validates, needs a case role (403) and hides other firms' and invisible cases (404)", async () => {
    const w = await caseWorld();
    expectField(await w.call("documents/list", { petitionId: w.petition.id, category: "nope" }), "category");
    expectStatus(await w.call("documents/list", { petitionId: w.petition.id }, (await createUser(w.tenant, 49)).token), 403);
    const other = await caseWorld();
    expectStatus(await other.call("documents/list", { petitionId: w.petition.id }), 404);
    const hidden = await createCase(w.tenant.id, {}, []);
    expectStatus(await w.call("documents/list", { petitionId: hidden.id }, w.petitioner.token), 404);
  });
});
