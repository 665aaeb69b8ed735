// Form I-131, Application for Travel Documents, Parole Documents, and Arrival/Departure Records, edition
// 01/20/25 (expires 06/30/2027): the fields the product fills for the applicant (the case's primary
// beneficiary), the green-card applicant's advance parole filed with the I-485. Part 2 name, U.S. mailing
// address, sex, date and country of birth, citizenship, I-94; Part 10 phone and e-mail. Left to the
// paralegal: the application type (Part 1: advance parole and its kind), A-Number, SSN, other names, the
// physical address if different, the trip (Parts 3–8) and the biographic information.
import type { FieldMap } from "../field-map";
import type { SignatureBox } from "../signature-boxes";
import { usAddress } from "./entries";

/** `form1[0].<page>[0].name[i]` (the I-131 names its page subforms P1 … P9), or a numbered subform. */
const P = (page: string, name: string, i = 0) => `form1[0].${page}[0].${name}[${i}]`;
const N = (subform: number, name: string, i = 0) => `form1[0].#subform[${subform}].${name}[${i}]`;

export const I131_01_20_25: FieldMap = [
  // Part 2, 1. Full name.
  { field: P("P4", "Part2_Line1_FamilyName"), path: "beneficiary.lastName" },
  { field: P("P4", "Part2_Line1_GivenName"), path: "beneficiary.firstName" },
  { field: P("P4", "Part2_Line1_MiddleName"), path: "beneficiary.middleName" },
  // 3. Current mailing address: Suite, Apartment, Floor in that order.
  ...usAddress("beneficiary.address", {
    street: P("P5", "Part2_Line3_StreetNumberName"),
    ste: P("P5", "Part2_Line3_Unit", 0),
    apt: P("P5", "Part2_Line3_Unit", 1),
    flr: P("P5", "Part2_Line3_Unit", 2),
    number: P("P5", "Part2_Line3_AptSteFlrNumber"),
    city: P("P5", "Part2_Line3_CityTown"),
    state: P("P5", "Part2_Line3_State"),
    zip: P("P5", "Part2_Line3_ZipCode"),
  }),
  // 6.–9. Country of birth, citizenship, sex, date of birth; 13. the most recent I-94.
  { field: P("P5", "Part2_Line6_CountryOfBirth"), path: "beneficiary.countryOfBirth" },
  { field: P("P5", "Part2_Line7_CountryOfCitizenshiporNationality"), path: "beneficiary.citizenship" },
  { field: P("P5", "Part2_Line8_Gender", 0), path: "beneficiary.gender", check: "Female" },
  { field: P("P5", "Part2_Line8_Gender", 1), path: "beneficiary.gender", check: "Male" },
  { field: P("P5", "Part2_Line9_DateOfBirth"), path: "beneficiary.dateOfBirth", as: "date" },
  { field: P("P5", "Part2_Line13_I94RecordNo"), path: "beneficiary.i94Number", as: "i94" },
  // Part 10, 1. and 3. The applicant's contact.
  { field: N(10, "Part10_Line1_DayPhone"), path: "beneficiary.phone", as: "digits" },
  { field: N(10, "Part10_Line3_Email"), path: "beneficiary.email" },
];

export const SIGNATURES_I131_01_20_25: readonly SignatureBox[] = [
  { field: N(10, "Part10_Line4_ApplicantSignature"), role: "applicant", label: "Part 10, Item 4: Applicant's Signature", byDefault: true },
  { field: N(11, "Part11_Line6_InterpreterSig"), role: "interpreter", label: "Part 11, Item 6: Interpreter's Signature", byDefault: false },
  { field: N(12, "Part12_Line6_PreparerSig"), role: "preparer", label: "Part 12, Item 6: Preparer's Signature", byDefault: false },
];
