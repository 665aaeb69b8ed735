// The filled USCIS forms of a case beyond filling them (issue 13 section 2): the green-card case's own
// /api/gc-petition/generate-pdf-form-document, pdf-form-version-list, save-pdf-form-version (a completed form
// uploaded back, checked to be the same form) and download-all-forms (zip, or one merged PDF), and the
// case-level /api/download-all-forms — happy paths, 422, 403, another firm's 404 and, for the gc-petition
// calls, a case of another sub type (404).
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, createCase, expectField, expectStatus, file, PDF, PNG, useTempFileStore } from "../documents/helpers";

useTempFileStore();
const TODAY = "2026-11-20";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, gender: "Female", dateOfBirth: "1992-02-29", countryOfBirthId: 30 });
  const gc = await createCase(tenant.id, { typeId: 3, subTypeId: 15, petitionerId: company.id, branchId: branch.id, caseNumber: `GC-${Math.random().toString(36).slice(2, 8)}` }, [ana.id]);
  const h1b = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: company.id, branchId: branch.id, caseNumber: `H1B-${Math.random().toString(36).slice(2, 8)}` }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = (path: string, fields: Parameters<typeof callUpload>[1], token = admin.token) => callUpload(path, fields, { tenant: tenant.slug, token });
  /** A call answering a file: the raw response. */
  const fetchFile = async (path: string, body: Record<string, unknown>, token = admin.token) => {
    const { POST } = (await import(/* @vite-ignore */ `../../../app/api/${path}/route.ts`)) as { POST: (r: Request) => Promise<Response> };
    const host = `${tenant.slug}.localhost:3000`;
    return POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ today: TODAY, ...body }) }));
  };
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: company.id });
  return { tenant, admin, company, gc, h1b, call, upload, fetchFile, petitioner };
}

type Version = { documentId: string; version: number; fileName: string; source: string; flattened: boolean | null; createdBy: { name: string } | null };
type FormDoc = { form: string; edition: string; name: string; latest: Version; versions: Version[] };

async function storedPdf(call: (p: string, b: Record<string, unknown>) => Promise<{ body: { result: { data?: unknown } } }>, petitionId: string, documentId: string) {
  const docs = (await call("documents/list", { petitionId, category: "forms_letters" })).body.result.data as { id: string; key: string; versions: { id: string; key: string }[] }[];
  const key = docs.flatMap((d) => [d, ...d.versions]).find((v) => v.id === documentId)!.key;
  return PDFDocument.load((await getFileStore().get(key))!.body);
}

const pdfFile = async (pdf: PDFDocument, name: string) => file(Buffer.from(await pdf.save()), name, "application/pdf");

describe("POST /api/gc-petition/generate-pdf-form-document", () => {
  it("fills a form on the green-card case; 422, 403, another sub type and another firm 404", async () => {
    const w = await world();
    const res = await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765", flatten: true });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ version: 1, form: "I-765", edition: "01/20/25", fileName: `Form I-765 - ${w.gc.caseNumber} (flattened).pdf` });
    expectField(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-999" }), "form");
    expectField(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765", petitionId: w.gc.id }), "petitionId", "Unknown field");
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765" }, w.petitioner.token), 403);
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.h1b.id, form: "I-765" }), 404);
    const other = await world();
    expectStatus(await other.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765" }), 404);
  });
});

