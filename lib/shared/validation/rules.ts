// Pure validation predicates of spec section 5 and the domain rules. Isomorphic: used by React
// forms (through ./zod) and by server code. Identity formats and uploads live in their own files.
export * from "./identity";
export * from "./upload";
export { isTemporaryEmailDomain, TEMPORARY_EMAIL_DOMAINS } from "./temporary-email";

// Local part: letters, digits and _ . + - (spec section 5), no leading, trailing or double dot.
// Domain: labels of letters/digits/dashes (not at a label's edge), then a TLD of 2+ letters.
const STRICT_EMAIL =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isStrictEmail(s: string): boolean {
  return s.length <= 254 && STRICT_EMAIL.test(s);
}

/** International phone check: optional leading +, then 7-15 digits once spaces, dots, dashes and brackets are removed. */
export function isValidPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s.\-()[\]]/g, "");
  return /^\+?\d{7,15}$/.test(compact);
}

/**
 * US variant (spec section 5): strip brackets, dashes, dots and spaces and prefix +1.
 * "(212) 555-0100" -> "+12125550100"; "1 212 555 0100" -> "+12125550100"; "+1 212…" keeps its +.
 */
export function normalizeUsPhone(value: string): string {
  const compact = value.trim().replace(/[\s.\-()[\]]/g, "");
  if (compact.startsWith("+")) return compact;
  if (/^1\d{10}$/.test(compact)) return `+${compact}`;
  return `+1${compact}`;
}

/** +1 then 10 digits whose area code does not start with 0 or 1. */
export function isValidUsPhone(value: string): boolean {
  return /^\+1[2-9]\d{9}$/.test(normalizeUsPhone(value));
}

/** At least one lowercase, one uppercase, one digit, one of !@#$%^&* and 6 characters. */
export function isStrongPassword(s: string): boolean {
  return s.length >= 6 && /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && /[!@#$%^&*]/.test(s);
}

/** Non-empty and ASCII digits only. */
export function isDigitsOnly(s: string): boolean {
  return /^\d+$/.test(s);
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1000 || m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return d <= days;
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** MM/DD/YYYY naming a real calendar date (years 1000-9999). */
export function isUsDate(s: string): boolean {
  const m = US_DATE.exec(s);
  return !!m && isRealDate(Number(m[3]), Number(m[1]), Number(m[2]));
}

/** YYYY-MM-DD naming a real calendar date (years 1000-9999). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** "04/17/1992" -> "1992-04-17"; null when not a real MM/DD/YYYY date. */
export function usDateToIso(s: string): string | null {
  const t = s.trim();
  if (!isUsDate(t)) return null;
  const [mm, dd, yyyy] = t.split("/");
  return `${yyyy}-${mm}-${dd}`;
}

/** "1992-04-17" -> "04/17/1992"; null when not a real YYYY-MM-DD date. */
export function isoToUsDate(s: string): string | null {
  const t = s.trim();
  if (!isIsoDate(t)) return null;
  const [yyyy, mm, dd] = t.split("-");
  return `${mm}/${dd}/${yyyy}`;
}

/** The case number confirmation equals the case number once both are trimmed. */
export function caseNumberConfirmMatches(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? "").trim() === (b ?? "").trim();
}

/** Documents required: at least one uploaded item with status true. */
export function documentsPresent(items: ReadonlyArray<{ status?: boolean | null }> | null | undefined): boolean {
  return !!items && items.some((i) => i.status === true);
}
