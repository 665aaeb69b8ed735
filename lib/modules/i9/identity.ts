// Identity numbers of Form I-9 Section 1 (pure): the Social Security number as the SSA issues them, the
// A-Number/USCIS number, and how each is shown.

/**
 * A Social Security number the SSA could have issued: 9 digits (dashes and spaces ignored), the area not
 * 000, 666 or 900–999, the group not 00, the serial not 0000.
 */
export function normalizeSsn(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{9}$/.test(digits)) return null;
  const area = digits.slice(0, 3);
  if (area === "000" || area === "666" || area[0] === "9") return null;
  if (digits.slice(3, 5) === "00" || digits.slice(5) === "0000") return null;
  return digits;
}

export const formatSsn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/** A-Number (7 to 9 digits, "A" and dashes ignored) or USCIS number (9 digits), kept as 9 digits with leading zeros. */
export function normalizeUscisNumber(input: string): string | null {
  const digits = input.trim().toUpperCase().replace(/^A/, "").replace(/[\s-]/g, "");
  if (!/^\d{7,9}$/.test(digits) || /^0+$/.test(digits)) return null;
  return digits.padStart(9, "0");
}
