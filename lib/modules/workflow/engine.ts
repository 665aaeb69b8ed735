// Completing a workflow activity: one transaction that checks the rules, records the progress,
// moves the status, writes the history line and the audit entry, and notifies the watchers.
import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { petitionAssignments, petitionHistory, petitions, workflowConfigs, type PetitionRow, type WorkflowEntry } from "@/db/schema/cases";
import { memberships, users } from "@/db/schema/identity";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { writeAudit } from "@/lib/server/audit/audit";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { fail } from "@/lib/server/errors";
import { ACTIVITY_DEFAULTS, defaultWorkflow, isActivityCode } from "./definitions";
import { advance, canAct } from "./rules";

/** Who completes an activity; userId is null for an anonymous token-link actor (role 51 without a login). */
export type Actor = { userId: string | null; roleId: number; tenantId: string };

/** The firm's workflow configuration, or the defaults when it never saved one. */
export async function getWorkflow(db: Executor, tenantId: string): Promise<WorkflowEntry[]> {
  const [row] = await db.select({ entries: workflowConfigs.entries }).from(workflowConfigs).where(eq(workflowConfigs.tenantId, tenantId)).limit(1);
  if (row) return row.entries;
  const [t] = await db.select({ typeId: tenants.typeId }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return defaultWorkflow(t?.typeId ?? 1);
}

/**
 * Case changes and workflow configuration changes of a firm are serialised by a transaction-level
 * advisory lock on the firm: every case lock takes it shared, a configuration change exclusive. So a
 * completion never computes the next step from a configuration that is being replaced, and the
 * configuration change sees every case as its completions left it. Always taken before row locks.
 */
const WORKFLOW_LOCK_SPACE = 7301;
export async function lockWorkflowShared(tx: Executor, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${WORKFLOW_LOCK_SPACE}, hashtext(${tenantId}))`);
}
export async function lockWorkflowExclusive(tx: Executor, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WORKFLOW_LOCK_SPACE}, hashtext(${tenantId}))`);
}

/** Lock the case row for the rest of the transaction (concurrent completions are serialised). */
export async function lockPetition(tx: Executor, tenantId: string, petitionId: string): Promise<PetitionRow> {
  await lockWorkflowShared(tx, tenantId);
  const [row] = await tx
    .select()
    .from(petitions)
    .where(and(eq(petitions.id, petitionId), eq(petitions.tenantId, tenantId), isNull(petitions.deletedAt)))
    .for("update")
    .limit(1);
  if (!row) throw fail.notFound("Case");
  return row;
}

export async function addHistory(tx: Executor, e: { tenantId: string; petitionId: string; code: string | null; message: string; actor: Actor | null }) {
  await tx.insert(petitionHistory).values({
    tenantId: e.tenantId,
    petitionId: e.petitionId,
    activityCode: e.code,
    message: e.message,
    actorUserId: e.actor?.userId ?? null,
    actorRoleId: e.actor?.roleId ?? null,
  });
}

export type CompleteInput = {
  petition: PetitionRow;
  code: string;
  actor: Actor;
  ip?: string | null;
  /** Extra column changes made by the same action (receipt number, tracking …). */
  patch?: Partial<typeof petitions.$inferInsert>;
  /** History text; defaults to "<activity name> completed". */
  message?: string;
  /** Complete even when it is not the next activity (used for out-of-sequence codes such as USCIS_APPROVED). */
  outOfSequence?: boolean;
  /** Status to set instead of the activity's default. */
  statusId?: number;
  /** The caller already decided who may act (e.g. the filing-fee rule); the step must still be the next one. */
  roleChecked?: boolean;
  /** Addresses the caller e-mails itself about this step: they get no generic watcher notice. */
  quietFor?: readonly string[];
};

/**
 * Complete `code` on the case. The caller holds the case lock (lockPetition) inside `tx`.
 * Throws 409 when the activity is not the next one, 403 when the actor's role may not act.
 */
