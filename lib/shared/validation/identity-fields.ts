// zod 4 builders for contact and identity fields (e-mail, phone, password, FEIN, USCIS numbers),
// documents, and the object-level zip code / passport / case number checks. Use them through `v`.
import { z } from "zod";
import { optionalFormat, requiredString } from "./fields";
import { MSG } from "./messages";
import {
  caseNumberConfirmMatches,
  documentsPresent,
  isStrictEmail,
  isStrongPassword,
  isTemporaryEmailDomain,
  isValidFein,
  isValidI94,
  isValidPassport,
  isValidPhone,
  isValidReceiptNumber,
  isValidSocCode,
  isValidUsPhone,
  isValidZipcode,
  normalizeFein,
  normalizeI94,
  normalizeReceiptNumber,
  normalizeUsPhone,
  type ZipCountry,
} from "./rules";

/** Lower-cased strict e-mail; with rejectTemporary, disposable domains get MSG.temporaryEmail. */
export function email(field = "Email", opts: { rejectTemporary?: boolean } = {}) {
  return requiredString(field, 254)
    .refine(isStrictEmail, { error: MSG.email, abort: true })
    .refine((s) => !opts.rejectTemporary || !isTemporaryEmailDomain(s), { error: MSG.temporaryEmail })
    .toLowerCase();
}

export function optionalEmail(opts: { rejectTemporary?: boolean } = {}) {
  return optionalFormat(isStrictEmail, MSG.email, 254)
    .refine((s) => s === undefined || !opts.rejectTemporary || !isTemporaryEmailDomain(s), { error: MSG.temporaryEmail })
    .transform((s) => s?.toLowerCase());
}

/** International phone (kept as typed, trimmed); message '{value} is not a valid phone number'. */
export function phone(field = "Phone") {
  return requiredString(field, 30).superRefine((s, ctx) => {
    if (!isValidPhone(s)) ctx.addIssue({ code: "custom", message: MSG.phone(s) });
  });
}

export const optionalPhone = () => optionalFormat(isValidPhone, MSG.phone, 30);

/** US phone, output normalised to +1XXXXXXXXXX. */
export function usPhone(field = "Phone") {
  return requiredString(field, 30)
    .superRefine((s, ctx) => {
      if (!isValidUsPhone(s)) ctx.addIssue({ code: "custom", message: MSG.phone(s) });
    })
    .transform(normalizeUsPhone);
}

/** Not trimmed: spaces are part of a password. */
export function strongPassword(field = "Password") {
  return z
    .string({ error: MSG.required(field) })
    .min(1, { error: MSG.required(field), abort: true })
    .max(128, { error: MSG.maxLength(128), abort: true })
    .refine(isStrongPassword, { error: MSG.strongPassword });
}

/** FEIN, output "12-3456789". */
export const fein = (field = "FEIN") =>
  requiredString(field, 20)
    .refine(isValidFein, { error: MSG.invalid(field) })
    .transform((s) => normalizeFein(s) ?? s);

/** USCIS receipt number, output normalised (no spaces/dashes, upper-case). */
export const receiptNumber = (field = "Receipt Number") =>
  requiredString(field, 30).refine(isValidReceiptNumber, { error: MSG.invalid(field) }).transform(normalizeReceiptNumber);
export const i94 = (field = "I-94 Number") =>
  requiredString(field, 20).refine(isValidI94, { error: MSG.invalid(field) }).transform(normalizeI94);
export const socCode = (field = "SOC Code") => requiredString(field, 10).refine(isValidSocCode, { error: MSG.invalid(field) });

/** Documents required: at least one item with status true ('{field} is required'). */
export const documents = (field: string) =>
  z
    .array(z.looseObject({ status: z.boolean().nullish() }), { error: MSG.documentsRequired(field) })
    .refine(documentsPresent, { error: MSG.documentsRequired(field) });

/** MSG.zip when a non-empty zip code does not fit the country row; null otherwise. */
export function zipcodeIssue(zip: string | null | undefined, country: ZipCountry | null | undefined): string | null {
  if (!zip || !zip.trim()) return null;
  return isValidZipcode(zip, country) ? null : MSG.zip;
}

/** MSG.passport when a non-empty passport number does not fit the issuing country; null otherwise. */
export function passportIssue(no: string | null | undefined, countryId: number | null | undefined): string | null {
  if (!no || !no.trim()) return null;
  return isValidPassport(no, countryId) ? null : MSG.passport;
}

/**
 * Object-level check for `.superRefine(...)`: the confirmation equals the case number once trimmed;
 * the issue is reported on the confirmation field.
 */
export function caseNumberConfirm(caseKey = "caseNumber", confirmKey = "confirmCaseNumber") {
  return (value: { [key: string]: unknown }, ctx: z.RefinementCtx) => {
    const a = value[caseKey];
    const b = value[confirmKey];
    const str = (x: unknown) => (typeof x === "string" ? x : x == null ? "" : String(x));
    if (!caseNumberConfirmMatches(str(a), str(b))) {
      ctx.addIssue({ code: "custom", message: MSG.caseNumberConfirm, path: [confirmKey] });
    }
  };
}
