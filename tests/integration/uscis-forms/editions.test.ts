// The USCIS form editions as data (issue 33 §4, issue 34 §4): uploads, the payment worksheets and the editions' own
// field maps. Editions are the platform's, seen by every test on the database, and a case's fill or worksheet
// takes the edition whose dates hold its day: the three parts live in one file so they run one after the other
// (PostgreSQL runs two files at once), each in its own block.
//
// editions:
// USCIS form editions as data (issue 33 §4): a platform admin uploads a form edition's blank (here one generated
// with pdf-lib: an AcroForm with text fields and tooltips) — its fields and tooltips listed, the I-765 map's fit
// (which fields it fills, which entries the blank lacks); a file that is no PDF, an unreadable or encrypted one,
// one without fields 422; a firm admin 403; list (sort, filter), details, delete (404 after). A case's fill takes
// the uploaded blank when its filing date falls in the edition's dates, else the built-in one.
// editions-worksheet:
// A case's payment worksheet (issue 33 §4): /api/uscis-forms/payment-worksheet for G-1450 (card) and G-1650
// (ACH) — the case, its fee lines (form, amount, payer), total and totals by payer from the fees of the postmark
// date, no card or bank number anywhere; while no edition of the form is on file for that date (`edition` null),
// and naming the uploaded edition once a platform admin uploaded one; 422, 403 (a beneficiary, who reads no
// fees), another firm's case 404.
// edition-maps:
// Maps as data (issue 33 §4): a platform admin gives an uploaded edition its own field map
// (/api/uscis-forms/editions/save-map) — each field of its blank filled with a value of the form's catalogue, a
// fixed text or a check box state; an unknown field or value key 422, a firm admin 403, an unknown edition 404.
// A case filed within the edition's dates is filled with that map (read back from the stored PDF), and the
// completed form uploaded back is checked against the uploaded edition (its pages and the map's fields). The
// payment forms (G-1450/G-1650) are filled from the worksheet on their uploaded blank
// (/api/uscis-forms/payment-form): never a card or bank number.
import { afterEach, describe, expect, it } from "vitest";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { callUpload, createCase, expectField, expectStatus, file, PNG, useTempFileStore } from "../documents/helpers";
import { blankPdf } from "./blank";
import { eq } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { getDb } from "@/lib/server/db/client";
import { caseFirm } from "../cases/fixtures";

useTempFileStore();

// ---- editions ----
{
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
}

// ---- editions-worksheet ----
{
/** A call answering a file (uscis-forms/editions/blank, payment-worksheet-pdf): the raw response. */
async function fetchFile(slug: string, token: string, body: Record<string, unknown>, path = "uscis-forms/editions/blank"): Promise<Response> {
  const { POST } = (await import(/* @vite-ignore */ `../../../app/api/${path}/route.ts`)) as { POST: (r: Request) => Promise<Response> };
  const host = `${slug}.localhost:3000`;
  return POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) }));
}

async function world() {
  const f = await caseFirm();
  const db = await getDb();
  await db.update(companies).set({ employeeCount: 30 }).where(eq(companies.id, f.company.id));
  const c = await f.create({ typeId: 1, subTypeId: 5, premiumProcessing: true, premiumForm: "I129" });
  const sheet = (body: Record<string, unknown>, token = f.admin.token) => f.call("uscis-forms/payment-worksheet", { petitionId: c.id, form: "G-1450", postmarkDate: "2026-03-02", ...body }, token);
  return { ...f, c, sheet };
}

