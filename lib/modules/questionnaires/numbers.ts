// The identity numbers in questionnaire answers, sealed at rest. Rule: every answer field, at any depth of the
// answers (a section, a list item), whose key is one of SEALED_ANSWER_KEYS is taken out of `answers` and kept,
// by its path, in `answer_numbers_sealed` — one value sealed by the field cipher and bound to the link (aad
// "questionnaire.numbers:<id>"). Today these are the beneficiary's passport.passportNumber and
// immigration.i94Number and the PERM worker's worker.i94Number and worker.alienNumber; a new field under one of
// these keys is sealed without more code. `answersOf` puts them back for the pages and the API, so the answers
// read as before. No screen searches questionnaires by number: no blind index.
import "server-only";
import { decryptField, encryptField } from "@/lib/server/crypto/field-cipher";

export const SEALED_ANSWER_KEYS = ["passportNumber", "i94Number", "alienNumber"] as const;
const SEALED = new Set<string>(SEALED_ANSWER_KEYS);

export const questionnaireNumbersAad = (id: string) => `questionnaire.numbers:${id}`;

type Path = (string | number)[];
type Found = [Path, unknown][];
type Sealed = { answers: Record<string, unknown>; answerNumbersSealed: string | null };

function strip(value: unknown, path: Path, found: Found): unknown {
  if (Array.isArray(value)) return value.map((v, i) => strip(v, [...path, i], found));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SEALED.has(k)) found.push([[...path, k], v]);
    else out[k] = strip(v, [...path, k], found);
  }
  return out;
}

/** The columns that store a link's answers: the answers without their numbers, and the numbers sealed. */
export function sealAnswers(id: string, answers: Record<string, unknown>): Sealed {
  const found: Found = [];
  const rest = strip(answers, [], found) as Record<string, unknown>;
  return { answers: rest, answerNumbersSealed: found.length ? encryptField(JSON.stringify(found), questionnaireNumbersAad(id)) : null };
}

/** A link's answers with their numbers back in place. */
export function answersOf(row: { id: string } & Sealed): Record<string, unknown> {
  if (!row.answerNumbersSealed) return row.answers;
  const out = structuredClone(row.answers);
  for (const [path, value] of JSON.parse(decryptField(row.answerNumbersSealed, questionnaireNumbersAad(row.id))) as Found) {
    let node: unknown = out;
    for (const seg of path.slice(0, -1)) node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[seg] : undefined;
    if (node && typeof node === "object") (node as Record<string | number, unknown>)[path[path.length - 1]] = value;
  }
  return out;
}
