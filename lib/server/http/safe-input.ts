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

/** A path as a chain to its parent: a child costs one node, not a copy of its parent's path. */
type PathNode = { key: string | number; parent: PathNode | null } | null;
type Pending = { value: unknown; path: PathNode } | { hit: string };

function dotted(path: PathNode, last?: string): string {
  const keys: (string | number)[] = last === undefined ? [] : [last];
  for (let p = path; p; p = p.parent) keys.push(p.key);
  return keys.length ? keys.reverse().join(".") : "body";
}

/**
 * Dotted paths (`title`, `filter.matcher.search`, `items.0.name`) of the strings holding unsafe text, at
 * most 50, in document order. A loop over a stack of its own, not a recursion: however deep the value
 * nests, the walk cannot run the call stack out (readJsonBody also refuses a body nested past 64 levels).
 */
export function unsafeTextPaths(value: unknown): string[] {
  const out: string[] = [];
  const stack: Pending[] = [{ value, path: null }];
  while (stack.length > 0 && out.length < 50) {
    const next = stack.pop()!;
    if ("hit" in next) {
      out.push(next.hit);
      continue;
    }
    const { value: v, path } = next;
    if (typeof v === "string") {
      if (isUnsafeText(v)) out.push(dotted(path));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: { key: i, parent: path } });
    } else if (typeof v === "object" && v !== null) {
      // Children pushed last to first, so they are taken first to last.
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i];
        stack.push(isUnsafeText(k) ? { hit: dotted(path, k.replace(UNSAFE, "?")) } : { value: child, path: { key: k, parent: path } });
      }
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
