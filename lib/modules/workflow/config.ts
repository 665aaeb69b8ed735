// The firm's workflow configuration, one per variant (petition, RFE case: variants.ts): read it (defaults
// until saved) and replace it. Saving moves the open cases (or RFE cases) whose next step was excluded on
// to their next included step, in the same transaction.
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
  type ConfigBody,
  type UpdateConfigBody,
  type WorkflowConfigResult,
  type WorkflowEntryInput,
} from "./contract";
import type { ActivityCode } from "./definitions";
import { activityName, VARIANTS, type WorkflowVariant } from "./variants";
import { markWorkflowSetUp } from "@/lib/server/tenancy/tenant-writes";
import { findConfigRow, lockWorkflowExclusive, saveConfig, tenantTypeId } from "./repository";

/** Taken shared by every change of a case (lib/modules/cases/steps/complete.ts lockCase), exclusive here. */
export { lockWorkflowShared } from "./repository";

/** The firm's activity list of a variant (the petition's by default), or the defaults when it never saved one. */
export async function getWorkflow(db: Executor, tenantId: string, variant: WorkflowVariant = "petition"): Promise<WorkflowEntry[]> {
  const row = await findConfigRow(db, tenantId, variant);
  if (row) return row.entries;
  return VARIANTS[variant].defaults(await tenantTypeId(db, tenantId));
}

/**
 * Moves the firm's open cases (or RFE cases) after a new configuration of their variant (the cases
 * module owns those rows: lib/modules/cases/steps/reconfigure.ts); answers how many moved. The route
 * passes it in.
 */
export type MoveOpenCases = (tx: Tx, tenantId: string, variant: WorkflowVariant, entries: WorkflowEntry[], actor: { userId: string; roleId: number }) => Promise<number>;
import type { ActorContext } from "@/lib/server/context";

const named = (roleId: number) => ({ roleId, name: roleName(roleId) });

/** Entries as stored: names from the definitions, roles with their names, in the fixed order. */
export function toEntries(input: readonly WorkflowEntryInput[], variant: WorkflowVariant = "petition"): WorkflowEntry[] {
  const { codes, usesConfirm, usesOptional } = VARIANTS[variant];
  return input.map((e, i) => {
    const code = codes[i];
    return {
      code,
      name: activityName(variant, code),
      editors: e.editors.map(named),
      watchers: e.watchers.map(named),
      include: e.include,
      actionRequired: e.actionRequired,
      step: e.step,
      optional: usesOptional && e.optional,
      confirmRequired: usesConfirm && e.confirmRequired,
    };
  });
}

/** Field errors of tenant-dependent rules (petitioner tenants keep two editor lists to roles 3 and 4). */
export function tenantRuleErrors(input: readonly WorkflowEntryInput[], typeId: number, variant: WorkflowVariant = "petition"): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeId !== 2 || variant !== "petition") return errors;
  input.forEach((e, i) => {
    if (PETITIONER_TENANT_LOCKED_CODES.includes(e.code as ActivityCode) && e.editors.some((r) => !PETITIONER_TENANT_EDITORS.includes(r))) {
      errors[`entries.${i}.editors`] = WORKFLOW_MSG.petitionerTenantEditors;
    }
  });
  return errors;
}

function result(variant: WorkflowVariant, entries: WorkflowEntry[], typeId: number, updatedAt: Date | null): WorkflowConfigResult {
  const def = VARIANTS[variant];
  const lockedEditors = typeId === 2 && variant === "petition";
  return {
    variant,
    entries,
    alwaysIncluded: [...def.alwaysIncluded],
    usesConfirm: def.usesConfirm,
    usesOptional: def.usesOptional,
    isDefault: updatedAt === null,
    updatedAt: updatedAt?.toISOString() ?? null,
    defaults: def.defaults(typeId),
    tenantTypeId: typeId,
    roles: roleOptions(),
    lockedEditorCodes: lockedEditors ? [...PETITIONER_TENANT_LOCKED_CODES] : [],
    lockedEditorRoles: lockedEditors ? [...PETITIONER_TENANT_EDITORS] : [],
  };
}

export async function getConfig(db: Db, tenantId: string, body: ConfigBody = { variant: "petition" }): Promise<WorkflowConfigResult> {
  const { variant } = body;
  const [row, typeId] = await Promise.all([findConfigRow(db, tenantId, variant), tenantTypeId(db, tenantId)]);
  return result(variant, row?.entries ?? VARIANTS[variant].defaults(typeId), typeId, row?.updatedAt ?? null);
}


export async function updateConfig(ctx: ActorContext, body: UpdateConfigBody, moveOpenCases: MoveOpenCases): Promise<WorkflowConfigResult> {
  const { db, actor } = ctx;
  const tenantId = actor.tenantId;
  const { variant } = body;
  const typeId = await tenantTypeId(db, tenantId);
  const errors = tenantRuleErrors(body.entries, typeId, variant);
  if (Object.keys(errors).length) throw fail.validation(errors);
  const entries = toEntries(body.entries, variant);

  return db.transaction(async (tx) => {
    // No case completes a step while the configuration changes (cases/steps/complete.ts lockCase takes this lock shared).
    await lockWorkflowExclusive(tx, tenantId);
    const before = await findConfigRow(tx, tenantId, variant);
    const saved = await saveConfig(tx, tenantId, variant, entries);
    if (variant === "petition") await markWorkflowSetUp(tx, tenantId);

    const recomputedCases = await moveOpenCases(tx, tenantId, variant, entries, actor);
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "workflow.update_config",
      entityType: "workflow_config",
      entityId: tenantId,
      before: { variant, entries: before?.entries ?? null },
      after: { variant, entries, recomputedCases },
      ip: ctx.ip,
    });
    return { ...result(variant, saved.entries, typeId, saved.updatedAt), recomputedCases };
  });
}
