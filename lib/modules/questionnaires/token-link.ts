// The questionnaire behind a token link (no session): the token comes as `Authorization: Bearer`,
// is hashed and looked up in the firm of the host. Unknown (or another firm's) → 404, submitted →
// 410 QUESTIONNAIRE_SUBMITTED, expired or replaced → 410 QUESTIONNAIRE_EXPIRED.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { hashToken } from "@/lib/server/auth/crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import { AppError, fail } from "@/lib/server/errors";
import { getMasterRow } from "@/lib/modules/masterdata/service";
import type { PetitionRow } from "@/db/schema/cases";
import {
  QUESTIONNAIRE_EXPIRED_MESSAGE,
  QUESTIONNAIRE_KINDS,
  QUESTIONNAIRE_SCHEMA_VERSION,
  QUESTIONNAIRE_SUBMITTED_MESSAGE,
  SECTIONS,
  type AnswersBody,
  type FilledQuestionnaire,
  type QuestionnaireDetails,
  type QuestionnaireKind,
  type QuestionnaireStatus,
  type SaveResult,
} from "./contract";
import { dependantsOf } from "@/lib/modules/beneficiaries/dependants";
import { beneficiaryPrefill, companyName, permEmployerPrefill, permWorkerPrefill, petitionerPrefill, sponsorPrefill } from "./records";
import { findBeneficiary, findByTokenHash, findCompany, findPetition, findPrimaryBeneficiary, listSubmitted, lockQuestionnaire, updateQuestionnaire, type QuestionnaireRow } from "./repository";
import type { PublicContext } from "@/lib/server/context";
import { openBeneficiary } from "@/lib/modules/beneficiaries/numbers";
import { answersOf, sealAnswers } from "./numbers";


export type LinkState = "open" | "submitted" | "expired" | "unknown";

export const asKind = (k: string): QuestionnaireKind => (QUESTIONNAIRE_KINDS as readonly string[]).includes(k) ? (k as QuestionnaireKind) : "beneficiary";

