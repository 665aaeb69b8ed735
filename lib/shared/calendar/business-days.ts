// Business days: Monday–Friday that are not an observed US federal holiday.

import { fromDayNumber, SATURDAY, SUNDAY, toDayNumber, weekdayOfDayNumber } from "./days";
import { isFederalHolidayDayNumber } from "./holidays";

function isBusinessDayNumber(day: number): boolean {
  const wd = weekdayOfDayNumber(day);
  return wd !== SATURDAY && wd !== SUNDAY && !isFederalHolidayDayNumber(day);
}

function assertCount(n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Business days must be a whole number ≥ 0: ${n}`);
}

/** Monday–Friday and not an observed federal holiday. */
export function isBusinessDay(iso: string): boolean {
  return isBusinessDayNumber(toDayNumber(iso));
}

/**
 * The `n`-th business day after `iso` (the start day itself is not counted, whatever it is);
 * n = 0 gives `iso` unchanged. E.g. 3 business days after Friday 2025-11-21 is Wednesday 2025-11-26.
 */
export function addBusinessDays(iso: string, n: number): string {
  assertCount(n);
  let day = toDayNumber(iso);
  let left = n;
  while (left > 0) {
    day += 1;
    if (isBusinessDayNumber(day)) left -= 1;
  }
  return fromDayNumber(day);
}

/** The `n`-th business day before `iso` (the start day is not counted); n = 0 gives `iso`. */
export function subtractBusinessDays(iso: string, n: number): string {
  assertCount(n);
  let day = toDayNumber(iso);
  let left = n;
  while (left > 0) {
    day -= 1;
    if (isBusinessDayNumber(day)) left -= 1;
  }
  return fromDayNumber(day);
}

/**
 * Signed business-day distance, the inverse of add/subtractBusinessDays: when `to` is later, the
 * business days after `from` up to and including `to` (so `addBusinessDays(a, n)` = b gives n);
 * when `to` is earlier, minus the business days from `to` up to but excluding `from` (so
 * `subtractBusinessDays(a, n)` = b gives -n); 0 on the same day.
 */
export function businessDaysBetween(from: string, to: string): number {
  const a = toDayNumber(from);
  const b = toDayNumber(to);
  let count = 0;
  if (a <= b) {
    for (let day = a + 1; day <= b; day += 1) if (isBusinessDayNumber(day)) count += 1;
    return count;
  }
  for (let day = b; day < a; day += 1) if (isBusinessDayNumber(day)) count += 1;
  return -count;
}

/** `iso` itself when it is a business day, otherwise the last business day before it. */
export function onOrBeforeBusinessDay(iso: string): string {
  let day = toDayNumber(iso);
  while (!isBusinessDayNumber(day)) day -= 1;
  return fromDayNumber(day);
}

/** `iso` itself when it is a business day, otherwise the first business day after it. */
export function onOrAfterBusinessDay(iso: string): string {
  let day = toDayNumber(iso);
  while (!isBusinessDayNumber(day)) day += 1;
  return fromDayNumber(day);
}
