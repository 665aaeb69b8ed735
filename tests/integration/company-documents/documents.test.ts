import { describe, expect, it } from "vitest";
import { createBranch, createCompany, createFirm, createUser } from "../../factories";
import { auditActions } from "../companies/fixtures";
import { callApi } from "../api";
import { docsWorld, download, expectField, expectStatus, file, PDF, PNG, TEXT, useTempFileStore } from "./helpers";

useTempFileStore();

describe("POST /api/company/documents-save", () => {
  it("creates a firm document and adds versions, keeping the old ones", async () => {
    const w = await docsWorld();
    const first = await w.save({ title: "Travel policy", category: "policy", expiryDate: "2027-03-31", file: file(PDF, "travel-v1.pdf") });
    expectStatus(first, 200);
    const doc = first.body.result.data;
    expect(doc).toMatchObject({ companyId: null, title: "Travel policy", category: "policy", expiryDate: "2027-03-31", currentVersion: 1, latest: { fileName: "travel-v1.pdf", version: 1 } });
    const v2 = await w.save({ id: doc.id, file: file(PNG, "travel-v2.png"), expiryDate: "04/30/2028" });
    expectStatus(v2, 200);
    expect(v2.body.result.data).toMatchObject({ currentVersion: 2, expiryDate: "2028-04-30", latest: { fileName: "travel-v2.png", version: 2, mimetype: "image/png" } });
    expect(v2.body.result.data.versions.map((v: { version: number; fileName: string }) => [v.version, v.fileName])).toEqual([
      [2, "travel-v2.png"],
      [1, "travel-v1.pdf"],
    ]);
    // Metadata only (JSON), clearing the expiry date.
    const meta = await w.call("company/documents-save", { id: doc.id, title: "Travel and expenses policy", expiryDate: null });
    expectStatus(meta, 200);
    expect(meta.body.result.data).toMatchObject({ title: "Travel and expenses policy", expiryDate: null, expiry: null, currentVersion: 2 });
    expect(await auditActions(w.tenant.id, doc.id)).toEqual(["company_document.create", "company_document.version", "company_document.update"]);
    // Both versions download.
    for (const v of v2.body.result.data.versions) {
      const url = await w.call("company/document-url", { versionId: v.id });
      expectStatus(url, 200);
      expect((await download(url.body.result.data, w.tenant.slug)).status).toBe(200);
    }
  });

  it("lets a petitioner keep its own company's documents, in a folder", async () => {
    const w = await docsWorld();
    const folder = await w.call("company/document-folders-save", { companyId: w.company.id, name: "Tax" }, w.petitioner.token);
    expectStatus(folder, 200);
    const res = await w.save({ companyId: w.company.id, folderId: folder.body.result.data.id, title: "FEIN letter", category: "fein_letter", file: file(PDF, "cp575.pdf") }, w.petitioner.token);
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ companyId: w.company.id, companyName: w.company.name, folderName: "Tax", category: "fein_letter" });
    const folders = await w.call("company/document-folders-list", { companyId: w.company.id }, w.petitioner.token);
    expect(folders.body.result.data).toEqual([{ id: folder.body.result.data.id, companyId: w.company.id, name: "Tax", documentCount: 1 }]);
  });

  it("answers 422 for a missing title, a bad category, a wrong file type, another owner's folder", async () => {
    const w = await docsWorld();
    expectField(await w.save({ category: "policy", file: file(PDF, "x.pdf") }), "title", "*Title is required");
    expectField(await w.save({ title: "X", category: "poem", file: file(PDF, "x.pdf") }), "category");
    expectField(await w.save({ title: "X", category: "policy" }), "file");
    expectField(await w.save({ title: "X", category: "policy", file: file(TEXT, "x.png") }), "file");
    expectField(await w.save({ title: "X", category: "policy", expiryDate: "2027-02-30", file: file(PDF, "x.pdf") }), "expiryDate");
    const clientFolder = await w.call("company/document-folders-save", { companyId: w.company.id, name: "Client folder" });
    expectField(await w.save({ title: "X", category: "policy", folderId: clientFolder.body.result.data.id, file: file(PDF, "x.pdf") }), "folderId", "Folder not valid");
    expectField(await w.save({ title: "X", category: "policy", surprise: "1", file: file(PDF, "x.pdf") }), "surprise", "Unknown field");
  });

  it("answers 403 to a beneficiary, to a petitioner for the firm's documents and to an attorney for the firm's", async () => {
    const w = await docsWorld();
    expectStatus(await w.save({ companyId: w.company.id, title: "X", category: "policy", file: file(PDF, "x.pdf") }, w.beneficiaryUser.token), 403);
    expectStatus(await w.save({ title: "X", category: "policy", file: file(PDF, "x.pdf") }, w.petitioner.token), 403);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.save({ title: "X", category: "policy", file: file(PDF, "x.pdf") }, attorney.token), 403);
    // …but the attorney keeps a client's documents.
    expectStatus(await w.save({ companyId: w.company.id, title: "X", category: "policy", file: file(PDF, "x.pdf") }, attorney.token), 200);
  });

  it("answers 404 for another firm's document or client, and a client out of reach", async () => {
    const w = await docsWorld();
    const doc = await w.create("Org chart", { companyId: w.company.id });
    const other = await createFirm();
    const foreign = (p: string, body: unknown) => callApi(p, body, { tenant: other.tenant.slug, token: other.admin.token });
    expectStatus(await foreign("company/documents-save", { id: doc.id, title: "Mine" }), 404);
    expectStatus(await w.save({ companyId: (await createCompany(other.tenant.id)).id, title: "X", category: "policy", file: file(PDF, "x.pdf") }), 404);
    const otherClient = await createCompany(w.tenant.id);
    const otherPetitioner = await createUser(w.tenant, 50, { companyId: otherClient.id });
    expectStatus(await w.save({ id: doc.id, title: "Mine" }, otherPetitioner.token), 404);
    const branch = await createBranch(w.tenant.id);
    const manager = await createUser(w.tenant, 4, { branchId: branch.id });
    expectStatus(await w.call("company/documents-list", { companyId: w.company.id }, manager.token), 404);
  });
});

