// Maps as data (issue 33 §4): a platform admin gives an uploaded edition its own field map
// (/api/uscis-forms/editions/save-map) — each field of its blank filled with a value of the form's catalogue, a
// fixed text or a check box state; an unknown field or value key 422, a firm admin 403, an unknown edition 404.
// A case filed within the edition's dates is filled with that map (read back from the stored PDF), and the
// completed form uploaded back is checked against the uploaded edition (its pages and the map's fields). The
// payment forms (G-1450/G-1650) are filled from the worksheet on their uploaded blank
// (/api/uscis-forms/payment-form): never a card or bank number.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { companies } from "@/db/schema/clients";
import { getDb } from "@/lib/server/db/client";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createTenant, createUser } from "../../factories";
import { callApi } from "../api";
import { caseFirm } from "../cases/fixtures";
import { callUpload, createCase, expectField, expectStatus, file, useTempFileStore } from "../documents/helpers";

useTempFileStore();
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

async function platform() {
  const tenant = await createTenant();
  const admin = await createUser(tenant, ROLE.PLATFORM_ADMIN);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });
  const upload = (fields: Parameters<typeof callUpload>[1], token = admin.token) => callUpload("uscis-forms/editions/upload", fields, { tenant: tenant.slug, token });
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
    const up = await p.upload({ form: "I-765", edition: "07/01/26", validFrom: "2031-01-01", validTo: "2031-01-31", file: pdfPart(await blank(I765_FIELDS)) });
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
    const id = (await p.upload({ form: "I-765", edition: "07/02/26", validFrom: "2031-01-01", validTo: "2031-01-31", file: pdfPart(await blank(I765_FIELDS)) })).body.result.data.id;
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
    const id = (await p.upload({ form: "I-765", edition: "07/03/26", validFrom: "2031-01-01", validTo: "2031-01-31", file: pdfPart(await blank(I765_FIELDS)) })).body.result.data.id;
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
    const up = await p.upload({ form: "I-765", edition: "07/15/26", validFrom: "2026-07-15", validTo: "2026-09-30", file: pdfPart(await blank(I765_FIELDS)) });
    const id = up.body.result.data.id;
    expectStatus(await p.call("uscis-forms/editions/save-map", { id, entries: MAP }), 200);
    const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: TODAY, ...body }, { tenant: tenant.slug, token });

    const res = await call("generate-pdf-form-document", { petitionId: gc.id, form: "I-765", filingDate: "2026-08-03" });
    expectStatus(res, 200);
    expect(res.body.result.data).toMatchObject({ edition: "07/15/26", filled: 5, missing: ["beneficiary.dateOfBirth"], unmapped: ["form1[0].P1[0].Left[0]"] });
    const docs = (await call("documents/list", { petitionId: gc.id, category: "forms_letters" })).body.result.data as { id: string; name?: string; key: string }[];
    const doc = docs.find((x) => JSON.stringify(x).includes("07/15/26"))!;
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
    const outside = await call("generate-pdf-form-document", { petitionId: gc.id, form: "I-765", filingDate: "2026-10-01" });
    expect(outside.body.result.data.edition).toBe("01/20/25");

    // The completed form uploaded back: the uploaded edition's page count and the map's fields.
    const upload = (f: Buffer, name: string) => callUpload("gc-petition/save-pdf-form-version", { id: gc.id, documentId: doc.id, file: file(f, name, "application/pdf") }, { tenant: tenant.slug, token: admin.token });
    form.getTextField(DOB).setText("02/29/1992");
    expectStatus(await upload(Buffer.from(await filled.save()), "done.pdf"), 200);
    const onePage = await blank(I765_FIELDS, 1);
    expectField(await upload(onePage, "short.pdf"), "file", "This PDF has 1 pages; Form I-765 (07/15/26) has 2: upload the completed Form I-765 (07/15/26)");
    const lacking = await blank(I765_FIELDS.filter((f) => f.name !== AGENCY));
    expectField(await upload(lacking, "other.pdf"), "file", "This PDF is not Form I-765 (07/15/26): 1 of the edition's fields are not in it");

    // Another firm's case: 404.
    const other = await createFirm();
    expectStatus(await callApi("generate-pdf-form-document", { today: TODAY, petitionId: gc.id, form: "I-765", filingDate: "2026-08-03" }, { tenant: other.tenant.slug, token: other.admin.token }), 404);
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
    const body = { petitionId: c.id, form: "G-1450", postmarkDate: "2026-03-02" };
    const p = await platform();
    const G = [
      { name: "Amount", tooltip: "Amount to charge" },
      { name: "FormNumbers", tooltip: "Form(s) being paid for" },
      { name: "CardholderName", tooltip: "Cardholder's name" },
      { name: "CreditCardNumber", tooltip: "Credit card number" },
      { name: "Expiry", tooltip: "Expiration date" },
      { name: "Note", tooltip: "A note" },
    ];
    const up = await p.upload({ form: "G-1450", edition: "03/01/26", validFrom: "2026-03-01", file: pdfPart(await blank(G, 1), "g-1450.pdf") });
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
