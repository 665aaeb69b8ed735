// The display helpers bound to the reader's locale (next-intl's), for screens:
//   const f = useFormat(); f.date(c.deadlineDate); f.dateTime(h.createdAt); f.phone(cc, n)
// Screens use these and never toLocaleDateString/Intl directly (format.guard.test.ts checks it).
//
// Hydration: the server cannot know the browser's time zone, so a date-time (an instant) is rendered in
// UTC on the server and while the browser hydrates that HTML, then at once in the browser's zone (React's
// server snapshot of useSyncExternalStore: the first client render equals the server's, no mismatch, no
// tree thrown away). Calendar dates (YYYY-MM-DD) do not depend on the zone. useToday() does the same
// for the calendar day that overdue labels count from.
import { useMemo, useSyncExternalStore } from "react";
import { useLocale } from "next-intl";
import { formatAddressLines, type AddressParts } from "./address";
import { useDateFormat } from "./date-format-context";
import { DEFAULT_DATE_FORMAT, type DateFormat } from "./date-order";
import { formatDate, formatDateTime, formatLongDate, formatMonthYear } from "./dates";
import { formatCurrency, formatNumber } from "./numbers";
import { formatPhone } from "./phone";
import { initials } from "./text";
import { browserTimeZone } from "./time-zone";

type DateInput = Date | string | null | undefined;

/** `timeZone`: the zone instants are shown in (the runtime's when left out); `dateFormat`: the reader's order of short dates. */
export function formatterFor(locale: string, timeZone?: string, dateFormat: DateFormat = DEFAULT_DATE_FORMAT) {
  return {
    locale,
    dateFormat,
    /** MM/DD/YYYY, or DD/MM/YYYY for a reader who chose it (either language). */
    date: (v: DateInput) => formatDate(v, timeZone, locale, dateFormat),
    /** "Apr 07, 2025 03:05 PM" (es: "07 abr 2025, 15:05"). */
    dateTime: (v: DateInput) => formatDateTime(v, timeZone, locale),
    /** "Apr 07, 2025" (es: "07 abr 2025"). */
    longDate: (v: DateInput) => formatLongDate(v, timeZone, locale),
    /** "Apr, 2025" (es: "abr 2025"). */
    monthYear: (v: DateInput) => formatMonthYear(v, timeZone, locale),
    number: (n: number | null | undefined) => formatNumber(n, locale),
    /** Integer cents; USD, two decimals, en-US (spec section 9). */
    currency: (cents: number, currency?: string) => formatCurrency(cents, currency),
    phone: formatPhone,
    address: (a: AddressParts | null | undefined) => formatAddressLines(a),
    initials,
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

/** The zone of server renders and of hydration: the same text on both sides. */
const SERVER_TIME_ZONE = "UTC";
/** Neither the zone nor the day is watched: the next render after a change picks them up. */
const subscribeNever = () => () => {};


/** The zone instants are shown in: UTC on the server and during hydration, then the browser's. */
function useTimeZone(): string {
  return useSyncExternalStore(subscribeNever, browserTimeZone, () => SERVER_TIME_ZONE);
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Today in the browser's zone, YYYY-MM-DD. */
const browserToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** Today in UTC, YYYY-MM-DD (the server's day, and the hydration render's). */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Today's calendar day (YYYY-MM-DD) for overdue counts: UTC on the server and during hydration, then the browser's. */
export function useToday(): string {
  return useSyncExternalStore(subscribeNever, browserToday, utcToday);
}

export function useFormat(): Formatter {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const dateFormat = useDateFormat();
  return useMemo(() => formatterFor(locale, timeZone, dateFormat), [locale, timeZone, dateFormat]);
}
