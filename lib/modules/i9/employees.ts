// An employer's employees (issue 12 section 1): the people a Form I-9 is completed for. Within the actor's
// I-9 reach (policy.ts); every change goes to the I-9 audit trail (field names only: the trail keeps no
// personal data and survives a purge).
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import { compareDates } from "@/lib/shared/calendar";
import { ROLE } from "@/lib/shared/constants/roles";
import { patchOf } from "@/lib/shared/patch";
import { MSG } from "@/lib/shared/validation/messages";
import type { CreateEmployeeBody, EmployeeDto, EmployeeListBody, EmployerOption, UpdateEmployeeBody } from "./contract";
import { employeeEvent, reachOf, visibleEmployee } from "./access";
import { reachesFirmItself, type I9Reach } from "./policy";
import { refreshRetention } from "./records";
import {
  appendEvents,
  assignedFirmItself,
  clientEmployers,
  insertEmployees,
  listEmployees as listRows,
  updateEmployeeRow,
  type EmployeeInsert,
  type EmployeeRecord,
} from "./repository/employees";

export const EXTERNAL_ID_TAKEN = "Another employee of this employer has this Employee ID";
export const TERMINATION_BEFORE_HIRE = "The termination date cannot be before the hire date";

export function toEmployeeDto(r: EmployeeRecord, firmName: string): EmployeeDto {
  return {
    id: r.id,
    companyId: r.companyId,
    employerName: r.companyName ?? firmName,
    firstName: r.firstName,
    lastName: r.lastName,
    middleInitial: r.middleInitial,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    externalId: r.externalId,
    hireDate: r.hireDate,
    terminationDate: r.terminationDate,
    workLocation: r.workLocation,
    status: r.terminationDate ? "terminated" : "active",
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Whether the firm's own employees are within reach: the firm's admins, and an I-9 user given the firm itself. */
async function firmItselfWithinReach(db: Executor, tenantId: string, reach: I9Reach): Promise<boolean> {
  return reachesFirmItself(reach) && (reach.kind !== "assigned" || (await assignedFirmItself(db, tenantId, reach.userId)));
}

/** The employers the actor may add employees to: the firm itself (when within reach), then its clients by name. */
export async function employerOptions(ctx: ActorContext): Promise<EmployerOption[]> {
  const reach = reachOf(ctx);
  const firm = await firmItselfWithinReach(ctx.db, ctx.actor.tenantId, reach);
  const clients = await clientEmployers(ctx.db, ctx.actor.tenantId, reach);
  return [...(firm ? [{ id: null, name: ctx.tenant.name }] : []), ...clients];
}

/** The employer of a new employee, checked within reach: a petitioner's own company; else the one named (null: the firm itself; absent: 422). */
export async function resolveEmployer(ctx: ActorContext, db: Executor, companyId: string | null | undefined): Promise<string | null> {
  const reach = reachOf(ctx);
  if (ctx.actor.roleId === ROLE.PETITIONER) {
    if (!ctx.actor.companyId) throw fail.forbidden();
    return ctx.actor.companyId;
  }
  if (companyId === undefined) throw fail.validation({ companyId: "Choose an employer" });
  const wanted = companyId;
  if (wanted === null) {
    if (!(await firmItselfWithinReach(db, ctx.actor.tenantId, reach))) throw fail.validation({ companyId: "Choose an employer" });
    return null;
  }
  const clients = await clientEmployers(db, ctx.actor.tenantId, reach);
  if (!clients.some((c) => c.id === wanted)) throw fail.validation({ companyId: "Choose an employer you work for" });
  return wanted;
}

export async function listEmployees(ctx: ActorContext, body: EmployeeListBody): Promise<{ rows: EmployeeDto[]; total: number }> {
  const { rows, total } = await listRows(ctx.db, ctx.actor.tenantId, reachOf(ctx), body);
  return { rows: rows.map((r) => toEmployeeDto(r, ctx.tenant.name)), total };
}

export async function employeeDetails(ctx: ActorContext, id: string): Promise<EmployeeDto> {
  return toEmployeeDto(await visibleEmployee(ctx, ctx.db, id), ctx.tenant.name);
}

const externalIdTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw fail.validation({ externalId: EXTERNAL_ID_TAKEN });
  throw err;
};

export async function createEmployee(ctx: ActorContext, body: CreateEmployeeBody): Promise<EmployeeDto> {
  const id = await ctx.db
    .transaction(async (tx) => {
      const companyId = await resolveEmployer(ctx, tx, body.companyId);
      const values: EmployeeInsert = {
        tenantId: ctx.actor.tenantId,
        companyId,
        firstName: body.firstName,
        lastName: body.lastName,
        middleInitial: body.middleInitial?.toUpperCase() ?? null,
        email: body.email ?? null,
        externalId: body.externalId ?? null,
        hireDate: body.hireDate,
        terminationDate: body.terminationDate ?? null,
        workLocation: body.workLocation ?? null,
        createdByUserId: ctx.actor.userId,
      };
      const [row] = await insertEmployees(tx, [values]);
      await appendEvents(tx, [employeeEvent(ctx, row.id, "employee.created")]);
      return row.id;
    })
    .catch(externalIdTaken);
  return employeeDetails(ctx, id);
}

const PATCH_KEYS = ["firstName", "lastName", "middleInitial", "email", "externalId", "hireDate", "terminationDate", "workLocation"] as const;

export async function updateEmployee(ctx: ActorContext, body: UpdateEmployeeBody): Promise<EmployeeDto> {
  const patch = patchOf(body, PATCH_KEYS);
  if (Object.keys(patch).length === 0) throw fail.validation({ body: MSG.unableToUpdate }, MSG.unableToUpdate);
  await ctx.db
    .transaction(async (tx) => {
      const before = await visibleEmployee(ctx, tx, body.id, { forUpdate: true });
      const hire = patch.hireDate ?? before.hireDate;
      const end = patch.terminationDate === undefined ? before.terminationDate : patch.terminationDate;
      if (end && compareDates(end, hire) < 0) throw fail.validation({ terminationDate: TERMINATION_BEFORE_HIRE });
      if (patch.middleInitial) patch.middleInitial = patch.middleInitial.toUpperCase();
      const changed = PATCH_KEYS.filter((k) => patch[k] !== undefined && (patch[k] ?? null) !== (before[k] ?? null));
      if (changed.length === 0) return;
      const after = await updateEmployeeRow(tx, ctx.actor.tenantId, before.id, patch);
      if (changed.includes("terminationDate")) await refreshRetention(tx, after);
      const action = changed.includes("terminationDate") ? (end ? "employee.terminated" : "employee.reinstated") : "employee.updated";
      await appendEvents(tx, [employeeEvent(ctx, before.id, action, { fields: changed })]);
    })
    .catch(externalIdTaken);
  return employeeDetails(ctx, body.id);
}
