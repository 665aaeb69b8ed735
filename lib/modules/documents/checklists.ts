// Documents requested per case type (and sub type): the firm's saved list, or the defaults for
// H-1B and Green Card cases when it saved none.
import "server-only";
import { checkCaseType } from "@/lib/modules/cases/case-inputs";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ChecklistBody, ChecklistDto, DocTypeDto, UpdateChecklistBody } from "./contract";
import { DOC_TYPES, defaultChecklist, docTypeLabel } from "./doc-types";
import { findChecklist, upsertChecklist } from "./repository";
import type { ActorContext } from "@/lib/server/context";

/** The catalogue, optionally filtered by a word of the label or key. */
export function listDocTypes(search?: string): DocTypeDto[] {
  const q = search?.trim().toLowerCase();
  return DOC_TYPES.filter((d) => !q || d.label.toLowerCase().includes(q) || d.key.toLowerCase().includes(q)).map((d) => ({ ...d }));
}

const toDto = (typeId: number, subTypeId: number | null, keys: readonly string[], isDefault: boolean): ChecklistDto => ({
  typeId,
  subTypeId,
  docTypes: keys.map((key) => ({ key, label: docTypeLabel(key) })),
  isDefault,
});

export async function getChecklist(ctx: ActorContext, body: ChecklistBody): Promise<ChecklistDto> {
  const subTypeId = body.subTypeId ?? null;
  const row = await findChecklist(ctx.db, ctx.actor.tenantId, body.typeId, subTypeId);
  if (row) return toDto(body.typeId, subTypeId, row.docTypes, false);
  return toDto(body.typeId, subTypeId, defaultChecklist(body.typeId, subTypeId), true);
}

export async function updateChecklist(ctx: ActorContext, body: UpdateChecklistBody): Promise<ChecklistDto> {
  const { db, actor } = ctx;
  const subTypeId = body.subTypeId ?? null;
  await checkCaseType(db, actor.tenantId, body.typeId, subTypeId);
  await db.transaction(async (tx) => {
    const before = await findChecklist(tx, actor.tenantId, body.typeId, subTypeId);
    await upsertChecklist(tx, actor.tenantId, body.typeId, subTypeId, body.docTypes);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "document_checklist.update",
      entityType: "document_checklist",
      entityId: `${body.typeId}:${subTypeId ?? 0}`,
      before: before ? { docTypes: before.docTypes } : null,
      after: { docTypes: body.docTypes },
      ip: ctx.ip,
    });
  });
  return toDto(body.typeId, subTypeId, body.docTypes, false);
}