describe("POST /api/uscis-forms/payment-worksheet", () => {
  it("lists the case's fee lines, amounts and payers for the form; never a card or bank number", async () => {
    const w = await world();
    const res = await w.sheet({});
    expectStatus(res, 200);
    const d = res.body.result.data;
    expect(Object.keys(d).sort()).toEqual(["beneficiaryName", "byPayer", "caseNumber", "edition", "form", "lines", "missing", "petitionerName", "postmarkDate", "title", "totalCents"]);
    expect(d).toMatchObject({ form: "G-1450", title: "Authorization for Credit Card Transactions", caseNumber: w.c.caseNumber, petitionerName: "Acme Robotics Inc", beneficiaryName: "Priya Raman", postmarkDate: "2026-03-02", edition: null });
    // The same lines and totals as the case's fees of that day.
    const fees = (await w.call("petition/filing-fees", { petitionId: w.c.id, postmarkDate: "2026-03-02" })).body.result.data;
    expect(d.lines).toEqual(fees.lines.map((l: Record<string, unknown>) => ({ code: l.code, form: l.form, label: l.label, amountCents: l.amountCents, payer: l.payer, counted: l.counted })));
    expect(d.lines.find((l: { code: string }) => l.code === "I129_H1B")).toMatchObject({ form: "I-129", amountCents: 78000, payer: "employer" });
    expect(d.totalCents).toBe(fees.totalCents);
    expect(d.byPayer).toEqual(fees.byPayer);
    expect(JSON.stringify(d)).not.toMatch(/card ?number|account ?number|routing|cvv/i);
    expect((await w.sheet({ form: "G-1650" })).body.result.data).toMatchObject({ form: "G-1650", title: "Authorization for ACH Transactions", totalCents: fees.totalCents });

    // The same worksheet as a PDF to print: one page titled by the form; 403 for a beneficiary, another firm's case 404.
    const body = { petitionId: w.c.id, form: "G-1450", postmarkDate: "2026-03-02" };
    const res2 = await fetchFile(w.tenant.slug, w.admin.token, body, "uscis-forms/payment-worksheet-pdf");
    expect(res2.status).toBe(200);
    expect(res2.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await res2.arrayBuffer()));
    expect(pdf.getTitle()).toBe("Payment worksheet: Form G-1450");
    expect(pdf.getPageCount()).toBe(1);
    expect((await fetchFile(w.tenant.slug, (await createUser(w.tenant, ROLE.BENEFICIARY)).token, body, "uscis-forms/payment-worksheet-pdf")).status).toBe(403);
    const other = await caseFirm();
    expect((await fetchFile(other.tenant.slug, other.admin.token, body, "uscis-forms/payment-worksheet-pdf")).status).toBe(404);
    expect((await fetchFile(w.tenant.slug, w.admin.token, { ...body, form: "G-9" }, "uscis-forms/payment-worksheet-pdf")).status).toBe(422);
  });

  it("names the uploaded edition of the form once one is on file for the postmark date", async () => {
    const w = await world();
    const pt = await createTenant();
    const platform = await createUser(pt, ROLE.PLATFORM_ADMIN);
    const up = await callUpload(
      "uscis-forms/editions/upload",
      { form: "G-1650", edition: "03/01/26", validFrom: "2026-03-01", validTo: "2026-06-30", file: file(await blankPdf([{ name: "PayerName", tooltip: "Name on the account" }]), "g-1650.pdf", "application/pdf") },
      { tenant: pt.slug, token: platform.token },
    );
    expectStatus(up, 200);
    const id = up.body.result.data.id;
    expect((await w.sheet({ form: "G-1650" })).body.result.data.edition).toEqual({ id, edition: "03/01/26", validFrom: "2026-03-01", validTo: "2026-06-30", mapped: false });
    // Its blank, offered instead of the worksheet: the stored PDF for who reads the fees; 403 for a beneficiary.
    const blank = await fetchFile(w.tenant.slug, w.admin.token, { id });
    expect(blank.status).toBe(200);
    expect(blank.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await blank.arrayBuffer()));
    expect(pdf.getForm().getFields().map((f) => f.getName())).toEqual(["PayerName"]);
    expect((await fetchFile(w.tenant.slug, (await createUser(w.tenant, ROLE.BENEFICIARY)).token, { id })).status).toBe(403);
    expect((await fetchFile(w.tenant.slug, w.admin.token, { id: "x" })).status).toBe(422);
    // Another form, another day: still the worksheet.
    expect((await w.sheet({ form: "G-1450" })).body.result.data.edition).toBeNull();
    expect((await w.sheet({ form: "G-1650", postmarkDate: "2026-07-01" })).body.result.data.edition).toBeNull();
    await callApi("uscis-forms/editions/delete", { id }, { tenant: pt.slug, token: platform.token });
    expect((await w.sheet({ form: "G-1650" })).body.result.data.edition).toBeNull();
    expect((await fetchFile(w.tenant.slug, w.admin.token, { id })).status).toBe(404);
  });

  it("422 on a bad form or date, 403 for a beneficiary, 404 for another firm's case", async () => {
    const w = await world();
    expectField(await w.sheet({ form: "I-129" }), "form");
    expectField(await w.sheet({ postmarkDate: "2026-02-30" }), "postmarkDate");
    expectField(await w.sheet({ petitionId: "x" }), "petitionId");
    expectField(await w.sheet({ cardNumber: "4111111111111111" }), "cardNumber", "Unknown field");
    const beneficiary = await createUser(w.tenant, ROLE.BENEFICIARY);
    expectStatus(await w.sheet({}, beneficiary.token), 403);
    const other = await caseFirm();
    expectStatus(await other.call("uscis-forms/payment-worksheet", { petitionId: w.c.id, form: "G-1450" }), 404);
    const paralegal = await createUser(w.tenant, ROLE.PARALEGAL);
    expectStatus(await w.sheet({}, paralegal.token), 200);
  });
});
}

