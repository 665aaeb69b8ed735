// Form I-539, Application to Extend/Change Nonimmigrant Status, edition 08/28/24 (expires 03/31/2027): the
// fields the product fills for the applicant (the case's primary beneficiary; names from the form's tooltips,
// `node scripts/uscis-form-fields.mjs` lists them). Part 1 name, U.S. mailing address, date and country of
// birth, citizenship, the last arrival (date, I-94, passport number, country, expiry) and the status's
// expiry (the I-94's admit-until date); Part 5 phone and e-mail. Left to the paralegal: A-Number, SSN, the
// current status (a list), the application type (extension or change, Part 2), the
// physical address if different, the processing and additional-information questions (Parts 3–4), and every
// co-applicant (Supplement 1).
import type { FieldMap } from "../field-map";
import type { SignatureBox } from "../signature-boxes";
import { S, usAddress } from "./entries";

export const I539_08_28_24: FieldMap = [
  // Part 1, 1. Full legal name.
  { field: S(0, "P1Line1a_FamilyName"), path: "beneficiary.lastName" },
  { field: S(0, "P1_Line1b_GivenName"), path: "beneficiary.firstName" },
  { field: S(0, "P1_Line1c_MiddleName"), path: "beneficiary.middleName" },
  // 4. U.S. mailing address: Apartment, Suite, Floor in that order.
  ...usAddress("beneficiary.address", {
    street: S(0, "Part2_Item11_StreetName"),
    apt: S(0, "Part1_Item4_Unit", 0),
    ste: S(0, "Part1_Item4_Unit", 1),
    flr: S(0, "Part1_Item4_Unit", 2),
    number: S(0, "Part1_Item4_Number"),
    city: S(0, "Part2_Item11_City"),
    state: S(0, "Part2_Item11_State"),
    zip: S(0, "Part2_Item11_ZipCode"),
  }),
  // 7.–9. Country of birth, citizenship, date of birth.
  { field: S(1, "P1_Line6_CountryOfBirth"), path: "beneficiary.countryOfBirth" },
  { field: S(1, "P1_Line7_CountryOfCitizenship"), path: "beneficiary.citizenship" },
  { field: S(1, "P1_Line8_DateOfBirth"), path: "beneficiary.dateOfBirth", as: "date" },
  // 11. Most recent entry: its date, I-94, passport, its country and expiry.
  { field: S(1, "SupA_Line1i_DateOfArrival"), path: "beneficiary.lastEntryDate", as: "date" },
  { field: S(1, "SupA_Line1j_ArrivalDeparture"), path: "beneficiary.i94Number", as: "i94" },
  { field: S(1, "SupA_Line1k_Passport"), path: "beneficiary.passportNumber" },
  { field: S(1, "SupA_Line1m_CountryOfIssuance"), path: "beneficiary.passportCountry" },
  { field: S(1, "SupA_Line1n_ExpDate"), path: "beneficiary.passportExpiry", as: "date" },
  // 12. The current status's expiry (the I-94's admit-until date).
  { field: S(1, "SupA_Line1p_DateExpires"), path: "beneficiary.i94Expiry", as: "date" },
  // Part 5, 1. and 3. Contact.
  { field: S(4, "P5_Line3_DaytimePhoneNumber"), path: "beneficiary.phone", as: "digits" },
  { field: S(4, "P5_Line5_EmailAddress"), path: "beneficiary.email" },
];

export const SIGNATURES_I539_08_28_24: readonly SignatureBox[] = [
  { field: S(4, "P6_Line7_SignatureApplicant", 0), role: "applicant", label: "Part 5, Item 4: Applicant's Signature", byDefault: true },
  { field: S(4, "P6_Line7_SignatureApplicant", 1), role: "interpreter", label: "Part 6, Item 6: Interpreter's Signature", byDefault: false },
  { field: S(5, "P7_Line8a_SignatureofPreparer"), role: "preparer", label: "Part 7, Item 8: Preparer's Signature", byDefault: false },
];
