// Reminders made from deadlines: the daily scan of every firm ("deadlines.scan") and the sync of one
// case after its dates changed ("deadlines.sync-case"). Idempotent: one reminder per case, deadline
// kind and offset (30, 14, 7, 1 days before; -1 the day after, overdue), upserted on the partial unique
// index; a moved deadline moves its open reminders, a deadline gone (or a closed case) dismisses them.
// A reminder whose day has come notifies its assignees once (deadline.approaching / deadline.overdue).
import "server-only";
import { caseLinks } from "@/lib/modules/cases/deadline-inputs";
import { notify } from "@/lib/modules/notifications/notify";
import type { Db, Executor } from "@/lib/server/db/client";
import { log } from "@/lib/server/log";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { compareDates, diffDays } from "@/lib/shared/calendar";
import { allowedRoles } from "@/lib/shared/permissions";
import { OVERDUE_OFFSET } from "./contract";
import { deadlineAssignees } from "./deadline-assignees";
import { deadlineReminderDue } from "./dates";
import { deadlineKinds, offsetsOf, subjectOf, type DeadlineKind, type DeadlineRow } from "./deadline-kinds";
// The people's own expiry dates register their kinds when loaded.
import "./expiry-kinds";
import {
  activeStaffByTenant,
  addAssigneePairs,
  assigneeIdsOf,
  dismissOpenReminders,
  notifiedReminderIds,
  openDeadlineReminders,
  permissionMapsOf,
  removeAssigneesExcept,
  upsertDeadlineReminders,
  type DeadlineReminderValues,
  type OpenDeadlineReminder,
} from "./repository";

export type SyncScope = { tenantId?: string; petitionId?: string };
export type SyncResult = { upserted: number; dismissed: number; notified: number };

type Wanted = { kind: DeadlineKind; row: DeadlineRow; assignees: string[] };

const keyOf = (subject: string | null, kind: string | null) => `${subject}|${kind}`;
/** Every kind a deadline reminder may have notified with (the mark that it was). */
const notifyKinds = (): string[] => [...new Set(["deadline.approaching", "deadline.overdue", ...deadlineKinds().flatMap((k) => (k.notify ? [k.notify.approaching, k.notify.overdue] : []))])];

/**
 * The deadlines in force in `scope`, by tenant then by case|kind, with their assignees: at least one who can see
 * them (deadline-assignees.ts: the case team who have the to-do list, else the firm's managers).
 */
async function wantedDeadlines(db: Executor, scope: SyncScope, today: string): Promise<Map<string, Map<string, Wanted>>> {
  const found: { kind: DeadlineKind; row: DeadlineRow }[] = [];
  for (const kind of deadlineKinds()) {
    for (const row of await kind.find(db, { today, ...scope })) found.push({ kind, row });
  }
  const tenantIds = [...new Set(found.map((f) => f.row.tenantId))];
  const [staff, maps] = await Promise.all([activeStaffByTenant(db, tenantIds, allowedRoles("task.list")), permissionMapsOf(db, tenantIds)]);
  const byTenant = new Map<string, Map<string, Wanted>>();
  for (const { kind, row } of found) {
    const assignees = deadlineAssignees(row, staff.get(row.tenantId) ?? [], maps.get(row.tenantId));
    const m = byTenant.get(row.tenantId) ?? new Map<string, Wanted>();
    m.set(keyOf(subjectOf(row), kind.kind), { kind, row, assignees });
    byTenant.set(row.tenantId, m);
  }
  return byTenant;
}

function valuesOf(w: Wanted): DeadlineReminderValues[] {
  const title = w.kind.title(w.row.titleParams);
  return [...offsetsOf(w.kind), OVERDUE_OFFSET].map((offsetDays) => ({
    tenantId: w.row.tenantId,
    petitionId: w.row.petitionId,
    deadlineSubject: subjectOf(w.row),
    titleParams: w.row.titleParams,
    deadlineKind: w.kind.kind,
    offsetDays,
    deadlineDate: w.row.dueDate,
    dueDate: deadlineReminderDue(w.row.dueDate, offsetDays),
    title,
  }));
}

/**
 * The reminders due on `today` that have not been notified: per case and kind only the latest one due
 * (a first scan of a deadline 3 days away notifies "due in 3 days" once, not the 30, 14 and 7 as well).
 */