describe("POST /api/gc-petition/pdf-form-version-list and save-pdf-form-version", () => {
  it("lists each filled form's versions and keeps a completed form as the next one", async () => {
    const w = await world();
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765" }), 200);
    const gen = await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-485", flatten: true });
    expectStatus(gen, 200);
    // A letter on the same tab is no filled form.
    const letter = await w.upload("petition/upload-forms-and-letters", { petitionId: w.gc.id, docType: "supportLetter", file: file(PDF, "support.pdf") });
    expectStatus(letter, 200);

    const list = await w.call("gc-petition/pdf-form-version-list", { id: w.gc.id });
    expectStatus(list, 200);
    const forms = list.body.result.data as FormDoc[];
    expect(forms.map((f) => [f.form, f.edition, f.name])).toEqual([
      ["I-485", "01/20/25", "Form I-485 (01/20/25)"],
      ["I-765", "01/20/25", "Form I-765 (01/20/25)"],
    ]);
    const i765 = forms[1];
    expect(i765.latest).toMatchObject({ version: 1, source: "generated", flattened: false, fileName: `Form I-765 - ${w.gc.caseNumber}.pdf` });
    expect(i765.latest.createdBy?.name).toBeTruthy();
    expect(forms[0].latest).toMatchObject({ source: "generated", flattened: true });

    // The paralegal completes a field the product left, in a PDF editor, and uploads it back.
    const pdf = await storedPdf(w.call, w.gc.id, i765.latest.documentId);
    pdf.getForm().getTextField("form1[0].Page3[0].Line21_DateOfLastEntry[0]").setText("06/01/2024");
    const saved = await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: await pdfFile(pdf, "my edit.pdf") });
    expectStatus(saved, 200);
    expect(saved.body.result.data).toMatchObject({ form: "I-765", latest: { version: 2, source: "completed", flattened: false, fileName: `Form I-765 - ${w.gc.caseNumber} (completed).pdf` } });
    expect((saved.body.result.data as FormDoc).versions.map((v) => v.version)).toEqual([2, 1]);
    const back = await storedPdf(w.call, w.gc.id, (saved.body.result.data as FormDoc).latest.documentId);
    expect(back.getForm().getTextField("form1[0].Page3[0].Line21_DateOfLastEntry[0]").getText()).toBe("06/01/2024");

    // Signed and scanned (no fields left), named by any version of the form.
    back.getForm().flatten();
    const flat = await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: await pdfFile(back, "scan.pdf") });
    expectStatus(flat, 200);
    expect(flat.body.result.data.latest).toMatchObject({ version: 3, source: "completed", flattened: true });
    // A new version from the forms table is "uploaded", flatness unknown.
    expectStatus(await w.upload("petition/update-forms-and-letters-version", { documentId: i765.latest.documentId, file: file(PDF, "other.pdf") }), 200);
    const after = (await w.call("gc-petition/pdf-form-version-list", { id: w.gc.id })).body.result.data as FormDoc[];
    expect(after[1].versions.map((v) => [v.version, v.source, v.flattened])).toEqual([
      [4, "uploaded", null],
      [3, "completed", true],
      [2, "completed", false],
      [1, "generated", false],
    ]);

    // Not the same form: another form's PDF (page count), the right page count with other fields, not a PDF.
    const i485 = await storedPdf(w.call, w.gc.id, forms[0].latest.documentId);
    const wrong = await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: await pdfFile(i485, "i485.pdf") });
    expectField(wrong, "file", `This PDF has ${i485.getPageCount()} pages; Form I-765 (01/20/25) has ${pdf.getPageCount()}: upload the completed Form I-765 (01/20/25)`);
    const lookalike = await PDFDocument.create();
    for (let i = 0; i < pdf.getPageCount(); i++) lookalike.addPage();
    lookalike.getForm().createTextField("name").addToPage(lookalike.getPage(0));
    expectField(await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: await pdfFile(lookalike, "x.pdf") }), "file");
    expectField(await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: file(PNG, "x.png") }), "file", "The completed form must be a PDF");
    expectField(await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: letter.body.result.data.id, file: await pdfFile(pdf, "x.pdf") }), "documentId", "This document is not a filled USCIS form");
    expectField(await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: "nope", file: await pdfFile(pdf, "x.pdf") }), "documentId");
    expectField(await w.call("gc-petition/pdf-form-version-list", { id: "nope" }), "id");
    expect((await w.call("gc-petition/pdf-form-version-list", { id: w.gc.id })).body.result.data[1].latest.version).toBe(4);

    // 403 without document rights (list: a role that reads no case documents); another sub type and another firm 404.
    const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
    expectStatus(await w.call("gc-petition/pdf-form-version-list", { id: w.gc.id }, subscriber.token), 403);
    expectStatus(await w.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: await pdfFile(pdf, "x.pdf") }, w.petitioner.token), 403);
    expectStatus(await w.call("gc-petition/pdf-form-version-list", { id: w.h1b.id }), 404);
    const other = await world();
    expectStatus(await other.call("gc-petition/pdf-form-version-list", { id: w.gc.id }), 404);
    expectStatus(await other.upload("gc-petition/save-pdf-form-version", { id: w.gc.id, documentId: i765.latest.documentId, file: await pdfFile(pdf, "x.pdf") }), 404);
    // Another firm's document named on one's own green-card case: 404.
    expectStatus(await other.upload("gc-petition/save-pdf-form-version", { id: other.gc.id, documentId: i765.latest.documentId, file: await pdfFile(pdf, "x.pdf") }), 404);
  });
});

