// Form I-140, Immigrant Petition for Alien Workers, edition 06/07/24: the fields the product fills (names from
// the form's own tooltips; `node scripts/uscis-form-fields.mjs` lists them). The petitioner is the case's
// client, the worker its primary beneficiary, the category the case's sub type or green-card record, the
// labor certification its PERM record, the job its PWD's position (or its LCA's). Everything else — the
// processing office, the other petitions, the type of petitioner, the job description, the family, the
// signatures — is the petitioner's and the paralegal's to complete, and is listed as not filled.
import type { FieldMap } from "../field-map";
import { S, usAddress, yesNo } from "./entries";

export const I140_06_07_24: FieldMap = [
  // Part 1. 2. Company name, 3. mailing address, 4. EIN.
  { field: S(0, "Line2_CompanyName"), path: "petitioner.name" },
  ...usAddress("petitioner.address", {
    street: S(0, "Line6b_StreetNumberName"),
    ste: S(0, "Line6c_Unit", 0),
    flr: S(0, "Line6c_Unit", 1),
    apt: S(0, "Line6c_Unit", 2),
    number: S(0, "Line6c_AptSteFlrNumber"),
    city: S(0, "Line6d_CityOrTown"),
    state: S(0, "Line6e_State"),
    zip: S(0, "Line6f_ZipCode"),
  }),
  { field: S(0, "Pt1Line3_TaxNumber"), path: "petitioner.fein", as: "digits" },
  // Part 2. 1. Petition type (A–H): the boxes are numbered in the form's layout order, not by letter.
  { field: S(0, "prt2PetitionType", 1), path: "case.ebCategory", check: "EB1A" },
  { field: S(0, "prt2PetitionType", 2), path: "case.ebCategory", check: "EB1B" },
  { field: S(0, "prt2PetitionType", 3), path: "case.ebCategory", check: "EB1C" },
  { field: S(0, "prt2PetitionType", 4), path: "case.ebCategory", check: "EB2" },
  { field: S(1, "prt2PetitionType", 5), path: "case.ebCategory", check: "EB3_OTHER" },
  { field: S(1, "prt2PetitionType", 6), path: "case.ebCategory", check: "EB2NIW" },
  // Part 3. 1. Name, 2. mailing address, 3. birth, 7. citizenship, 11–15. I-94 and passport.
  { field: S(1, "Pt3Line1a_FamilyName"), path: "beneficiary.lastName" },
  { field: S(1, "Pt3Line1b_GivenName"), path: "beneficiary.firstName" },
  { field: S(1, "Pt3Line1c_MiddleName"), path: "beneficiary.middleName" },
  ...usAddress("beneficiary.address", {
    street: S(1, "Line2b_StreetNumberName"),
    ste: S(1, "Line2c_Unit", 0),
    flr: S(1, "Line2c_Unit", 1),
    apt: S(1, "Line2c_Unit", 2),
    number: S(1, "Line2c_AptSteFlrNumber"),
    city: S(1, "Line2d_CityOrTown"),
    state: S(1, "Line2e_State"),
    zip: S(1, "Line2f_ZipCode"),
  }),
  { field: S(1, "Line5_DateOfBirth"), path: "beneficiary.dateOfBirth", as: "date" },
  { field: S(1, "Line8_Country"), path: "beneficiary.countryOfBirth" },
  { field: S(1, "Line9_Country"), path: "beneficiary.citizenship" },
  // 10–11. The last arrival: its date, the I-94, the status on it.
  { field: S(1, "Line13_DateOArrival"), path: "beneficiary.lastEntryDate", as: "date" },
  { field: S(1, "Line15_CurrentNon"), path: "beneficiary.currentStatus" },
  { field: S(1, "Line14_I94Number[0].Line14a_ArrivalDeparture"), path: "beneficiary.i94Number" },
  { field: S(1, "Line14e_ExpDate", 1), path: "beneficiary.i94Expiry", as: "date" },
  { field: S(1, "Line14b_Passport"), path: "beneficiary.passportNumber" },
  { field: S(1, "Line14d_CountryOfIssuance"), path: "beneficiary.passportCountry" },
  { field: S(1, "Line14e_ExpDate", 0), path: "beneficiary.passportExpiry", as: "date" },
  // Part 5. 4. Employees, 5. gross income, 7. NAICS, 8–10. labor certification.
  { field: S(2, "Line2c_NumberofEmployees"), path: "petitioner.employeeCount" },
  { field: S(2, "Line2d_GrossAnnualIncome"), path: "petitioner.grossIncome" },
  { field: S(2, "Line2f[0].Line2f_NAICSCode"), path: "petitioner.naicsCode", as: "digits" },
  // 8. The box holds 11 characters: the ETA case number's digits without the "G-100-" prefix (README: not confirmed).
  { field: S(2, "Line2g_LaborCertification"), path: "perm.caseNumberDigits" },
  { field: S(3, "Line2h_LaborCertification"), path: "perm.filedDate", as: "date" },
  { field: S(3, "Line2i_LaborCertificationDate"), path: "perm.expiry", as: "date" },
  // Part 6. 1. Job title, 2. SOC code, 4. full time, 8. wages, 9. worksite.
  { field: S(3, "Line1_JobTitle"), path: "job.title" },
  { field: S(3, "Line2_SOCCode1"), path: "job.socCode", as: "socMajor" },
  { field: S(3, "Line2_SOCCode2"), path: "job.socCode", as: "socDetail" },
  ...yesNo("job.fullTime", S(3, "Line4_Yes1"), S(3, "Line4_No1")),
  { field: S(3, "Line8_Wages"), path: "job.wage" },
  { field: S(3, "Line8_Per"), path: "job.wagePer" },
  ...usAddress("job.worksite", { street: S(3, "Line9a_StreetNumberName"), city: S(3, "Line9c_CityOrTown"), state: S(3, "Line9d_State"), zip: S(3, "Line9e_ZipCode") }),
  // Part 8. 3–7. The authorized signatory's name, title and contact.
  { field: S(5, "Part7_Item3a_FamilyName"), path: "petitioner.signatory.lastName" },
  { field: S(5, "Part7_Item3b_GivenName"), path: "petitioner.signatory.firstName" },
  { field: S(5, "Part7_Item4_Title"), path: "petitioner.signatory.title" },
  { field: S(5, "Part7_Item5_DayPhone"), path: "petitioner.signatory.phone", as: "digits" },
  { field: S(5, "Part7_Item7_Email"), path: "petitioner.signatory.email" },
];
