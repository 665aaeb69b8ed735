// Form I-9 Section 1 (the employee's part, edition 01/20/25) as a request schema, shared by the employee's
// token page (/app/I9-questionnaire/{id}?token=) and /api/i9-fill/section1-submit, and the shapes the
// link and the record's details answer. The identity numbers are checked and normalised here
// (identity.ts; the I-94 by rule 16) and stored encrypted by the server.
import { z } from "zod";
import { US_STATES } from "@/lib/shared/wages";
import { zipcodeIssue } from "@/lib/shared/validation/identity-fields";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import { normalizeSsn, normalizeUscisNumber } from "./identity";
import { CITIZENSHIP, type Citizenship } from "./rules";

/** Days an employee's or a verifier's link works. */
export const I9_LINK_TTL_DAYS = 14;
export const SECTION1_PATH = "/app/I9-questionnaire";
export const MAX_PREPARERS = 4;

const US = { id: 231 };
const name = (field: string) => v.requiredString(field, 100);
const initial = clearable(z.string().trim().regex(/^[A-Za-z]$/, { error: "Middle initial must be one letter" }));
const state = z.enum(US_STATES, { error: MSG.required("State") });
const zip = v.requiredString("ZIP Code", 10).superRefine((s, ctx) => {
  const issue = zipcodeIssue(s, US);
  if (issue) ctx.addIssue({ code: "custom", message: issue });
});
const uscisNumber = clearable(
  z.string().trim().transform((s, ctx) => normalizeUscisNumber(s) ?? (ctx.addIssue({ code: "custom", message: "Enter the A-Number or USCIS number: 7 to 9 digits" }), z.NEVER)),
);

/** A preparer or translator who helped (Supplement A): up to four. */
export const preparerBody = z.object({
  lastName: name("Last Name"),
  firstName: name("First Name"),
  middleInitial: initial,
  street: v.requiredString("Address", 200),
  city: v.requiredString("City or Town", 100),
  state,
  zip,
  /** The preparer's typed full name: their electronic signature. */
  signature: v.requiredString("Signature", 200),
});

/** Section 1's fields, each checked alone (the checks across fields are `section1Issues`). */
export const section1Fields = z.object({
  lastName: name("Last Name"),
  firstName: name("First Name"),
  middleInitial: initial,
  otherLastNames: clearable(v.requiredString("Other Last Names Used", 200)),
  street: v.requiredString("Address", 200),
  apt: clearable(v.requiredString("Apt. Number", 20)),
  city: v.requiredString("City or Town", 100),
  state,
  zip,
  dateOfBirth: v.usDate("Date of Birth"),
  /** Optional on the form unless the employer uses E-Verify; "applied for" when the SSA has not issued it yet. */
  ssn: clearable(z.string().trim().transform((s, ctx) => normalizeSsn(s) ?? (ctx.addIssue({ code: "custom", message: "Enter a valid Social Security number (9 digits)" }), z.NEVER))),
  ssnAppliedFor: z.boolean({ error: MSG.invalid("Applied for a Social Security number") }).default(false),
  email: clearable(v.email("Employee's Email Address")),
  phone: clearable(v.phone("Employee's Telephone Number")),
  citizenship: z.enum(CITIZENSHIP, { error: "Choose one of the four boxes of the attestation" }),
  uscisNumber,
  /** An authorized noncitizen's "authorized to work until"; `noExpiration` for N/A (e.g. refugees, asylees). */
  authorizedUntil: clearable(v.usDate("Authorized to Work Until")),
  noExpiration: z.boolean().default(false),
  i94Number: clearable(v.i94("Form I-94 Admission Number")),
  foreignPassportNumber: clearable(v.requiredString("Foreign Passport Number", 30).transform((s) => s.replace(/\s+/g, "").toUpperCase())),
  foreignPassportCountryId: clearable(v.id("Country of Issuance")),
  preparers: z.array(preparerBody).max(MAX_PREPARERS, { error: `At most ${MAX_PREPARERS} preparers or translators` }).default([]),
  /** The employee's typed full name: the electronic signature of the attestation. */
  signature: v.requiredString("Signature of Employee", 200),
  attest: z.literal(true, { error: "Confirm the attestation to sign Section 1" }),
});
export type Section1Fields = z.output<typeof section1Fields>;

/**
 * M-274 on minors: when a minor has no List B document, a parent or legal guardian completes Section 1 and
 * Supplement A and writes "Individual under age 18" in the employee's signature box (the age is checked on the
 * server against the day it is signed).
 */
export const MINOR_SIGNATURE = "Individual under age 18";
export const isMinorSignature = (signature: string | null | undefined) => (signature ?? "").trim().toLowerCase().replace(/\s+/g, " ") === MINOR_SIGNATURE.toLowerCase();

