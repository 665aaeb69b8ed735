// Wet-ink signature requests (issue 13 section 3): a filled I-129's signature pages sent as a packet (cover +
// the pages of the chosen boxes), the scan uploaded back and checked, kept with the forms and letters, the originals
// recorded; cancel; and the petitioner-signature step: REQUEST_PETITIONER_SIGN sends forms for ink and ties
// envelopes to DOC_SIGNER_LIST, which completes by itself when the last scan or signature is in.
// Each call: happy path, bad input (422), a role without the permission (403), another firm (404).
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { ROLE } from "@/lib/shared/constants/roles";
import { pdfText } from "@/lib/server/pdf/text";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, createCase, expectField, expectStatus, file, useTempFileStore } from "../documents/helpers";
import { caseAt, historyOf, petitionRow } from "../workflow/helpers";
import { callFile, FIELDS, PNG_DATA_URL, tokenFor } from "./helpers";

useTempFileStore();
const TODAY = "2026-11-20";

async function world(opts: { next?: string } = {}) {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id });
  const petition = opts.next
    ? await caseAt(tenant.id, opts.next, { typeId: 1, subTypeId: 5, petitionerId: company.id, branchId: branch.id })
    : await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: company.id, branchId: branch.id }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = (path: string, fields: Parameters<typeof callUpload>[1], token = admin.token) => callUpload(path, fields, { tenant: tenant.slug, token });
  const generated = await call("generate-pdf-form-document", { petitionId: petition.id, form: "I-129" });
  expectStatus(generated, 200);
  const petitioner = await createUser(tenant, ROLE.PETITIONER, { companyId: company.id });
  return { tenant, admin, company, petition, call, upload, petitioner, i129: generated.body.result.data.documentId as string };
}

async function pdfOfPages(n: number): Promise<File> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < n; i++) pdf.addPage([612, 792]);
  return file(Buffer.from(await pdf.save()), "scan.pdf", "application/pdf");
}

describe("POST /api/esign/ink/create, list, packet", () => {
  it("makes the packet of the edition's default boxes: cover + pages 7, 14 and 15 of the I-129, boxes listed", async () => {
    const w = await world();
    const res = await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "Jordan Reyes" });
    expectStatus(res, 200);
    const r = res.body.result.data;
    expect(r).toMatchObject({ form: "I-129", edition: "01/20/25", documentName: "Form I-129 (01/20/25)", status: "requested", pages: [7, 14, 15], packetPageCount: 4, signerName: "Jordan Reyes", signatureStep: false, scan: null });
    // The client's boxes only: the preparer's (Part 8, page 7) is the firm's, never ticked by default (issue 34 §3).
    expect(r.boxes.map((b: { role: string; page: number }) => `${b.role}@${b.page}`)).toEqual(["petitioner@7", "petitioner@14", "petitioner@15"]);
    expect(r.actions).toEqual({ upload: true, originals: false, cancel: true });

    const list = await w.call("esign/ink/list", { petitionId: w.petition.id });
    expectStatus(list, 200);
    expect(list.body.result.data.requests.map((x: { id: string }) => x.id)).toEqual([r.id]);
    expect(list.body.result.data.forms).toEqual([expect.objectContaining({ documentId: w.i129, form: "I-129", edition: "01/20/25", version: 1 })]);
    expect(list.body.result.data.forms[0].boxes).toHaveLength(5);

    const packet = await callFile("esign/ink/packet", { id: r.id }, { tenant: w.tenant.slug, token: w.admin.token });
    expect(packet.status).toBe(200);
    const pdf = await PDFDocument.load(packet.bytes!);
    expect(pdf.getPageCount()).toBe(4);
    const text = await pdfText(packet.bytes!, 4);
    expect(text).toContain("Jordan Reyes");
    expect(text).toContain("Do not sign electronically");
    expect(text).toContain("Page 14 of 38");
  });

  it("chosen boxes only; 422 a box not of the edition, a letter, a bad body; 404 unknown document", async () => {
    const w = await world();
    const dod = "form1[0].#subform[16].Sect1_DODPMSignature[0]";
    const chosen = await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "Dana DOD", fields: [dod] });
    expectStatus(chosen, 200);
    expect(chosen.body.result.data).toMatchObject({ pages: [15], packetPageCount: 2 });
    expectField(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "X", fields: ["form1[0].nope[0]"] }), "fields.0", "Not a signature box of Form I-129 (01/20/25)");
    expectField(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129 }), "signerName", "*Signer is required");
    expectField(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "X", fields: [] }), "fields", "*Signature box is required");
    const upload = await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "Engagement letter", file: await pdfOfPages(1) });
    expectStatus(upload, 200);
    const letterId = upload.body.result.data.id;
    const letter = await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: letterId, signerName: "X" });
    expectStatus(letter, 422);
    expect(letter.body.result.error?.fields?.documentId).toMatch(/not a filled USCIS form/);
    expectStatus(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: crypto.randomUUID(), signerName: "X" }), 404);
  });

  it("403 for the petitioner creating, the beneficiary listing; 404 for another firm", async () => {
    const w = await world();
    expectStatus(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "X" }, w.petitioner.token), 403);
    const ben = await createUser(w.tenant, ROLE.BENEFICIARY);
    expectStatus(await w.call("esign/ink/list", { petitionId: w.petition.id }, ben.token), 403);
    const other = await createFirm();
    const otherCall = (path: string, body: Record<string, unknown>) => callApi(path, body, { tenant: other.tenant.slug, token: other.admin.token });
    const r = (await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "X" })).body.result.data;
    expectStatus(await otherCall("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "X" }), 404);
    expectStatus(await otherCall("esign/ink/list", { petitionId: w.petition.id }), 404);
    expect((await callFile("esign/ink/packet", { id: r.id }, { tenant: other.tenant.slug, token: other.admin.token })).status).toBe(404);
    // The petitioner reads the requests (no forms to send) and the packet.
    const list = await w.call("esign/ink/list", { petitionId: w.petition.id }, w.petitioner.token);
    expectStatus(list, 200);
    expect(list.body.result.data).toMatchObject({ forms: [], requests: [expect.objectContaining({ id: r.id, actions: { upload: true, originals: false, cancel: false } })] });
    expect((await callFile("esign/ink/packet", { id: r.id }, { tenant: w.tenant.slug, token: w.petitioner.token })).status).toBe(200);
  });
});

