// The reminders' fixed values, without zod (the dashboard's "My tasks" and the lists import them).
export const REMINDER_STATUSES = ["open", "done", "dismissed"] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_REPEATS = ["daily", "weekly", "monthly", "yearly"] as const;
export type ReminderRepeat = (typeof REMINDER_REPEATS)[number];
/** Offsets of the reminders made from a deadline: days before it, and -1 for the day after (overdue). */
export const DEADLINE_OFFSETS = [30, 14, 7, 1] as const;
export const OVERDUE_OFFSET = -1;
