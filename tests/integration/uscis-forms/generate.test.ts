// /api/generate-pdf-form-document (issue 13 section 2): Form I-765 filled from the case's primary
// beneficiary, Form I-129 (H-1B) from the client, its signatory, the beneficiary and the case's LCA, Forms
// I-140 and I-485 of a green-card case from its PERM's position, its category and priority date, saved
// to the case's forms and letters as versions of one document — the values read back from the stored PDF,
// what the records lack and what the form leaves to the paralegal listed; a client out of the caller's reach
// as missing; 422, 403 and another firm's 404.
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { eq } from "drizzle-orm";
import { authorizedSignatories, companies } from "@/db/schema/clients";
import { getDb } from "@/lib/server/db/client";
import { getFileStore } from "@/lib/server/storage/file-store";
import { ROLE } from "@/lib/shared/constants/roles";
import { createBeneficiary, createBranch, createCompany, createFirm, createUser } from "../../factories";
import { callApi, type ApiResult } from "../api";
import { createCase, expectField, expectStatus } from "../documents/helpers";

async function world() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, { name: "Acme Robotics", branchId: branch.id });
  const ana = await createBeneficiary(tenant.id, {
    firstName: "Ana",
    lastName: "Lima",
    companyId: company.id,
    gender: "Female",
    dateOfBirth: "1992-02-29",
    passportNumber: "FX123456",
    passportExpiry: "2031-08-15",
    i94Number: "12345678901",
    countryOfBirthId: 30,
    passportCountryId: 30,
    address: { line1: "500 Congress Ave", aptType: "APT", aptNumber: "12B", countryId: 231, stateId: 3970, locationId: 50209, zipcode: "78701" },
  });
  const petition = await createCase(tenant.id, { typeId: 3, subTypeId: 15, petitionerId: company.id, branchId: branch.id, title: "Ana Lima - green card" }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: "2026-11-20", ...body }, { tenant: tenant.slug, token });
  return { tenant, admin, company, petition, call };
}

const AUSTIN = { countryId: 231, stateId: 3970, locationId: 50209 };

/** An H-1B change of employer: the client with its signatory and address, and the case's LCA. */
async function h1bWorld() {
  const { tenant, admin } = await createFirm();
  const branch = await createBranch(tenant.id, "HQ");
  const company = await createCompany(tenant.id, {
    name: "Acme Robotics Inc.",
    branchId: branch.id,
    feiNumber: "12-3456789",
    phone: "(512) 555-0100",
    yearEstablished: 2004,
    employeeCount: 120,
    address: { line1: "1 Congress Ave", aptType: "STE", aptNumber: "400", ...AUSTIN, zipcode: "78701" },
  });
  await (await getDb()).insert(authorizedSignatories).values({ tenantId: tenant.id, companyId: company.id, firstName: "Jordan", lastName: "Reyes", title: "CEO", email: `jordan-${tenant.slug}@acme.example` });
  const ana = await createBeneficiary(tenant.id, { firstName: "Ana", lastName: "Lima", companyId: company.id, gender: "Female", dateOfBirth: "1992-02-29", countryOfBirthId: 30, citizenshipCountryId: 30, passportNumber: "FX123456", passportCountryId: 30, passportExpiry: "2031-08-15", i94Number: "12345678901", i94Expiry: "2027-10-01" });
  const petition = await createCase(tenant.id, { typeId: 1, subTypeId: 5, petitionerId: company.id, branchId: branch.id, title: "Ana Lima - H-1B transfer" }, [ana.id]);
  const call = (path: string, body: Record<string, unknown>, token = admin.token) => callApi(path, { today: "2026-11-20", ...body }, { tenant: tenant.slug, token });
  const lca = await call("lca/request", {
    petitionId: petition.id,
    jobTitle: "Software Engineer",
    socCode: "15-1252",
    fullTime: true,
    beginDate: "2027-01-04",
    endDate: "2029-12-31",
    wageFromCents: 12_500_000,
    wageUnit: "Year",
    h1bDependent: false,
    willfulViolator: false,
    worksites: [{ address1: "500 Congress Ave", city: "Austin", county: "Travis County", state: "TX", postalCode: "78701", workers: 1 }],
  });
  expectStatus(lca, 200);
  return { tenant, admin, branch, company, petition, call };
}