// ---- edition-maps ----
{
const TODAY = "2026-11-20";
const FAMILY = "form1[0].P1[0].FamilyName[0]";
const GIVEN = "form1[0].P1[0].GivenName[0]";
const DOB = "form1[0].P1[0].DateOfBirth[0]";
const AGENCY = "form1[0].P1[0].Agency[0]";
const FEMALE = "form1[0].P1[0].Sex[0]";
const MALE = "form1[0].P1[0].Sex[1]";
const G28 = "form1[0].P1[0].G28Attached[0]";

/** A blank made here: text fields and check boxes with tooltips, on `pages` pages. */
async function blank(fields: { name: string; tooltip: string; box?: boolean }[], pages = 2): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]);
  const form = pdf.getForm();
  fields.forEach((f, i) => {
    const field = f.box ? form.createCheckBox(f.name) : form.createTextField(f.name);
    field.addToPage(pdf.getPage(0), { x: 50, y: 700 - i * 30, width: f.box ? 15 : 200, height: f.box ? 15 : 20 });
    field.acroField.dict.set(PDFName.of("TU"), PDFString.of(f.tooltip));
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const I765_FIELDS = [
  { name: FAMILY, tooltip: "Part 2. 1.a. Family Name" },
  { name: GIVEN, tooltip: "Part 2. 1.b. Given Name" },
  { name: DOB, tooltip: "Part 2. 20. Date of Birth" },
  { name: AGENCY, tooltip: "Preparer's agency" },
  { name: FEMALE, tooltip: "10. Sex. Female", box: true },
  { name: MALE, tooltip: "10. Sex. Male", box: true },
  { name: G28, tooltip: "Form G-28 is attached", box: true },
  { name: "form1[0].P1[0].Left[0]", tooltip: "A line nobody maps" },
];

// Editions are the platform's, seen by every test file sharing the database: each test removes what it uploaded,
// and these use editions and dates (2031–2033) no other file uses.
const uploaded: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (uploaded.length) await uploaded.pop()!();
});

async function platform() {
  const tenant = await createTenant();
  const admin = await createUser(tenant, ROLE.PLATFORM_ADMIN);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = async (fields: Parameters<typeof callUpload>[1], token = admin.token) => {
    const res = await callUpload("uscis-forms/editions/upload", fields, { tenant: tenant.slug, token });
    const id = res.body.result?.data?.id as string | undefined;
    if (id) uploaded.push(() => call("uscis-forms/editions/delete", { id }));
    return res;
  };
  return { tenant, admin, call, upload };
}

const pdfPart = (bytes: Buffer, name = "i-765.pdf") => file(bytes, name, "application/pdf");

const MAP = [
  { field: FAMILY, key: "beneficiary.lastName" },
  { field: GIVEN, key: "beneficiary.firstName" },
  { field: DOB, key: "beneficiary.dateOfBirth", as: "date" },
  { field: AGENCY, text: "Lima & Asociados LLP" },
  { field: FEMALE, key: "beneficiary.gender", check: "Female" },
  { field: MALE, key: "beneficiary.gender", check: "Male" },
  { field: G28, checked: true },
];

