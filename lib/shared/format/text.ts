// Text display helpers of spec section 9: truncations and initials.

/** The display truncations of spec section 9. */
export const TRUNCATE = { short: 10, medium: 30, task: 40, password: 45, comment: 100, commentLong: 200 } as const;

/**
 * Cut `text` to `n` characters (code points, so emoji are not split) and add a suffix.
 * Spec section 9: the 10-character truncation is followed by '....'; the others by '...'.
 * Text that fits is returned unchanged; null/undefined become "".
 */
export function truncate(text: string | null | undefined, n: number, suffix?: string): string {
  if (!text) return "";
  const chars = Array.from(text);
  if (chars.length <= n) return text;
  const end = suffix ?? (n === TRUNCATE.short ? "...." : "...");
  return chars.slice(0, Math.max(0, n)).join("").trimEnd() + end;
}

/**
 * Avatar initials, two letters upper-cased (spec: "first two letters"): the first letters of the
 * first two words ("Maria Lopez" -> "ML"), or the first two letters of a single word ("Maria" -> "MA").
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return Array.from(words[0]).slice(0, 2).join("").toUpperCase();
  return (Array.from(words[0])[0] + Array.from(words[1])[0]).toUpperCase();
}