/** The checks across Section 1's fields (what the chosen box asks for, the signature as the name), as [field, message]. */
export function section1Issues(b: Section1Fields): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const issue = (path: string, message: string) => found.push([path, message]);
  if (b.ssn && b.ssnAppliedFor) issue("ssnAppliedFor", "Leave the number empty while it is applied for");
  if (b.citizenship === "permanent_resident" && !b.uscisNumber) issue("uscisNumber", MSG.required("A-Number/USCIS Number"));
  if (b.citizenship === "authorized_alien") {
    if (!b.authorizedUntil && !b.noExpiration) issue("authorizedUntil", "Enter the date your work authorization ends, or choose N/A");
    const passport = b.foreignPassportNumber || b.foreignPassportCountryId;
    if (!b.uscisNumber && !b.i94Number && !passport) issue("uscisNumber", "Enter one of: the A-Number/USCIS number, the Form I-94 admission number, or the foreign passport number and country");
    if (b.foreignPassportNumber && !b.foreignPassportCountryId) issue("foreignPassportCountryId", MSG.required("Country of Issuance"));
    if (b.foreignPassportCountryId && !b.foreignPassportNumber) issue("foreignPassportNumber", MSG.required("Foreign Passport Number"));
  }
  const full = `${b.firstName} ${b.lastName}`.toLowerCase().replace(/\s+/g, " ");
  if (isMinorSignature(b.signature)) {
    if (b.preparers.length === 0) issue("preparers", `A parent or legal guardian who signs "${MINOR_SIGNATURE}" for a minor fills in Supplement A as preparer`);
  } else if (b.signature && b.signature.toLowerCase().replace(/\s+/g, " ") !== full) issue("signature", `Type your name as above to sign: ${b.firstName} ${b.lastName}`);
  return found;
}

/** Only what the chosen box asks for is kept. */
export function keptSection1(b: Section1Fields) {
  const alien = b.citizenship === "authorized_alien";
  return {
    ...b,
    uscisNumber: b.citizenship === "permanent_resident" || alien ? (b.uscisNumber ?? null) : null,
    authorizedUntil: alien && !b.noExpiration ? (b.authorizedUntil ?? null) : null,
    noExpiration: alien && b.noExpiration,
    i94Number: alien ? (b.i94Number ?? null) : null,
    foreignPassportNumber: alien ? (b.foreignPassportNumber ?? null) : null,
    foreignPassportCountryId: alien ? (b.foreignPassportCountryId ?? null) : null,
  };
}

