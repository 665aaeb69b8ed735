// The words of a text worth checking, with their positions (pure). Skipped: e-mail addresses and URLs (a
// whole whitespace-separated chunk), words with a digit (I-140, H-1B, 2nd), ALL-CAPS acronyms (USCIS, LCA,
// RFE), words with a capital inside (McDonald, iPhone), one-letter words, and the built-in immigration terms
// (terms.ts). Hyphenated words are checked part by part; "’" counts as an apostrophe.
import { isImmigrationTerm } from "./terms";

export type WordToken = { word: string; offset: number; length: number };

const CHUNK = /\S+/g;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|gov|edu|io|us|es|mx|info|biz)(?:[/?#:].*)?$/i;
const DIGIT = /\p{N}/u;
const LETTER = /\p{L}/u;

/** An acronym or code: every letter a capital, at least two letters (USCIS, LCA, EB-2's "EB"). */
const isAllCaps = (w: string) => [...w].filter((c) => LETTER.test(c)).length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase();
/** A capital after the first letter, as in names and brands (McDonald, iPhone), not an all-caps word. */
const hasInnerCapital = (w: string) => /^.+\p{Lu}/u.test(w) && !isAllCaps(w);

/** Trim leading/trailing punctuation of a chunk so "(www.uscis.gov)," and "<ana@x.com>" are still recognised. */
const bare = (chunk: string) => chunk.replace(/^[("'“‘<[]+|[)"'”’>\].,;:!?]+$/g, "");

export function wordsToCheck(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const chunk of text.matchAll(CHUNK)) {
    const c = bare(chunk[0]);
    if (EMAIL.test(c) || URL_LIKE.test(c)) continue;
    // A token joined by hyphens: skip it whole when it is a code (I-140, H-1B, EB-2) or a known term.
    for (const joined of chunk[0].matchAll(/[\p{L}\p{M}\p{N}'’]+(?:-[\p{L}\p{M}\p{N}'’]+)*/gu)) {
      const whole = joined[0];
      if (DIGIT.test(whole) || isImmigrationTerm(whole)) continue;
      const base = chunk.index + joined.index;
      for (const m of whole.matchAll(WORD)) {
        const word = m[0];
        if (word.length < 2 || DIGIT.test(word) || isAllCaps(word) || hasInnerCapital(word) || isImmigrationTerm(word)) continue;
        out.push({ word, offset: base + m.index, length: word.length });
      }
    }
  }
  return out;
}
