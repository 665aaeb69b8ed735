// Each field map fills its official blank from fixture data and the values read back from the saved PDF;
// the editions' acceptance windows on their edges.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { editionFor, USCIS_FORMS, type UscisForm } from "./editions";
import { fillForm } from "./field-map";
import type { FormData } from "./form-data";

const blank = (file: string) => new Uint8Array(readFileSync(path.join(__dirname, "blanks", file)));

const ANA: FormData = {
  "beneficiary.lastName": "Lima",
  "beneficiary.firstName": "Ana",
  "beneficiary.middleName": "Sofía",
  "beneficiary.gender": "Female",
  "beneficiary.dateOfBirth": "1992-02-29",
  "beneficiary.countryOfBirth": "Brazil",
  "beneficiary.citizenship": "Brazil",
  "beneficiary.passportNumber": "FX123456",
  "beneficiary.passportCountry": "Brazil",
  "beneficiary.passportExpiry": "2031-08-15",
  "beneficiary.i94Number": "1234567890-1",
  "beneficiary.email": "ana.lima@example.com",
  "beneficiary.phone": "(512) 555-0134",
  "beneficiary.address.street": "500 Congress Ave",
  "beneficiary.address.unitType": "APT",
  "beneficiary.address.unitNumber": "12B",
  "beneficiary.address.city": "Austin",
  "beneficiary.address.state": "tx",
  "beneficiary.address.zip": "78701-1234",
};

/** A whole case: Ana, her employer and the position of its LCA. */
const CASE: FormData = {
  ...ANA,
  "beneficiary.fullName": "Ana Sofía Lima",
  "beneficiary.i94Expiry": "2027-10-01",
  "beneficiary.passportIssueDate": "2021-08-16",
  "beneficiary.currentStatus": "F-1",
  "beneficiary.currentStatusI129": "F1 - STUDENT - ACADEMIC",
  "beneficiary.lastEntryDate": "2024-08-20",
  "beneficiary.priorReceiptNumber": "EAC2490012345",
  "petitioner.name": "Acme Robotics Inc.",
  "petitioner.fein": "12-3456789",
  "petitioner.email": "hr@acme.example",
  "petitioner.phone": "(415) 555-0100",
  "petitioner.address.street": "1 Market St",
  "petitioner.address.unitType": "STE",
  "petitioner.address.unitNumber": "400",
  "petitioner.address.city": "San Francisco",
  "petitioner.address.state": "CA",
  "petitioner.address.zip": "94105",
  "petitioner.yearEstablished": "2004",
  "petitioner.employeeCount": "120",
  "petitioner.grossIncome": "25000000",
  "petitioner.naicsCode": "541511",
  "petitioner.signatory.lastName": "Reyes",
  "petitioner.signatory.firstName": "Jordan",
  "petitioner.signatory.title": "CEO",
  "petitioner.signatory.email": "jordan@acme.example",
  "petitioner.signatory.phone": "415-555-0101",
  "case.classification": "H-1B",
  "case.basis": "change",
  "case.ebCategory": "EB2",
  "case.priorityDate": "2024-03-15",
  "job.title": "Software Engineer",
  "job.socCode": "15-1252.00",
  "job.fullTime": "Yes",
  "job.wage": "125000",
  "job.wagePer": "year",
  "job.annualWage": "125000",
  "job.startDate": "2026-10-01",
  "job.endDate": "2029-09-30",
  "job.worksite.street": "500 Howard St",
  "job.worksite.city": "San Francisco",
  "job.worksite.state": "CA",
  "job.worksite.zip": "94105",
  "lca.number": "I-200-26001-123456",
  "lca.h1bDependent": "No",
  "lca.willfulViolator": "No",
  "perm.dolCaseNumber": "G-100-24001-123456",
  "perm.caseNumberDigits": "24001123456",
  "perm.filedDate": "2024-03-15",
  "perm.expiry": "2025-02-10",
};

