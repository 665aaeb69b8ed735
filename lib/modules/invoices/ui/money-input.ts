// Amounts typed into the invoice form, read as text and never through floating point: "2,500.00", "$2500",
// "0.1" → integer cents (a tax rate "8.25" % → 825 basis points, the same two-decimal reading). Pure.
// More than two decimals ("1.005") is refused, not rounded: an invoice says exactly what was typed.

export type DecimalRefusal = "empty" | "invalid" | "negative" | "decimals" | "tooLarge";
export type DecimalReading = { ok: true; value: number } | { ok: false; reason: DecimalRefusal };

/** The largest value read (cents or basis points); the contract's own maximum is checked by the server too. */
const MAX_UNITS = 1_000_000_000_000;

/**
 * Text with at most two decimals → hundredths as an integer: "2,500.00" → 250000, "2500" → 250000,
 * "0.1" → 10, ".5" → 50, "1." → 100; "$" and spaces ignored, commas only as thousands separators.
 */
export function parseHundredths(text: string): DecimalReading {
  const s = text.replace(/[\s$]/g, "");
  if (s === "") return { ok: false, reason: "empty" };
  if (/^[-−(]/.test(s)) return { ok: false, reason: /^[-−(]\$?[\d.,]+\)?$/.test(s) ? "negative" : "invalid" };
  const m = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[1] === "" && !m[2])) return { ok: false, reason: "invalid" };
  const fraction = m[2] ?? "";
  if (fraction.length > 2) return { ok: false, reason: "decimals" };
  const whole = m[1].replace(/,/g, "") || "0";
  if (whole.length > 13) return { ok: false, reason: "tooLarge" };
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return value > MAX_UNITS ? { ok: false, reason: "tooLarge" } : { ok: true, value };
}

/** Hundredths as the form shows them: 250000 → "2,500.00", 5 → "0.05" (en-US grouping, spec section 9). */
export function formatHundredths(value: number): string {
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(value));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** Basis points as a percentage the form shows: 825 → "8.25", 800 → "8", 0 → "0". */
export function formatRate(bp: number): string {
  return formatHundredths(bp).replace(/\.00$/, "").replace(/(\.\d)0$/, "$1");
}

/** A whole quantity typed ("3", " 12 "); null when not a positive whole number. */
export function parseQuantity(text: string): number | null {
  const s = text.trim();
  return /^\d{1,6}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}
