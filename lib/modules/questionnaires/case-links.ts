// POST /api/questionnaire/case-list: the questionnaire links of a case as the case page lists them — each
// kind, to whom it went, its state (sent, started, submitted, expired) and, once submitted, the page of the
// case's submitted answers. Staff and the case's petitioner (questionnaire.read), within the case reach.
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { ActorContext } from "@/lib/server/context";
import { filledPathOf, type CaseQuestionnaireRow, type LinkStateOnCase } from "./contract";
import { listCaseLinks } from "./repository";
import { asKind } from "./token-link";

/** A link's state on the case page (pure): a submitted one stays submitted after its expiry date. */
export function linkStateOnCase(row: { status: string; expiresAt: Date }, now: Date): LinkStateOnCase {
  if (row.status === "submitted") return "submitted";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.status === "in_progress" ? "started" : "sent";
}

export async function caseQuestionnaires(ctx: ActorContext, body: { petitionId: string }): Promise<CaseQuestionnaireRow[]> {
  const petition = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  const now = new Date();
  const rows = await listCaseLinks(ctx.db, ctx.actor.tenantId, petition.id);
  return rows.map((r) => {
    const kind = asKind(r.kind);
    const state = linkStateOnCase(r, now);
    return {
      id: r.id,
      kind,
      beneficiaryId: r.beneficiaryId,
      beneficiaryName: r.firstName ? `${r.firstName} ${r.lastName ?? ""}`.trim() : null,
      sentTo: r.sentTo,
      state,
      sentAt: r.createdAt.toISOString(),
      startedAt: r.status === "in_progress" ? r.updatedAt.toISOString() : null,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      expiresAt: r.expiresAt.toISOString(),
      answersPath: state === "submitted" ? `${filledPathOf(kind)}?petitionId=${petition.id}` : null,
    };
  });
}
