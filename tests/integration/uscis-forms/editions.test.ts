// USCIS form editions as data (issue 33 §4): a platform admin uploads a form edition's blank (here one generated
// with pdf-lib: an AcroForm with text fields and tooltips) — its fields and tooltips listed, the I-765 map's fit
// (which fields it fills, which entries the blank lacks); a file that is no PDF, an unreadable or encrypted one,
// one without fields 422; a firm admin 403; list (sort, filter), details, delete (404 after). A case's fill takes
// the uploaded blank when its filing date falls in the edition's dates, else the built-in one.
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, createCase, expectField, expectStatus, file, PNG, useTempFileStore } from "../documents/helpers";
import { blankPdf } from "./blank";

useTempFileStore();
const TODAY = "2026-11-20";
const FAMILY = "form1[0].Page1[0].Line1a_FamilyName[0]";
const GIVEN = "form1[0].Page1[0].Line1b_GivenName[0]";

async function platform() {
  const tenant = await createTenant();
  const admin = await createUser(tenant, ROLE.PLATFORM_ADMIN);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = (fields: Parameters<typeof callUpload>[1], token = admin.token) => callUpload("uscis-forms/editions/upload", fields, { tenant: tenant.slug, token });
  return { tenant, admin, call, upload };
}

const pdfPart = (bytes: Buffer, name = "i-765.pdf") => file(bytes, name, "application/pdf");

