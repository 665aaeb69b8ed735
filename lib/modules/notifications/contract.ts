// Request schemas and answer shapes of /api/notify/* (the signed-in user's in-app notifications), and
// the notification kinds with their parameters. Isomorphic: used by the routes, the bell and notify().
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

/**
 * What happened, as a code. The text is rendered from the code and its parameters in the reader's
 * language (messages/<locale>/notifications.json, render.ts). Parameters by kind:
 * - workflow.completed: caseNumber, activity (+ activityName), next (+ nextName; null when the workflow is done)
 * - case.assigned: caseNumber, slot (ASSIGN_* code, + slotName)
 * - questionnaire.submitted: caseNumber, questionnaire (beneficiary | petitioner | sponsor), name
 * - documents.uploaded: caseNumber, count, name
 * - documents.accepted / documents.rejected: caseNumber, document, reason (rejected)
 * - deadline.approaching: caseNumber, title, date (YYYY-MM-DD), days; deadline.overdue: caseNumber, title, date
 * - rfe.received / noid.received: caseNumber
 * - reminder.assigned: title, date (YYYY-MM-DD)
 * - paf.due-for-purge: lcaNumber, date (the retention date, YYYY-MM-DD)
 * - lca.filled: lcaNumber, name (the employer)
 * - cap.filled: fiscalYear, beneficiary, name (who filled the link)
 * - paf.requested: lcaNumber, date (due, YYYY-MM-DD); paf.request-ready / paf.request-declined: lcaNumber
 * - gc.priority-current: caseNumber, chart (final_action | filing), month (YYYY-MM), date (the priority date)
 * - gc.priority-retrogressed: caseNumber, chart, month, date (the priority date), state (not_current | unavailable)
 * - uscis.status-changed: caseNumber, status (USCIS's status text, in English as USCIS gives it)
 * - i9.section1-signed: name (the employee); i9.section2-signed: name (the employee), verifier (who signed)
 * - i9.due-for-purge: name (the employee), date (the first day it may be purged, YYYY-MM-DD)
 * - i9.reverify-approaching: name, date (the reverification date), days; i9.reverify-overdue: name, date
 * - company-document.expiring: document ("<client> — <title>", or the title of the firm's own), date (the expiry date), days; company-document.expired: the same without days
 * - pwd.validity-approaching: pwdNumber, jobTitle, employer, date (the validity end), days; pwd.validity-expired: the same without days
 * - esign.completed: caseNumber, document, signers (how many); esign.declined: caseNumber, document, name (who declined), reason
 * - esign.expiring: caseNumber, document, date (the expiry day, YYYY-MM-DD), days (0–2), missing (signers who have not signed);
 *   esign.expired: caseNumber, document, date; esign.voided: caseNumber, document, reason (an envelope voided because its source version was deleted)
 * - person.expiry-approaching: name, what (i94 | passport | visa_stamp | ead | h1b_limit), date, days; person.expiry-ended: the same without days
 * - ticket.created: number, title, name (the client who raised it) — to the firm's triage roles (lib/modules/tickets/triage.ts)
 * - ticket.assigned: number (TKT-000123), title (the subject); ticket.commented: number, title, name (who commented);
 *   ticket.status-changed: number, title, status (open | in_progress | waiting_on_client | resolved | closed)
 * - message.posted / message.mentioned: caseNumber, name (the author), title (the thread's subject) — lib/modules/communication
 * - client-message.posted / client-message.mentioned: client (the client's name), name, title — a thread with a client outside any case
 * - invoice.payment-disputed: number (INV-000042), amount ("$250.00"), client; invoice.dispute-closed: the same and outcome (won | lost) — lib/modules/invoices/online-payment.ts, to the firm's billing roles
 */
export const NOTIFICATION_KINDS = [
  "workflow.completed",
  "case.assigned",
  "questionnaire.submitted",
  "documents.uploaded",
  "documents.accepted",
  "documents.rejected",
  "deadline.approaching",
  "deadline.overdue",
  "rfe.received",
  "noid.received",
  "reminder.assigned",
  "paf.due-for-purge",
  "lca.filled",
  "cap.filled",
  "paf.requested",
  "paf.request-ready",
  "paf.request-declined",
  "gc.priority-current",
  "gc.priority-retrogressed",
  "uscis.status-changed",
  "i9.section1-signed",
  "i9.section2-signed",
  "i9.due-for-purge",
  "i9.reverify-approaching",
  "i9.reverify-overdue",
  "pwd.validity-approaching",
  "pwd.validity-expired",
  "person.expiry-approaching",
  "person.expiry-ended",
  "company-document.expiring",
  "company-document.expired",
  "esign.completed",
  "esign.declined",
  "esign.expiring",
  "esign.expired",
  "esign.voided",
  "ticket.created",
  "ticket.assigned",
  "ticket.commented",
  "ticket.status-changed",
  "message.posted",
  "message.mentioned",
  "client-message.posted",
  "client-message.mentioned",
  "invoice.payment-disputed",
  "invoice.dispute-closed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationParams = Record<string, string | number | null>;

/** The e-mail choice in the profile (users.preferences.notifyEmail; absent = instant). */
export const NOTIFY_EMAIL_CHOICES = ["instant", "digest", "off"] as const;
export type NotifyEmailChoice = (typeof NOTIFY_EMAIL_CHOICES)[number];

export const NOTIFICATION_SORT_FIELDS = ["createdAt"] as const;
export const notificationListBody = listRequest(
  NOTIFICATION_SORT_FIELDS,
  z.object({ unreadOnly: z.boolean({ error: MSG.invalid("Unread only") }).optional() }),
  { maxPerpage: 50 },
);
export type NotificationListBody = z.output<typeof notificationListBody>;

export const unreadCountBody = z.object({});

const idsField = z.array(v.uuid("Notification")).min(1, { error: MSG.required("Notification") }).max(100, { error: MSG.max(100) });

/** Either some of the caller's notifications by id, or all of them (`all: true`). */
export const markReadBody = z
  .object({ ids: idsField.optional(), all: z.literal(true, { error: MSG.invalid("All") }).optional() })
  .refine((b) => (b.ids ? !b.all : b.all === true), { error: MSG.required("Notification"), path: ["ids"] });
export type MarkReadBody = z.output<typeof markReadBody>;

export const removeNotificationsBody = z.object({ ids: idsField });
export type RemoveNotificationsBody = z.output<typeof removeNotificationsBody>;

/** One notification as the bell shows it: rendered in the reader's language. */
export type NotificationDto = {
  id: string;
  kind: NotificationKind | string;
  title: string;
  body: string;
  link: string | null;
  petitionId: string | null;
  readAt: string | null;
  createdAt: string;
};

/** /notify/list's data (with the envelope's pagination beside it). */
export type NotificationListDto = { notifications: NotificationDto[]; unreadCount: number };
