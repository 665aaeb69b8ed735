// Date display helpers of spec section 9. A `YYYY-MM-DD` string is a calendar date and is shown as
// is, whatever the time zone; instants (Date, ISO date-times) are shown in `timeZone` (default: the
// runtime's zone; pass the tenant's zone on the server).
//
// Every helper takes the reader's locale (default English). English keeps the spec's patterns
// verbatim ('MMM DD, YYYY hh:mm A', MM/DD/YYYY, 'MMM DD, YYYY', 'MMM, YYYY'); Spanish gives the same
// shapes in Spanish order with the date-fns Spanish month names ("07 abr 2025, 15:05", "07 abr 2025",
// "abr 2025"). The short date follows the reader's date order, not the language (issue 34 §4,
// ./date-order.ts): MM/DD/YYYY in both languages unless the user chose DD/MM/YYYY, the order the date
// inputs take too. Screens call them through useFormat() (./use-format).
import { DEFAULT_DATE_FORMAT, shortDate, type DateFormat } from "./date-order";
import { formatLocale, type FormatLocale } from "./locale";
import { browserTimeZone } from "./time-zone";

/** date-fns's abbreviated month names, written out (dates.test.ts compares them): its locale objects are ~12 KiB of every page's JavaScript. */
export const MONTHS: Record<FormatLocale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
};
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = { y: number; m: number; d: number; h: number; min: number };

function calendarParts(s: string): Parts | null {
  const m = CALENDAR_DATE.exec(s);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return { y, m: mo, d, h: 0, min: 0 };
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and a list formats
// every row's instants on each render.
const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let fmt = partsFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23" });
    partsFormats.set(timeZone, fmt);
  }
  return fmt;
}

/**
 * An instant's calendar parts in `timeZone`. UTC and the runtime's own zone (a browser's: screens show
 * instants in UTC while they hydrate, then in the browser's zone) are read off the Date itself; only other
 * zones (the firm's, on the server) need an Intl.DateTimeFormat, whose first construction in a page builds
 * V8's list of every locale (~15 ms, ~60 ms at Lighthouse's 4× CPU: it was the case page's largest script cost).
 */
function instantParts(date: Date, timeZone: string | undefined): Parts {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") {
    return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate(), h: date.getUTCHours(), min: date.getUTCMinutes() };
  }
  if (timeZone === undefined || timeZone === browserTimeZone()) {
    return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate(), h: date.getHours(), min: date.getMinutes() };
  }
  const all = partsFormat(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(all.find((p) => p.type === type)?.value);
  return { y: get("year"), m: get("month"), d: get("day"), h: get("hour") % 24, min: get("minute") };
}

function parts(value: Date | string | null | undefined, timeZone?: string): Parts | null {
  if (value == null || value === "") return null;
  // A date-shaped string is a calendar date or nothing: new Date("2023-02-29") would roll over.
  if (typeof value === "string" && CALENDAR_DATE.test(value.trim())) return calendarParts(value.trim());
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return instantParts(date, timeZone);
}

const pad = (n: number, len = 2) => String(n).padStart(len, "0");

type DateInput = Date | string | null | undefined;

/** 'MMM DD, YYYY hh:mm A', e.g. "Apr 07, 2025 03:05 PM" (es: "07 abr 2025, 15:05"). */
export function formatDateTime(value: DateInput, timeZone?: string, locale?: string): string {
  const p = parts(value, timeZone);
  if (!p) return "";
  const loc = formatLocale(locale);
  if (loc === "es") return `${pad(p.d)} ${MONTHS.es[p.m - 1]} ${pad(p.y, 4)}, ${pad(p.h)}:${pad(p.min)}`;
  const h12 = p.h % 12 === 0 ? 12 : p.h % 12;
  return `${MONTHS.en[p.m - 1]} ${pad(p.d)}, ${pad(p.y, 4)} ${pad(h12)}:${pad(p.min)} ${p.h < 12 ? "AM" : "PM"}`;
}

/**
 * The short date in the reader's order: MM/DD/YYYY, e.g. "04/07/2025", in both languages by default; DD/MM/YYYY
 * ("07/04/2025") for a reader who chose it. `locale` is kept for the callers' symmetry with the other helpers.
 */
export function formatDate(value: DateInput, timeZone?: string, _locale?: string, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): string {
  const p = parts(value, timeZone);
  if (!p) return "";
  return shortDate(p.y, p.m, p.d, dateFormat);
}

/** MM/DD/YYYY whatever the locale (forms and exports that must keep the US order). */
export function formatUsDate(value: DateInput, timeZone?: string): string {
  return formatDate(value, timeZone, "en", "MDY");
}

/** 'MMM DD, YYYY', e.g. "Apr 07, 2025" (es: "07 abr 2025"). */
export function formatLongDate(value: DateInput, timeZone?: string, locale?: string): string {
  const p = parts(value, timeZone);
  if (!p) return "";
  const loc = formatLocale(locale);
  return loc === "es" ? `${pad(p.d)} ${MONTHS.es[p.m - 1]} ${pad(p.y, 4)}` : `${MONTHS.en[p.m - 1]} ${pad(p.d)}, ${pad(p.y, 4)}`;
}

/** 'MMM, YYYY', e.g. "Apr, 2025" (es: "abr 2025"). */
export function formatMonthYear(value: DateInput, timeZone?: string, locale?: string): string {
  const p = parts(value, timeZone);
  if (!p) return "";
  const loc = formatLocale(locale);
  return loc === "es" ? `${MONTHS.es[p.m - 1]} ${pad(p.y, 4)}` : `${MONTHS.en[p.m - 1]}, ${pad(p.y, 4)}`;
}

/** Whole calendar days from `fromIso` to `toIso` (both YYYY-MM-DD); null when either is not a date. */
export function calendarDaysBetween(fromIso: string, toIso: string): number | null {
  const a = calendarParts(fromIso.trim());
  const b = calendarParts(toIso.trim());
  if (!a || !b) return null;
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86_400_000);
}

/**
 * 'Overdue by {n} day(s)' (domain rule 18, the spec wording kept verbatim) when `todayIso` is after
 * `dueIso`; null when not overdue or when a date is missing/invalid.
 */
export function overdueLabel(dueIso: string | null | undefined, todayIso: string): string | null {
  if (!dueIso) return null;
  const n = calendarDaysBetween(dueIso, todayIso);
  return n !== null && n > 0 ? `Overdue by ${n} day(s)` : null;
}
