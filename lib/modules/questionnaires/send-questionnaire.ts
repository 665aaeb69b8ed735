// POST /api/petition/send-questionnaire: a new token link for a case (beneficiary, petitioner, sponsor,
// the PERM questionnaire of the employer or of the worker, or the sponsor's confirmation of their answers), replacing the open link of the same case,
// kind and beneficiary, e-mailed.
import "server-only";
import { randomUUID } from "node:crypto";
import { tenantUrl } from "@/lib/server/tenancy/tenant";
import { newToken, hashToken } from "@/lib/server/auth/crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import { enqueueMail, kickOutbox } from "@/lib/server/mail/outbox";
import { fail } from "@/lib/server/errors";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import { addHistory, lockCase } from "@/lib/modules/cases/steps/complete";
import { MSG } from "@/lib/shared/validation/messages";
import { FILL_PATHS, forBeneficiary, isPermKind, NO_SPONSOR_ANSWERS_MESSAGE, PERM_KIND_MESSAGE, PERM_SUB_TYPES, QUESTIONNAIRE_TTL_DAYS, type SendQuestionnaireBody, type SendQuestionnaireResult } from "./contract";
import { questionnaireMail } from "./emails";
import { answersOf, sealAnswers } from "./numbers";
import { companyName } from "./records";
import { shortLinkUrl } from "./short-link";
import { submittedSponsorAnswers } from "./token-link";
import { expireOpenLinks, findCaseBeneficiary, findCompany, insertQuestionnaire, primaryContactEmail } from "./repository";
import type { ActorContext } from "@/lib/server/context";

export async function sendQuestionnaire(ctx: ActorContext, body: SendQuestionnaireBody): Promise<SendQuestionnaireResult> {
  const { db, tenant, actor } = ctx;
  const tenantId = tenant.id;
  await visibleCaseOr404(db, actor, body.petitionId);

  const raw = newToken();
  const out = await db.transaction(async (tx) => {
    const petition = await lockCase(tx, tenantId, body.petitionId);
    if (isPermKind(body.kind) && !PERM_SUB_TYPES.includes(petition.subTypeId ?? -1)) throw fail.validation({ kind: PERM_KIND_MESSAGE });
    let name: string | null = null;
    let email = body.email ?? null;
    let beneficiaryId: string | null = null;
    if (forBeneficiary(body.kind)) {
      const b = body.beneficiaryId ? await findCaseBeneficiary(tx, tenantId, petition.id, body.beneficiaryId) : null;
      if (!b) throw fail.validation({ beneficiaryId: MSG.invalid("Beneficiary") });
      beneficiaryId = b.id;
      name = `${b.firstName} ${b.lastName}`.trim();
      email ??= b.email;
    } else {
      const company = petition.petitionerId ? await findCompany(tx, tenantId, petition.petitionerId) : null;
      if (!company) throw fail.conflict("The case has no client to send this questionnaire to");
      const forSponsor = body.kind === "sponsor" || body.kind === "sponsor_confirmation";
      if (forSponsor && company.accountType !== "Individual") {
        throw fail.validation({ kind: "The sponsor questionnaire is for cases of an individual sponsor" });
      }
      name = companyName(company);
      if (body.kind === "sponsor_confirmation") {
        // The sponsor confirms the answers they submitted: the e-mail they gave there comes first.
        const answered = await submittedSponsorAnswers(tx, tenantId, petition.id);
        if (!answered) throw fail.validation({ kind: NO_SPONSOR_ANSWERS_MESSAGE });
        email ??= ((answersOf(answered).identity as { email?: string } | undefined)?.email ?? null) || company.email;
      }
      email ??= (forSponsor ? null : await primaryContactEmail(tx, tenantId, company.id)) ?? company.email;
    }
    if (!email) throw fail.validation({ email: MSG.required("Email") });

    const now = new Date();
    const replaced = await expireOpenLinks(tx, tenantId, { petitionId: petition.id, kind: body.kind, beneficiaryId }, now);
    // The saved progress of the replaced link carries over, so re-sending never loses answers.
    const from = replaced.find((r) => Object.keys(r.answers).length > 0 || r.answerNumbersSealed);
    const carried = from ? answersOf(from) : {};
    // The id is chosen here: the sealed numbers of the answers are bound to it.
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + QUESTIONNAIRE_TTL_DAYS * 24 * 60 * 60_000);
    const row = await insertQuestionnaire(tx, {
      id,
      tenantId,
      petitionId: petition.id,
      beneficiaryId,
      kind: body.kind,
      tokenHash: hashToken(raw),
      sentTo: email,
      ...sealAnswers(id, carried),
      status: Object.keys(carried).length > 0 ? "in_progress" : "sent",
      expiresAt,
    });
    const caseNumber = petition.customCaseNumber ?? petition.caseNumber;
    const mail = questionnaireMail({
      kind: body.kind,
      firmName: tenant.name,
      caseNumber,
      name,
      link: tenantUrl(tenant.slug, `${FILL_PATHS[body.kind]}?token=${encodeURIComponent(raw)}`),
      shortLink: shortLinkUrl(tenant.slug, raw),
      expiresOn: expiresAt.toISOString().slice(0, 10),
    });
    await enqueueMail(tx, { tenantId, to: email, ...mail });
    await addHistory(tx, {
      tenantId,
      petitionId: petition.id,
      code: null,
      line: { code: "questionnaireSent", params: { kind: body.kind, email } },
      actor: { userId: actor.userId, roleId: actor.roleId, tenantId },
    });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "questionnaire.send",
      entityType: "questionnaire",
      entityId: row.id,
      before: replaced.length ? { replacedIds: replaced.map((r) => r.id) } : null,
      after: { petitionId: petition.id, kind: body.kind, beneficiaryId, sentTo: email, expiresAt: expiresAt.toISOString() },
      ip: ctx.ip,
    });
    return { questionnaireId: row.id, sentTo: email, expiresAt: expiresAt.toISOString() };
  });
  kickOutbox(db);
  return out;
}
