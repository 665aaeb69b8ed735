// Request and answer of /api/sentence-suggestions (spelling suggestions for long text fields).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { SPELLING_LOCALES, SPELLING_MAX_TEXT } from "@/lib/shared/spelling";

export const sentenceSuggestionsBody = z.object({
  // Not trimmed: the answer's offsets are positions in the text as sent.
  text: z
    .string({ error: MSG.required("Text") })
    .min(1, { error: MSG.required("Text") })
    .max(SPELLING_MAX_TEXT, { error: MSG.maxLength(SPELLING_MAX_TEXT) }),
  locale: z.enum(SPELLING_LOCALES, { error: MSG.invalid("Locale") }),
});
export type SentenceSuggestionsBody = z.output<typeof sentenceSuggestionsBody>;

export type { SpellingIssue, SpellingAnswer } from "@/lib/shared/spelling";