describe("POST /api/uscis-forms/editions/upload", () => {
  it("lists the blank's fields with their tooltips and the field map's fit; stores the blank", async () => {
    const p = await platform();
    const bytes = await blankPdf([
      { name: FAMILY, tooltip: "Part 1. Item 1.a. Family Name (Last Name)." },
      { name: GIVEN, tooltip: "Part 1. Item 1.b. Given Name (First Name)." },
      { name: "form1[0].Page1[0].NewLine[0]", tooltip: "Part 9. A line the map does not know." },
    ]);
    const res = await p.upload({ form: "I-765", edition: "04/01/26", validFrom: "2026-04-01", validTo: "2026-12-31", file: pdfPart(bytes) });
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(d).toMatchObject({ form: "I-765", edition: "04/01/26", validFrom: "2026-04-01", validTo: "2026-12-31", fieldCount: 3, pages: 1, fileName: "i-765.pdf", uploadedBy: { id: p.admin.user.id } });
    expect(d.fields).toEqual([
      { name: FAMILY, kind: "TextField", tooltip: "Part 1. Item 1.a. Family Name (Last Name)." },
      { name: GIVEN, kind: "TextField", tooltip: "Part 1. Item 1.b. Given Name (First Name)." },
      { name: "form1[0].Page1[0].NewLine[0]", kind: "TextField", tooltip: "Part 9. A line the map does not know." },
    ]);
    expect(d.map.edition).toBe("01/20/25");
    expect(d.map.fills).toEqual([FAMILY, GIVEN]);
    expect(d.map.missingInBlank).toContain("form1[0].Page1[0].Line1c_MiddleName[0]");
    expect(d.map.missingInBlank).not.toContain(FAMILY);
    // The blank is in the file store, readable with its fields.
    const listed = await p.call("uscis-forms/editions/list", { filter: { matcher: { form: "I-765" } } });
    expectStatus(listed, 200);
    expect(listed.body.result.data.map((e: { id: string }) => e.id)).toEqual([d.id]);
    // The same edition again: 409.
    expectStatus(await p.upload({ form: "I-765", edition: "04/01/26", validFrom: "2026-04-01", file: pdfPart(bytes) }), 409);
    // A payment form has no map: its fields only.
    const g = await p.upload({ form: "G-1450", edition: "10/01/25", validFrom: "2025-10-01", file: pdfPart(await blankPdf([{ name: "CardholderName", tooltip: "Cardholder's name" }]), "g-1450.pdf") });
    expectStatus(g, 200);
    expect(g.body.result.data.map).toBeNull();
    await p.call("uscis-forms/editions/delete", { id: d.id });
    await p.call("uscis-forms/editions/delete", { id: g.body.result.data.id });
  });

  it("refuses a file that is no PDF, an unreadable, encrypted or field-less PDF, and bad dates (422)", async () => {
    const p = await platform();
    const ok = { form: "I-765", edition: "05/01/26", validFrom: "2026-05-01" };
    expectField(await p.upload({ ...ok, file: file(PNG, "blank.png", "image/png") }), "file", "The file is not a PDF: upload the form's blank as downloaded from uscis.gov");
    expectField(await p.upload({ ...ok, file: pdfPart(Buffer.from("%PDF-1.7\nthis is not really a pdf at all\n"), "x.pdf") }), "file", "The PDF could not be read: download the form's blank again from uscis.gov");
    const flat = await PDFDocument.create();
    flat.addPage();
    expectField(await p.upload({ ...ok, file: pdfPart(Buffer.from(await flat.save()), "flat.pdf") }), "file", "The PDF has no form fields: upload the fillable blank, not a printed or flattened copy");
    // An encrypted PDF (its trailer names an /Encrypt dictionary): decrypted with qpdf, which cannot (not installed, or a bogus dictionary).
    const plain = (await blankPdf([{ name: "A", tooltip: "a" }])).toString("latin1");
    const encrypted = Buffer.from(plain.replace(/trailer\s*<<\s*/, (m) => `${m}/Encrypt 1 0 R\n`), "latin1");
    const res = await p.upload({ ...ok, file: pdfPart(encrypted, "enc.pdf") });
    expectStatus(res, 422);
    expect(res.body.result.error?.fields?.file).toMatch(/^The PDF is encrypted and /);
    const good = pdfPart(await blankPdf([{ name: "A", tooltip: "a" }]));
    expectField(await p.upload({ ...ok, form: "I-999", file: good }), "form");
    expectField(await p.upload({ ...ok, edition: "2026-05-01", file: good }), "edition");
    expectField(await p.upload({ ...ok, validTo: "2026-04-30", file: good }), "validTo");
    expectField(await p.upload({ ...ok, tenantId: "x", file: good }), "tenantId", "Unknown field");
    expect((await p.call("uscis-forms/editions/list", { filter: { matcher: { form: "I-765" } } })).body.result.data).toEqual([]);
  });

  it("is the platform admin's: a firm admin and a paralegal 403 on every call", async () => {
    const p = await platform();
    const { tenant, admin } = await createFirm();
    const paralegal = await createUser(tenant, ROLE.PARALEGAL);
    const bytes = await blankPdf([{ name: "A", tooltip: "a" }]);
    for (const token of [admin.token, paralegal.token]) {
      expectStatus(await callUpload("uscis-forms/editions/upload", { form: "I-765", edition: "06/01/26", validFrom: "2026-06-01", file: pdfPart(bytes) }, { tenant: tenant.slug, token }), 403);
      expectStatus(await callApi("uscis-forms/editions/list", {}, { tenant: tenant.slug, token }), 403);
    }
    const up = await p.upload({ form: "I-765", edition: "06/01/26", validFrom: "2026-06-01", file: pdfPart(bytes) });
    const id = up.body.result.data.id;
    expectStatus(await callApi("uscis-forms/editions/details", { id }, { tenant: tenant.slug, token: admin.token }), 403);
    expectStatus(await callApi("uscis-forms/editions/delete", { id }, { tenant: tenant.slug, token: admin.token }), 403);
    expectStatus(await p.call("uscis-forms/editions/delete", { id }), 200);
  });
});

