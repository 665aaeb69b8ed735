// The firm opens a submitted case to the client's edits again, or closes it (spec /gc-petition/
// manage-edit-option; rule "editing blocked after SUBMIT_TO_LAW_FIRM"): petitions.edit_unlocked, read by
// workflow/rules.ts editBlocked. A history line and an audit entry record who did it.
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { caseVisibility } from "./policy";
import { findVisibleCase } from "./repository/visibility";
import { updateCaseRow } from "./repository/writes";
import { addHistory, lockCase } from "./steps/complete";

export async function setPetitionerEdit(ctx: ActorContext, petitionId: string, allowed: boolean): Promise<void> {
  const { actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    const p = await lockCase(tx, actor.tenantId, petitionId);
    if (!(await findVisibleCase(tx, actor.tenantId, p.id, caseVisibility(actor)))) throw fail.notFound("Case");
    if (p.editUnlocked === allowed) return;
    await updateCaseRow(tx, actor.tenantId, p.id, { editUnlocked: allowed });
    await addHistory(tx, { tenantId: actor.tenantId, petitionId: p.id, code: null, line: { code: allowed ? "petitionerEditOpened" : "petitionerEditClosed" }, actor });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "case.edit-option", entityType: "petition", entityId: p.id, before: { editUnlocked: p.editUnlocked }, after: { editUnlocked: allowed }, ip: ctx.ip });
  });
}