describe("POST /api/uscis-forms/editions/save-map", () => {
  it("stores the edition's own map, answers it with the form's value keys, and removes it with an empty list", async () => {
    const p = await platform();
    const up = await p.upload({ form: "I-765", edition: "07/01/31", validFrom: "2031-01-01", validTo: "2031-01-31", file: pdfPart(await blank(I765_FIELDS)) });
    expectStatus(up, 200);
    const id = up.body.result.data.id;
    expect(up.body.result.data.ownMap).toBeNull();
    expect(up.body.result.data.valueKeys).toContain("beneficiary.lastName");
    expect(up.body.result.data.valueKeys).not.toContain("payment.amount");
    const res = await p.call("uscis-forms/editions/save-map", { id, entries: MAP });
    expectStatus(res, 200);
    expect(res.body.result.data.ownMap.entries).toEqual(MAP);
    expect(res.body.result.data.ownMap.updatedBy).toBe(p.admin.user.id);
    const details = await p.call("uscis-forms/editions/details", { id });
    expect(details.body.result.data.ownMap.entries).toEqual(MAP);
    const listed = await p.call("uscis-forms/editions/list", {});
    expect(listed.body.result.data.find((e: { id: string }) => e.id === id).ownMapEntries).toBe(MAP.length);
    // Removed: no own map (the built-in one fills again).
    const gone = await p.call("uscis-forms/editions/save-map", { id, entries: [] });
    expectStatus(gone, 200);
    expect(gone.body.result.data.ownMap).toBeNull();
    expect((await p.call("uscis-forms/editions/list", {})).body.result.data.find((e: { id: string }) => e.id === id).ownMapEntries).toBeNull();
  });

  it("refuses a field the blank lacks, a value key the form does not know, and entries that do not fit the field (422)", async () => {
    const p = await platform();
    const id = (await p.upload({ form: "I-765", edition: "07/02/31", validFrom: "2031-01-01", validTo: "2031-01-31", file: pdfPart(await blank(I765_FIELDS)) })).body.result.data.id;
    const save = (entries: unknown[]) => p.call("uscis-forms/editions/save-map", { id, entries });
    expectField(await save([{ field: FAMILY, key: "beneficiary.lastName" }, { field: "form1[0].P9[0].Nope[0]", key: "beneficiary.lastName" }]), "entries.1.field", "This field is not in the edition's blank");
    expectField(await save([{ field: FAMILY, key: "beneficiary.shoeSize" }]), "entries.0.key", "Unknown value for this form");
    // A payment form's value on a benefit form.
    expectField(await save([{ field: FAMILY, key: "payment.amount" }]), "entries.0.key", "Unknown value for this form");
    expectField(await save([{ field: FAMILY, key: "beneficiary.lastName" }, { field: FAMILY, text: "x" }]), "entries.1.field", "This field is mapped twice");
    expectField(await save([{ field: FEMALE, key: "beneficiary.gender" }]), "entries.0.check");
    expectField(await save([{ field: FEMALE, text: "X" }]), "entries.0.text", "A check box takes no text");
    expectField(await save([{ field: FAMILY, checked: true }]), "entries.0.checked", "Only a check box is ticked or left empty");
    expectField(await save([{ field: FAMILY, key: "beneficiary.lastName", text: "x" }]), "entries.0.key", "Give the field a value, a fixed text or a check box state");
    expectField(await save([{ field: FAMILY }]), "entries.0.key");
    expectField(await save([{ field: FAMILY, key: "beneficiary.lastName", as: "roman" }]), "entries.0.as");
    expectField(await save([{ field: FAMILY, key: "beneficiary.lastName", extra: 1 }]), "entries.0.extra", "Unknown field");
    expectField(await p.call("uscis-forms/editions/save-map", { id: "nope", entries: [] }), "id");
    // Nothing was stored.
    expect((await p.call("uscis-forms/editions/details", { id })).body.result.data.ownMap).toBeNull();
  });

  it("is the platform admin's (a firm admin 403); an edition not on file 404", async () => {
    const p = await platform();
    const id = (await p.upload({ form: "I-765", edition: "07/03/31", validFrom: "2031-01-01", validTo: "2031-01-31", file: pdfPart(await blank(I765_FIELDS)) })).body.result.data.id;
    const { tenant, admin } = await createFirm();
    expectStatus(await callApi("uscis-forms/editions/save-map", { id, entries: MAP }, { tenant: tenant.slug, token: admin.token }), 403);
    expectStatus(await p.call("uscis-forms/editions/save-map", { id: "0b9f3a52-8c1e-4d5e-9a40-3d9b8f7e6c11", entries: MAP }), 404);
    expect((await p.call("uscis-forms/editions/details", { id })).body.result.data.ownMap).toBeNull();
  });
});