/** The latest stored version of the case's forms and letters, read back. */
async function latestForm(call: (path: string, body: Record<string, unknown>) => Promise<ApiResult>, petitionId: string) {
  const doc: { key: string; docType: string; version: number } = (await call("documents/list", { petitionId, category: "forms_letters" })).body.result.data[0];
  const form = (await PDFDocument.load((await getFileStore().get(doc.key))!.body)).getForm();
  return { doc, text: (n: string) => form.getTextField(n).getText(), checked: (n: string) => form.getCheckBox(n).isChecked(), selected: (n: string) => form.getDropdown(n).getSelected() };
}

const sub = (n: number, name: string, i = 0) => `form1[0].#subform[${n}].${name}[${i}]`;

describe("POST /api/generate-pdf-form-document", () => {
  it("fills Form I-765 from the case and keeps each generation as a version", async () => {
    const w = await world();
    const res = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765" });
    expectStatus(res, 200);
    const out = res.body.result.data;
    expect(out).toMatchObject({ version: 1, form: "I-765", edition: "01/20/25", fileName: `Form I-765 - ${w.petition.caseNumber}.pdf` });
    expect(out.missing.sort()).toEqual(["beneficiary.citizenship", "beneficiary.middleName", "beneficiary.phone"]);
    expect(out.unmapped).toContain("form1[0].Page3[0].Line21_DateOfLastEntry[0]");

    const list = await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" });
    const doc = list.body.result.data[0];
    expect(doc).toMatchObject({ docType: "Form I-765 (01/20/25)", version: 1 });
    const form = (await PDFDocument.load((await getFileStore().get(doc.key))!.body)).getForm();
    expect(form.getTextField("form1[0].Page1[0].Line1a_FamilyName[0]").getText()).toBe("Lima");
    expect(form.getTextField("form1[0].Page3[0].Line19_DOB[0]").getText()).toBe("02/29/1992");
    expect(form.getTextField("form1[0].Page2[0].Pt2Line5_CityOrTown[0]").getText()).toBe("Austin");
    expect(form.getDropdown("form1[0].Page2[0].Pt2Line5_State[0]").getSelected()).toEqual(["TX"]);
    expect(form.getTextField("form1[0].Page3[0].Line18c_CountryOfBirth[0]").getText()).toBe("Brazil");
    expect(form.getTextField("form1[0].Page3[0].Line20d_CountryOfIssuance[0]").getText()).toBe("Brazil");
    expect(form.getCheckBox("form1[0].Page2[0].Line9_Checkbox[0]").isChecked()).toBe(true);

    const flat = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765", flatten: true });
    expect(flat.body.result.data.version).toBe(2);
    const latest = (await w.call("documents/list", { petitionId: w.petition.id, category: "forms_letters" })).body.result.data[0];
    expect((await PDFDocument.load((await getFileStore().get(latest.key))!.body)).getForm().getFields()).toHaveLength(0);
  });

  it("fills Forms I-140 and I-485 of a green-card case from its PERM's position, its category and priority date", async () => {
    const w = await world();
    const pwd = await w.call("pwd/create", { petitionerId: w.company.id, jobTitle: "Robotics Engineer", socCode: "17-2199.08", positionType: "professional", worksiteCity: "Austin", worksiteState: "TX", educationLevel: "master", experienceMonths: 24 });
    expectStatus(await w.call("perm/create", { petitionId: w.petition.id, pwdId: pwd.body.result.data.id }), 200);
    expectStatus(await w.call("gc-petition/update", { id: w.petition.id, category: "EB2", priorityDate: "2025-03-03" }), 200);

    const i140 = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-140" });
    expectStatus(i140, 200);
    expect(i140.body.result.data).toMatchObject({ version: 1, form: "I-140", edition: "06/07/24" });
    // The PERM is not filed yet and a PWD states no offered wage: those lines are the paralegal's.
    expect(i140.body.result.data.missing).toEqual(expect.arrayContaining(["perm.caseNumberDigits", "perm.filedDate", "job.wage", "job.fullTime", "petitioner.fein"]));
    const f140 = await latestForm(w.call, w.petition.id);
    expect(f140.doc).toMatchObject({ docType: "Form I-140 (06/07/24)", version: 1 });
    expect(f140.text(sub(0, "Line2_CompanyName"))).toBe("Acme Robotics");
    expect(f140.checked(sub(0, "prt2PetitionType", 4))).toBe(true);
    expect(f140.text(sub(1, "Line5_DateOfBirth"))).toBe("02/29/1992");
    expect(f140.selected(sub(1, "Line2e_State"))).toEqual(["TX"]);
    expect(f140.text(sub(3, "Line1_JobTitle"))).toBe("Robotics Engineer");
    expect(f140.text(sub(3, "Line2_SOCCode1"))).toBe("17");
    expect(f140.text(sub(3, "Line2_SOCCode2"))).toBe("2199");
    expect(f140.selected(sub(3, "Line9d_State"))).toEqual(["TX"]);

    const i485 = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-485" });
    expectStatus(i485, 200);
    expect(i485.body.result.data).toMatchObject({ version: 1, form: "I-485", edition: "01/20/25" });
    expect(i485.body.result.data.missing.sort()).toEqual(["beneficiary.citizenship", "beneficiary.i94Expiry", "beneficiary.middleName", "beneficiary.phone"]);
    const f485 = await latestForm(w.call, w.petition.id);
    expect(f485.doc).toMatchObject({ docType: "Form I-485 (01/20/25)", version: 1 });
    expect(f485.text(sub(0, "Pt1Line1_FamilyName"))).toBe("Lima");
    expect(f485.text(sub(4, "Pt2Line2_Date"))).toBe("03/03/2025");
    expect(f485.checked(sub(5, "Pt2Line3b_CB140", 3))).toBe(true);
    expect(f485.checked(sub(1, "Pt1Line6_CB_Sex", 0))).toBe(true);
    expect(f485.selected(sub(2, "Pt1Line18_State"))).toEqual(["TX"]);
    expect(i485.body.result.data.unmapped).toContain(sub(24, "P14_Line2_AdditionalInfo"));
  });

  it("says what is wrong; 403 without document rights; another firm's case is 404", async () => {
    const w = await world();
    expectField(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-999" }), "form");
    expectField(await w.call("generate-pdf-form-document", { petitionId: w.petition.id }), "form");
    expectField(await w.call("generate-pdf-form-document", { petitionId: "nope", form: "I-765" }), "petitionId");
    expectField(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765", flatten: "yes" }), "flatten");
    // Before the edition on file is accepted, the refusal names it.
    const early = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765", today: "2024-12-31" });
    expectField(early, "form", "USCIS accepts the 01/20/25 edition of Form I-765 from 2025-01-20; no edition on file is accepted today");
    const petitioner = await createUser(w.tenant, ROLE.PETITIONER, { companyId: w.company.id });
    expectStatus(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-765" }, petitioner.token), 403);
    for (const form of ["I-129", "I-140", "I-485"]) expectStatus(await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form }, petitioner.token), 403);
    const other = await world();
    for (const form of ["I-765", "I-129", "I-140", "I-485"]) expectStatus(await other.call("generate-pdf-form-document", { petitionId: w.petition.id, form }), 404);
  });

  it("fills Form I-129 with the H supplements from the client, its signatory, the beneficiary and the case's LCA", async () => {
    const w = await h1bWorld();
    const res = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-129" });
    expectStatus(res, 200);
    const out = res.body.result.data;
    expect(out).toMatchObject({ version: 1, form: "I-129", edition: "01/20/25", fileName: `Form I-129 - ${w.petition.caseNumber}.pdf` });
    // No middle name or address for Ana, no gross income or NAICS code on the client, no signatory phone, the
    // LCA not filed yet.
    const noAddress = ["street", "unitType", "unitNumber", "city", "state", "zip"].map((k) => `beneficiary.address.${k}`);
    // The beneficiary's immigration answers (issue 34 §1) are not on this record either.
    const noAnswers = ["beneficiary.currentStatusI129", "beneficiary.lastEntryDate", "beneficiary.passportIssueDate", "beneficiary.priorReceiptNumber"];
    expect(out.missing.sort()).toEqual([...noAddress, ...noAnswers, "beneficiary.middleName", "lca.number", "petitioner.grossIncome", "petitioner.naicsCode", "petitioner.signatory.phone"].sort());
    expect(out.unmapped).toContain(sub(1, "P2Checkbox4", 2));

    const { doc, text, checked, selected } = await latestForm(w.call, w.petition.id);
    expect(doc).toMatchObject({ docType: "Form I-129 (01/20/25)", version: 1 });
    expect(text(sub(0, "Line3_CompanyorOrgName"))).toBe("Acme Robotics Inc.");
    expect(text(sub(0, "TextField1"))).toBe("123456789");
    expect(text(sub(0, "Line_CityTown"))).toBe("Austin");
    expect(selected(sub(0, "P1_Line3_State"))).toEqual(["TX"]);
    expect(checked(sub(0, "Line3_Unit", 0))).toBe(true);
    expect(text(sub(1, "Part2_ClassificationSymbol"))).toBe("H-1B");
    expect(checked(sub(1, "change"))).toBe(true);
    expect(text(sub(2, "Line6_DateOfBirth"))).toBe("02/29/1992");
    expect(text(sub(2, "Part3Line4_CountryOfCitizenship"))).toBe("Brazil");
    expect(checked(sub(2, "Line1_Gender_P3", 1))).toBe(true);
    expect(text(sub(4, "Part5_Q1_JobTitle"))).toBe("Software Engineer");
    expect(text(sub(4, "Line8_Wages"))).toBe("125000");
    expect(text(sub(4, "Line8_Per"))).toBe("year");
    expect(text(sub(4, "Part5_Q10_DateTo"))).toBe("12/31/2029");
    expect(selected(sub(4, "P5Line3a_State"))).toEqual(["TX"]);
    expect(checked(sub(4, "P5Line7_Yes"))).toBe(true);
    expect(text(sub(5, "Line1a_PetitionerLastName"))).toBe("Reyes");
    expect(text(sub(13, "Line2_BeneficiaryName"))).toBe("Ana Lima");
    expect(checked(sub(13, "SubHLine4_class", 0))).toBe(true);
    expect(checked(sub(22, "H1BSecALine1a_No"))).toBe(true);
    expect(text(sub(22, "Line4_RateofPayPerYear"))).toBe("125000");
  });

  it("leaves the client's lines blank for a caller whose reach has the case but not the client", async () => {
    const w = await h1bWorld();
    // A branch manager of the case's branch; the client belongs to another branch.
    const east = await createBranch(w.tenant.id, "East");
    await (await getDb()).update(companies).set({ branchId: east.id }).where(eq(companies.id, w.company.id));
    const manager = await createUser(w.tenant, ROLE.BRANCH_MANAGER, { branchId: w.branch.id });
    const res = await w.call("generate-pdf-form-document", { petitionId: w.petition.id, form: "I-129" }, manager.token);
    expectStatus(res, 200);
    expect(res.body.result.data.missing).toEqual(expect.arrayContaining(["petitioner.name", "petitioner.fein", "petitioner.signatory.lastName"]));
    const { text } = await latestForm(w.call, w.petition.id);
    expect(text(sub(0, "Line3_CompanyorOrgName"))).toBeUndefined();
    expect(text(sub(1, "Part2_ClassificationSymbol"))).toBe("H-1B");
  });
});
