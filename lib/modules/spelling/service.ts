// /api/sentence-suggestions: the words of a text not in the locale's Hunspell dictionary (nspell with the
// dictionary-en / dictionary-es packages, each loaded once per process on first use), with up to 5
// suggestions each. Rate-limited per user (a check is one call per button press, not per keystroke).
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { rateLimit } from "@/lib/server/http/rate-limit";
import { SPELLING_MAX_SUGGESTIONS, type SpellingAnswer, type SpellingIssue, type SpellingLocale } from "@/lib/shared/spelling";
import type { SentenceSuggestionsBody } from "./contract";
import { wordsToCheck } from "./tokenize";

type Checker = { correct: (word: string) => boolean; suggest: (word: string) => string[] };

/** Checks per user per minute. */
export const SPELLING_RATE = { limit: 30, windowMs: 60_000 } as const;
/** Issues answered per text (a text full of names or another language stops there). */
const MAX_ISSUES = 100;
/** Longer words are reported without suggestions (nspell's suggestion search grows with the word). */
const MAX_SUGGESTED_LENGTH = 24;

const globalForSpell = globalThis as unknown as { __spellers?: Map<SpellingLocale, Promise<Checker>> };

async function load(locale: SpellingLocale): Promise<Checker> {
  const [{ default: nspell }, dictionary] = await Promise.all([import("nspell"), locale === "es" ? import("dictionary-es") : import("dictionary-en")]);
  return nspell(dictionary.default);
}

/** The locale's checker, loaded once per process (Spanish takes a few seconds the first time). */
export function checker(locale: SpellingLocale): Promise<Checker> {
  const all = (globalForSpell.__spellers ??= new Map());
  let c = all.get(locale);
  if (!c) {
    c = load(locale);
    // A failed load is not kept: the next call tries again.
    c.catch(() => all.delete(locale));
    all.set(locale, c);
  }
  return c;
}

/** Whether the dictionary knows the word as written, or in lower case (a capitalised word at a sentence start), with a straight apostrophe. */
function known(spell: Checker, word: string): boolean {
  const w = word.normalize("NFC").replace(/’/g, "'");
  return spell.correct(w) || spell.correct(w.toLowerCase());
}

export async function spellingIssues(text: string, locale: SpellingLocale): Promise<SpellingIssue[]> {
  const spell = await checker(locale);
  const suggestions = new Map<string, string[]>();
  const issues: SpellingIssue[] = [];
  for (const t of wordsToCheck(text)) {
    if (known(spell, t.word)) continue;
    const key = t.word.normalize("NFC");
    let s = suggestions.get(key);
    if (!s) {
      s = key.length > MAX_SUGGESTED_LENGTH ? [] : spell.suggest(key).slice(0, SPELLING_MAX_SUGGESTIONS);
      suggestions.set(key, s);
    }
    issues.push({ ...t, suggestions: s });
    if (issues.length === MAX_ISSUES) break;
  }
  return issues;
}

export async function sentenceSuggestions(ctx: ActorContext, body: SentenceSuggestionsBody): Promise<SpellingAnswer> {
  await rateLimit(ctx.db, `spelling:${ctx.actor.userId}`, SPELLING_RATE.limit, SPELLING_RATE.windowMs);
  return { issues: await spellingIssues(body.text, body.locale) };
}
