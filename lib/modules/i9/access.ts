// What every I-9 service starts from: the actor's reach, an employee within it (404 otherwise), and a line
// of the audit trail by a signed-in user.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { i9Reach, type I9Reach } from "./policy";
import { findEmployee, type EmployeeRecord } from "./repository/employees";

export const reachOf = (ctx: ActorContext): I9Reach => i9Reach(ctx.actor);

export async function visibleEmployee(ctx: ActorContext, db: Executor, id: string, opts: { forUpdate?: boolean } = {}): Promise<EmployeeRecord> {
  const row = await findEmployee(db, ctx.actor.tenantId, reachOf(ctx), id, opts);
  if (!row) throw fail.notFound("Employee");
  return row;
}

/**
 * Whom an employee's link goes to (Section 1, its correction): the record's employee within reach, the address given
 * or the one on file (422 when there is none), and the employer the e-mail names.
 */
export async function linkRecipient(ctx: ActorContext, db: Executor, record: { employeeId: string; companyName: string | null }, email: string | null | undefined) {
  const employee = await visibleEmployee(ctx, db, record.employeeId);
  const to = email ?? employee.email;
  if (!to) throw fail.validation({ email: "Enter the employee's e-mail address: the employee record has none" });
  return { employee, email: to, employer: record.companyName ?? ctx.tenant.name };
}

/** One line of the I-9 audit trail of an employee's change by a signed-in user. */
export const employeeEvent = (ctx: ActorContext, employeeId: string, action: string, detail: Record<string, unknown> = {}) => ({
  tenantId: ctx.actor.tenantId,
  employeeId,
  actorKind: "user",
  actorUserId: ctx.actor.userId,
  action,
  detail,
  ip: ctx.ip ?? null,
});
