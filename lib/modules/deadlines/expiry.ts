// The expiry radar of a person (pure, on calendar dates YYYY-MM-DD): the dates their stay and work depend
// on — I-94, passport, visa stamp, EAD, the H-1B six-year limit, and the PWDs and LCAs their green card
// and H-1B stand on — each expired, due soon (within 90 days) or later, with the warnings a careful
// paralegal would raise: an I-94 ending before the approved validity (CBP cuts it to the passport's
// expiry), or a passport ending before it (the next I-94 will be cut).
import { addDays, compareDates, dateParts, daysInMonth, makeDate } from "@/lib/shared/calendar";
import { calendarDaysBetween } from "@/lib/shared/format/dates";

export const EXPIRY_KINDS = ["i94", "passport", "visa_stamp", "ead", "h1b_limit", "pwd", "lca"] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];
export type ExpiryState = "expired" | "soon" | "later";

/** Within this many days an expiry shows as due soon. */
export const EXPIRY_SOON_DAYS = 90;
/** An H-1B worker may stay six years in H-1B status (INA 214(g)(4)), recapture and extensions aside. */
export const H1B_MAX_YEARS = 6;

/**
 * The last day of the six years counted from the first day in H-1B status: the day before the sixth
 * anniversary. A Feb 29 start has its anniversary on Feb 28 of a common year (the earlier, stricter day),
 * so its last day is Feb 27.
 */
export function h1bSixYearEnd(startIso: string): string {
  const { year, month, day } = dateParts(startIso);
  const y = year + H1B_MAX_YEARS;
  return addDays(makeDate(y, month, Math.min(day, daysInMonth(y, month))), -1);
}

export type ExpiryItem = { kind: ExpiryKind; date: string; state: ExpiryState; daysLeft: number; ref: { id: string; label: string } | null };
export type ExpiryWarning = "i94_before_validity" | "passport_before_validity";

export type ExpiryInput = {
  i94Expiry: string | null;
  passportExpiry: string | null;
  visaStampExpiry: string | null;
  eadExpiry: string | null;
  h1bStartDate: string | null;
  /** The latest end of an approved validity among the person's cases (the stay USCIS granted). */
  approvedValidityEnd: string | null;
  pwds: readonly { id: string; label: string; date: string }[];
  lcas: readonly { id: string; label: string; date: string }[];
};

export function expiryState(date: string, today: string): ExpiryState {
  if (compareDates(date, today) < 0) return "expired";
  return compareDates(date, addDays(today, EXPIRY_SOON_DAYS)) <= 0 ? "soon" : "later";
}

/** Every dated item, soonest first, and the warnings. */
export function expiryRadar(x: ExpiryInput, today: string): { items: ExpiryItem[]; warnings: ExpiryWarning[] } {
  const item = (kind: ExpiryKind, date: string | null, ref: ExpiryItem["ref"] = null): ExpiryItem[] =>
    date ? [{ kind, date, state: expiryState(date, today), daysLeft: calendarDaysBetween(today, date) ?? 0, ref }] : [];
  const items = [
    ...item("i94", x.i94Expiry),
    ...item("passport", x.passportExpiry),
    ...item("visa_stamp", x.visaStampExpiry),
    ...item("ead", x.eadExpiry),
    ...item("h1b_limit", x.h1bStartDate ? h1bSixYearEnd(x.h1bStartDate) : null),
    ...x.pwds.flatMap((p) => item("pwd", p.date, { id: p.id, label: p.label })),
    ...x.lcas.flatMap((l) => item("lca", l.date, { id: l.id, label: l.label })),
  ].sort((a, b) => compareDates(a.date, b.date) || EXPIRY_KINDS.indexOf(a.kind) - EXPIRY_KINDS.indexOf(b.kind));
  const warnings: ExpiryWarning[] = [];
  const validity = x.approvedValidityEnd && compareDates(x.approvedValidityEnd, today) >= 0 ? x.approvedValidityEnd : null;
  if (validity && x.i94Expiry && compareDates(x.i94Expiry, validity) < 0) warnings.push("i94_before_validity");
  if (validity && x.passportExpiry && compareDates(x.passportExpiry, validity) < 0) warnings.push("passport_before_validity");
  return { items, warnings };
}