export function stateOf(row: QuestionnaireRow, now = new Date()): Exclude<LinkState, "unknown"> {
  if (row.status === "submitted") return "submitted";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

export function throwIfClosed(row: QuestionnaireRow): void {
  const state = stateOf(row);
  if (state === "submitted") throw new AppError("QUESTIONNAIRE_SUBMITTED", QUESTIONNAIRE_SUBMITTED_MESSAGE);
  if (state === "expired") throw new AppError("QUESTIONNAIRE_EXPIRED", QUESTIONNAIRE_EXPIRED_MESSAGE);
}

/** The link of a token in the firm with its case (any state), or null when unknown or the case is gone. */
export async function findLink(db: Executor, tenantId: string, raw: string): Promise<{ row: QuestionnaireRow; petition: PetitionRow } | null> {
  if (!raw || raw.length > 200) return null;
  const row = await findByTokenHash(db, tenantId, hashToken(raw));
  if (!row) return null;
  const petition = await findPetition(db, tenantId, row.petitionId);
  return petition ? { row, petition } : null;
}

/** The usable (open) link of the request's bearer token, or the 404/410 the page explains. */
export async function openLink(ctx: PublicContext): Promise<{ row: QuestionnaireRow; petition: PetitionRow }> {
  const link = await findLink(ctx.db, ctx.tenant.id, ctx.bearer ?? "");
  if (!link) throw fail.notFound("Questionnaire");
  throwIfClosed(link.row);
  return link;
}

/** For the pages: what a token opens, without using it. */
export async function linkStatus(db: Executor, tenant: TenantRow, raw: string): Promise<{ state: LinkState; kind: QuestionnaireKind | null }> {
  const link = await findLink(db, tenant.id, raw);
  if (!link) return { state: "unknown", kind: null };
  return { state: stateOf(link.row), kind: asKind(link.row.kind) };
}

/** Names and case facts shown on the questionnaire page. */
export async function caseFacts(db: Executor, tenantId: string, row: Pick<QuestionnaireRow, "beneficiaryId">, petition: PetitionRow) {
  const beneficiary = row.beneficiaryId ? await findBeneficiary(db, tenantId, row.beneficiaryId) : await findPrimaryBeneficiary(db, tenantId, petition.id);
  const company = petition.petitionerId ? await findCompany(db, tenantId, petition.petitionerId) : null;
  const type = await getMasterRow(db, tenantId, "petition_types", petition.typeId);
  return {
    caseNumber: petition.customCaseNumber ?? petition.caseNumber,
    caseType: type?.name ?? null,
    beneficiary,
    company,
    beneficiaryName: beneficiary ? `${beneficiary.firstName} ${beneficiary.lastName}`.trim() : null,
    petitionerName: company ? companyName(company) : null,
  };
}

/** A submitted questionnaire as the read-only views show it (parsed answers). */
export async function toFilled(db: Executor, tenantId: string, q: QuestionnaireRow): Promise<FilledQuestionnaire> {
  const b = q.beneficiaryId ? await findBeneficiary(db, tenantId, q.beneficiaryId) : null;
  return {
    id: q.id,
    kind: asKind(q.kind),
    schemaVersion: QUESTIONNAIRE_SCHEMA_VERSION,
    beneficiaryId: q.beneficiaryId,
    beneficiaryName: b ? `${b.firstName} ${b.lastName}`.trim() : null,
    sentTo: q.sentTo,
    submittedAt: q.submittedAt?.toISOString() ?? null,
    answers: answersOf(q),
  };
}

/** The latest submitted sponsor questionnaire of a case (what the sponsor's confirmation is about), or null. */
export async function submittedSponsorAnswers(db: Executor, tenantId: string, petitionId: string): Promise<QuestionnaireRow | null> {
  return (await listSubmitted(db, tenantId, petitionId)).filter((q) => q.kind === "sponsor").at(-1) ?? null;
}

/** POST /api/questionnaire/details */
export async function questionnaireDetails(ctx: PublicContext): Promise<QuestionnaireDetails> {
  const { row, petition } = await openLink(ctx);
  const kind = asKind(row.kind);
  const facts = await caseFacts(ctx.db, ctx.tenant.id, row, petition);
  let prefill: Record<string, unknown> = {};
  if (kind === "beneficiary" && facts.beneficiary) prefill = beneficiaryPrefill(openBeneficiary(facts.beneficiary), await dependantsOf(ctx.db, ctx.tenant.id, facts.beneficiary.id));
  if (kind === "petitioner" && facts.company) prefill = petitionerPrefill(facts.company);
  if (kind === "sponsor" && facts.company) prefill = sponsorPrefill(facts.company);
  if (kind === "perm_employer" && facts.company) prefill = permEmployerPrefill(facts.company);
  if (kind === "perm_beneficiary" && facts.beneficiary) prefill = permWorkerPrefill(openBeneficiary(facts.beneficiary));
  const answered = kind === "sponsor_confirmation" ? await submittedSponsorAnswers(ctx.db, ctx.tenant.id, petition.id) : null;
  return {
    id: row.id,
    kind,
    schemaVersion: QUESTIONNAIRE_SCHEMA_VERSION,
    status: row.status as QuestionnaireStatus,
    expiresAt: row.expiresAt.toISOString(),
    firmName: ctx.tenant.name,
    caseNumber: facts.caseNumber,
    caseType: facts.caseType,
    beneficiaryName: facts.beneficiaryName,
    petitionerName: facts.petitionerName,
    answers: answersOf(row),
    prefill,
    review: answered ? await toFilled(ctx.db, ctx.tenant.id, answered) : null,
  };
}

/** The sections of `kind` present in a body (other keys, such as timezone and today, are ignored). */
export function pickSections(kind: QuestionnaireKind, body: AnswersBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SECTIONS[kind] as readonly string[]) if (key in body && body[key] !== null) out[key] = body[key];
  return out;
}

/**
 * POST /api/questionnaire/save: merge the given sections into the saved progress as typed (drafts are
 * not validated; submit validates everything) and mark the link in progress.
 */
export async function saveProgress(ctx: PublicContext, body: AnswersBody): Promise<SaveResult> {
  const { row: found } = await openLink(ctx);
  const kind = asKind(found.kind);
  const sections = pickSections(kind, body);
  const tenantId = ctx.tenant.id;
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await lockQuestionnaire(tx, tenantId, found.id);
    if (!row) throw fail.notFound("Questionnaire");
    throwIfClosed(row);
    const updated = await updateQuestionnaire(tx, tenantId, row.id, { ...sealAnswers(row.id, { ...answersOf(row), ...sections }), status: "in_progress" });
    await writeAudit(tx, {
      tenantId,
      actorUserId: null,
      actorRoleId: null,
      action: "questionnaire.save",
      entityType: "questionnaire",
      entityId: row.id,
      before: { status: row.status },
      after: { status: updated.status, sections: Object.keys(sections) },
      ip: ctx.ip,
    });
    return updated;
  });
  return { status: saved.status as QuestionnaireStatus, savedSections: Object.keys(sections), updatedAt: saved.updatedAt.toISOString() };
}