describe("a case's fill with the uploaded edition's own map", () => {
  it("fills values, fixed texts and check boxes, lists what the record lacks, and checks the completed form against the edition", async () => {
    const p = await platform();
    const { tenant, admin } = await createFirm();
    const branch = await createBranch(tenant.id, "HQ");
    const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
    const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, gender: "Female" });
    const gc = await createCaseOf(tenant.id, company.id, branch.id, ana.id);
    const up = await p.upload({ form: "I-765", edition: "07/15/32", validFrom: "2032-07-15", validTo: "2032-09-30", file: pdfPart(await blank(I765_FIELDS)) });
    const id = up.body.result.data.id;
    expectStatus(await p.call("uscis-forms/editions/save-map", { id, entries: MAP }), 200);
    const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });

    const res = await call("generate-pdf-form-document", { petitionId: gc.id, form: "I-765", filingDate: "2032-08-03" });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ edition: "07/15/32", filled: 5, missing: ["beneficiary.dateOfBirth"], unmapped: ["form1[0].P1[0].Left[0]"] });
    const docs = (await call("documents/list", { petitionId: gc.id, category: "forms_letters" })).body.result.data as { id: string; name?: string; key: string }[];
    const doc = docs.find((x) => JSON.stringify(x).includes("07/15/32"))!;
    const filled = await PDFDocument.load((await getFileStore().get(doc.key))!.body);
    const form = filled.getForm();
    expect(form.getTextField(FAMILY).getText()).toBe("Lima");
    expect(form.getTextField(GIVEN).getText()).toBe("Ana");
    expect(form.getTextField(DOB).getText()).toBeUndefined();
    expect(form.getTextField(AGENCY).getText()).toBe("Lima & Asociados LLP");
    expect(form.getCheckBox(FEMALE).isChecked()).toBe(true);
    expect(form.getCheckBox(MALE).isChecked()).toBe(false);
    expect(form.getCheckBox(G28).isChecked()).toBe(true);

    // Outside the edition's dates: the built-in edition and its map.
    const outside = await call("generate-pdf-form-document", { petitionId: gc.id, form: "I-765", filingDate: "2032-10-01" });
    expect(outside.body.result.data.edition).toBe("01/20/25");

    // The completed form uploaded back: the uploaded edition's page count and the map's fields.
    const upload = (f: Buffer, name: string) => callUpload("gc-petition/save-pdf-form-version", { id: gc.id, documentId: doc.id, file: file(f, name, "application/pdf") }, { tenant: tenant.slug, token: admin.token });
    form.getTextField(DOB).setText("02/29/1992");
    expectStatus(await upload(Buffer.from(await filled.save()), "done.pdf"), 200);
    const onePage = await blank(I765_FIELDS, 1);
    expectField(await upload(onePage, "short.pdf"), "file", "This PDF has 1 pages; Form I-765 (07/15/32) has 2: upload the completed Form I-765 (07/15/32)");
    const lacking = await blank(I765_FIELDS.filter((f) => f.name !== AGENCY));
    expectField(await upload(lacking, "other.pdf"), "file", "This PDF is not Form I-765 (07/15/32): 1 of the edition's fields are not in it");

    // Another firm's case: 404.
    const other = await createFirm();
    expectStatus(await callApi("generate-pdf-form-document", { today: TODAY, petitionId: gc.id, form: "I-765", filingDate: "2032-08-03" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
  });
});

async function createCaseOf(tenantId: string, companyId: string, branchId: string, beneficiaryId: string) {
  return createCase(tenantId, { typeId: 3, subTypeId: 15, petitionerId: companyId, branchId, caseNumber: `GC-${Math.random().toString(36).slice(2, 8)}` }, [beneficiaryId]);
}

/** A call answering a file: the raw response. */
async function fetchFile(slug: string, token: string, body: Record<string, unknown>, path = "uscis-forms/payment-form"): Promise<Response> {
  const { POST } = (await import(/* @vite-ignore */ `../../../app/api/${path}/route.ts`)) as { POST: (r: Request) => Promise<Response> };
  const host = `${slug}.localhost:3000`;
  return POST(new Request(`http://${host}/api/${path}`, { method: "POST", headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) }));
}

