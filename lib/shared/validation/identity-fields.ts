// zod 4 builders for contact and identity fields (e-mail, phone, password, FEIN, USCIS numbers),
// documents, and the object-level zip code / passport / case number checks. Use them through `v`.
import { z } from "zod";
import { optionalFormat, requiredFormat } from "./fields";
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
  return requiredFormat(field, 254, isStrictEmail, MSG.email)
    .refine((s) => !opts.rejectTemporary || !isStrictEmail(s) || !isTemporaryEmailDomain(s), { error: MSG.temporaryEmail })
    .toLowerCase();
}

export function optionalEmail(opts: { rejectTemporary?: boolean } = {}) {
  return optionalFormat(isStrictEmail, MSG.email, 254)
    .refine((s) => s === undefined || !opts.rejectTemporary || !isTemporaryEmailDomain(s), { error: MSG.temporaryEmail })
    .transform((s) => s?.toLowerCase());
}

/** International phone (kept as typed, trimmed); message '{value} is not a valid phone number'. */
export const phone = (field = "Phone") => requiredFormat(field, 30, isValidPhone, MSG.phone);
export const optionalPhone = () => optionalFormat(isValidPhone, MSG.phone, 30);

/** US phone (spec's US variant), output normalised to +1XXXXXXXXXX. */
export const usPhone = (field = "Phone") => requiredFormat(field, 30, isValidUsPhone, MSG.phone).transform(normalizeUsPhone);

/** Not trimmed: spaces are part of a password. */
export function strongPassword(field = "Password") {
  return z
    .string({ error: MSG.required(field) })
    .min(1, { error: MSG.required(field) })
    .max(128, { error: MSG.maxLength(128) })
    .refine((s) => s === "" || s.length > 128 || isStrongPassword(s), { error: MSG.strongPassword });
}

/** FEIN, output "12-3456789". */
export const fein = (field = "FEIN") =>
  requiredFormat(field, 20, isValidFein, MSG.invalid(field)).transform((s) => normalizeFein(s) ?? s);

/** USCIS receipt number (domain rule 15), output normalised (no spaces/dashes, upper-case). */
export const receiptNumber = (field = "Receipt Number") =>
  requiredFormat(field, 30, isValidReceiptNumber, MSG.invalid(field)).transform(normalizeReceiptNumber);

/** I-94 admission number (domain rule 16), output upper-cased. */
export const i94 = (field = "I-94 Number") =>
  requiredFormat(field, 20, isValidI94, MSG.invalid(field)).transform(normalizeI94);

/** SOC code (domain rule 11). */
export const socCode = (field = "SOC Code") => requiredFormat(field, 10, isValidSocCode, MSG.invalid(field));

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
