// Pure date parts of reminders, on the shared calendar (calendar days, YYYY-MM-DD): the next
// occurrence of a repeating reminder and the due day of a reminder made from a deadline.
import { addDays, compareDates, dateParts, daysInMonth, makeDate } from "@/lib/shared/calendar";
import { OVERDUE_OFFSET, type ReminderRepeat } from "./contract";

/** The same day of the month `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
function addMonthsClamped(iso: string, months: number): string {
  const { year, month, day } = dateParts(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return makeDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** One step of a repeat: +1 day, +7 days, +1 month or +1 year (month ends and Feb 29 clamped). */
export function stepRepeat(iso: string, repeat: ReminderRepeat): string {
  switch (repeat) {
    case "daily":
      return addDays(iso, 1);
    case "weekly":
      return addDays(iso, 7);
    case "monthly":
      return addMonthsClamped(iso, 1);
    case "yearly":
      return addMonthsClamped(iso, 12);
  }
}

/**
 * The due day of the occurrence opened when a repeating reminder due on `dueIso` is marked done on
 * `todayIso`: the first step after `dueIso` that is on or after today (a reminder done late does not
 * open a pile of past occurrences). Monthly and yearly steps count from the previous occurrence, so a
 * clamped day stays clamped: Jan 31 → Feb 28 → Mar 28; Feb 29 yearly → Feb 28 of the next year.
 */
export function nextOccurrence(dueIso: string, repeat: ReminderRepeat, todayIso: string): string {
  let next = stepRepeat(dueIso, repeat);
  // At most ~10,000 daily steps for a reminder due decades ago; bounded by the calendar's range.
  for (let i = 0; i < 100_000 && compareDates(next, todayIso) < 0; i++) next = stepRepeat(next, repeat);
  return next;
}

/** The due day of a reminder `offsetDays` calendar days before `deadlineIso`; -1 (overdue) is the day after. */
export function deadlineReminderDue(deadlineIso: string, offsetDays: number): string {
  return offsetDays === OVERDUE_OFFSET ? addDays(deadlineIso, 1) : addDays(deadlineIso, -offsetDays);
}
