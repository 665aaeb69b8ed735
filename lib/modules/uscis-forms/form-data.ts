// What a USCIS form is filled from: one case's data as plain values keyed by path. Pure types here; the
// values are read by data-of-case.ts. Names are as the person's record spells them; dates YYYY-MM-DD
// (the filler writes MM/DD/YYYY); a state is its USPS code; a country its English name (the forms are
// English).
export const FORM_PATHS = [
  "beneficiary.lastName",
  "beneficiary.firstName",
  "beneficiary.middleName",
  "beneficiary.gender",
  "beneficiary.dateOfBirth",
  "beneficiary.countryOfBirth",
  "beneficiary.citizenship",
  "beneficiary.passportNumber",
  "beneficiary.passportCountry",
  "beneficiary.passportExpiry",
  "beneficiary.i94Number",
  "beneficiary.email",
  "beneficiary.phone",
  "beneficiary.address.street",
  "beneficiary.address.unitType",
  "beneficiary.address.unitNumber",
  "beneficiary.address.city",
  "beneficiary.address.state",
  "beneficiary.address.zip",
] as const;
export type FormPath = (typeof FORM_PATHS)[number];
export type FormData = Partial<Record<FormPath, string | null>>;
