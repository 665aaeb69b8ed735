// Spelling suggestions shared by the server (/api/sentence-suggestions) and the browser (the SpellCheck
// component): the answer's shape, and applying one suggestion to the text (the other issues' offsets move
// with it).

export const SPELLING_LOCALES = ["en", "es"] as const;
export type SpellingLocale = (typeof SPELLING_LOCALES)[number];
/** The longest text checked at once (a letter, a message, a comment). */
export const SPELLING_MAX_TEXT = 10_000;
/** Suggestions per misspelt word. */
export const SPELLING_MAX_SUGGESTIONS = 5;

/** A word not in the dictionary: where it is in the text (UTF-16 positions, as JavaScript strings count) and what might be meant. */
export type SpellingIssue = { word: string; offset: number; length: number; suggestions: string[] };
export type SpellingAnswer = { issues: SpellingIssue[] };

/**
 * The text with `issues[index]` replaced by `replacement`, and the issues left (that one gone, the later ones
 * moved by the change in length). When the text changed since the check and the word is no longer at its
 * offset, the nearest whole-word occurrence is replaced; when there is none, the text is unchanged.
 */
export function applySuggestion(text: string, issues: readonly SpellingIssue[], index: number, replacement: string): { text: string; issues: SpellingIssue[] } {
  const issue = issues[index];
  if (!issue) return { text, issues: [...issues] };
  const at = locate(text, issue);
  const rest = issues.filter((_, i) => i !== index);
  if (at === null) return { text, issues: rest };
  const delta = replacement.length - issue.length;
  return {
    text: text.slice(0, at) + replacement + text.slice(at + issue.length),
    issues: rest.map((i) => (i.offset > at ? { ...i, offset: i.offset + delta } : i)),
  };
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{M}\p{N}]/u.test(c);

function locate(text: string, issue: SpellingIssue): number | null {
  if (text.slice(issue.offset, issue.offset + issue.length) === issue.word) return issue.offset;
  let best: number | null = null;
  for (let i = text.indexOf(issue.word); i !== -1; i = text.indexOf(issue.word, i + 1)) {
    const whole = !isWordChar(text[i - 1]) && !isWordChar(text[i + issue.word.length]);
    if (whole && (best === null || Math.abs(i - issue.offset) < Math.abs(best - issue.offset))) best = i;
  }
  return best;
}
