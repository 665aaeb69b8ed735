// The built-in maps of Form I-130 (04/01/24), I-131 (01/20/25) and I-539 (08/28/24) (issue 34 §4): each fills
// its official blank from a case's data and the values read back from the saved PDF; what the data lacks is
// listed, a form's own lines no entry covers are left for the paralegal. (Every entry being a field of its
// blank, and check boxes where `check` is set: field-map.test.ts for every edition.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { USCIS_FORMS } from "../editions";
import { fillForm } from "../field-map";
import type { FormData } from "../form-data";
import { formsForSubType } from "../constants";

const blank = (file: string) => new Uint8Array(readFileSync(path.join(__dirname, "..", "blanks", file)));

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
  "beneficiary.i94Expiry": "2027-10-01",
  "beneficiary.lastEntryDate": "2024-08-20",
  "beneficiary.email": "ana.lima@example.com",
  "beneficiary.phone": "(512) 555-0134",
  "beneficiary.address.street": "500 Congress Ave",
  "beneficiary.address.unitType": "APT",
  "beneficiary.address.unitNumber": "12B",
  "beneficiary.address.city": "Austin",
  "beneficiary.address.state": "tx",
  "beneficiary.address.zip": "78701-1234",
};

async function filled(code: "I-130" | "I-131" | "I-539", data: FormData) {
  const edition = USCIS_FORMS[code].editions[0];
  const out = await fillForm(blank(edition.blank), edition.map, data, { flatten: false });
  const form = (await PDFDocument.load(out.bytes)).getForm();
  const text = (name: string) => form.getTextField(name).getText();
  const box = (name: string) => form.getCheckBox(name).isChecked();
  const picked = (name: string) => form.getDropdown(name).getSelected();
  return { out, text, box, picked };
}

describe("Form I-539 (08/28/24)", () => {
  const S = (n: number, name: string, i = 0) => `form1[0].#subform[${n}].${name}[${i}]`;
  it("fills the applicant's name, address, birth, citizenship, last arrival, passport, status expiry and contact", async () => {
    const { out, text, box, picked } = await filled("I-539", ANA);
    expect(out.missing).toEqual([]);
    expect(text(S(0, "P1Line1a_FamilyName"))).toBe("Lima");
    expect(text(S(0, "P1_Line1b_GivenName"))).toBe("Ana");
    expect(text(S(0, "P1_Line1c_MiddleName"))).toBe("Sofía");
    expect(text(S(0, "Part2_Item11_StreetName"))).toBe("500 Congress Ave");
    expect(box(S(0, "Part1_Item4_Unit", 0))).toBe(true); // Apartment
    expect(box(S(0, "Part1_Item4_Unit", 1))).toBe(false);
    expect(text(S(0, "Part1_Item4_Number"))).toBe("12B");
    expect(text(S(0, "Part2_Item11_City"))).toBe("Austin");
    expect(picked(S(0, "Part2_Item11_State"))).toEqual(["TX"]);
    expect(text(S(0, "Part2_Item11_ZipCode"))).toBe("78701");
    expect(text(S(1, "P1_Line6_CountryOfBirth"))).toBe("Brazil");
    expect(text(S(1, "P1_Line7_CountryOfCitizenship"))).toBe("Brazil");
    expect(text(S(1, "P1_Line8_DateOfBirth"))).toBe("02/29/1992");
    expect(text(S(1, "SupA_Line1i_DateOfArrival"))).toBe("08/20/2024");
    expect(text(S(1, "SupA_Line1j_ArrivalDeparture"))).toBe("12345678901");
    expect(text(S(1, "SupA_Line1k_Passport"))).toBe("FX123456");
    expect(text(S(1, "SupA_Line1m_CountryOfIssuance"))).toBe("Brazil");
    expect(text(S(1, "SupA_Line1n_ExpDate"))).toBe("08/15/2031");
    expect(text(S(1, "SupA_Line1p_DateExpires"))).toBe("10/01/2027");
    expect(text(S(4, "P5_Line3_DaytimePhoneNumber"))).toBe("5125550134");
    expect(text(S(4, "P5_Line5_EmailAddress"))).toBe("ana.lima@example.com");
    // The application type and the applicant's signature are the paralegal's and the applicant's.
    expect(out.unmapped).toContain(S(1, "P2_checkbox", 0));
    expect(out.unmapped).toContain(S(4, "P6_Line7_SignatureApplicant"));
  });

  it("lists what the record lacks and leaves those lines blank", async () => {
    const { out, text } = await filled("I-539", { "beneficiary.lastName": "Lima", "beneficiary.firstName": "Ana" });
    expect(out.missing).toEqual(expect.arrayContaining(["beneficiary.dateOfBirth", "beneficiary.i94Number", "beneficiary.i94Expiry", "beneficiary.address.street"]));
    expect(out.missing).not.toContain("beneficiary.lastName");
    expect(text(S(1, "P1_Line8_DateOfBirth"))).toBeUndefined();
  });
});