describe("editions list, details, delete", () => {
  it("sorts, filters by form, shows one with its fields, deletes it with its blank (404 after)", async () => {
    const p = await platform();
    const a = await p.upload({ form: "G-1650", edition: "01/01/24", validFrom: "2024-01-01", validTo: "2025-12-31", file: pdfPart(await blankPdf([{ name: "A", tooltip: "a" }]), "a.pdf") });
    const b = await p.upload({ form: "G-1650", edition: "01/01/26", validFrom: "2026-01-01", file: pdfPart(await blankPdf([{ name: "B", tooltip: "b" }, { name: "C", tooltip: "c" }]), "b.pdf") });
    const [ida, idb] = [a.body.result.data.id, b.body.result.data.id];
    const list = (body: Record<string, unknown>) => p.call("uscis-forms/editions/list", { filter: { matcher: { form: "G-1650" } }, ...body });
    const asc = await list({ sortBy: "validFrom", sortOrder: "asc" });
    expect(asc.body.result.data.map((e: { id: string }) => e.id)).toEqual([ida, idb]);
    expect(asc.body.result.pagination).toMatchObject({ total: 2 });
    expect((await list({ sortBy: "validFrom", sortOrder: "desc" })).body.result.data.map((e: { id: string }) => e.id)).toEqual([idb, ida]);
    expect(asc.body.result.data[1]).toMatchObject({ fieldCount: 2, validTo: null });
    expect(asc.body.result.data[1].fields).toBeUndefined();
    expectField(await list({ sortBy: "size" }), "sortBy");

    const det = await p.call("uscis-forms/editions/details", { id: idb });
    expectStatus(det, 200);
    expect(det.body.result.data.fields.map((f: { name: string }) => f.name)).toEqual(["B", "C"]);
    expectField(await p.call("uscis-forms/editions/details", { id: "nope" }), "id");

    const key = `platform/uscis-forms/${idb}.pdf`;
    expect(await getFileStore().get(key)).not.toBeNull();
    expectStatus(await p.call("uscis-forms/editions/delete", { id: idb }), 200);
    expect(await getFileStore().get(key)).toBeNull();
    expectStatus(await p.call("uscis-forms/editions/details", { id: idb }), 404);
    expectStatus(await p.call("uscis-forms/editions/delete", { id: idb }), 404);
    expect((await list({})).body.result.data.map((e: { id: string }) => e.id)).toEqual([ida]);
    await p.call("uscis-forms/editions/delete", { id: ida });
  });
});

describe("a case's fill uses the uploaded edition of its filing date", () => {
  it("fills the uploaded blank within its dates and the built-in one outside them", async () => {
    const p = await platform();
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id, "HQ");
    const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
    const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id });
    const petition = await createCase(tenant.id, { typeId: 3, subTypeId: 15, petitionerId: company.id, branchId: branch.id }, [ana.id]);
    const up = await p.upload({
      form: "I-765",
      edition: "07/01/26",
      validFrom: "2026-07-01",
      validTo: "2026-09-30",
      file: pdfPart(await blankPdf([{ name: FAMILY, tooltip: "Family Name" }, { name: GIVEN, tooltip: "Given Name" }, { name: "Extra", tooltip: "x" }])),
    });
    expectStatus(up, 200);
    const fill = (filingDate?: string) => callApi("generate-pdf-form-document", { today: TODAY, petitionId: petition.id, form: "I-765", ...(filingDate ? { filingDate } : {}) }, { tenant: tenant.slug, token: admin.token });

    for (const day of ["2026-07-01", "2026-09-30"]) {
      const res = await fill(day);
      expectStatus(res, 200);
      expect(res.body.result.data).toMatchObject({ edition: "07/01/26", filled: 2, unmapped: ["Extra"] });
    }
    const docs = (await callApi("documents/list", { petitionId: petition.id, category: "forms_letters" }, { tenant: tenant.slug, token: admin.token })).body.result.data as { docType?: string; name?: string; key: string }[];
    const doc = docs.find((x) => JSON.stringify(x).includes("07/01/26"))!;
    const filled = (await PDFDocument.load((await getFileStore().get(doc.key))!.body)).getForm();
    expect(filled.getFields().length).toBe(3);
    expect(filled.getTextField(FAMILY).getText()).toBe("Lima");
    expect(filled.getTextField(GIVEN).getText()).toBe("Ana");

    // The day before and the day after: the built-in edition.
    for (const day of ["2026-06-30", "2026-10-01"]) {
      const res = await fill(day);
      expectStatus(res, 200);
      expect(res.body.result.data.edition).toBe("01/20/25");
      expect(res.body.result.data.unmapped.length).toBeGreaterThan(50);
    }
    // Without a filing date: today (2026-11-20), outside the uploaded dates.
    expect((await fill()).body.result.data.edition).toBe("01/20/25");
    expectField(await fill("2026-13-01"), "filingDate");
    // Deleted: the built-in blank again.
    await p.call("uscis-forms/editions/delete", { id: up.body.result.data.id });
    expect((await fill("2026-08-01")).body.result.data.edition).toBe("01/20/25");
  });
});