/** The filled form read back from its saved bytes. */
async function readBack(bytes: Uint8Array) {
  const form = (await PDFDocument.load(bytes)).getForm();
  return {
    form,
    text: (n: string) => form.getTextField(n).getText(),
    checked: (n: string) => form.getCheckBox(n).isChecked(),
    selected: (n: string) => form.getDropdown(n).getSelected(),
  };
}

const sub = (n: number, name: string, i = 0) => `form1[0].#subform[${n}].${name}[${i}]`;

describe("Form I-765 (01/20/25)", () => {
  const edition = USCIS_FORMS["I-765"].editions[0];

  it("fills every mapped field from the data and reads it back", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, ANA, { flatten: false });
    expect(out.missing).toEqual([]);
    const form = (await PDFDocument.load(out.bytes)).getForm();
    const text = (n: string) => form.getTextField(`form1[0].${n}[0]`).getText();
    expect(text("Page1[0].Line1a_FamilyName")).toBe("Lima");
    expect(text("Page1[0].Line1b_GivenName")).toBe("Ana");
    expect(text("Page1[0].Line1c_MiddleName")).toBe("Sofía");
    expect(text("Page3[0].Line19_DOB")).toBe("02/29/1992");
    expect(text("Page3[0].Line20e_ExpDate")).toBe("08/15/2031");
    expect(text("Page3[0].Line20a_I94Number")).toBe("12345678901");
    expect(text("Page2[0].Pt2Line5_ZipCode")).toBe("78701");
    expect(text("Page4[0].Pt3Line3_DaytimePhoneNumber1")).toBe("5125550134");
    expect(form.getDropdown("form1[0].Page2[0].Pt2Line5_State[0]").getSelected()).toEqual(["TX"]);
    expect(form.getCheckBox("form1[0].Page2[0].Pt2Line5_Unit[2]").isChecked()).toBe(true);
    expect(form.getCheckBox("form1[0].Page2[0].Pt2Line5_Unit[0]").isChecked()).toBe(false);
    expect(form.getCheckBox("form1[0].Page2[0].Line9_Checkbox[0]").isChecked()).toBe(true);
    expect(form.getCheckBox("form1[0].Page2[0].Line9_Checkbox[1]").isChecked()).toBe(false);
    // What the product does not fill is listed for the paralegal; the barcodes are not.
    expect(out.unmapped).toContain("form1[0].Page3[0].Line21_DateOfLastEntry[0]");
    expect(out.unmapped.some((n) => n.includes("BarCode"))).toBe(false);
    expect(out.filled.length + out.unmapped.length).toBeLessThan(form.getFields().length);
  });

  it("lists what the data lacks, leaves a bad date or an unknown state out, and flattens on request", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, { ...ANA, "beneficiary.middleName": null, "beneficiary.dateOfBirth": "29/02/1992", "beneficiary.address.state": "Texas", "beneficiary.i94Number": "" }, { flatten: true });
    expect(out.missing.sort()).toEqual(["beneficiary.address.state", "beneficiary.dateOfBirth", "beneficiary.i94Number", "beneficiary.middleName"]);
    expect((await PDFDocument.load(out.bytes)).getForm().getFields()).toHaveLength(0);
  });

});

describe.each(Object.values(USCIS_FORMS).flatMap((f) => f.editions.map((e) => ({ code: f.code, ...e }))))("Form $code ($edition) map", (edition) => {
  it("names fields of the blank, each once, check boxes for the checked entries", async () => {
    const form = (await PDFDocument.load(blank(edition.blank))).getForm();
    for (const e of edition.map) {
      const field = form.getField(e.field);
      expect(field.constructor.name, e.field).toBe(e.check !== undefined ? "PDFCheckBox" : field.constructor.name === "PDFDropdown" ? "PDFDropdown" : "PDFTextField");
    }
    expect(new Set(edition.map.map((e) => e.field)).size).toBe(edition.map.length);
  });

  it("keeps the letter of an electronic I-94 number (rule 16) wherever it files one", async () => {
    const i94 = edition.map.filter((e) => e.path === "beneficiary.i94Number");
    const out = await fillForm(blank(edition.blank), i94, { "beneficiary.i94Number": "123456789A1" }, { flatten: false });
    const { text } = await readBack(out.bytes);
    for (const e of i94) expect(text(e.field), e.field).toBe("123456789A1");
  });
});