describe("Form I-131 (01/20/25)", () => {
  const P = (page: string, name: string, i = 0) => `form1[0].${page}[0].${name}[${i}]`;
  it("fills the applicant's name, mailing address, sex, birth, citizenship, I-94 and contact", async () => {
    const { out, text, box, picked } = await filled("I-131", { ...ANA, "beneficiary.address.unitType": "STE", "beneficiary.gender": "Male" });
    expect(out.missing).toEqual([]);
    expect(text(P("P4", "Part2_Line1_FamilyName"))).toBe("Lima");
    expect(text(P("P4", "Part2_Line1_GivenName"))).toBe("Ana");
    expect(text(P("P5", "Part2_Line3_StreetNumberName"))).toBe("500 Congress Ave");
    expect(box(P("P5", "Part2_Line3_Unit", 0))).toBe(true); // Suite comes first on the I-131
    expect(box(P("P5", "Part2_Line3_Unit", 1))).toBe(false);
    expect(picked(P("P5", "Part2_Line3_State"))).toEqual(["TX"]);
    expect(text(P("P5", "Part2_Line3_ZipCode"))).toBe("78701");
    expect(box(P("P5", "Part2_Line8_Gender", 0))).toBe(false);
    expect(box(P("P5", "Part2_Line8_Gender", 1))).toBe(true);
    expect(text(P("P5", "Part2_Line9_DateOfBirth"))).toBe("02/29/1992");
    expect(text(P("P5", "Part2_Line6_CountryOfBirth"))).toBe("Brazil");
    expect(text(P("P5", "Part2_Line7_CountryOfCitizenshiporNationality"))).toBe("Brazil");
    expect(text(P("P5", "Part2_Line13_I94RecordNo"))).toBe("12345678901");
    expect(text("form1[0].#subform[10].Part10_Line1_DayPhone[0]")).toBe("5125550134");
    expect(text("form1[0].#subform[10].Part10_Line3_Email[0]")).toBe("ana.lima@example.com");
    // The application type (advance parole …) is the paralegal's.
    expect(out.unmapped).toContain(P("P1", "CB_AppType", 4));
  });
});

describe("Form I-130 (04/01/24)", () => {
  const S = (n: number, name: string, i = 0) => `form1[0].#subform[${n}].${name}[${i}]`;
  it("fills the beneficiary's Part 4 and leaves the petitioner (a person the records do not keep) to the paralegal", async () => {
    const { out, text, box, picked } = await filled("I-130", ANA);
    expect(out.missing).toEqual([]);
    expect(text(S(4, "Pt4Line4a_FamilyName"))).toBe("Lima");
    expect(text(S(4, "Pt4Line4b_GivenName"))).toBe("Ana");
    expect(text(S(4, "Pt4Line4c_MiddleName"))).toBe("Sofía");
    expect(text(S(4, "Pt4Line8_CountryOfBirth"))).toBe("Brazil");
    expect(text(S(4, "Pt4Line9_DateOfBirth"))).toBe("02/29/1992");
    expect(box(S(4, "Pt4Line9_Female"))).toBe(true);
    expect(box(S(4, "Pt4Line9_Male"))).toBe(false);
    expect(text(S(4, "Pt4Line11_StreetNumberName"))).toBe("500 Congress Ave");
    expect(box(S(4, "Pt4Line11_Unit", 0))).toBe(true);
    expect(picked(S(4, "Pt4Line11_State"))).toEqual(["TX"]);
    expect(text(S(4, "Pt4Line11_ZipCode"))).toBe("78701");
    expect(text(S(4, "Pt4Line14_DaytimePhoneNumber"))).toBe("5125550134");
    expect(text(S(5, "Pt4Line16_EmailAddress"))).toBe("ana.lima@example.com");
    expect(out.unmapped.some((n) => n.includes("Pt2Line4a_FamilyName") || n.includes("Pt2"))).toBe(true);
  });
});

describe("the forms a case's sub type files", () => {
  it("offers the case's own forms first", () => {
    expect(formsForSubType(32).map((f) => f.code)[0]).toBe("I-539");
    expect(formsForSubType(28).map((f) => f.code)[0]).toBe("I-130");
    expect(formsForSubType(14).map((f) => f.code).slice(0, 3)).toEqual(["I-485", "I-765", "I-131"]);
    // Unknown or none: the catalogue's order, every form once.
    expect(formsForSubType(null).map((f) => f.code)).toEqual(["I-765", "I-129", "I-140", "I-485", "I-131", "I-539", "I-130"]);
    expect(formsForSubType(999)).toHaveLength(7);
  });
});
