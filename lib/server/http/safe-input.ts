// Text PostgreSQL refuses never reaches a handler: a NUL byte (text columns cannot hold it) or a lone
// UTF-16 surrogate (no UTF-8 form; jsonb refuses its \ud800 escape) anywhere in a payload, keys
// included, answers 422 naming each field, instead of a 500 from the database. Checked once for every
// JSON body (readJsonBody) and every multipart text field (defineUploadRoute).
import "server-only";
import { fail } from "@/lib/server/errors";

export const UNSAFE_TEXT_MESSAGE = "Contains a character that is not allowed";

const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `s` holds a NUL byte or a lone surrogate. */
export function isUnsafeText(s: string): boolean {
  return UNSAFE.test(s);
}

/** Dotted paths (`title`, `filter.matcher.search`, `items.0.name`) of the strings holding unsafe text. */
export function unsafeTextPaths(value: unknown, path: readonly (string | number)[] = [], out: string[] = []): string[] {
  if (out.length >= 50) return out;
  const name = () => (path.length ? path.join(".") : "body");
  if (typeof value === "string") {
    if (isUnsafeText(value)) out.push(name());
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => unsafeTextPaths(v, [...path, i], out));
  } else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (isUnsafeText(k)) out.push([...path, k.replace(UNSAFE, "?")].join("."));
      else unsafeTextPaths(v, [...path, k], out);
    }
  }
  return out;
}

/** 422 VALIDATION_ERROR naming every field that holds a NUL byte or a lone surrogate. */
export function assertSafeInput(value: unknown): void {
  const paths = unsafeTextPaths(value);
  if (paths.length === 0) return;
  throw fail.validation(Object.fromEntries(paths.map((p) => [p, UNSAFE_TEXT_MESSAGE])));
}