describe("POST /api/company/documents-list", () => {
  it("lists one owner's documents by folder and category, searches, sorts and pages", async () => {
    const w = await docsWorld();
    const folder = (await w.call("company/document-folders-save", { name: "HR" })).body.result.data;
    await w.create("Alpha policy", { folderId: folder.id, expiryDate: "2026-12-01" });
    await w.create("Beta handbook", { category: "other" });
    await w.create("Gamma policy", { expiryDate: "2026-06-01" });
    await w.create("Client doc", { companyId: w.company.id });
    const titles = async (body: Record<string, unknown>) => (await w.call("company/documents-list", body)).body.result.data.map((d: { title: string }) => d.title);
    expect(await titles({ sortBy: "title", sortOrder: "asc" })).toEqual(["Alpha policy", "Beta handbook", "Gamma policy"]);
    expect(await titles({ filter: { matcher: { folderId: folder.id } } })).toEqual(["Alpha policy"]);
    expect(await titles({ filter: { matcher: { categories: ["other"] } } })).toEqual(["Beta handbook"]);
    expect(await titles({ search: "gamma" })).toEqual(["Gamma policy"]);
    expect(await titles({ sortBy: "expiryDate", sortOrder: "asc" })).toEqual(["Gamma policy", "Alpha policy", "Beta handbook"]);
    expect(await titles({ companyId: w.company.id })).toEqual(["Client doc"]);
    const page2 = await w.call("company/documents-list", { sortBy: "title", sortOrder: "asc", page: 2, perpage: 2 });
    expect(page2.body.result.pagination).toEqual({ page: 2, perpage: 2, total: 3 });
    expect(page2.body.result.data.map((d: { title: string }) => d.title)).toEqual(["Gamma policy"]);
  });

  it("says expired and expiring soon on the caller's today", async () => {
    const w = await docsWorld();
    await w.create("Old", { expiryDate: "2026-01-10" });
    await w.create("Soon", { expiryDate: "2026-02-05" });
    await w.create("Later", { expiryDate: "2026-09-01" });
    const rows = (await w.call("company/documents-list", { sortBy: "title", sortOrder: "asc", today: "2026-01-20" })).body.result.data;
    expect(rows.map((d: { title: string; expiry: unknown }) => [d.title, d.expiry])).toEqual([
      ["Later", { state: "valid", days: 224 }],
      ["Old", { state: "expired", days: -10 }],
      ["Soon", { state: "soon", days: 16 }],
    ]);
  });

  it("answers 422, 403 and 404", async () => {
    const w = await docsWorld();
    expectField(await w.call("company/documents-list", { sortBy: "size" }), "sortBy");
    expectField(await w.call("company/documents-list", { companyId: "abc" }), "companyId", "Client not valid");
    expectStatus(await w.call("company/documents-list", { companyId: w.company.id }, w.beneficiaryUser.token), 403);
    expectStatus(await w.call("company/documents-list", {}, w.petitioner.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("company/documents-list", { companyId: w.company.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});

describe("POST /api/company/documents-delete", () => {
  it("soft-deletes: gone from the list, kept for the audit", async () => {
    const w = await docsWorld();
    const doc = await w.create("FEIN letter", { companyId: w.company.id });
    expectStatus(await w.call("company/documents-delete", { id: doc.id }, w.petitioner.token), 200);
    expect((await w.call("company/documents-list", { companyId: w.company.id })).body.result.data).toEqual([]);
    expectStatus(await w.call("company/document-details", { id: doc.id }), 404);
    expect(await auditActions(w.tenant.id, doc.id)).toEqual(["company_document.create", "company_document.delete"]);
  });

  it("answers 422, 403 and 404", async () => {
    const w = await docsWorld();
    const doc = await w.create("Policy");
    expectField(await w.call("company/documents-delete", { id: "nope" }), "id", "Document not valid");
    expectStatus(await w.call("company/documents-delete", { id: doc.id }, w.beneficiaryUser.token), 403);
    const attorney = await createUser(w.tenant, 6);
    expectStatus(await w.call("company/documents-delete", { id: doc.id }, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("company/documents-delete", { id: doc.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expectStatus(await w.call("company/documents-delete", { id: doc.id }, w.petitioner.token), 404);
  });
});

describe("POST /api/company/document-details, document-url", () => {
  it("answers the versions; 422, 403 and 404", async () => {
    const w = await docsWorld();
    const doc = await w.create("Financials 2025", { companyId: w.company.id });
    const details = await w.call("company/document-details", { id: doc.id }, w.petitioner.token);
    expectStatus(details, 200);
    expect(details.body.result.data.versions).toHaveLength(1);
    expectField(await w.call("company/document-details", {}), "id", "*Document is required");
    expectField(await w.call("company/document-url", { versionId: "x" }), "versionId", "Version not valid");
    expectStatus(await w.call("company/document-url", { versionId: doc.latest.id }, w.beneficiaryUser.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("company/document-url", { versionId: doc.latest.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expectStatus(await callApi("company/document-details", { id: doc.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    // The firm's own documents are not a petitioner's.
    const firmDoc = await w.create("Firm policy");
    expectStatus(await w.call("company/document-url", { versionId: firmDoc.latest.id }, w.petitioner.token), 404);
  });
});

describe("POST /api/company/document-folders-save, document-folders-list", () => {
  it("creates and renames; duplicate names are 422; 403 and 404", async () => {
    const w = await docsWorld();
    const made = await w.call("company/document-folders-save", { name: "Policies" });
    expectStatus(made, 200);
    expectField(await w.call("company/document-folders-save", { name: "policies" }), "name", "A folder with this name already exists");
    expectField(await w.call("company/document-folders-save", { name: "" }), "name", "*Folder Name is required");
    const renamed = await w.call("company/document-folders-save", { id: made.body.result.data.id, name: "HR policies" });
    expect(renamed.body.result.data.name).toBe("HR policies");
    expect((await w.call("company/document-folders-list", {})).body.result.data.map((f: { name: string }) => f.name)).toEqual(["HR policies"]);
    expectStatus(await w.call("company/document-folders-save", { name: "X" }, w.petitioner.token), 403);
    expectStatus(await w.call("company/document-folders-list", { companyId: w.company.id }, w.beneficiaryUser.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("company/document-folders-save", { id: made.body.result.data.id, name: "Stolen" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expectStatus(await callApi("company/document-folders-list", { companyId: w.company.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});

describe("POST /api/company/document-folders-delete", () => {
  it("deletes an empty folder (its name free again); one that holds documents is 409 until they leave it", async () => {
    const w = await docsWorld();
    const folder = (await w.call("company/document-folders-save", { companyId: w.company.id, name: "Tax" }, w.petitioner.token)).body.result.data;
    const doc = await w.create("FEIN letter", { companyId: w.company.id, folderId: folder.id, category: "fein_letter" }, w.petitioner.token);
    const full = await w.call("company/document-folders-delete", { id: folder.id }, w.petitioner.token);
    expectStatus(full, 409);
    expect(full.body.message).toBe('The folder "Tax" holds 1 document: move or delete it first');
    // A deleted document no longer counts; the folder goes, with an audit line, and its name can be used again.
    expectStatus(await w.call("company/documents-delete", { id: doc.id }, w.petitioner.token), 200);
    expectStatus(await w.call("company/document-folders-delete", { id: folder.id }, w.petitioner.token), 200);
    expect((await w.call("company/document-folders-list", { companyId: w.company.id })).body.result.data).toEqual([]);
    expect(await auditActions(w.tenant.id, folder.id)).toEqual(["company_document_folder.create", "company_document_folder.delete"]);
    expectStatus(await w.call("company/document-folders-delete", { id: folder.id }), 404);
    expectStatus(await w.call("company/document-folders-save", { companyId: w.company.id, name: "Tax" }), 200);
    // A document cannot go into the deleted folder.
    expectField(await w.save({ companyId: w.company.id, folderId: folder.id, title: "X", category: "policy", file: file(PDF, "x.pdf") }), "folderId", "Folder not valid");
  });

  it("answers 422 for a bad id, 403 without the permission, 404 for another firm's folder", async () => {
    const w = await docsWorld();
    const firmFolder = (await w.call("company/document-folders-save", { name: "Policies" })).body.result.data;
    expectField(await w.call("company/document-folders-delete", { id: "nope" }), "id", "Folder not valid");
    expectField(await w.call("company/document-folders-delete", {}), "id");
    // The beneficiary has no folders to change (403); the firm's own folders are not the petitioner's to see (404).
    expectStatus(await w.call("company/document-folders-delete", { id: firmFolder.id }, w.petitioner.token), 404);
    expectStatus(await w.call("company/document-folders-delete", { id: firmFolder.id }, w.beneficiaryUser.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("company/document-folders-delete", { id: firmFolder.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expect((await w.call("company/document-folders-list", {})).body.result.data.map((f: { name: string }) => f.name)).toEqual(["Policies"]);
  });
});

describe("POST /api/company/documents-add-to-case", () => {
  it("copies the client's document into the case's forms and letters, without a new upload", async () => {
    const w = await docsWorld();
    const doc = await w.create("FEIN letter", { companyId: w.company.id, category: "fein_letter" }, w.petitioner.token);
    const res = await w.call("company/documents-add-to-case", { documentId: doc.id, petitionId: w.petition.id });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ category: "forms_letters", docType: "FEIN letter", fileName: "FEIN-letter.pdf", version: 1 });
    const listed = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    expect(listed.body.result.data.map((d: { docType: string }) => d.docType)).toEqual(["FEIN letter"]);
    expect(res.body.result.data.key).toMatch(new RegExp(`^tenants/${w.tenant.id}/petitions/${w.petition.id}/`));
    // The case's copy stays when the standing document is deleted.
    await w.call("company/documents-delete", { id: doc.id });
    const url = await w.call("s3/get-signed-url", { keyName: res.body.result.data.key });
    expect((await download(url.body.result.data, w.tenant.slug)).status).toBe(200);
    expect(await auditActions(w.tenant.id, doc.id)).toContain("company_document.add_to_case");
  });

  it("answers 422 for another client's document, 403 for a petitioner, 404 across firms", async () => {
    const w = await docsWorld();
    const otherClient = await createCompany(w.tenant.id);
    const doc = await w.create("Org chart", { companyId: otherClient.id });
    expectField(await w.call("company/documents-add-to-case", { documentId: doc.id, petitionId: w.petition.id }), "documentId", "This document belongs to another client than the case's");
    expectField(await w.call("company/documents-add-to-case", { documentId: doc.id }), "petitionId", "*Case is required");
    const own = await w.create("FEIN", { companyId: w.company.id });
    expectStatus(await w.call("company/documents-add-to-case", { documentId: own.id, petitionId: w.petition.id }, w.petitioner.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("company/documents-add-to-case", { documentId: own.id, petitionId: w.petition.id }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    // The firm's own document may go into any case.
    const firmDoc = await w.create("Firm G-28 cover");
    expectStatus(await w.call("company/documents-add-to-case", { documentId: firmDoc.id, petitionId: w.petition.id }), 200);
  });
});
