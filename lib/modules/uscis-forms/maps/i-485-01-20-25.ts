// Form I-485, Application to Register Permanent Residence or Adjust Status, edition 01/20/25: the fields the
// product fills (names from the form's own tooltips; `node scripts/uscis-form-fields.mjs` lists them). The
// applicant is the case's primary beneficiary; the category and priority date come from the case's sub type
// or green-card record. Everything else — other names and dates of birth, the A-Number, the last arrival, the
// prior addresses, Social Security, the eligibility and admissibility questions, the family, the signatures —
// is the applicant's and the paralegal's to complete, and is listed as not filled. Part 14's additional
// information fields are rich text (pdf-lib writes them but cannot read them back): never mapped.
import type { FieldMap } from "../field-map";
import { S, usAddress } from "./entries";

export const I485_01_20_25: FieldMap = [
  // Part 1. 1. Name, 3. date of birth, 6. sex, 7. country of birth, 8. citizenship.
  { field: S(0, "Pt1Line1_FamilyName"), path: "beneficiary.lastName" },
  { field: S(0, "Pt1Line1_GivenName"), path: "beneficiary.firstName" },
  { field: S(0, "Pt1Line1_MiddleName"), path: "beneficiary.middleName" },
  { field: S(0, "Pt1Line3_DOB"), path: "beneficiary.dateOfBirth", as: "date" },
  { field: S(1, "Pt1Line6_CB_Sex", 0), path: "beneficiary.gender", check: "Female" },
  { field: S(1, "Pt1Line6_CB_Sex", 1), path: "beneficiary.gender", check: "Male" },
  { field: S(1, "Pt1Line7_CountryOfBirth"), path: "beneficiary.countryOfBirth" },
  { field: S(1, "Pt1Line8_CountryofCitizenshipNationality"), path: "beneficiary.citizenship" },
  // 10. Passport of the last arrival, 12. the I-94 and the stay it authorizes.
  { field: S(1, "Pt1Line10_PassportNum"), path: "beneficiary.passportNumber" },
  { field: S(1, "Pt1Line10_ExpDate"), path: "beneficiary.passportExpiry", as: "date" },
  { field: S(1, "Pt1Line10_Passport"), path: "beneficiary.passportCountry" },
  { field: S(2, "P1Line12_I94"), path: "beneficiary.i94Number", as: "i94" },
  { field: S(2, "Pt1Line12_Date"), path: "beneficiary.i94Expiry", as: "date" },
  // 18. Current U.S. physical address.
  ...usAddress("beneficiary.address", {
    street: S(2, "Pt1Line18_StreetNumberName"),
    ste: S(2, "Pt1Line18US_Unit", 0),
    flr: S(2, "Pt1Line18US_Unit", 1),
    apt: S(2, "Pt1Line18US_Unit", 2),
    number: S(2, "Pt1Line18US_AptSteFlrNumber"),
    city: S(2, "Pt1Line18_CityOrTown"),
    state: S(2, "Pt1Line18_State"),
    zip: S(2, "Pt1Line18_ZipCode"),
  }),
  // Part 2. 2. Priority date of the underlying petition, 3.b employment-based category (Form I-140).
  { field: S(4, "Pt2Line2_Date"), path: "case.priorityDate", as: "date" },
  { field: S(5, "Pt2Line3b_CB140", 0), path: "case.ebCategory", check: "EB1A" },
  { field: S(5, "Pt2Line3b_CB140", 1), path: "case.ebCategory", check: "EB1B" },
  { field: S(5, "Pt2Line3b_CB140", 2), path: "case.ebCategory", check: "EB1C" },
  { field: S(5, "Pt2Line3b_CB140", 3), path: "case.ebCategory", check: "EB2" },
  { field: S(5, "Pt2Line3b_CB140", 6), path: "case.ebCategory", check: "EB3_OTHER" },
  { field: S(5, "Pt2Line3b_CB140", 7), path: "case.ebCategory", check: "EB2NIW" },
  // Part 10. 1–3. The applicant's contact.
  { field: S(22, "Pt3Line3_DaytimePhoneNumber1"), path: "beneficiary.phone", as: "digits" },
  { field: S(22, "Pt3Line5_Email"), path: "beneficiary.email" },
];