describe("Form I-129 (01/20/25) with the H supplements", () => {
  const edition = USCIS_FORMS["I-129"].editions[0];

  it("fills the petitioner, the beneficiary, the employment and the supplements, and reads them back", async () => {
    // An I-94 number as stored (rule 16): its letter kept.
    const out = await fillForm(blank(edition.blank), edition.map, { ...CASE, "beneficiary.i94Number": "123456789A1" }, { flatten: false });
    expect(out.missing).toEqual([]);
    const { text, checked, selected } = await readBack(out.bytes);
    expect(text(sub(0, "Line3_CompanyorOrgName"))).toBe("Acme Robotics Inc.");
    expect(text(sub(0, "TextField1"))).toBe("123456789");
    expect(selected(sub(0, "P1_Line3_State"))).toEqual(["CA"]);
    expect(checked(sub(0, "Line3_Unit", 0))).toBe(true); // Suite
    expect(checked(sub(0, "Line3_Unit", 1))).toBe(false);
    expect(text(sub(1, "Part2_ClassificationSymbol"))).toBe("H-1B");
    expect(checked(sub(1, "change"))).toBe(true);
    expect(checked(sub(1, "new"))).toBe(false);
    expect(text(sub(1, "Part3_Line2_FamilyName"))).toBe("Lima");
    expect(text(sub(2, "Line6_DateOfBirth"))).toBe("02/29/1992");
    expect(checked(sub(2, "Line1_Gender_P3", 1))).toBe(true); // Female
    expect(checked(sub(2, "Line1_Gender_P3", 0))).toBe(false);
    expect(checked(sub(2, "Line6_Unit", 0))).toBe(true); // Apartment
    expect(selected(sub(2, "Line8e_State"))).toEqual(["TX"]);
    expect(text(sub(2, "Line8d_CityTown"))).toBe("Austin");
    // Part 3 item 6 (in the United States) and the passport's issue date, Part 2 item 3 the last receipt number.
    expect(text(sub(2, "Part3Line5_DateofArrival"))).toBe("08/20/2024");
    expect(selected(sub(2, "Line11g_CurrentNon"))).toEqual(["F1 - STUDENT - ACADEMIC"]);
    expect(text(sub(2, "Part3Line5_ArrivalDeparture"))).toBe("123456789A1");
    expect(text(sub(2, "Line11e_ExpDate", 1))).toBe("08/16/2021");
    expect(text(sub(1, "Line1_ReceiptNumber"))).toBe("EAC2490012345");
    expect(text(sub(4, "Part5_Q10_DateFrom"))).toBe("10/01/2026");
    expect(text(sub(4, "Line8_Wages"))).toBe("125000");
    expect(checked(sub(4, "P5Line7_Yes"))).toBe(true);
    expect(checked(sub(4, "P5Line7_No"))).toBe(false);
    expect(selected(sub(4, "P5Line3a_State"))).toEqual(["CA"]);
    expect(text(sub(5, "Line1a_PetitionerLastName", 1))).toBe("CEO");
    expect(text(sub(13, "Line2_BeneficiaryName"))).toBe("Ana Sofía Lima");
    expect(checked(sub(13, "SubHLine4_class", 0))).toBe(true);
    expect(checked(sub(22, "H1BSecALine1a_No"))).toBe(true);
    expect(checked(sub(22, "H1BSecALine1a_Yes"))).toBe(false);
    // The requested action, the processing questions and the other lists stay the paralegal's.
    expect(out.unmapped).toContain(sub(1, "P2Checkbox4", 2));
    expect(out.unmapped).not.toContain(sub(2, "Line11g_CurrentNon"));
    expect(out.unmapped.some((n) => n.includes("BarCode"))).toBe(false);
  });

  it("leaves what the case lacks blank and lists it", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, ANA, { flatten: false });
    expect(out.missing).toEqual(expect.arrayContaining(["petitioner.name", "case.classification", "job.title", "lca.number"]));
    const { text, checked } = await readBack(out.bytes);
    expect(text(sub(0, "Line3_CompanyorOrgName"))).toBeUndefined();
    expect(checked(sub(13, "SubHLine4_class", 0))).toBe(false);
  });
});