describe("POST /api/esign/ink/create: signed by the client's named signatory (issue 34 §3)", () => {
  async function withSignatories() {
    const w = await world();
    const add = async (companyId: string, firstName: string, title: string) => {
      const res = await w.call("auth-signatory/create", { companyId, firstName, lastName: "Reyes", title, email: `${firstName.toLowerCase()}@acme.example` });
      expectStatus(res, 200);
      return res.body.result.data.id as string;
    };
    const jordan = await add(w.company.id, "Jordan", "President");
    const other = await createCompany(w.tenant.id, { name: "Globex" });
    const stranger = await add(other.id, "Sam", "CFO");
    return { ...w, jordan, stranger };
  }

  it("lists the client's signatories and prints the chosen one's name and title, for the company, on the petitioner's boxes only", async () => {
    const w = await withSignatories();
    const list = (await w.call("esign/ink/list", { petitionId: w.petition.id })).body.result.data;
    expect(list.signatories).toEqual([{ id: w.jordan, name: "Jordan Reyes", title: "President" }]);
    const res = await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signatoryId: w.jordan });
    expectStatus(res, 200);
    const r = res.body.result.data;
    expect(r).toMatchObject({ signerName: "Jordan Reyes, President", pages: [7, 14, 15] });
    expect(r.boxes.map((b: { role: string }) => b.role)).toEqual(["petitioner", "petitioner", "petitioner"]);
    const packet = await callFile("esign/ink/packet", { id: r.id }, { tenant: w.tenant.slug, token: w.admin.token });
    const pdf = await PDFDocument.load(packet.bytes!);
    expect(pdf.getForm().getFields()).toHaveLength(0);
    const text = await pdfText(packet.bytes!, 4);
    expect(text).toContain("Signed by: Jordan Reyes, President");
    expect(text).toContain("For: Acme Robotics");
    expect(text).not.toContain("For: Acme Robotics\nSent"); // the company is whom the signatory signs for, not the signer
    expect(text.match(/Sign here in ink: Jordan Reyes, President - Petitioner/g)).toHaveLength(3);
    expect(text).not.toMatch(/Sign here in ink:[^\n]*Preparer/);
    // Without a signer named, the client's first active signatory signs.
    const byDefault = await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129 });
    expectStatus(byDefault, 200);
    expect(byDefault.body.result.data.signerName).toBe("Jordan Reyes, President");
  });

  it("422 for a preparer's box with the signatory or mixed with the client's; 404 for another client's signatory; 403 without the right; 404 for another firm", async () => {
    const w = await withSignatories();
    const preparer = "form1[0].#subform[6].Line_Signature[0]";
    const part7 = "form1[0].#subform[6].P5_Line6a_SignatureofApplicant[0]";
    expectField(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signatoryId: w.jordan, fields: [part7, preparer] }), "fields.1", "An authorised signatory signs the petitioner's boxes only");
    expectField(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "Pat Lee", fields: [part7, preparer] }), "fields", "A packet is signed by one person: choose the boxes of one signer (the preparer's box is the firm's, in a request of its own)");
    expectField(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signatoryId: "nope" }), "signatoryId");
    expectStatus(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signatoryId: w.stranger }), 404, "NOT_FOUND");
    // The firm's preparer signs their own box in a request of its own.
    const own = await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "Pat Lee", fields: [preparer] });
    expectStatus(own, 200);
    expect(own.body.result.data).toMatchObject({ signerName: "Pat Lee", pages: [7] });
    expectStatus(await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signatoryId: w.jordan }, w.petitioner.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signatoryId: w.jordan }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});

