// Form I-129, Petition for a Nonimmigrant Worker, edition 01/20/25, with the H Classification Supplement and
// the H-1B Data Collection and Filing Fee Exemption Supplement: the fields the product fills (names from the
// form's own tooltips; `node scripts/uscis-form-fields.mjs` lists them). The petitioner is the case's client,
// the beneficiary its primary beneficiary, the employment its LCA. This edition has no SOC code line (the SOC
// code is on the LCA). Part 3 item 5 asks the province of birth, not a city: the city filled is the U.S.
// residence's (item 7). Everything else — the requested action, the processing questions, the other names,
// the employer's attestations and the fee questions, the signatures — is the petitioner's
// and the paralegal's to complete, and is listed as not filled.
import type { FieldMap } from "../field-map";
import { S, usAddress, yesNo } from "./entries";

export const I129_01_20_25: FieldMap = [
  // Part 1. Petitioner: 2. company name, 3. mailing address, 4. contact, 5. FEIN.
  { field: S(0, "Line3_CompanyorOrgName"), path: "petitioner.name" },
  ...usAddress("petitioner.address", {
    street: S(0, "Line7b_StreetNumberName"),
    ste: S(0, "Line3_Unit", 0),
    apt: S(0, "Line3_Unit", 1),
    flr: S(0, "Line3_Unit", 2),
    number: S(0, "Line3_AptSteFlrNumber"),
    city: S(0, "Line_CityTown"),
    state: S(0, "P1_Line3_State"),
    zip: S(0, "P1_Line3_ZipCode"),
  }),
  { field: S(0, "Line2_DaytimePhoneNumber1_Part8"), path: "petitioner.phone", as: "digits" },
  { field: S(0, "Line9_EmailAddress"), path: "petitioner.email" },
  { field: S(0, "TextField1"), path: "petitioner.fein", as: "digits" },
  // Part 2. 1. Classification, 2. basis for classification.
  { field: S(1, "Part2_ClassificationSymbol"), path: "case.classification" },
  { field: S(1, "new"), path: "case.basis", check: "new" },
  { field: S(1, "continuation"), path: "case.basis", check: "continuation" },
  { field: S(1, "concurrent"), path: "case.basis", check: "concurrent" },
  { field: S(1, "change"), path: "case.basis", check: "change" },
  { field: S(1, "amended"), path: "case.basis", check: "amended" },
  // 3. The most recent USCIS receipt number for the beneficiary (the first the record lists; "None" is the paralegal's).
  { field: S(1, "Line1_ReceiptNumber"), path: "beneficiary.priorReceiptNumber" },
  // Part 3. 3. Beneficiary's name, 5. sex, birth, citizenship, 6. passport and I-94, 7. U.S. address.
  { field: S(1, "Part3_Line2_FamilyName"), path: "beneficiary.lastName" },
  { field: S(1, "Part3_Line2_GivenName"), path: "beneficiary.firstName" },
  { field: S(1, "Part3_Line2_MiddleName"), path: "beneficiary.middleName" },
  { field: S(2, "Line1_Gender_P3", 0), path: "beneficiary.gender", check: "Male" },
  { field: S(2, "Line1_Gender_P3", 1), path: "beneficiary.gender", check: "Female" },
  { field: S(2, "Line6_DateOfBirth"), path: "beneficiary.dateOfBirth", as: "date" },
  { field: S(2, "Part3Line4_CountryOfBirth"), path: "beneficiary.countryOfBirth" },
  { field: S(2, "Part3Line4_CountryOfCitizenship"), path: "beneficiary.citizenship" },
  // The I-94 number as stored (9 digits, a letter or digit, a digit: rule 16); digits alone would drop its letter.
  { field: S(2, "Part3Line5_ArrivalDeparture"), path: "beneficiary.i94Number" },
  { field: S(2, "Part3Line5_PassportorTravDoc"), path: "beneficiary.passportNumber" },
  { field: S(2, "Line_CountryOfIssuance"), path: "beneficiary.passportCountry" },
  { field: S(2, "Line11e_ExpDate", 1), path: "beneficiary.passportIssueDate", as: "date" },
  { field: S(2, "Line11e_ExpDate", 0), path: "beneficiary.passportExpiry", as: "date" },
  // 6. In the United States: date of last arrival, current nonimmigrant status (an entry of the form's list), its expiry.
  { field: S(2, "Part3Line5_DateofArrival"), path: "beneficiary.lastEntryDate", as: "date" },
  { field: S(2, "Line11g_CurrentNon"), path: "beneficiary.currentStatusI129" },
  { field: S(2, "Line11h_DateStatusExpires"), path: "beneficiary.i94Expiry", as: "date" },
  ...usAddress("beneficiary.address", {
    street: S(2, "Line8a_StreetNumberName"),
    apt: S(2, "Line6_Unit", 0),
    flr: S(2, "Line6_Unit", 1),
    ste: S(2, "Line6_Unit", 2),
    number: S(2, "Line6_AptSteFlrNumber"),
    city: S(2, "Line8d_CityTown"),
    state: S(2, "Line8e_State"),
    zip: S(2, "Line8f_ZipCode"),
  }),
  // Part 5. 1. Job title, 2. LCA case number, 3. worksite, 7. full time, 9. wages, 11. dates, 12–16. employer.
  { field: S(4, "Part5_Q1_JobTitle"), path: "job.title" },
  { field: S(4, "Part5_Q2_LCAorETA"), path: "lca.number" },
  ...usAddress("job.worksite", { street: S(4, "P5Line3a_StreetNumberName"), city: S(4, "P5Line3a_CityTown"), state: S(4, "P5Line3a_State"), zip: S(4, "P5Line3a_ZipCode") }),
  ...yesNo("job.fullTime", S(4, "P5Line7_Yes"), S(4, "P5Line7_No")),
  { field: S(4, "Line8_Wages"), path: "job.wage" },
  { field: S(4, "Line8_Per"), path: "job.wagePer" },
  { field: S(4, "Part5_Q10_DateFrom"), path: "job.startDate", as: "date" },
  { field: S(4, "Part5_Q10_DateTo"), path: "job.endDate", as: "date" },
  { field: S(5, "P5Line13_YearEstablished"), path: "petitioner.yearEstablished" },
  { field: S(5, "P5Line14_NumberofEmployees"), path: "petitioner.employeeCount" },
  { field: S(5, "Line15_GrossAnnualIncome"), path: "petitioner.grossIncome" },
  // Part 7. 1. Authorized signatory's name and title, 3. contact.
  { field: S(5, "Line1a_PetitionerLastName", 0), path: "petitioner.signatory.lastName" },
  { field: S(5, "Line1b_PetitionerFirstName"), path: "petitioner.signatory.firstName" },
  { field: S(5, "Line1a_PetitionerLastName", 1), path: "petitioner.signatory.title" },
  { field: S(6, "Pt7Line3_DaytimePhoneNumber1"), path: "petitioner.signatory.phone", as: "digits" },
  { field: S(6, "Pt7Line3_EmailAddress"), path: "petitioner.signatory.email" },
  // H Classification Supplement: 1. petitioner, 2. beneficiary, 4. classification sought (A. H-1B); the H-1B
  // statement's printed petitioner name.
  { field: S(13, "Line1_PetitionerName"), path: "petitioner.name" },
  { field: S(13, "Line2_BeneficiaryName"), path: "beneficiary.fullName" },
  { field: S(13, "SubHLine4_class", 0), path: "case.classification", check: "H-1B" },
  { field: S(15, "Sect1_PetitionerPrintedName"), path: "petitioner.name" },
  // H-1B Data Collection Supplement, Section 1: petitioner, beneficiary, 1.a H-1B dependent, 1.b willful
  // violator (from the LCA), 4. rate of pay per year, NAICS code.
  { field: S(22, "Line1_FamilyName", 3), path: "petitioner.name" },
  { field: S(22, "Line1_FamilyName", 2), path: "beneficiary.fullName" },
  ...yesNo("lca.h1bDependent", S(22, "H1BSecALine1a_Yes"), S(22, "H1BSecALine1a_No")),
  ...yesNo("lca.willfulViolator", S(22, "H1BSecALine1b_Yes"), S(22, "H1BSecALine1b_No")),
  { field: S(22, "Line4_RateofPayPerYear"), path: "job.annualWage" },
  { field: S(22, "Line2f[0].Line6_NAICSCode"), path: "petitioner.naicsCode", as: "digits" },
];
