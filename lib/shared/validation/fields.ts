// Generic zod 4 field builders (text, numbers, ids, dates) carrying the spec section 5 messages.
// Import them through `v` in ./zod.
import { z } from "zod";
import { ALL_ROLE_IDS } from "../constants/roles";
import { MSG } from "./messages";
import { isDigitsOnly, isIsoDate, isUsDate, usDateToIso } from "./rules";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^-?\d+(\.\d+)?$/;

type Message = string | ((value: string) => string);
const text = (m: Message, value: string) => (typeof m === "string" ? m : m(value));

/**
 * Trimmed, non-empty (else '*{field} is required'), at most `max` characters. No issue is marked
 * `abort`, so object-level checks (address zip code, case number confirmation) still run and a form
 * shows all its errors at once; format checks below skip empty and over-long values instead.
 */
export function requiredString(field: string, max = 200) {
  return z
    .string({ error: MSG.required(field) })
    .trim()
    .min(1, { error: MSG.required(field) })
    .max(max, { error: MSG.maxLength(max) });
}

/** Required text with a format check reported only for a present value of allowed length. */
export function requiredFormat(field: string, max: number, ok: (s: string) => boolean, message: Message) {
  return requiredString(field, max).superRefine((s, ctx) => {
    if (s !== "" && s.length <= max && !ok(s)) ctx.addIssue({ code: "custom", message: text(message, s) });
  });
}

/** Trimmed; "", null and undefined become undefined. */
export function optionalString(max = 200) {
  return z
    .string()
    .trim()
    .max(max, { error: MSG.maxLength(max) })
    .nullish()
    .transform((s) => (s ? s : undefined));
}

/** Optional text field with a format check, e.g. optionalFormat(isValidPhone, MSG.phone). */
export function optionalFormat(ok: (s: string) => boolean, message: Message, max = 200) {
  return optionalString(max).superRefine((s, ctx) => {
    if (s !== undefined && !ok(s)) ctx.addIssue({ code: "custom", message: text(message, s) });
  });
}

/**
 * MM/DD/YYYY in, ISO YYYY-MM-DD out. An ISO date is accepted too, so the schema is idempotent: a
 * form posts the parsed (ISO) value and the route parses it again with the same contract.
 */
const usOrIso = (s: string) => isUsDate(s) || isIsoDate(s);
const toIso = (s: string) => usDateToIso(s) ?? s;

export function usDate(field: string) {
  return requiredFormat(field, 10, usOrIso, MSG.date).transform(toIso);
}

export function optionalUsDate() {
  return optionalFormat(usOrIso, MSG.date, 10).transform((s) => (s === undefined ? undefined : toIso(s)));
}

/** Real calendar date as YYYY-MM-DD. */
export const isoDate = (field: string) => requiredFormat(field, 10, isIsoDate, MSG.date);
export const optionalIsoDate = () => optionalFormat(isIsoDate, MSG.date, 10);

/** Digits only: 'The {field} field must contain only digits.' */
export const digits = (field: string, max = 50) => requiredFormat(field, max, isDigitsOnly, MSG.digits(field));

/** Form inputs give strings: "" / null become undefined, numeric text becomes a number. */
function toNumberInput(x: unknown): unknown {
  if (x === null) return undefined;
  if (typeof x !== "string") return x;
  const t = x.trim();
  if (t === "") return undefined;
  return NUMERIC.test(t) ? Number(t) : t;
}

/** The range of a PostgreSQL integer column: every whole number of a payload fits one (ids, codes, counts). */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

function intSchema(field: string, opts: { min?: number; max?: number }, invalid = MSG.digits(field)) {
  const min = Math.max(opts.min ?? INT4_MIN, INT4_MIN);
  const max = Math.min(opts.max ?? INT4_MAX, INT4_MAX);
  return z
    .number({ error: (iss) => (iss.input === undefined ? MSG.required(field) : invalid) })
    .int({ error: invalid })
    .min(min, { error: MSG.min(min) })
    .max(max, { error: MSG.max(max) });
}

/** Whole number (number or numeric text); bounds report MSG.min / MSG.max. */
export const int = (field: string, opts: { min?: number; max?: number } = {}) => z.preprocess(toNumberInput, intSchema(field, opts));
export const optionalInt = (field: string, opts: { min?: number; max?: number } = {}) =>
  z.preprocess(toNumberInput, intSchema(field, opts).optional());

/** Select inputs: 0 means nothing chosen, like "" and null. */
function toIdInput(x: unknown): unknown {
  const n = toNumberInput(x);
  return n === 0 ? undefined : n;
}

/** Master-data id (positive integer) from a select: 0, "" and missing give the required message. */
export const id = (field: string) =>
  z.preprocess(toIdInput, intSchema(field, {}, MSG.invalid(field)).positive({ error: MSG.invalid(field) }));
export const optionalId = (field: string) =>
  z.preprocess(toIdInput, intSchema(field, {}, MSG.invalid(field)).positive({ error: MSG.invalid(field) }).optional());

export const uuid = (field: string) => requiredFormat(field, 36, (s) => UUID.test(s), MSG.invalid(field)).toLowerCase();
export const optionalUuid = (field: string) =>
  optionalFormat((s) => UUID.test(s), MSG.invalid(field), 36).transform((s) => s?.toLowerCase());

/** A role id of spec section 6 (lib/shared/constants/roles.ts). */
export const roleId = (field = "Role") =>
  z.preprocess(
    toNumberInput,
    z.literal(ALL_ROLE_IDS, { error: (iss) => (iss.input === undefined ? MSG.required(field) : MSG.invalid(field)) }),
  );

