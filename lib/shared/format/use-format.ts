// The display helpers bound to the reader's locale (next-intl's), for screens:
//   const f = useFormat(); f.date(c.deadlineDate); f.dateTime(h.createdAt); f.phone(cc, n)
// Screens use these and never toLocaleDateString/Intl directly (format.guard.test.ts checks it).
import { useMemo } from "react";
import { useLocale } from "next-intl";
import { formatAddressLines, type AddressParts } from "./address";
import { formatDate, formatDateTime, formatLongDate, formatMonthYear } from "./dates";
import { formatCurrency, formatNumber } from "./numbers";
import { formatPhone } from "./phone";
import { initials } from "./text";

type DateInput = Date | string | null | undefined;

export function formatterFor(locale: string) {
  return {
    locale,
    /** MM/DD/YYYY (es: DD/MM/YYYY). */
    date: (v: DateInput) => formatDate(v, undefined, locale),
    /** "Apr 07, 2025 03:05 PM" (es: "07 abr 2025, 15:05"). */
    dateTime: (v: DateInput) => formatDateTime(v, undefined, locale),
    /** "Apr 07, 2025" (es: "07 abr 2025"). */
    longDate: (v: DateInput) => formatLongDate(v, undefined, locale),
    /** "Apr, 2025" (es: "abr 2025"). */
    monthYear: (v: DateInput) => formatMonthYear(v, undefined, locale),
    number: (n: number | null | undefined) => formatNumber(n, locale),
    /** Integer cents; USD, two decimals, en-US (spec section 9). */
    currency: (cents: number, currency?: string) => formatCurrency(cents, currency),
    phone: formatPhone,
    address: (a: AddressParts | null | undefined) => formatAddressLines(a),
    initials,
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

export function useFormat(): Formatter {
  const locale = useLocale();
  return useMemo(() => formatterFor(locale), [locale]);
}
