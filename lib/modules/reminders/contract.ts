// Request schemas and answer shapes of /api/reminders/* and /api/todos/list (reminders and to-dos).
// Shared by the routes and the screens' forms (react-hook-form + zodResolver).
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";

import { REMINDER_REPEATS, REMINDER_STATUSES, type ReminderRepeat, type ReminderStatus } from "./constants";

export { DEADLINE_OFFSETS, OVERDUE_OFFSET, REMINDER_REPEATS, REMINDER_STATUSES, type ReminderRepeat, type ReminderStatus } from "./constants";
export const MAX_ASSIGNEES = 20;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `tz` is an IANA time zone this runtime knows (Intl.supportedValuesOf, plus UTC). */
export function isTimeZone(tz: string): boolean {
  if (tz === "UTC") return true;
  try {
    return (Intl.supportedValuesOf("timeZone") as string[]).includes(tz);
  } catch {
    return false;
  }
}

const status = z.enum(REMINDER_STATUSES, { error: MSG.invalid("Status") });
const repeat = z.enum(REMINDER_REPEATS, { error: MSG.invalid("Repeat") });
const assigneeIds = z
  .array(v.uuid("Assignee"))
  .max(MAX_ASSIGNEES, { error: MSG.max(MAX_ASSIGNEES) })
  .transform((ids) => [...new Set(ids)]);

const fields = {
  title: v.requiredString("Title", 200),
  notes: clearable(v.requiredString("Notes", 2000)),
  /** MM/DD/YYYY or YYYY-MM-DD in, a real calendar date YYYY-MM-DD out. */
  dueDate: v.usDate("Due Date"),
  /** HH:mm (24 h) in `timezone`; empty or null: the whole day. */
  dueTime: clearable(v.requiredFormat("Due Time", 5, (s) => TIME.test(s), MSG.invalid("Due Time"))),
  /** An IANA time zone (e.g. America/New_York); the caller's zone when absent. */
  reminderTimezone: z.preprocess((x) => (x === "" || x === null ? undefined : x), v.requiredFormat("Time Zone", 64, isTimeZone, MSG.invalid("Time Zone")).optional()),
  petitionId: clearable(v.uuid("Case")),
  repeat: clearable(repeat),
  assigneeIds: assigneeIds.optional(),
};

/**
 * POST /api/reminders/save: a new reminder. No assignee: the caller's own. The time zone is named
 * `reminderTimezone` because `timezone` rides on every payload as the caller's clock (spec section 7).
 */
export const saveReminderBody = z.object(fields);
export type SaveReminderBody = z.output<typeof saveReminderBody>;
export type SaveReminderInput = z.input<typeof saveReminderBody>;

/** POST /api/reminders/update: missing keys stay unchanged; null or "" clears notes, time, case and repeat. */
export const updateReminderBody = z.object({
  id: v.uuid("Reminder"),
  title: fields.title.optional(),
  notes: fields.notes,
  dueDate: fields.dueDate.optional(),
  dueTime: fields.dueTime,
  reminderTimezone: fields.reminderTimezone,
  petitionId: fields.petitionId,
  repeat: fields.repeat,
  assigneeIds: fields.assigneeIds,
});
export type UpdateReminderBody = z.output<typeof updateReminderBody>;

/** POST /api/reminders/update-status: done on a repeating reminder opens its next occurrence. */
export const updateReminderStatusBody = z.object({ id: v.uuid("Reminder"), status });
export type UpdateReminderStatusBody = z.output<typeof updateReminderStatusBody>;

export const REMINDER_SORT_FIELDS = ["dueDate", "createdAt", "title"] as const;

const dueDateRange = z
  .object({ start: v.usDate("Due Date Start"), end: v.usDate("Due Date End") })
  .refine((r) => r.start <= r.end, { error: MSG.invalid("Due Date"), path: ["end"] });

/** filter.matcher of the reminder lists (spec "List filters": dueDateRange for tasks, start may equal end). */
export const reminderListMatcher = z.object({
  dueDateRange: dueDateRange.optional(),
  statuses: z.array(status).max(3).optional(),
  petitionId: v.optionalUuid("Case"),
  /** Only those past due on the caller's day (open ones). */
  overdue: z.boolean({ error: MSG.invalid("Overdue") }).optional(),
});
export type ReminderListMatcher = z.output<typeof reminderListMatcher>;

const listBase = listRequest(REMINDER_SORT_FIELDS, reminderListMatcher, { defaultOrder: "asc" });

/** POST /api/todos/list: the caller's reminders (assigned to them), open ones unless `statuses` says otherwise. */
export const todoListBody = listBase;
export type TodoListBody = z.output<typeof todoListBody>;

/** POST /api/reminders/list: the reminders of a case (`petitionId`), or, without it, those the caller made or is assigned. */
export const reminderListBody = listBase.extend({ petitionId: v.optionalUuid("Case") });
export type ReminderListBody = z.output<typeof reminderListBody>;

export const reminderIdBody = z.object({ id: v.uuid("Reminder") });

export type ReminderAssignee = { userId: string; name: string };

export type ReminderDto = {
  id: string;
  title: string;
  /** For reminders made from a deadline: the title's code and parameters (rendered in the reader's language). */
  titleCode: string | null;
  titleParams: Record<string, string | number | null> | null;
  notes: string | null;
  dueDate: string;
  dueTime: string | null;
  timezone: string;
  petitionId: string | null;
  caseNumber: string | null;
  /** The case's screen (a green-card case's own), for links. */
  casePath: string | null;
  repeat: ReminderRepeat | null;
  status: ReminderStatus;
  source: "manual" | "deadline";
  deadlineKind: string | null;
  deadlineDate: string | null;
  offsetDays: number | null;
  assignees: ReminderAssignee[];
  createdBy: string | null;
  completedAt: string | null;
  createdAt: string;
  /** Computed on the server on the caller's day (lib/modules/deadlines/rules.ts overdue()). */
  overdue: boolean;
  overdueDays: number;
  /** Whether the caller may edit it and change its status. */
  editable: boolean;
};

export type StatusChangeResult = { reminder: ReminderDto; next: ReminderDto | null };

export type AssignableUser = { userId: string; name: string; roleId: number };