describe("editionFor", () => {
  const form: UscisForm = {
    code: "I-999",
    title: "Test",
    editions: [
      { edition: "01/01/24", blank: "", map: [], signatures: [], acceptedFrom: "2024-01-01", acceptedUntil: "2025-03-31" },
      { edition: "01/20/25", blank: "", map: [], signatures: [], acceptedFrom: "2025-01-20", acceptedUntil: null },
    ],
  };
  it("the newest edition accepted that day; the old one inside its grace period only when the new one is not yet", () => {
    expect(editionFor(form, "2024-06-01")).toMatchObject({ ok: true, edition: { edition: "01/01/24" } });
    expect(editionFor(form, "2025-01-20")).toMatchObject({ ok: true, edition: { edition: "01/20/25" } });
    expect(editionFor(form, "2025-03-31")).toMatchObject({ ok: true, edition: { edition: "01/20/25" } });
  });
  it("refuses a day no edition is accepted, naming the edition", () => {
    expect(editionFor(form, "2023-12-31")).toEqual({ ok: false, message: "USCIS accepts the 01/01/24 edition of Form I-999 from 2024-01-01; no edition on file is accepted today" });
    const old: UscisForm = { ...form, editions: [form.editions[0]] };
    expect(editionFor(old, "2025-04-01")).toEqual({ ok: false, message: "USCIS no longer accepts the 01/01/24 edition of Form I-999: add the edition USCIS publishes now" });
  });
});

