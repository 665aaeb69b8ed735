// The values the product knows for a form (issue 33 §4, maps as data): the keys a platform admin picks from
// when giving an uploaded edition its own field map on the editions screen. Zod-free (the screen imports it).
// A benefit form's keys are the case's data the built-in maps fill (form-data.ts FORM_PATHS, read by
// data-of-case.ts); a payment form's (G-1450 card, G-1650 ACH) are the payment worksheet's — the amount, the
// forms it pays for, the payer (the case's client) and its address — never a card or bank number, which the
// payer writes on the form. Labels: messages/<locale>/uscisForms.json "values" (the key's dots nest).
import { FORM_PATHS, type FormPath } from "./form-data";
import type { FieldFormat } from "./field-map";
import { PAYMENT_FORMS } from "./edition-constants";

export const PAYMENT_PATHS = [
  /** The worksheet's total in dollars with cents ("1470.00"). */
  "payment.amount",
  /** The forms the payment is for, as the fee lines name them ("I-129, I-907"). */
  "payment.forms",
  "payment.caseNumber",
  "payment.beneficiaryName",
  /** The payer: the case's client, its address and contact (the cardholder or account holder writes their own if another). */
  "payment.payerName",
  "payment.payerStreet",
  "payment.payerCity",
  "payment.payerState",
  "payment.payerZip",
  "payment.payerEmail",
  "payment.payerPhone",
] as const;
export type PaymentPath = (typeof PAYMENT_PATHS)[number];
export type ValueKey = FormPath | PaymentPath;

export const FIELD_FORMATS: readonly FieldFormat[] = ["text", "date", "digits", "i94", "zip", "state", "socMajor", "socDetail"];

const isPaymentForm = (code: string) => PAYMENT_FORMS.some((f) => f.code === code);

/** The value keys a form's own map may use. */
export function valueKeysFor(formCode: string): readonly ValueKey[] {
  return isPaymentForm(formCode) ? PAYMENT_PATHS : FORM_PATHS;
}

/**
 * A payment form's field that holds a card or bank number, its security code or expiry: never filled, not
 * even with a fixed text (the payer writes them on the official form).
 */
export const SECRET_PAYMENT_FIELD = /card\s*number|credit\s*card\s*no|account\s*number|routing|\bcvv\b|\bcvc\b|security\s*code|expiration|exp\.?\s*date/i;
export const isSecretField = (formCode: string, f: { name: string; tooltip: string }) => isPaymentForm(formCode) && (SECRET_PAYMENT_FIELD.test(f.name) || SECRET_PAYMENT_FIELD.test(f.tooltip));
