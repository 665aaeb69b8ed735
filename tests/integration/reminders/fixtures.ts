// Fixtures of the reminders tests: a firm whose attorneys and paralegals have TASK_LIST (the default map
// gives it to every case role since issue 33; WITH_TASKS names them explicitly), a case, and call helpers.
import { expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { petitionAssignments, petitions } from "@/db/schema/cases";
import { notifications, reminderAssignees, reminders } from "@/db/schema/work";
import { getDb } from "@/lib/server/db/client";
import { DEFAULT_PERMISSIONS, type Permission } from "@/lib/shared/constants/roles";
import { callApi, type ApiResult } from "../api";
import { createCompany, createTenant, createUser, uid } from "../../factories";

export const WITH_TASKS: Record<string, Permission[]> = { ...DEFAULT_PERMISSIONS, "6": ["TASK_LIST"], "8": ["TASK_LIST"] };

export async function reminderFirm(permissions: Record<string, Permission[]> = WITH_TASKS) {
  const tenant = await createTenant({ permissions });
  const admin = await createUser(tenant, 3);
  const attorney = await createUser(tenant, 6);
  const paralegal = await createUser(tenant, 8);
  const company = await createCompany(tenant.id);
  const db = await getDb();
  const [petition] = await db.insert(petitions).values({ tenantId: tenant.id, caseNumber: `T-${uid()}`, petitionerId: company.id }).returning();
  const call = (path: string, body: unknown, token: string = admin.token) => callApi(path, body, { tenant: tenant.slug, token });
  return { tenant, admin, attorney, paralegal, company, petition, call };
}

export type ReminderFirm = Awaited<ReturnType<typeof reminderFirm>>;

export async function assign(f: ReminderFirm, petitionId: string, roleId: number, userId: string) {
  const db = await getDb();
  await db.insert(petitionAssignments).values({ tenantId: f.tenant.id, petitionId, roleId, userId }).onConflictDoUpdate({ target: [petitionAssignments.petitionId, petitionAssignments.roleId], set: { userId } });
}

export async function setCase(petitionId: string, patch: Partial<typeof petitions.$inferInsert>) {
  const db = await getDb();
  await db.update(petitions).set(patch).where(eq(petitions.id, petitionId));
}

/** The deadline reminders of a case, by kind then offset. */
export async function deadlineReminders(tenantId: string, petitionId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.tenantId, tenantId), eq(reminders.petitionId, petitionId), eq(reminders.source, "deadline")));
  const assignees = await db.select().from(reminderAssignees).where(eq(reminderAssignees.tenantId, tenantId));
  return rows
    .map((r) => ({ ...r, assigneeIds: assignees.filter((a) => a.reminderId === r.id).map((a) => a.userId).sort() }))
    .sort((a, b) => (a.deadlineKind ?? "").localeCompare(b.deadlineKind ?? "") || (b.offsetDays ?? 0) - (a.offsetDays ?? 0));
}

/** The deadline reminders of a record that is no case ("i9:<id>", "pwd:<id>"), earliest offset first. */
export async function subjectReminders(tenantId: string, subject: string) {
  const db = await getDb();
  const rows = await db.select().from(reminders).where(and(eq(reminders.tenantId, tenantId), eq(reminders.deadlineSubject, subject)));
  const assignees = await db.select().from(reminderAssignees).where(eq(reminderAssignees.tenantId, tenantId));
  return rows
    .map((r) => ({ ...r, assigneeIds: assignees.filter((a) => a.reminderId === r.id).map((a) => a.userId) }))
    .sort((a, b) => (b.offsetDays ?? 0) - (a.offsetDays ?? 0));
}

export async function notificationsOf(tenantId: string, userId: string) {
  const db = await getDb();
  return db.select().from(notifications).where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)));
}

export function expectStatus(res: ApiResult, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (code) expect(res.body.result.error?.code).toBe(code);
}

export function expectField(res: ApiResult, field: string, message?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  if (message) expect(res.body.result.error?.fields?.[field]).toBe(message);
  else expect(res.body.result.error?.fields?.[field], JSON.stringify(res.body)).toBeTruthy();
}
