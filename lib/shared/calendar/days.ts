// Calendar-date arithmetic on `YYYY-MM-DD` strings. Internally a date is an integer day number
// (days since 1970-01-01, from Date.UTC), so no time zone or DST change can shift a result.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** First and last year the calendar answers for (the Monday-holiday rules start in 1971). */
export const MIN_YEAR = 1971;
export const MAX_YEAR = 9999;

/** 0 = Sunday … 6 = Saturday (the JavaScript convention). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const SUNDAY = 0;
export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

function parse(iso: string): { y: number; m: number; d: number } | null {
  const match = typeof iso === "string" ? ISO_DATE.exec(iso) : null;
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

/** True for a real `YYYY-MM-DD` date in the supported years (1971–9999); "2023-02-29" is false. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === "string" && parse(value) !== null;
}

function mustParse(iso: string): { y: number; m: number; d: number } {
  const p = parse(iso);
  if (!p) throw new RangeError(`Not a calendar date (YYYY-MM-DD, ${MIN_YEAR}–${MAX_YEAR}): ${String(iso)}`);
  return p;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Integer day number of a `YYYY-MM-DD` date (0 = 1970-01-01). Throws RangeError on a bad date. */
export function toDayNumber(iso: string): number {
  const { y, m, d } = mustParse(iso);
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** The `YYYY-MM-DD` date of an integer day number. */
export function fromDayNumber(day: number): string {
  if (!Number.isInteger(day)) throw new RangeError(`Not a whole day number: ${day}`);
  const date = new Date(day * MS_PER_DAY);
  const y = date.getUTCFullYear();
  if (y < MIN_YEAR || y > MAX_YEAR) throw new RangeError(`Date out of range (${MIN_YEAR}–${MAX_YEAR}): day ${day}`);
  return `${String(y).padStart(4, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
}

/** `YYYY-MM-DD` from a year, a month (1–12) and a day of the month. */
export function makeDate(year: number, month: number, day: number): string {
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  mustParse(iso);
  return iso;
}

/** Year, month (1–12) and day of a `YYYY-MM-DD` date. */
export function dateParts(iso: string): { year: number; month: number; day: number } {
  const { y, m, d } = mustParse(iso);
  return { year: y, month: m, day: d };
}

/** `iso` moved by `n` whole calendar days (n may be negative). */
export function addDays(iso: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  return fromDayNumber(toDayNumber(iso) + n);
}

/**
 * The same day `years` later (or earlier); Feb 29 in a year without one is Mar 1 — the later, safer date for
 * a retention period (I-9 rule 1, PAF rule 9, LCA rule 11), where date libraries answer Feb 28.
 */
export function addYearsSafe(iso: string, years: number): string {
  const { year, month, day } = dateParts(iso);
  const y = year + years;
  if (month === 2 && day === 29 && !isLeapYear(y)) return makeDate(y, 3, 1);
  return makeDate(y, month, day);
}

/** Calendar days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function diffDays(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Day of the week of a day number; 1970-01-01 was a Thursday. */
export function weekdayOfDayNumber(day: number): Weekday {
  return (((day + THURSDAY) % 7) + 7) % 7 as Weekday;
}

/** Day of the week: 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): Weekday {
  return weekdayOfDayNumber(toDayNumber(iso));
}

export function isWeekend(iso: string): boolean {
  const w = weekday(iso);
  return w === SATURDAY || w === SUNDAY;
}

/** -1, 0 or 1, for sorting `YYYY-MM-DD` dates (validates both). */
export function compareDates(a: string, b: string): -1 | 0 | 1 {
  const d = diffDays(b, a);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}
