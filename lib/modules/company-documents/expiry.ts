// Pure expiry maths of a standing document, on the shared calendar (YYYY-MM-DD, calendar days).
import { addDays, diffDays, isCalendarDate } from "@/lib/shared/calendar";
import { EXPIRING_SOON_DAYS, EXPIRY_REMINDER_DAYS } from "./constants";

export type ExpiryState = "expired" | "soon" | "valid";

/** Expired on the day after the expiry date; "soon" within EXPIRING_SOON_DAYS; null without a date. */
export function expiryState(expiryDate: string | null, today: string): { state: ExpiryState; days: number } | null {
  if (!expiryDate || !isCalendarDate(expiryDate)) return null;
  const days = diffDays(today, expiryDate);
  if (days < 0) return { state: "expired", days };
  return { state: days <= EXPIRING_SOON_DAYS ? "soon" : "valid", days };
}

/**
 * The days the reminders of an expiry date fall on: EXPIRY_REMINDER_DAYS before it and the day after
 * (overdue), as the reminders module's scan makes them (reminders/dates.ts deadlineReminderDate).
 */
export function expiryReminderDates(expiryDate: string, offsets: readonly number[] = EXPIRY_REMINDER_DAYS): { offset: number; date: string }[] {
  return [...offsets, -1].map((offset) => ({ offset, date: addDays(expiryDate, -offset) }));
}
