// Form I-765, Application for Employment Authorization, edition 01/20/25: the fields the product fills
// (names from the form's own tooltips; `node scripts/uscis-form-fields.mjs` lists them). Everything else —
// the reason for applying, the eligibility category, other names, parents' names, marital status, Social
// Security, the last arrival, the statement and the signature — is the applicant's and the paralegal's to
// complete, and is listed as not filled.
import type { FieldMap } from "../field-map";

const P = (page: number, name: string, i = 0) => `form1[0].Page${page}[0].${name}[${i}]`;

export const I765_01_20_25: FieldMap = [
  // Part 2, 1. Full legal name.
  { field: P(1, "Line1a_FamilyName"), path: "beneficiary.lastName" },
  { field: P(1, "Line1b_GivenName"), path: "beneficiary.firstName" },
  { field: P(1, "Line1c_MiddleName"), path: "beneficiary.middleName" },
  // 5. U.S. mailing address (the record's address).
  { field: P(2, "Line4b_StreetNumberName"), path: "beneficiary.address.street" },
  { field: P(2, "Pt2Line5_Unit", 0), path: "beneficiary.address.unitType", check: "STE" },
  { field: P(2, "Pt2Line5_Unit", 1), path: "beneficiary.address.unitType", check: "FLR" },
  { field: P(2, "Pt2Line5_Unit", 2), path: "beneficiary.address.unitType", check: "APT" },
  { field: P(2, "Pt2Line5_AptSteFlrNumber"), path: "beneficiary.address.unitNumber" },
  { field: P(2, "Pt2Line5_CityOrTown"), path: "beneficiary.address.city" },
  { field: P(2, "Pt2Line5_State"), path: "beneficiary.address.state", as: "state" },
  { field: P(2, "Pt2Line5_ZipCode"), path: "beneficiary.address.zip", as: "zip" },
  // 10. Sex.
  { field: P(2, "Line9_Checkbox", 0), path: "beneficiary.gender", check: "Female" },
  { field: P(2, "Line9_Checkbox", 1), path: "beneficiary.gender", check: "Male" },
  // 18. Countries of citizenship.
  { field: P(2, "Line17a_CountryOfBirth"), path: "beneficiary.citizenship" },
  // 19.C and 20. Country and date of birth.
  { field: P(3, "Line18c_CountryOfBirth"), path: "beneficiary.countryOfBirth" },
  { field: P(3, "Line19_DOB"), path: "beneficiary.dateOfBirth", as: "date" },
  // 21. Last arrival: I-94, passport, its country and expiry.
  { field: P(3, "Line20a_I94Number"), path: "beneficiary.i94Number", as: "i94" },
  { field: P(3, "Line20b_Passport"), path: "beneficiary.passportNumber" },
  { field: P(3, "Line20d_CountryOfIssuance"), path: "beneficiary.passportCountry" },
  { field: P(3, "Line20e_ExpDate"), path: "beneficiary.passportExpiry", as: "date" },
  // Part 3, 5. Contact.
  { field: P(4, "Pt3Line5_Email"), path: "beneficiary.email" },
  { field: P(4, "Pt3Line3_DaytimePhoneNumber1"), path: "beneficiary.phone", as: "digits" },
];
