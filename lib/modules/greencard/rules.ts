// The priority date against the Visa Bulletin (pure, on calendar dates YYYY-MM-DD): which date is the
// priority date, which area a worker is charged to, and whether the date is current in a month's chart.
// A cell reads "C" (current: every priority date), "U" (unavailable: none) or a cut-off date — a
// priority date is current when it is EARLIER than the cut-off (the State Department's wording: "applicants
// with a priority date earlier than the listed date"), so a priority date on the cut-off day is not.
import { compareDates, isCalendarDate } from "@/lib/shared/calendar";
import { AREA_BY_COUNTRY_ID, type Chargeability, type GcCategory } from "./constants";

export type PriorityDateState = "current" | "not_current" | "unavailable" | "unknown";

/** The chargeability area of a country of birth (master data id): its own area when oversubscribed, else ALL. */
export const chargeabilityOf = (countryOfBirthId: number | null | undefined): Chargeability => (countryOfBirthId != null && AREA_BY_COUNTRY_ID[countryOfBirthId]) || "ALL";

/**
 * The priority date and where it comes from: set by hand (kept from an earlier I-140) wins; with a
 * labor certification, the day the PERM application was filed with the DOL; without one (EB-1, NIW), the
 * I-140's receipt date; else none yet.
 */
export function priorityDateOf(x: { manual: string | null; category: GcCategory | null; permFiledDate: string | null; i140ReceiptDate: string | null }): { date: string | null; source: "manual" | "perm" | "i140" | null } {
  if (x.manual) return { date: x.manual, source: "manual" };
  if (x.category !== "EB1" && x.permFiledDate) return { date: x.permFiledDate, source: "perm" };
  if (x.i140ReceiptDate) return { date: x.i140ReceiptDate, source: "i140" };
  return { date: null, source: null };
}

/** Whether `priorityDate` is current in a cell of the bulletin (`value` "C", "U" or a cut-off date; null: no cell). */
export function priorityDateState(priorityDate: string | null, value: string | null | undefined): PriorityDateState {
  if (!priorityDate || !value) return "unknown";
  if (value === "C") return "current";
  if (value === "U") return "unavailable";
  if (!isCalendarDate(value)) return "unknown";
  return compareDates(priorityDate, value) < 0 ? "current" : "not_current";
}

/** Whether a bulletin cell is well formed: "C", "U" or a real calendar date. */
export const isBulletinValue = (v: string): boolean => v === "C" || v === "U" || isCalendarDate(v);

/** The bulletin month in force on `today` among the months entered: the latest not after today's month. */
export function monthInForce(months: readonly string[], today: string): string | null {
  const now = today.slice(0, 7);
  return [...months].filter((m) => m <= now).sort().at(-1) ?? null;
}
