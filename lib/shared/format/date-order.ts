// The reader's order of a short date (issue 34 §4): MM/DD/YYYY, the order of US immigration papers and the
// default in both languages, or DD/MM/YYYY when the user chooses it in their profile (users.preferences
// .dateFormat). One order per reader, the same in what the screens show (formatDate, useFormat().date) and in
// what the date inputs take (components/ui/text-field.tsx: the form keeps MM/DD/YYYY, the contracts' format,
// and the reader sees and types their own order). Pure.
export const DATE_FORMATS = ["MDY", "DMY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = "MDY";

/** A stored preference, or the default for anything else. */
export const dateFormatOf = (v: unknown): DateFormat => (v === "DMY" ? "DMY" : DEFAULT_DATE_FORMAT);

const pad = (n: number, len = 2) => String(n).padStart(len, "0");

/** Day, month and year as the reader's short date: "02/29/2024" (MDY) or "29/02/2024" (DMY). */
export const shortDate = (y: number, m: number, d: number, format: DateFormat): string => (format === "DMY" ? `${pad(d)}/${pad(m)}/${pad(y, 4)}` : `${pad(m)}/${pad(d)}/${pad(y, 4)}`);

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Two slashed numbers swapped ("12/25/2024" ⇄ "25/12/2024"): the form's MM/DD/YYYY value shown to a DMY
 * reader, and what a DMY reader types sent on as MM/DD/YYYY. Text that is no complete slashed date (typing
 * in progress, an ISO date) is left as it is, so the form's check still names it. MDY: unchanged.
 */
export function swapDayMonth(text: string, format: DateFormat): string {
  if (format !== "DMY") return text;
  const m = SLASHED.exec(text.trim());
  return m ? `${m[2]}/${m[1]}/${m[3]}` : text;
}

/** A format's name in a text ("MM/DD/YYYY", Spanish "MM/DD/AAAA") in the reader's order: placeholders, hints, errors. */
export function inReaderOrder(text: string, format: DateFormat): string {
  return format === "DMY" ? text.replace(/MM\/DD\/YYYY/g, "DD/MM/YYYY").replace(/MM\/DD\/AAAA/g, "DD/MM/AAAA") : text;
}
