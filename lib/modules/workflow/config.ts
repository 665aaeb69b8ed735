// The firm's workflow configuration: read it (defaults until saved) and replace it. Saving moves the
// open cases whose next step was excluded on to their next included step, in the same transaction.
import "server-only";
import type { WorkflowEntry } from "@/db/schema/cases";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Db, Executor, Tx } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { roleName } from "@/lib/shared/constants/roles";
import {
  PETITIONER_TENANT_EDITORS,
  PETITIONER_TENANT_LOCKED_CODES,
  roleOptions,
  WORKFLOW_MSG,
  type UpdateConfigBody,
  type WorkflowConfigResult,
  type WorkflowEntryInput,
} from "./contract";
import { ACTIVITY_CODES, ACTIVITY_DEFAULTS, defaultWorkflow, type ActivityCode } from "./definitions";
import { findConfigRow, lockWorkflowExclusive, markWorkflowSetUp, saveConfig, tenantTypeId } from "./repository";

/** Taken shared by every change of a case (lib/modules/cases/steps/complete.ts lockCase), exclusive here. */
export { lockWorkflowShared } from "./repository";

/** The firm's workflow configuration, or the defaults when it never saved one. */
export async function getWorkflow(db: Executor, tenantId: string): Promise<WorkflowEntry[]> {
  const row = await findConfigRow(db, tenantId);
  if (row) return row.entries;
  return defaultWorkflow(await tenantTypeId(db, tenantId));
}

/**
 * Moves the firm's open cases after a new configuration (the cases module owns the case rows:
 * lib/modules/cases/steps/reconfigure.ts); answers how many cases moved. The route passes it in.
 */
export type MoveOpenCases = (tx: Tx, tenantId: string, entries: WorkflowEntry[], actor: { userId: string; roleId: number }) => Promise<number>;
import type { ActorContext } from "@/lib/server/context";

const named = (roleId: number) => ({ roleId, name: roleName(roleId) });

/** Entries as stored: names from the definitions, roles with their names, in the fixed order. */
export function toEntries(input: readonly WorkflowEntryInput[]): WorkflowEntry[] {
  return input.map((e, i) => {
    const code = ACTIVITY_CODES[i];
    return {
      code,
      name: ACTIVITY_DEFAULTS[code].name,
      editors: e.editors.map(named),
      watchers: e.watchers.map(named),
      include: e.include,
      actionRequired: e.actionRequired,
      step: e.step,
      optional: e.optional,
      confirmRequired: e.confirmRequired,
    };
  });
}

/** Field errors of tenant-dependent rules (petitioner tenants keep two editor lists to roles 3 and 4). */
export function tenantRuleErrors(input: readonly WorkflowEntryInput[], typeId: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeId !== 2) return errors;
  input.forEach((e, i) => {
    if (PETITIONER_TENANT_LOCKED_CODES.includes(e.code as ActivityCode) && e.editors.some((r) => !PETITIONER_TENANT_EDITORS.includes(r))) {
      errors[`entries.${i}.editors`] = WORKFLOW_MSG.petitionerTenantEditors;
    }
  });
  return errors;
}

function result(entries: WorkflowEntry[], typeId: number, updatedAt: Date | null): WorkflowConfigResult {
  return {
    entries,
    isDefault: updatedAt === null,
    updatedAt: updatedAt?.toISOString() ?? null,
    defaults: defaultWorkflow(typeId),
    tenantTypeId: typeId,
    roles: roleOptions(),
    lockedEditorCodes: typeId === 2 ? [...PETITIONER_TENANT_LOCKED_CODES] : [],
    lockedEditorRoles: typeId === 2 ? [...PETITIONER_TENANT_EDITORS] : [],
  };
}

export async function getConfig(db: Db, tenantId: string): Promise<WorkflowConfigResult> {
  const [row, typeId] = await Promise.all([findConfigRow(db, tenantId), tenantTypeId(db, tenantId)]);
  return result(row?.entries ?? defaultWorkflow(typeId), typeId, row?.updatedAt ?? null);
}


export async function updateConfig(ctx: ActorContext, body: UpdateConfigBody, moveOpenCases: MoveOpenCases): Promise<WorkflowConfigResult> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const typeId = await tenantTypeId(db, tenantId);
  const errors = tenantRuleErrors(body.entries, typeId);
  if (Object.keys(errors).length) throw fail.validation(errors);
  const entries = toEntries(body.entries);

  return db.transaction(async (tx) => {
    // No case completes a step while the configuration changes (cases/steps/complete.ts lockCase takes this lock shared).
    await lockWorkflowExclusive(tx, tenantId);
    const before = await findConfigRow(tx, tenantId);
    const saved = await saveConfig(tx, tenantId, entries);
    await markWorkflowSetUp(tx, tenantId);

    const recomputedCases = await moveOpenCases(tx, tenantId, entries, actor);
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "workflow.update_config",
      entityType: "workflow_config",
      entityId: tenantId,
      before: { entries: before?.entries ?? null },
      after: { entries, recomputedCases },
      ip: ctx.ip,
    });
    return { ...result(saved.entries, typeId, saved.updatedAt), recomputedCases };
  });
}
