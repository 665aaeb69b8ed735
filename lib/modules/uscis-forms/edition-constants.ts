// The forms whose editions a platform admin may upload (zod-free, for the screens too): the forms the product
// fills from a field map in code, and the USCIS payment forms (G-1450 card, G-1650 ACH) copied by hand from
// the case's payment worksheet.
import { FILLABLE_FORMS } from "./constants";

export const PAYMENT_FORMS = [
  { code: "G-1450", title: "Authorization for Credit Card Transactions" },
  { code: "G-1650", title: "Authorization for ACH Transactions" },
] as const;
export type PaymentFormCode = (typeof PAYMENT_FORMS)[number]["code"];
export const PAYMENT_FORM_CODES: readonly PaymentFormCode[] = PAYMENT_FORMS.map((f) => f.code);

export const EDITION_FORMS = [...FILLABLE_FORMS, ...PAYMENT_FORMS] as const;
export type EditionFormCode = (typeof EDITION_FORMS)[number]["code"];
export const EDITION_FORM_CODES: readonly EditionFormCode[] = EDITION_FORMS.map((f) => f.code);
