// Where each value of a beneficiary's record came from (beneficiaries.field_sources), and how a submitted
// questionnaire's answers meet the values already on the record (pure; decision in
// lib/modules/questionnaires/README.md "Answers on the record"):
// - an answer fills a field that is empty, or whose value came from a questionnaire (an earlier one, or this
//   person's answers again) or has no known source (a record kept before sources were stored);
// - a value a user of the firm typed is kept when the answer differs: the source keeps who typed it and notes
//   the questionnaire that answered otherwise (`differs`), shown beside the value until someone types it again;
// - an answer equal to the value changes nothing (a typed value stays typed).
import type { FieldSource, FieldSources } from "@/db/schema/clients";

export type { FieldSource, FieldSources };

/** The record's fields that carry a source (the beneficiary details' keys). */
export const SOURCED_FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "dateOfBirth",
  "gender",
  "countryOfBirthId",
  "citizenshipCountryId",
  "email",
  "phone",
  "passportNumber",
  "passportCountryId",
  "passportIssueDate",
  "passportExpiry",
  "address",
  "i94Number",
  "currentStatus",
  "lastEntryDate",
  "priorReceiptNumbers",
] as const;
export type SourcedField = (typeof SOURCED_FIELDS)[number];

export type AnswerOrigin = { questionnaireId: string; questionnaireKind: string; at: string };

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** Values compared as stored: object keys in any order, an empty value equal to none. */
function canonical(v: unknown): string {
  if (isEmpty(v)) return "";
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (typeof v === "object" && v !== null) {
    return `{${Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => !isEmpty(x))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, x]) => `${k}:${canonical(x)}`)
      .join(",")}}`;
  }
  return String(v).trim();
}
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The answers a questionnaire puts on the record: `take` the fields to write (answered values that are
 * not kept back), `sources` the record's sources afterwards, `kept` the fields whose typed value was kept
 * although the answer differs. A field absent from `answered` (or undefined) was not answered.
 */
export function takeAnswers(
  current: Partial<Record<SourcedField, unknown>>,
  sources: FieldSources | null | undefined,
  answered: Partial<Record<SourcedField, unknown>>,
  origin: AnswerOrigin,
): { take: Partial<Record<SourcedField, unknown>>; sources: FieldSources; kept: SourcedField[] } {
  const next: FieldSources = { ...(sources ?? {}) };
  const take: Partial<Record<SourcedField, unknown>> = {};
  const kept: SourcedField[] = [];
  const fromAnswer: FieldSource = { kind: "questionnaire", ...origin };
  for (const field of SOURCED_FIELDS) {
    if (!(field in answered) || answered[field] === undefined) continue;
    const value = answered[field];
    const had = current[field];
    const source = next[field];
    if (sameValue(had, value)) {
      // Confirmed: a typed value stays typed (its note of a differing answer is answered); no source yet → this one.
      if (!source || isEmpty(had)) {
        if (!isEmpty(value)) next[field] = fromAnswer;
      } else if (source.kind === "typed" && source.differs) {
        const { differs: _answered, ...typed } = source;
        next[field] = typed;
      }
      continue;
    }
    if (isEmpty(value)) continue; // an answer left blank never clears what the record holds
    if (!isEmpty(had) && source?.kind === "typed") {
      next[field] = { ...source, differs: origin };
      kept.push(field);
      continue;
    }
    take[field] = value;
    next[field] = fromAnswer;
  }
  return { take, sources: next, kept };
}

/**
 * The sources after a user of the firm saved the record: every field whose value changed is typed by them
 * (a cleared field has no source any more); unchanged fields keep theirs.
 */
export function typedSources(
  before: Partial<Record<SourcedField, unknown>> | null,
  sources: FieldSources | null | undefined,
  saved: Partial<Record<SourcedField, unknown>>,
  by: { userId: string | null; at: string },
): FieldSources {
  const next: FieldSources = { ...(sources ?? {}) };
  for (const field of SOURCED_FIELDS) {
    if (!(field in saved) || saved[field] === undefined) continue;
    if (before && sameValue(before[field], saved[field])) continue;
    if (isEmpty(saved[field])) delete next[field];
    else next[field] = { kind: "typed", userId: by.userId, at: by.at };
  }
  return next;
}