describe("Form I-140 (06/07/24)", () => {
  const edition = USCIS_FORMS["I-140"].editions[0];

  it("fills the petitioner, the category, the worker, the labor certification and the job, and reads them back", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, { ...CASE, "beneficiary.i94Number": "123456789A1" }, { flatten: false });
    // This edition's labor certification number holds 11 characters: the FLAG number's digits (G-100-24001-123456).
    expect(out.missing).toEqual([]);
    const { text, checked, selected } = await readBack(out.bytes);
    expect(text(sub(0, "Line2_CompanyName"))).toBe("Acme Robotics Inc.");
    expect(text(sub(0, "Pt1Line3_TaxNumber"))).toBe("123456789");
    expect(selected(sub(0, "Line6e_State"))).toEqual(["CA"]);
    expect(checked(sub(0, "prt2PetitionType", 4))).toBe(true); // 1.D advanced degree, not NIW
    expect(checked(sub(1, "prt2PetitionType", 6))).toBe(false); // 1.H NIW
    expect(checked(sub(1, "Line2c_Unit", 2))).toBe(true); // Apartment
    expect(selected(sub(1, "Line2e_State"))).toEqual(["TX"]);
    expect(text(sub(1, "Line5_DateOfBirth"))).toBe("02/29/1992");
    expect(text(sub(1, "Line14e_ExpDate", 1))).toBe("10/01/2027");
    expect(text(sub(2, "Line2g_LaborCertification"))).toBe("24001123456");
    expect(text(sub(1, "Line13_DateOArrival"))).toBe("08/20/2024");
    expect(text(sub(1, "Line15_CurrentNon"))).toBe("F-1");
    expect(text(sub(1, "Line14_I94Number[0].Line14a_ArrivalDeparture"))).toBe("123456789A1");
    expect(text(sub(3, "Line2h_LaborCertification"))).toBe("03/15/2024");
    expect(text(sub(3, "Line2i_LaborCertificationDate"))).toBe("02/10/2025");
    expect(text(sub(3, "Line2_SOCCode1"))).toBe("15");
    expect(text(sub(3, "Line2_SOCCode2"))).toBe("1252");
    expect(checked(sub(3, "Line4_Yes1"))).toBe(true);
    expect(text(sub(5, "Part7_Item4_Title"))).toBe("CEO");
    // The EB-3 professional / skilled boxes need what the record does not keep; the family is the paralegal's.
    expect(out.unmapped).toEqual(expect.arrayContaining([sub(0, "prt2PetitionType", 0), sub(1, "prt2PetitionType", 7), sub(3, "Line1a_Person1FamilyName")]));
  });

  it("ticks the category the case names, and lists a category the record lacks", async () => {
    const niw = await readBack((await fillForm(blank(edition.blank), edition.map, { ...CASE, "case.ebCategory": "EB2NIW" }, { flatten: false })).bytes);
    expect(niw.checked(sub(1, "prt2PetitionType", 6))).toBe(true);
    expect(niw.checked(sub(0, "prt2PetitionType", 4))).toBe(false);
    const none = await fillForm(blank(edition.blank), edition.map, { ...CASE, "beneficiary.i94Number": "123456789A1", "case.ebCategory": null, "job.socCode": "n/a" }, { flatten: false });
    expect(none.missing.sort()).toEqual(["case.ebCategory", "job.socCode"]);
  });
});

describe("Form I-485 (01/20/25)", () => {
  const edition = USCIS_FORMS["I-485"].editions[0];

  it("fills the applicant, the address, the travel documents and the category, and reads them back", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, CASE, { flatten: false });
    expect(out.missing).toEqual([]);
    const { text, checked, selected } = await readBack(out.bytes);
    expect(text(sub(0, "Pt1Line1_FamilyName"))).toBe("Lima");
    expect(text(sub(0, "Pt1Line3_DOB"))).toBe("02/29/1992");
    expect(checked(sub(1, "Pt1Line6_CB_Sex", 0))).toBe(true); // Female
    expect(checked(sub(1, "Pt1Line6_CB_Sex", 1))).toBe(false);
    expect(text(sub(1, "Pt1Line10_Passport"))).toBe("Brazil");
    expect(text(sub(2, "P1Line12_I94"))).toBe("12345678901");
    expect(checked(sub(2, "Pt1Line18US_Unit", 2))).toBe(true); // Apartment
    expect(selected(sub(2, "Pt1Line18_State"))).toEqual(["TX"]);
    expect(text(sub(2, "Pt1Line18_ZipCode"))).toBe("78701");
    expect(text(sub(4, "Pt2Line2_Date"))).toBe("03/15/2024");
    expect(checked(sub(5, "Pt2Line3b_CB140", 3))).toBe(true);
    expect(text(sub(22, "Pt3Line3_DaytimePhoneNumber1"))).toBe("5125550134");
    // Mailing address, prior addresses and the other lists stay the applicant's; Part 14 (rich text) too.
    expect(out.unmapped).toEqual(expect.arrayContaining([sub(2, "Pt1Line18_CurrentState"), sub(3, "Pt1Line18_PriorState"), sub(24, "P14_Line2_AdditionalInfo")]));
  });

  it("flattens on request, rich-text fields included", async () => {
    const out = await fillForm(blank(edition.blank), edition.map, CASE, { flatten: true });
    expect((await PDFDocument.load(out.bytes)).getForm().getFields()).toHaveLength(0);
  });
});