async function dueToNotify(db: Executor, open: readonly OpenDeadlineReminder[], today: string): Promise<OpenDeadlineReminder[]> {
  const latest = new Map<string, OpenDeadlineReminder>();
  for (const r of open) {
    if (compareDates(r.dueDate, today) > 0) continue;
    const k = keyOf(r.deadlineSubject, r.deadlineKind);
    const cur = latest.get(k);
    if (!cur || compareDates(r.dueDate, cur.dueDate) > 0) latest.set(k, r);
  }
  const due = [...latest.values()];
  if (due.length === 0) return [];
  const sent = await notifiedReminderIds(db, due, notifyKinds());
  return due.filter((r) => !sent.has(r.id));
}

/** One firm's part of a sync, in one transaction. */
async function syncTenant(tx: Executor, tenantId: string, scope: SyncScope, wanted: Map<string, Wanted>, today: string): Promise<SyncResult> {
  const upserted = await upsertDeadlineReminders(tx, [...wanted.values()].flatMap(valuesOf));
  const open = await openDeadlineReminders(tx, { tenantId, petitionId: scope.petitionId });
  const gone = open.filter((r) => !wanted.has(keyOf(r.deadlineSubject, r.deadlineKind)));
  const dismissed = await dismissOpenReminders(tx, gone.map((r) => r.id));
  const live = open.filter((r) => wanted.has(keyOf(r.deadlineSubject, r.deadlineKind)));

  // Assignees follow the case team (or the managers, deadline-assignees.ts) while a reminder is open.
  const current = await assigneeIdsOf(tx, live.map((r) => r.id));
  const add: { reminderId: string; userId: string }[] = [];
  for (const r of live) {
    const want = wanted.get(keyOf(r.deadlineSubject, r.deadlineKind))!.assignees;
    const have = current.get(r.id) ?? [];
    for (const u of want) if (!have.includes(u)) add.push({ reminderId: r.id, userId: u });
    if (have.some((u) => !want.includes(u))) await removeAssigneesExcept(tx, tenantId, r.id, want);
  }
  await addAssigneePairs(tx, tenantId, add);

  let notified = 0;
  const due = await dueToNotify(tx, live, today);
  const cases = await caseLinks(tx, tenantId, due.flatMap((r) => (r.petitionId ? [r.petitionId] : [])));
  for (const r of due) {
    const w = wanted.get(keyOf(r.deadlineSubject, r.deadlineKind))!;
    const overdue = r.offsetDays === OVERDUE_OFFSET;
    const params = {
      ...w.row.titleParams,
      reminderId: r.id,
      caseNumber: w.row.titleParams.caseNumber ?? null,
      title: w.kind.title(w.row.titleParams),
      date: r.deadlineDate,
      ...(overdue ? {} : { days: Math.max(0, diffDays(today, r.deadlineDate!)) }),
      deadlineKind: w.kind.kind,
    };
    notified += await notify(tx, {
      tenantId,
      actorUserId: null,
      recipients: w.assignees,
      kind: overdue ? (w.kind.notify?.overdue ?? "deadline.overdue") : (w.kind.notify?.approaching ?? "deadline.approaching"),
      params,
      petitionId: r.petitionId,
      link: w.row.link ?? (r.petitionId ? (cases.get(r.petitionId)?.path ?? `/app/petition-details/${r.petitionId}`) : "/app/tasks-list"),
    });
  }
  return { upserted: upserted.length, dismissed, notified };
}

/**
 * Bring the deadline reminders of `scope` (every firm, one firm, or one case) in line with the
 * deadlines in force on `today`, and notify the ones whose day has come. Safe to run again.
 */
export async function syncDeadlineReminders(db: Db, scope: SyncScope, today: string): Promise<SyncResult> {
  const wanted = await wantedDeadlines(db, scope, today);
  const tenants = new Set(wanted.keys());
  // Firms whose open reminders may have to be dismissed though no deadline is in force any more.
  for (const r of await openDeadlineReminders(db, scope)) tenants.add(r.tenantId);
  const total: SyncResult = { upserted: 0, dismissed: 0, notified: 0 };
  for (const tenantId of tenants) {
    const r = await db.transaction((tx) => syncTenant(tx, tenantId, scope, wanted.get(tenantId) ?? new Map(), today));
    total.upserted += r.upserted;
    total.dismissed += r.dismissed;
    total.notified += r.notified;
  }
  if (total.notified > 0) kickOutbox(db);
  log.info({ scope, today, ...total }, "[reminders] deadline reminders synced");
  return total;
}
