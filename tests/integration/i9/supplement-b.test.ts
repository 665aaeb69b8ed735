// Form I-9 Supplement B (issue 12 section 3): reverification (List A or C, unexpired, late reason after the
// authorization ended, new reverification date) and rehire (rule 5's three years from completion, a document
// only when the authorization ended, employment resumed), earlier entries kept, the PDF's Supplement B block;
// 422, 409, 403, another firm's 404.
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { createFirm, createUser } from "../../factories";
import { callApi } from "../api";
import { expectField, expectStatus } from "../documents/helpers";
import { completedWorld, postFile, section1World } from "./fixtures";

const EAD = { code: "ead", issuingAuthority: "USCIS", number: "IOE0987654321", expirationDate: "06/30/2029" };
const SIGNER = { signerName: "Maria Stone", signature: "maria stone", attest: true };

describe("Supplement B: reverification", () => {
  it("takes a List A or C document, sets the new reverification date and keeps every entry", async () => {
    const w = await completedWorld();
    const add = (body: Record<string, unknown>, today = "2027-06-01") => w.call("i9/add-supplement-b", { today, id: w.record.id, kind: "reverification", ...SIGNER, ...body });
    expectField(await add({}), "document");
    expectField(await add({ document: { code: "driversLicense", issuingAuthority: "TX", number: "1", expirationDate: "01/01/2030" } }), "document.code");
    expectField(await add({ document: { ...EAD, expirationDate: "05/01/2027" } }), "document.expirationDate");
    expectField(await add({ document: EAD, signature: "Someone Else" }), "signature");
    expectField(await add({ document: EAD, newLastName: "Okafor" }), "newFirstName");
    expectStatus(await add({ document: EAD }), 200);
    let d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.reverifyBy).toBe("2029-06-30");
    expect(d.supplements).toEqual([expect.objectContaining({ kind: "reverification", rehireDate: null, newName: null, signedByName: "Maria Stone", signedOn: "2027-06-01", document: expect.objectContaining({ code: "ead", list: "A", number: "•••••••••4321", expirationDate: "2029-06-30" }) })]);
    // After the authorization ended: the reason first, then a second entry with a name change.
    const late = (body: Record<string, unknown>) => add({ document: { ...EAD, expirationDate: "12/31/2031" }, ...body }, "2029-07-03");
    expect((await late({})).body.result.error?.fields).toEqual({ lateReason: "The authorization ended 3 day(s) ago: note the reason (kept for an inspection)" });
    expectStatus(await late({ lateReason: "The renewal card arrived late", newLastName: "Okafor", newFirstName: "Ana" }), 200);
    d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d.reverifyBy).toBe("2031-12-31");
    expect(d.supplements.map((s: { signedOn: string; newName: unknown }) => [s.signedOn, s.newName])).toEqual([
      ["2027-06-01", null],
      ["2029-07-03", { lastName: "Okafor", firstName: "Ana", middleInitial: null }],
    ]);
    expect(d.lateNote).toBe("Reverification (3 day(s) late): The renewal card arrived late");
    // The official form carries both entries.
    const pdf = await postFile(w.tenant.slug, "i9/download-pdf", { id: w.record.id }, w.admin.token);
    const form = (await PDFDocument.load(await pdf.arrayBuffer())).getForm();
    expect(form.getTextField("Document Number 0").getText()).toBe("IOE0987654321");
    expect(form.getTextField("Last Name 1").getText()).toBe("Okafor");
  });

  it("is refused before Section 2, for a citizen's I-9, without I-9 write access and for another firm", async () => {
    const w = await section1World();
    expectStatus(await w.call("i9/add-supplement-b", { id: w.record.id, kind: "reverification", document: EAD, ...SIGNER }), 409);
    const done = await completedWorld();
    const attorney = await createUser(done.tenant, 6);
    expectStatus(await done.call("i9/add-supplement-b", { id: done.record.id, kind: "reverification", document: EAD, ...SIGNER }, attorney.token), 403);
    const other = await createFirm();
    expectStatus(await callApi("i9/add-supplement-b", { id: done.record.id, kind: "reverification", document: EAD, ...SIGNER }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
    expectField(await done.call("i9/add-supplement-b", { id: done.record.id, kind: "sometimes", ...SIGNER }), "kind");
  });
});

describe("Supplement B: rehire", () => {
  it("within 3 years of completion resumes the employment; later a new Form I-9 is needed", async () => {
    const w = await completedWorld();
    const rehire = (body: Record<string, unknown>, today = "2028-03-01") => w.call("i9/add-supplement-b", { today, id: w.record.id, kind: "rehire", ...SIGNER, ...body });
    expectStatus(await rehire({ rehireDate: "03/01/2028" }), 409);
    expectStatus(await w.call("employees/update", { id: w.employee.id, terminationDate: "01/31/2028" }), 200);
    expectField(await rehire({}), "rehireDate");
    expectField(await rehire({ rehireDate: "01/15/2028" }), "rehireDate");
    expect((await rehire({ rehireDate: "11/26/2029" }, "2029-11-26")).body.result.error?.fields).toEqual({ rehireDate: "Supplement B may be used for a rehire until 11/25/2029 (3 years after this Form I-9 was completed): start a new Form I-9" });
    // The EAD ended 06/30/2027: a rehire in 2028 needs the document presented now.
    expectField(await rehire({ rehireDate: "03/01/2028" }), "document");
    expectStatus(await rehire({ rehireDate: "03/01/2028", document: EAD }), 200);
    const d = (await w.call("i9/details", { id: w.record.id })).body.result.data;
    expect(d).toMatchObject({ status: "complete", terminationDate: null, retainUntil: null, purgeFrom: null, reverifyBy: "2029-06-30", supplementBUntil: "2029-11-25" });
    expect(d.rehireMayUseSupplementB).toBe(true);
    expect((await w.call("i9/details", { today: "2029-11-26", id: w.record.id })).body.result.data.rehireMayUseSupplementB).toBe(false);
    expect(d.supplements[0]).toMatchObject({ kind: "rehire", rehireDate: "2028-03-01" });
    const e = (await w.call("employees/details", { id: w.employee.id })).body.result.data;
    expect(e).toMatchObject({ hireDate: "2028-03-01", terminationDate: null, status: "active" });
    const trail = (await w.call("i9/activity-list", { id: w.record.id })).body.result.data as { action: string }[];
    expect(trail[0].action).toBe("supplement_b.rehire");
  });
});
