// The validation message catalogue of spec section 5. Every form and route uses these exact texts.
export const MSG = {
  required: (field: string) => `*${field} is required`,
  /** The alternative locale wording of the required message (spec section 5). */
  requiredAlt: (field: string) => `Please fill ${field} .`,
  date: "Date must be a valid format (MM/DD/YYYY)",
  phone: (value: string) => `${value} is not a valid phone number`,
  max: (n: number) => `Field value must be less than or equal to ${n}`,
  min: (length: number) => `Minimum value ${length} is required`,
  strongPassword:
    "The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character",
  digits: (field: string) => `The ${field} field must contain only digits.`,
  email: "Please enter a valid email.",
  temporaryEmail: "Temporary e-mail addresses are not accepted. Please use a permanent address.",
  documentsRequired: (field: string) => `${field} is required`,
  caseNumberConfirm: "The Conform Case Number confirmation does not match",
  zip: "Zip Code not valid",
  passport: "Passport number not valid",
  upload: "Only images (PNG, JPEG), PDF and Word documents can be uploaded",
  unableToUpdate: "Unable to update",
  generic: "Something went wrong. Please try again later",
  maxLength: (n: number) => `Maximum ${n} characters allowed`,
  /**
   * Fields whose wording the spec does not show (FEIN, receipt number, I-94, SOC code, ids, enums):
   * same style as 'Zip Code not valid' / 'Passport number not valid'.
   */
  invalid: (field: string) => `${field} not valid`,
} as const;
