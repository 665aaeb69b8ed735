// Phone numbers for display. Numbers are stored as a calling code ("+1") and the national digits
// ("6465550123"), or as one E.164 string ("+16465550123"). Shown with the calling code, grouped:
//   +1 (NANP: US, Canada, Caribbean) with 10 national digits -> "+1 (646) 555-0123"
//   any other code                                           -> "+91 987 654 3210" (threes, last four)
// Anything that is not only digits and separators (an extension, letters) is shown as typed.

const SEPARATORS = /[\s().\-/]/g;

// ITU-T E.164 calling codes are prefix-free: 1 and 7 have one digit, these have two, the rest three.
const TWO_DIGIT_CODES = new Set([20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98]);

/** The calling code at the start of international digits ("442079460958" -> "44"). */
function callingCodeOf(digits: string): string {
  if (digits[0] === "1" || digits[0] === "7") return digits[0];
  return TWO_DIGIT_CODES.has(Number(digits.slice(0, 2))) ? digits.slice(0, 2) : digits.slice(0, 3);
}

/** Group national digits: threes from the left, the last group of four ("2079460958" -> "207 946 0958"). */
function group(digits: string): string {
  if (digits.length <= 4) return digits;
  const head = digits.slice(0, -4);
  const groups: string[] = [];
  for (let i = 0; i < head.length; i += 3) groups.push(head.slice(i, i + 3));
  // A lone digit before the last four joins its neighbour ("1234567" -> "123 4567", not "123 4 567").
  if (groups.length > 1 && groups[groups.length - 1].length === 1) groups[groups.length - 2] += groups.pop();
  return `${groups.join(" ")} ${digits.slice(-4)}`;
}

/**
 * "+1" + "6465550123" -> "+1 (646) 555-0123"; "+91" + "9876543210" -> "+91 987 654 3210";
 * "+16465550123" (E.164 in the number) -> "+1 (646) 555-0123"; empty number -> "".
 */
export function formatPhone(countryCode: string | null | undefined, number: string | null | undefined): string {
  const raw = (number ?? "").trim();
  if (!raw) return "";
  const stripped = raw.replace(SEPARATORS, "");
  if (!/^\+?\d+$/.test(stripped)) return [countryCode?.trim(), raw].filter(Boolean).join(" ");
  let cc = (countryCode ?? "").replace(/\D/g, "");
  let national = stripped.replace(/^\+/, "");
  if (stripped.startsWith("+")) {
    // E.164 in the number field: the calling code given separately (if any) must be its prefix.
    if (!cc || !national.startsWith(cc)) cc = callingCodeOf(national);
    national = national.slice(cc.length);
  }
  if (cc === "1" && national.length === 11 && national.startsWith("1")) national = national.slice(1);
  if (cc === "1" && national.length === 10) return `+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return cc ? `+${cc} ${group(national)}` : group(national);
}