describe("POST /api/uscis-forms/payment-form", () => {
  it("fills the uploaded G-1450 with the worksheet's amount, forms and payer; never a card number; 422 without a mapped edition, 403, another firm 404", async () => {
    const f = await caseFirm();
    const db = await getDb();
    await db.update(companies).set({ employeeCount: 30 }).where(eq(companies.id, f.company.id));
    const c = await f.create({ typeId: 1, subTypeId: 5, premiumProcessing: true, premiumForm: "I129" });
    const body = { petitionId: c.id, form: "G-1450", postmarkDate: "2033-03-02" };
    const p = await platform();
    const G = [
      { name: "Amount", tooltip: "Amount to charge" },
      { name: "FormNumbers", tooltip: "Form(s) being paid for" },
      { name: "CardholderName", tooltip: "Cardholder's name" },
      { name: "CreditCardNumber", tooltip: "Credit card number" },
      { name: "Expiry", tooltip: "Expiration date" },
      { name: "Note", tooltip: "A note" },
    ];
    const up = await p.upload({ form: "G-1450", edition: "03/01/33", validFrom: "2033-03-01", file: pdfPart(await blank(G, 1), "g-1450.pdf") });
    expectStatus(up, 200);
    const id = up.body.result.data.id;
    expect(up.body.result.data.valueKeys).toEqual(expect.arrayContaining(["payment.amount", "payment.payerName"]));
    // Uploaded without a map: the worksheet names it, not mapped; the form cannot be filled yet.
    expect((await f.call("uscis-forms/payment-worksheet", body)).body.result.data.edition).toMatchObject({ id, mapped: false });
    const none = await fetchFile(f.tenant.slug, f.admin.token, body);
    expect(none.status).toBe(422);
    expect((await none.json()).result.error.fields.form).toBe("No edition of this form with a field map is on file for the date: use the worksheet");

    // A card number or expiry is never mapped, not even to a fixed text; a benefit form's value is unknown here.
    const save = (entries: unknown[]) => p.call("uscis-forms/editions/save-map", { id, entries });
    expectField(await save([{ field: "CreditCardNumber", text: "4111111111111111" }]), "entries.0.field", "A card or bank number, its security code or expiry is never filled: the payer writes it");
    expectField(await save([{ field: "Expiry", key: "payment.amount" }]), "entries.0.field");
    expectField(await save([{ field: "Amount", key: "beneficiary.lastName" }]), "entries.0.key", "Unknown value for this form");
    expectStatus(
      await save([
        { field: "Amount", key: "payment.amount" },
        { field: "FormNumbers", key: "payment.forms" },
        { field: "CardholderName", key: "payment.payerName" },
        { field: "Note", text: "Premium processing included" },
      ]),
      200,
    );
    expect((await f.call("uscis-forms/payment-worksheet", body)).body.result.data.edition).toMatchObject({ id, mapped: true });

    const res = await fetchFile(f.tenant.slug, f.admin.token, body);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const form = (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getForm();
    const total = (await f.call("uscis-forms/payment-worksheet", body)).body.result.data.totalCents as number;
    expect(total).toBeGreaterThan(0);
    expect(form.getTextField("Amount").getText()).toBe((total / 100).toFixed(2));
    expect(form.getTextField("FormNumbers").getText()).toMatch(/^I-129\b/);
    expect(form.getTextField("CardholderName").getText()).toBe("Acme Robotics Inc");
    expect(form.getTextField("Note").getText()).toBe("Premium processing included");
    expect(form.getTextField("CreditCardNumber").getText()).toBeUndefined();
    expect(form.getTextField("Expiry").getText()).toBeUndefined();

    // Another day (before the edition): 422; a beneficiary reads no fees: 403; another firm's case 404; a bad form 422.
    expect((await fetchFile(f.tenant.slug, f.admin.token, { ...body, postmarkDate: "2026-02-27" })).status).toBe(422);
    expect((await fetchFile(f.tenant.slug, (await createUser(f.tenant, ROLE.BENEFICIARY)).token, body)).status).toBe(403);
    const other = await caseFirm();
    expect((await fetchFile(other.tenant.slug, other.admin.token, body)).status).toBe(404);
    expect((await fetchFile(f.tenant.slug, f.admin.token, { ...body, form: "G-9" })).status).toBe(422);
  });
});
}