describe("POST /api/gc-petition/download-all-forms and /api/download-all-forms", () => {
  it("answers every filled form's latest version as a zip or as one PDF", async () => {
    const w = await world();
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765" }), 200);
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765" }), 200);
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-485" }), 200);

    const zip = await w.fetchFile("gc-petition/download-all-forms", { id: w.gc.id });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toContain(`filename="${w.gc.caseNumber} USCIS forms.zip"`);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(["Form I-485 (01-20-25) v1.pdf", "Form I-765 (01-20-25) v2.pdf"]);
    const i485Pages = (await PDFDocument.load(entries["Form I-485 (01-20-25) v1.pdf"])).getPageCount();
    const i765 = await PDFDocument.load(entries["Form I-765 (01-20-25) v2.pdf"]);
    expect(i765.getForm().getTextField("form1[0].Page1[0].Line1a_FamilyName[0]").getText()).toBe("Lima");

    const merged = await w.fetchFile("gc-petition/download-all-forms", { id: w.gc.id, format: "pdf" });
    expect(merged.status).toBe(200);
    expect(merged.headers.get("content-type")).toBe("application/pdf");
    const one = await PDFDocument.load(new Uint8Array(await merged.arrayBuffer()));
    expect(one.getPageCount()).toBe(i485Pages + i765.getPageCount());
    expect(one.getForm().getFields()).toHaveLength(0);

    // The case-level call, for a case of any type.
    expectStatus(await w.call("generate-pdf-form-document", { petitionId: w.h1b.id, form: "I-765" }), 200);
    const h1b = await w.fetchFile("download-all-forms", { petitionId: w.h1b.id, format: "pdf" }, w.petitioner.token);
    expect(h1b.status).toBe(200);
    expect(h1b.headers.get("content-disposition")).toContain(`filename="${w.h1b.caseNumber} USCIS forms.pdf"`);
  });

  it("422 without filled forms or with an unknown format, 403 without document rights, 404 across firms and sub types", async () => {
    const w = await world();
    const json = async (res: Response) => ({ status: res.status, body: await res.json(), headers: res.headers });
    expectField(await json(await w.fetchFile("gc-petition/download-all-forms", { id: w.gc.id })), "id", "This case has no filled USCIS forms yet");
    expectField(await json(await w.fetchFile("download-all-forms", { petitionId: w.h1b.id })), "petitionId", "This case has no filled USCIS forms yet");
    expectField(await json(await w.fetchFile("gc-petition/download-all-forms", { id: w.gc.id, format: "docx" })), "format");
    expectStatus(await w.call("gc-petition/generate-pdf-form-document", { id: w.gc.id, form: "I-765" }), 200);
    const subscriber = await createUser(w.tenant, ROLE.SUBSCRIBER);
    expectStatus(await json(await w.fetchFile("gc-petition/download-all-forms", { id: w.gc.id }, subscriber.token)), 403);
    expectStatus(await json(await w.fetchFile("download-all-forms", { petitionId: w.gc.id }, subscriber.token)), 403);
    expectStatus(await json(await w.fetchFile("gc-petition/download-all-forms", { id: w.h1b.id })), 404);
    const other = await world();
    expectStatus(await json(await other.fetchFile("gc-petition/download-all-forms", { id: w.gc.id })), 404);
    expectStatus(await json(await other.fetchFile("download-all-forms", { petitionId: w.gc.id })), 404);
  });
});
