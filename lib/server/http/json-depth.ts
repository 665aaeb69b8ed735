// How deep a JSON text nests, read from the raw text before JSON.parse: every walk over a parsed body
// (the unsafe-text check, the unknown-keys walker, zod's z.json() of the questionnaire answers) recurses
// once a level, so a body of 100,000 `[` (well inside the 1 MB limit) would run the stack out and answer
// a 500. A body past MAX_JSON_DEPTH levels answers 400 instead, before anything walks it.
import "server-only";

/** The deepest nesting of objects and arrays a JSON body may have (the body's own object is level 1). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the objects and arrays of `text` nest deeper than `max` levels. Brackets inside strings do
 * not count (an escaped quote does not end a string). One pass, no recursion, stops at the first level
 * past `max`; malformed text is left to JSON.parse (a stray closer never lowers the count below 0).
 */
export function jsonNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) {
      depth--;
    }
  }
  return false;
}
