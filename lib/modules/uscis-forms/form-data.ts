// What a USCIS form is filled from: one case's data as plain values keyed by path. Pure types here; the
// values are read by data-of-case.ts. Names are as the person's record spells them; dates YYYY-MM-DD
// (the filler writes MM/DD/YYYY); a state is its USPS code; a country its English name (the forms are
// English); money whole dollars ("95000", "95000.50"); a yes/no answer "Yes" or "No".
const address = <P extends string>(p: P) =>
  [`${p}.street`, `${p}.unitType`, `${p}.unitNumber`, `${p}.city`, `${p}.state`, `${p}.zip`] as const;

export const FORM_PATHS = [
  // The case's primary beneficiary (beneficiaries).
  "beneficiary.lastName",
  "beneficiary.firstName",
  "beneficiary.middleName",
  "beneficiary.fullName",
  "beneficiary.gender",
  "beneficiary.dateOfBirth",
  "beneficiary.countryOfBirth",
  "beneficiary.citizenship",
  "beneficiary.passportNumber",
  "beneficiary.passportCountry",
  "beneficiary.passportExpiry",
  "beneficiary.i94Number",
  "beneficiary.i94Expiry",
  /** The passport's issue date. */
  "beneficiary.passportIssueDate",
  /** The status now held as typed or answered ("H-1B", "F-1"): the class of admission. */
  "beneficiary.currentStatus",
  /** That status as an entry of Form I-129's list of classes of admission ("H1B - SPECIALITY OCCUPATION"). */
  "beneficiary.currentStatusI129",
  /** The date of the last arrival in the United States. */
  "beneficiary.lastEntryDate",
  /** The most recent USCIS receipt number of an earlier petition for the person (the first listed). */
  "beneficiary.priorReceiptNumber",
  "beneficiary.email",
  "beneficiary.phone",
  ...address("beneficiary.address"),
  // The case's client (companies) and its first active authorised signatory.
  "petitioner.name",
  "petitioner.fein",
  "petitioner.email",
  "petitioner.phone",
  ...address("petitioner.address"),
  "petitioner.yearEstablished",
  "petitioner.employeeCount",
  "petitioner.grossIncome",
  "petitioner.naicsCode",
  "petitioner.signatory.lastName",
  "petitioner.signatory.firstName",
  "petitioner.signatory.title",
  "petitioner.signatory.email",
  "petitioner.signatory.phone",
  // The case itself (cases; the green-card record for an employment green card).
  /** The nonimmigrant classification symbol of an I-129 case ("H-1B"). */
  "case.classification",
  /** The I-129's basis for classification: new, continuation, change, concurrent, amended. */
  "case.basis",
  /** The immigrant category: EB1A, EB1B, EB1C, EB2, EB2NIW, EB3_OTHER (see data-of-case.ts). */
  "case.ebCategory",
  "case.priorityDate",
  // The position (the case's LCA; on a PERM case its PWD names the title, SOC and worksite city).
  "job.title",
  "job.socCode",
  "job.fullTime",
  "job.wage",
  /** hour, week, month or year (a bi-weekly wage has no word on the forms). */
  "job.wagePer",
  /** The wage when the LCA states it per year. */
  "job.annualWage",
  "job.startDate",
  "job.endDate",
  "job.worksite.street",
  "job.worksite.city",
  "job.worksite.state",
  "job.worksite.zip",
  // The case's LCA (lca) and PERM labor certification (perm).
  /** The DOL case number once filed (the firm's own LCA number is not USCIS's). */
  "lca.number",
  "lca.h1bDependent",
  "lca.willfulViolator",
  "perm.dolCaseNumber",
  /** The ETA case number's 11 digits (G-100-24123-123456 → 24123123456): the I-140's box holds 11 characters. */
  "perm.caseNumberDigits",
  "perm.filedDate",
  /** A certified labor certification's last day for the I-140. */
  "perm.expiry",
] as const;
export type FormPath = (typeof FORM_PATHS)[number];
export type FormData = Partial<Record<FormPath, string | null>>;
