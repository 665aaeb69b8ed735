// Submitted answers, read-only: POST /api/questionnaire/filled (staff and the case's petitioner, every
// submitted questionnaire of a case) and POST /api/questionnaire/view (the person who filled a link,
// with its token, until the link's expiry date).
import "server-only";
import { fail, AppError } from "@/lib/server/errors";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { isPermKind, QUESTIONNAIRE_EXPIRED_MESSAGE, type FilledCase } from "./contract";
import { listSubmitted } from "./repository";
import { asKind, caseFacts, findLink, stateOf, toFilled } from "./token-link";
import type { PublicContext } from "@/lib/server/context";
import type { ActorContext } from "@/lib/server/context";

/**
 * Every submitted questionnaire of a case the caller reaches (404 outside the reach or another firm's);
 * `perm` true: the PERM questionnaires only, false: the others only.
 */
export async function filledQuestionnaires(ctx: ActorContext, body: { petitionId: string; perm?: boolean }): Promise<FilledCase> {
  const { db, tenant, actor } = ctx;
  const petition = await visibleCaseOr404(db, actor, body.petitionId);
  const rows = (await listSubmitted(db, tenant.id, petition.id)).filter((q) => body.perm === undefined || isPermKind(asKind(q.kind)) === body.perm);
  const facts = await caseFacts(db, tenant.id, rows[0] ?? { beneficiaryId: null }, petition);
  return {
    petitionId: petition.id,
    firmName: tenant.name,
    caseNumber: facts.caseNumber,
    caseType: facts.caseType,
    petitionerName: facts.petitionerName,
    questionnaires: await Promise.all(rows.map((q) => toFilled(db, tenant.id, q))),
  };
}

/**
 * The submitted answers of the bearer token's own link, until the link's expiry date (an open link has
 * none yet: the list is empty and the page leads back to the form). Unknown → 404; expired → 410
 * QUESTIONNAIRE_EXPIRED.
 */
export async function viewOwnAnswers(ctx: PublicContext): Promise<FilledCase> {
  const link = await findLink(ctx.db, ctx.tenant.id, ctx.bearer ?? "");
  if (!link) throw fail.notFound("Questionnaire");
  if (link.row.expiresAt.getTime() <= Date.now()) throw new AppError("QUESTIONNAIRE_EXPIRED", QUESTIONNAIRE_EXPIRED_MESSAGE);
  const facts = await caseFacts(ctx.db, ctx.tenant.id, link.row, link.petition);
  const own = await toFilled(ctx.db, ctx.tenant.id, link.row);
  return {
    petitionId: link.petition.id,
    firmName: ctx.tenant.name,
    caseNumber: facts.caseNumber,
    caseType: facts.caseType,
    petitionerName: facts.petitionerName,
    questionnaires: stateOf(link.row) === "submitted" ? [own] : [],
  };
}