export async function completeActivity(tx: Executor, input: CompleteInput): Promise<PetitionRow> {
  const { petition: p, code, actor } = input;
  const entries = await getWorkflow(tx, p.tenantId);
  const entry = entries.find((e) => e.code === code);
  if (!input.outOfSequence) {
    if (p.completedActivities.includes(code)) throw fail.conflict(`"${entry?.name ?? code}" is already completed on this case`);
    if (p.nextWorkflowActivity !== code) throw fail.conflict(`"${entry?.name ?? code}" is not the next step of this case`);
    if (!input.roleChecked && !canAct(entry, actor.roleId)) throw fail.forbidden(`Your role cannot complete "${entry?.name ?? code}"`);
  }
  const completed = p.completedActivities.includes(code) ? p.completedActivities : [...p.completedActivities, code];
  const next = advance(entries, completed, p.nextWorkflowActivity, code);
  const defaultStatus = isActivityCode(code) ? ACTIVITY_DEFAULTS[code].status : undefined;
  const statusId = input.statusId ?? defaultStatus ?? p.statusId;
  const [updated] = await tx
    .update(petitions)
    .set({ ...input.patch, completedActivities: completed, nextWorkflowActivity: next, statusId, updatedAt: new Date() })
    .where(and(eq(petitions.id, p.id), eq(petitions.tenantId, p.tenantId)))
    .returning();
  const name = entry?.name ?? code;
  await addHistory(tx, { tenantId: p.tenantId, petitionId: p.id, code, message: input.message ?? `${name} completed`, actor });
  await writeAudit(tx, {
    tenantId: p.tenantId,
    actorUserId: actor.userId,
    actorRoleId: actor.roleId,
    action: `workflow.${code}`,
    entityType: "petition",
    entityId: p.id,
    before: { completedActivities: p.completedActivities, nextWorkflowActivity: p.nextWorkflowActivity, statusId: p.statusId },
    after: { completedActivities: completed, nextWorkflowActivity: next, statusId, ...input.patch },
    ip: input.ip ?? null,
  });
  if (entry) await notifyWatchers(tx, updated, entry, actor, input.quietFor ?? []);
  return updated;
}

/**
 * E-mail the watchers of the completed entry: the users assigned to the case for a watcher role,
 * or, for roles nobody is assigned to, the firm's active members of that role (at most 20 each).
 */
async function notifyWatchers(tx: Executor, p: PetitionRow, entry: WorkflowEntry, actor: Actor, quietFor: readonly string[]): Promise<void> {
  const roleIds = entry.watchers.map((w) => w.roleId);
  if (roleIds.length === 0) return;
  const assigned = await tx
    .select({ roleId: petitionAssignments.roleId, email: users.email })
    .from(petitionAssignments)
    .innerJoin(users, eq(users.id, petitionAssignments.userId))
    .where(and(eq(petitionAssignments.tenantId, p.tenantId), eq(petitionAssignments.petitionId, p.id), inArray(petitionAssignments.roleId, roleIds)));
  const covered = new Set(assigned.map((a) => a.roleId));
  const rest = roleIds.filter((r) => !covered.has(r));
  const members = rest.length
    ? await tx
        .select({ roleId: memberships.roleId, email: users.email, companyId: memberships.companyId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.tenantId, p.tenantId), inArray(memberships.roleId, rest), eq(memberships.statusId, 1)))
        .limit(200)
    : [];
  // Petitioners hear about their own company's cases only.
  const recipients = new Set<string>(assigned.map((a) => a.email));
  for (const m of members) {
    if (m.roleId === 50 && m.companyId !== p.petitionerId) continue;
    recipients.add(m.email);
  }
  for (const address of quietFor) recipients.delete(address);
  if (actor.userId) {
    const [actorUser] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId)).limit(1);
    if (actorUser) recipients.delete(actorUser.email);
  }
  for (const to of [...recipients].slice(0, 50)) {
    await enqueueMail(tx, {
      tenantId: p.tenantId,
      to,
      subject: `Case ${p.customCaseNumber ?? p.caseNumber}: ${entry.name} completed`,
      text: `"${entry.name}" was completed on case ${p.customCaseNumber ?? p.caseNumber}.\nNext step: ${p.nextWorkflowActivity ?? "none — the workflow is complete"}.`,
      template: "workflow_activity",
    });
  }
}

/** Next case number of the firm, e.g. 2026-000123 (atomic per-firm counter). */
export async function nextCaseNumber(tx: Executor, tenantId: string, year: number): Promise<string> {
  const rows = await tx.execute(sql`
    insert into tenant_counters (tenant_id, name, value) values (${tenantId}, ${`case:${year}`}, 1)
    on conflict (tenant_id, name) do update set value = tenant_counters.value + 1
    returning value`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { value: number | string }[] }).rows;
  const value = Number((list[0] as { value: number | string }).value);
  return `${year}-${String(value).padStart(6, "0")}`;
}
