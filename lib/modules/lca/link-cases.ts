// Link an LCA to the cases it backs, and unlink it. The case's client must be the LCA's employer; a
// link to an approved case stays (the LCA is part of what was approved). The workflow's LCA_SUBMIT
// needs a filed or certified LCA linked to the case (cases' confirm-review reads the links).
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { can } from "@/lib/shared/permissions";
import type { LcaCaseLinkBody, LcaDto } from "./contract";
import { lcaOr404, toLcaDto } from "./lca-details";
import { casesOf, insertHistory, linkCase, unlinkCase } from "./repository/lcas";

export const NOT_EMPLOYER = "The case's client is not this LCA's employer";
export const APPROVED_LINK = "The case is approved with this LCA: the link stays";

export async function setCaseLink(ctx: ActorContext, body: LcaCaseLinkBody, linked: boolean): Promise<LcaDto> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const l = await lcaOr404(tx, actor, body.lcaId, { forUpdate: true });
    if (!can(actor, "lca.update", { branchId: l.branchId })) throw fail.forbidden("Your role cannot change this LCA's cases");
    const c = await visibleCaseOr404(tx, actor, body.petitionId);
    if (linked) {
      if (c.petitionerId !== l.petitionerId) throw fail.validation({ petitionId: NOT_EMPLOYER });
      await linkCase(tx, actor.tenantId, l.id, c.id);
    } else {
      const current = (await casesOf(tx, actor.tenantId, l.id)).find((x) => x.petitionId === c.id);
      if (!current) throw fail.notFound("Link");
      if (current.approved) throw fail.conflict(APPROVED_LINK);
      await unlinkCase(tx, actor.tenantId, l.id, c.id);
    }
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: l.id, code: linked ? "case.linked" : "case.unlinked", params: { petitionId: c.id, caseNumber: c.caseNumber }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: linked ? "lca.link-case" : "lca.unlink-case", entityType: "lca", entityId: l.id, after: { petitionId: c.id }, ip: ctx.ip });
    return toLcaDto(tx, ctx, l);
  });
}
