// Bench data of daily work: in-app notifications and reminders (to-dos) with their assignees for the
// active staff of a bench firm (tables in db/schema/work.ts). Per staff user, by default, about 20
// notifications (60 % read, the newest ones mostly unread) and 5 reminders assigned to them (a quarter
// with a second assignee; 75 % open, 18 % done, 7 % dismissed; due from 20 days ago to 60 days ahead,
// 60 % on one of the firm's recent cases). Rows only: the seed inserts them with multi-row INSERTs.
import { randomUUID } from "node:crypto";
import { ROLE } from "@/lib/shared/constants/roles";
import { pick, pickWeighted, type Random } from "./distributions";

type Row = Record<string, string | number | boolean | Date | null>;

/** The roles of a firm's staff (who get notifications and to-dos in the bench). */
export const STAFF_ROLES: number[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER, ROLE.FRONT_OFFICE, ROLE.ATTORNEY, ROLE.SUPERVISOR, ROLE.PARALEGAL];

export const NOTIFICATIONS_PER_USER = 20;
export const REMINDERS_PER_USER = 5;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const SLOTS = ["ASSIGN_ATTORNEY", "ASSIGN_PARALEGAL", "ASSIGN_SUPERVISOR"];
const TITLES = [
  "Call the client about the RFE",
  "Collect the signed G-28",
  "Prepare the LCA",
  "Review the support letter",
  "Check the receipt notice",
  "Send the questionnaire reminder",
  "Update the beneficiary's address",
  "File the premium processing request",
  "Schedule the biometrics follow-up",
  "Renew the client agreement",
];

export type WorkCase = { id: string; caseNumber: string };
export type WorkUser = { userId: string; name: string };

/**
 * Notification, reminder and assignee rows for one firm. `cases`: the firm's cases the items may be
 * about (the most recent ones), `workflowCodes`: activity codes of the default workflow.
 */
export function workRows(
  r: Random,
  o: { tenantId: string; staff: WorkUser[]; cases: WorkCase[]; workflowCodes: string[]; now: number; notificationsPerUser?: number; remindersPerUser?: number },
): { notifications: Row[]; reminders: Row[]; assignees: Row[] } {
  const { tenantId, staff, cases, workflowCodes, now } = o;
  const notifications: Row[] = [];
  const reminders: Row[] = [];
  const assignees: Row[] = [];
  const perN = o.notificationsPerUser ?? NOTIFICATIONS_PER_USER;
  const perR = o.remindersPerUser ?? REMINDERS_PER_USER;
  const someCase = () => (cases.length ? pick(r, cases) : null);
  const other = (userId: string) => (staff.length > 1 ? pick(r, staff.filter((s) => s.userId !== userId)) : null);
  for (const user of staff) {
    // Notifications: 0.5–1.5 × the mean, over the last 90 days (newest first is the list's order).
    const count = Math.max(1, Math.round(perN * (0.5 + r())));
    for (let i = 0; i < count; i++) {
      const ageDays = Math.pow(r(), 1.5) * 90;
      const createdAt = now - Math.floor(ageDays * DAY);
      const c = someCase();
      const actor = r() < 0.8 ? other(user.userId) : null;
      const kind = pickWeighted(r, ["workflow.completed", "case.assigned", "documents.uploaded", "questionnaire.submitted", "deadline.approaching", "rfe.received", "reminder.assigned"] as const, (_, k) => [40, 15, 15, 8, 12, 4, 6][k]);
      let params: Record<string, string | number | null>;
      if (kind === "reminder.assigned" || !c) {
        params = { title: pick(r, TITLES), date: iso(now + Math.floor(r() * 30) * DAY) };
      } else if (kind === "workflow.completed") {
        const k = Math.floor(r() * Math.max(1, workflowCodes.length - 1));
        params = { caseNumber: c.caseNumber, activity: workflowCodes[k] ?? null, next: workflowCodes[k + 1] ?? null };
      } else if (kind === "case.assigned") {
        params = { caseNumber: c.caseNumber, slot: pick(r, SLOTS) };
      } else if (kind === "documents.uploaded") {
        params = { caseNumber: c.caseNumber, count: 1 + Math.floor(r() * 4), name: actor?.name ?? null };
      } else if (kind === "questionnaire.submitted") {
        params = { caseNumber: c.caseNumber, questionnaire: "beneficiary", name: null };
      } else if (kind === "deadline.approaching") {
        const days = pick(r, [30, 14, 7, 1]);
        params = { caseNumber: c.caseNumber, title: "Case deadline", date: iso(createdAt + days * DAY), days };
      } else {
        params = { caseNumber: c.caseNumber };
      }
      const onCase = kind !== "reminder.assigned" && c;
      notifications.push({
        id: randomUUID(),
        tenant_id: tenantId,
        user_id: user.userId,
        actor_user_id: actor?.userId ?? null,
        kind,
        params: JSON.stringify(params),
        petition_id: onCase ? c.id : null,
        link: onCase ? `/app/petition-details/${c.id}` : "/app/todos",
        // The older, the likelier read.
        read_at: r() < 0.3 + 0.6 * (ageDays / 90) ? new Date(Math.min(now, createdAt + Math.floor(r() * 3 * DAY))) : null,
        // Already e-mailed (instant or in a digest): the digest job finds nothing to send.
        emailed_at: new Date(createdAt + 60_000),
        created_at: new Date(createdAt),
      });
    }
    // Reminders assigned to this user.
    const rcount = Math.max(1, Math.round(perR * (0.6 + 0.8 * r())));
    for (let i = 0; i < rcount; i++) {
      const id = randomUUID();
      const c = r() < 0.6 ? someCase() : null;
      const status = pickWeighted(r, ["open", "done", "dismissed"], (_, k) => [75, 18, 7][k]);
      const createdAt = now - Math.floor(r() * 60 * DAY);
      const creator = r() < 0.6 ? user : (other(user.userId) ?? user);
      reminders.push({
        id,
        tenant_id: tenantId,
        title: pick(r, TITLES),
        notes: r() < 0.3 ? "Bench reminder: see the case notes." : null,
        due_date: iso(now + Math.floor(-20 + r() * 80) * DAY),
        due_time: r() < 0.3 ? pick(r, ["09:00", "11:30", "14:30", "16:00"]) : null,
        timezone: "America/New_York",
        petition_id: c ? c.id : null,
        repeat: r() < 0.1 ? "weekly" : null,
        status,
        source: "manual",
        created_by: creator.userId,
        completed_at: status === "open" ? null : new Date(Math.min(now, createdAt + Math.floor(r() * 10 * DAY))),
        created_at: new Date(createdAt),
        updated_at: new Date(createdAt),
      });
      assignees.push({ reminder_id: id, tenant_id: tenantId, user_id: user.userId });
      const second = r() < 0.25 ? other(user.userId) : null;
      if (second) assignees.push({ reminder_id: id, tenant_id: tenantId, user_id: second.userId });
    }
  }
  return { notifications, reminders, assignees };
}