describe("POST /api/esign/ink/upload-scan, originals, cancel", () => {
  it("the petitioner uploads the signed pages: checked, kept as a scanned copy; then the originals are recorded", async () => {
    const w = await world();
    const r = (await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "Jordan Reyes" })).body.result.data;
    expectStatus(await w.call("esign/ink/originals", { id: r.id, holder: "Firm", location: "Safe" }), 409);
    const wrong = await w.upload("esign/ink/upload-scan", { id: r.id, file: await pdfOfPages(2) }, w.petitioner.token);
    expectField(wrong, "file", "This PDF has 2 pages; the signed pages are 3 (4 with the cover page): scan every signature page, in order");
    const notPdf = await w.upload("esign/ink/upload-scan", { id: r.id, file: file(Buffer.from("hello"), "scan.txt", "text/plain") }, w.petitioner.token);
    expectStatus(notPdf, 422);
    const ok = await w.upload("esign/ink/upload-scan", { id: r.id, file: await pdfOfPages(3) }, w.petitioner.token);
    expectStatus(ok, 200);
    expect(ok.body.result.data).toMatchObject({ status: "received", scan: { fileName: "Form I-129 - signed pages.pdf", receivedBy: { id: w.petitioner.user.id } } });
    // Kept with the forms and letters as a document of its own (the filled I-129 keeps its one version); not a scanned copy of the filed packet.
    const forms = (await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" })).body.result.data;
    expect(forms.map((d: { docType: string; version: number }) => `${d.docType} v${d.version}`).sort()).toEqual(["Form I-129 (01/20/25) - signed pages v1", "Form I-129 (01/20/25) v1"]);
    expect(forms.find((d: { docType: string }) => d.docType.endsWith("signed pages")).id).toBe(ok.body.result.data.scan.documentId);
    expect((await w.call("documents/list", { petitionId: w.petition.id, category: "scanned_copy" })).body.result.data).toEqual([]);
    // Once received: no second scan; the originals are recorded by the staff only.
    expectStatus(await w.upload("esign/ink/upload-scan", { id: r.id, file: await pdfOfPages(4) }), 409);
    expectStatus(await w.call("esign/ink/originals", { id: r.id, holder: "Jordan Reyes", location: "Acme HQ safe" }, w.petitioner.token), 403);
    expectField(await w.call("esign/ink/originals", { id: r.id, location: "Acme HQ safe" }), "holder", "*Who holds the originals is required");
    const orig = await w.call("esign/ink/originals", { id: r.id, holder: "Demo Immigration Law", location: "Austin office, case binder" });
    expectStatus(orig, 200);
    expect(orig.body.result.data.originals).toMatchObject({ holder: "Demo Immigration Law", location: "Austin office, case binder" });
    const other = await createFirm();
    expectStatus(await callApi("esign/ink/originals", { id: r.id, holder: "X", location: "Y" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expectStatus(await callUpload("esign/ink/upload-scan", { id: r.id, file: await pdfOfPages(3) }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });

  it("cancel: the staff only, with a reason; a cancelled request takes no scan", async () => {
    const w = await world();
    const r = (await w.call("esign/ink/create", { petitionId: w.petition.id, documentId: w.i129, signerName: "Jordan Reyes" })).body.result.data;
    expectField(await w.call("esign/ink/cancel", { id: r.id }), "reason", "*Reason is required");
    expectStatus(await w.call("esign/ink/cancel", { id: r.id, reason: "Wrong signer" }, w.petitioner.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("esign/ink/cancel", { id: r.id, reason: "x" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    const done = await w.call("esign/ink/cancel", { id: r.id, reason: "Wrong signer" });
    expectStatus(done, 200);
    expect(done.body.result.data).toMatchObject({ status: "cancelled", cancelReason: "Wrong signer", actions: { upload: false, cancel: false } });
    expectStatus(await w.upload("esign/ink/upload-scan", { id: r.id, file: await pdfOfPages(3) }), 409);
    expectStatus(await w.call("esign/ink/cancel", { id: r.id, reason: "again" }), 409);
  });
});

describe("the petitioner-signature step with forms in ink and a letter e-signed", () => {
  it("REQUEST_PETITIONER_SIGN sends the I-129 for ink and ties an envelope; DOC_SIGNER_LIST waits for both, then completes by itself", async () => {
    const w = await world({ next: "REQUEST_PETITIONER_SIGN" });
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    // A PDF letter sent for e-signature to the signatory.
    const letter = await w.upload("petition/upload-forms-and-letters", { petitionId: w.petition.id, docType: "Support letter", file: await pdfOfPages(1) });
    const email = `jordan-${w.tenant.slug}@acme.example`;
    const env = (await w.call("esign/create", { petitionId: w.petition.id, documentId: letter.body.result.data.id, signers: [{ name: "Jordan Reyes", email }] })).body.result.data;
    expectStatus(await w.call("esign/save-fields", { id: env.id, fields: FIELDS.filter((f) => f.signerIndex === 0) }), 200);
    expectStatus(await w.call("esign/send", { id: env.id }), 200);

    expectField(
      await w.call("petition/request-for-petitioner-sign", { petitionId: w.petition.id, inkForms: [{ documentId: w.i129, signerName: "Jordan Reyes", fields: ["bad"] }] }, paralegal.token),
      "inkForms.0.fields.0",
      "Not a signature box of Form I-129 (01/20/25)",
    );
    expectField(await w.call("petition/request-for-petitioner-sign", { petitionId: w.petition.id, envelopeIds: [crypto.randomUUID()] }, paralegal.token), "envelopeIds.0", "Not an open e-signature envelope of this case");
    expect((await petitionRow(w.petition.id)).nextWorkflowActivity).toBe("REQUEST_PETITIONER_SIGN");

    const req = await w.call("petition/request-for-petitioner-sign", { petitionId: w.petition.id, inkForms: [{ documentId: w.i129, signerName: "Jordan Reyes" }], envelopeIds: [env.id] }, paralegal.token);
    expectStatus(req, 200);
    expect(req.body.result.data).toMatchObject({ nextWorkflowActivity: "DOC_SIGNER_LIST", inkRequests: 1, envelopes: 1 });
    const ink = (await w.call("esign/ink/list", { petitionId: w.petition.id })).body.result.data.requests[0];
    expect(ink).toMatchObject({ signatureStep: true, status: "requested" });

    // The petitioner cannot confirm while signatures are out.
    const early = await w.call("petition/request-for-petitioner-sign", { petitionId: w.petition.id, signed: true }, w.petitioner.token);
    expectStatus(early, 409);
    expect(early.body.message).toBe("Still waiting for: Form I-129 (01/20/25) (ink signature), Support letter (e-signature)");

    // The scan in: the envelope still out, the step waits.
    expectStatus(await w.upload("esign/ink/upload-scan", { id: ink.id, file: await pdfOfPages(4) }, w.petitioner.token), 200);
    expect((await petitionRow(w.petition.id)).nextWorkflowActivity).toBe("DOC_SIGNER_LIST");

    // The signatory e-signs the letter through the link: the last signature completes DOC_SIGNER_LIST.
    const token = await tokenFor(email);
    const signer = (path: string, body: Record<string, unknown> = {}) => callApi(`esign/token/${path}`, body, { tenant: w.tenant.slug, token, headers: { "user-agent": "Mozilla/5.0 (Test) Signer" } });
    const details = (await signer("details")).body.result.data;
    expectStatus(await signer("consent", { accept: true }), 200);
    const values = Object.fromEntries(
      details.fields.map((f: { id: string; kind: string }) => [f.id, f.kind === "signature" ? { type: "drawn", png: PNG_DATA_URL } : f.kind === "text" ? { type: "text", text: "CEO" } : { type: "date" }]),
    );
    const signed = await signer("sign", { values: Object.fromEntries(Object.entries(values).filter(([, v]) => (v as { type: string }).type !== "date")) });
    expectStatus(signed, 200);
    expect(signed.body.result.data.envelopeStatus).toBe("completed");
    const row = await petitionRow(w.petition.id);
    expect(row.completedActivities).toContain("DOC_SIGNER_LIST");
    expect(row.nextWorkflowActivity).not.toBe("DOC_SIGNER_LIST");
    expect(await historyOf(w.petition.id)).toContain("Petitioner signed the forms");
  });

  it("a scan completes the step when it was the last signature out (the uploader recorded)", async () => {
    const w = await world({ next: "REQUEST_PETITIONER_SIGN" });
    expectStatus(await w.call("petition/request-for-petitioner-sign", { petitionId: w.petition.id, inkForms: [{ documentId: w.i129, signerName: "Jordan Reyes" }] }), 200);
    const ink = (await w.call("esign/ink/list", { petitionId: w.petition.id })).body.result.data.requests[0];
    expectStatus(await w.upload("esign/ink/upload-scan", { id: ink.id, file: await pdfOfPages(3) }), 200);
    expect((await petitionRow(w.petition.id)).completedActivities).toContain("DOC_SIGNER_LIST");
  });
});
