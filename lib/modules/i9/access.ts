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