export const section1Body = section1Fields
  .superRefine((b, ctx) => {
    for (const [path, message] of section1Issues(b)) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform(keptSection1);
export type Section1Body = z.output<typeof section1Body>;
export type Section1Input = z.input<typeof section1Body>;

/** POST /api/i9/send-section1-link: the employee's link, to the employee's e-mail unless another is given. */
export const sendSection1LinkBody = z.object({ id: v.uuid("I-9"), email: clearable(v.email()) });
export type SendSection1LinkBody = z.output<typeof sendSection1LinkBody>;
/**
 * POST /api/i9/send-section1-correction: the link, with the employer's written explanation of what is wrong or
 * missing (the M-274, 9.0: the employer attaches a written explanation of why information needed correcting).
 */
export const sendSection1CorrectionBody = sendSection1LinkBody.extend({ reason: v.requiredString("Reason for the correction", 1000) });
export type SendSection1CorrectionBody = z.output<typeof sendSection1CorrectionBody>;
/**
 * POST /api/i9/add-section1-statement: the employer's signed and dated statement attached to the form when the
 * employee cannot correct Section 1 (the M-274, 9.0: e.g. she no longer works there) — what is wrong or missing
 * and why it could not be corrected.
 */
export const section1StatementBody = z.object({
  id: v.uuid("I-9"),
  statement: v.requiredString("Statement", 2000),
  signature: v.requiredString("Signature", 100),
});
export type Section1StatementBody = z.output<typeof section1StatementBody>;
/** An employer's statement attached to Section 1: its text, who signed it (as typed) and which account, when. */
export type Section1StatementDto = { statement: string; signature: string; signedOn: string; signedAt: string; byName: string; byEmail: string };
export type SendLinkResult = { sentTo: string; expiresAt: string };

/** Section 1 as the record shows it: the numbers masked ("•••••1234") unless revealed. */
export type Section1Dto = {
  lastName: string;
  firstName: string;
  middleInitial: string | null;
  otherLastNames: string | null;
  street: string;
  apt: string | null;
  city: string;
  state: string;
  zip: string;
  dateOfBirth: string;
  email: string | null;
  phone: string | null;
  citizenship: Citizenship;
  authorizedUntil: string | null;
  noExpiration: boolean;
  ssnAppliedFor: boolean;
  foreignPassportCountryId: number | null;
  preparers: Array<z.output<typeof preparerBody>>;
  signature: string;
  signedAt: string;
  /** The employee's corrections after signing, oldest first. */
  corrections: Section1CorrectionDto[];
  /** The open correction request (link sent, not used yet), or null. */
  correctionRequest: Section1CorrectionRequestDto | null;
  /** The employer's statements attached to Section 1 (when the employee could not correct it). */
  statements: Section1StatementDto[];
  /** Masked numbers; null when not given. */
  ssn: string | null;
  uscisNumber: string | null;
  i94Number: string | null;
  foreignPassportNumber: string | null;
};

/** The numbers of Section 1 kept encrypted (one sealed value per record). */
export const SECTION1_NUMBERS = ["ssn", "uscisNumber", "i94Number", "foreignPassportNumber"] as const;
export type Section1Number = (typeof SECTION1_NUMBERS)[number];

/** POST /api/i9/reveal: one number of the record shown whole (i9.sensitive), written to the audit trail; a document's with its id. */
export const REVEALABLE = [...SECTION1_NUMBERS, "documentNumber"] as const;
export type Revealable = (typeof REVEALABLE)[number];
export const revealBody = z
  .object({ id: v.uuid("I-9"), field: z.enum(REVEALABLE, { error: MSG.invalid("Field") }), documentId: v.optionalUuid("Document") })
  .refine((b) => b.field !== "documentNumber" || b.documentId, { error: MSG.required("Document"), path: ["documentId"] });
export type RevealBody = z.output<typeof revealBody>;

/** What the employee's link shows: who asks, for which job, until when, and what is already known. */
export type Section1LinkDto = {
  recordId: string;
  firmName: string;
  employerName: string;
  hireDate: string;
  expiresAt: string;
  /** Prefilled from the employee record. */
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  email: string | null;
};

/**
 * A Section 1 correction after signing (M-274 "Correcting Section 1"): only the employee corrects Section 1 —
 * on paper by striking the wrong answer, writing the right one, initialing and dating it; electronically with
 * the change, its date and the person recorded. The employee's correction link (/app/i9-correction/{id}?token=)
 * sends Section 1 whole with the corrected answers (a number left empty keeps the one on file), initials and
 * the signature again; the earlier answers are kept with the correction (numbers masked), the trail names the
 * changed fields.
 */
export const SECTION1_CORRECTION_PATH = "/app/i9-correction";
/** The employee's initials on the correction: first and last name's, with the middle initial or not. */
const correctionInitials = z
  .string({ error: MSG.required("Initials") })
  .trim()
  .min(1, { error: MSG.required("Initials") })
  .regex(/^[A-Za-z]{2,3}$/, { error: "Enter your initials: 2 or 3 letters" })
  .transform((s) => s.toUpperCase());
export const section1CorrectionFields = z.object({ section1: section1Fields, initials: correctionInitials });
/** The correction page's form: Section 1's fields and the initials side by side (sent as `section1CorrectionBody`). */
export const section1CorrectionForm = section1Fields.extend({ initials: correctionInitials });
export const section1CorrectionBody = section1CorrectionFields.extend({ id: v.uuid("I-9") });
export type Section1CorrectionBody = z.output<typeof section1CorrectionBody>;
export type Section1CorrectionInput = z.input<typeof section1CorrectionFields>;

/** One correction of Section 1: when, the initials, the fields changed and their earlier answers (numbers masked). */
export type Section1CorrectionDto = {
  correctedOn: string;
  correctedAt: string;
  initials: string;
  fields: string[];
  previous: Record<string, unknown>;
  signature: string;
  /** The employer's written explanation given with the correction link, and who asked (absent on corrections before it was asked). */
  explanation?: string | null;
  requestedBy?: string | null;
};
/** The correction asked for and not yet made: the employer's explanation, who asked and when. */
export type Section1CorrectionRequestDto = { reason: string; byName: string; requestedAt: string };

/** What the employee's correction link shows: the link's details and Section 1 as on file (numbers masked). */
export type Section1CorrectionLinkDto = Section1LinkDto & { section1: Omit<Section1Dto, "statements" | "correctionRequest">; /** The employer's explanation of what to correct. */ reason: string | null };

/** The initials a correction must carry for the (corrected) name: first + last, or first + middle + last. */
export function expectedInitials(b: { firstName: string; lastName: string; middleInitial?: string | null }): string[] {
  const first = b.firstName.trim().charAt(0).toUpperCase();
  const last = b.lastName.trim().charAt(0).toUpperCase();
  const middle = b.middleInitial?.trim().charAt(0).toUpperCase();
  return middle ? [`${first}${last}`, `${first}${middle}${last}`] : [`${first}${last}`];
}
