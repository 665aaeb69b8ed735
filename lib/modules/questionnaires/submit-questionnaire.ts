// POST /api/questionnaire/submit: validate the whole questionnaire of the link's kind, store the parsed
// answers, update the firm's record it covers (beneficiary identity and passport, or the client's
// profile), write the case history and, for a beneficiary, complete SUBMIT_BY_BENEFICIARY when it is
// the case's next step — all in one transaction. The link cannot be used again afterwards.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import { zodFieldErrors } from "@/lib/server/http/zod-errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { addressErrors, countryErrors } from "@/lib/modules/masterdata/address-checks";
import { DUPLICATE_FEIN_MESSAGE } from "@/lib/modules/companies/service";
import { applyDependantChanges, dependantsOf } from "@/lib/modules/beneficiaries/dependants";
import { dobErrors } from "@/lib/modules/beneficiaries/service";
import { openBeneficiary, sealBeneficiaryNumbers } from "@/lib/modules/beneficiaries/numbers";
import { takeAnswers } from "@/lib/modules/beneficiaries/provenance";
import { getMasterRow } from "@/lib/modules/masterdata/service";
import { isUniqueViolation } from "@/lib/server/db/errors";
import type { MasterCategory } from "@/lib/modules/masterdata/categories";
import { caseStaffRecipients, notifyCase } from "@/lib/modules/cases/case-recipients";
import { addHistory, completeActivity, lockCase } from "@/lib/modules/cases/steps/complete";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { type Actor } from "@/lib/modules/workflow/engine";
import { canAct } from "@/lib/modules/workflow/rules";
import { ROLE } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { ANSWER_SCHEMAS, type BeneficiaryAnswers, type PermBeneficiaryAnswers, type PermEmployerAnswers, type PetitionerAnswers, type SponsorAnswers, type SponsorConfirmationAnswers } from "./answers";
import { NO_SPONSOR_ANSWERS_MESSAGE, SPONSOR_NAME_MESSAGE, type AnswersBody, type QuestionnaireKind, type SubmitResult } from "./contract";
import { answersOf, sealAnswers } from "./numbers";
import { beneficiaryPatch, dependantChanges, petitionerPatch, sponsorPatch } from "./records";
import { updateBeneficiaryRecord } from "@/lib/modules/beneficiaries/service";
import { updateClientRecord } from "@/lib/modules/companies/service";
import { findBeneficiary, findCompany, findOtherCompanyByFein, lockQuestionnaire, updateQuestionnaire } from "./repository";
import { asKind, openLink, pickSections, submittedSponsorAnswers, throwIfClosed } from "./token-link";
import type { PublicContext } from "@/lib/server/context";

const SUBMIT_CODE = "SUBMIT_BY_BENEFICIARY";
/** The history line of a submitted questionnaire (shown in the reader's language). */
const submittedLine = (kind: QuestionnaireKind) => ({ code: "questionnaireSubmitted", params: { kind } }) as const;

type Answers = BeneficiaryAnswers | PetitionerAnswers | SponsorAnswers | PermEmployerAnswers | PermBeneficiaryAnswers | SponsorConfirmationAnswers;

/** A name compared as typed by a person: case, accents and spacing aside. */
const nameKey = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** The names the sponsor may sign with: first + last, with or without the middle name, as in their questionnaire. */
export function sponsorNameMatches(typed: string, identity: { firstName?: string; middleName?: string | null; lastName?: string } | undefined): boolean {
  if (!identity?.firstName || !identity.lastName) return false;
  const full = [identity.firstName, identity.middleName, identity.lastName].filter(Boolean).join(" ");
  return [full, `${identity.firstName} ${identity.lastName}`].map(nameKey).includes(nameKey(typed));
}

async function masterErrors(db: Executor, tenantId: string, checks: { key: string; label: string; category: MasterCategory; id: number }[]) {
  const errors: Record<string, string> = {};
  for (const c of checks) if (!(await getMasterRow(db, tenantId, c.category, c.id))?.active) errors[c.key] = MSG.invalid(c.label);
  return errors;
}

/** Checks that need the database or the caller's calendar day (countries, zip codes, master data, dates of birth). */
async function recordErrors(db: Executor, tenantId: string, today: string, kind: QuestionnaireKind, a: Answers, companyId: string | null, petitionId: string) {
  if (kind === "beneficiary") {
    const b = a as BeneficiaryAnswers;
    return {
      ...dobErrors(b.identity.dateOfBirth, today, "identity.dateOfBirth"),
      ...Object.assign({}, ...b.dependants.map((d, i) => dobErrors(d.dateOfBirth, today, `dependants.${i}.dateOfBirth`))),
      ...(await countryErrors(db, tenantId, [
        { key: "identity.countryOfBirthId", label: "Country of Birth", id: b.identity.countryOfBirthId },
        { key: "identity.citizenshipCountryId", label: "Country of Citizenship", id: b.identity.citizenshipCountryId },
        { key: "passport.passportCountryId", label: "Passport Issuing Country", id: b.passport.passportCountryId },
        ...b.education.map((e, i) => ({ key: `education.${i}.countryId`, label: "Country", id: e.countryId })),
        ...b.employment.map((e, i) => ({ key: `employment.${i}.countryId`, label: "Country", id: e.countryId })),
        ...b.dependants.map((d, i) => ({ key: `dependants.${i}.countryOfBirthId`, label: "Country of Birth", id: d.countryOfBirthId })),
      ])),
      ...(await addressErrors(db, tenantId, b.addresses.current, "addresses.current")),
      ...(await addressErrors(db, tenantId, b.addresses.foreign, "addresses.foreign")),
    };
  }
  if (kind === "petitioner") {
    const p = a as PetitionerAnswers;
    const taken = companyId ? await findOtherCompanyByFein(db, tenantId, p.company.fein, companyId) : null;
    return {
      ...(taken ? { "company.fein": DUPLICATE_FEIN_MESSAGE } : {}),
      ...(await addressErrors(db, tenantId, p.company.address, "company.address")),
      ...(await addressErrors(db, tenantId, p.job.worksite, "job.worksite")),
      ...(await masterErrors(db, tenantId, [
        { key: "job.socCodeId", label: "SOC Code", category: "soc_codes", id: p.job.socCodeId },
        { key: "job.wageFrequencyId", label: "Wage Frequency", category: "salary_frequencies", id: p.job.wageFrequencyId },
        { key: "job.wageLevelId", label: "Wage Level", category: "wage_levels", id: p.job.wageLevelId },
      ])),
    };
  }
  if (kind === "perm_employer") {
    const e = a as PermEmployerAnswers;
    return {
      ...(await addressErrors(db, tenantId, e.employer.address, "employer.address")),
      ...(await addressErrors(db, tenantId, e.position.worksite, "position.worksite")),
      ...(await masterErrors(db, tenantId, [
        { key: "position.socCodeId", label: "SOC Code", category: "soc_codes", id: e.position.socCodeId },
        { key: "position.wageFrequencyId", label: "Wage Frequency", category: "salary_frequencies", id: e.position.wageFrequencyId },
      ])),
    };
  }
  if (kind === "perm_beneficiary") {
    const w = a as PermBeneficiaryAnswers;
    return {
      ...dobErrors(w.worker.dateOfBirth, today, "worker.dateOfBirth"),
      ...(await countryErrors(db, tenantId, [
        { key: "worker.countryOfBirthId", label: "Country of Birth", id: w.worker.countryOfBirthId },
        { key: "worker.citizenshipCountryId", label: "Country of Citizenship", id: w.worker.citizenshipCountryId },
        ...w.education.map((e, i) => ({ key: `education.${i}.countryId`, label: "Country", id: e.countryId })),
        ...w.experience.map((e, i) => ({ key: `experience.${i}.countryId`, label: "Country", id: e.countryId })),
      ])),
      ...(await addressErrors(db, tenantId, w.worker.address, "worker.address")),
    };
  }
  if (kind === "sponsor_confirmation") {
    // The typed name signs the confirmation: it must be the sponsor's, as in the answers being confirmed.
    const answered = await submittedSponsorAnswers(db, tenantId, petitionId);
    if (!answered) return { kind: NO_SPONSOR_ANSWERS_MESSAGE };
    const identity = answersOf(answered).identity as Parameters<typeof sponsorNameMatches>[1];
    return sponsorNameMatches((a as SponsorConfirmationAnswers).commitment.fullName, identity) ? {} : { "commitment.fullName": SPONSOR_NAME_MESSAGE };
  }
  const s = a as SponsorAnswers;
  return {
    ...dobErrors(s.identity.dateOfBirth, today, "identity.dateOfBirth"),
    ...(await countryErrors(db, tenantId, [{ key: "identity.citizenshipCountryId", label: "Country of Citizenship", id: s.identity.citizenshipCountryId }])),
    ...(await addressErrors(db, tenantId, s.address.address, "address.address")),
  };
}

/** Who answers a PERM questionnaire: the worker (as the beneficiary), or the employer (as the case's client). */
async function permRespondent(tx: Executor, tenantId: string, kind: "perm_employer" | "perm_beneficiary", beneficiaryId: string | null, companyId: string | null) {
  if (kind === "perm_beneficiary") {
    const b = beneficiaryId ? await findBeneficiary(tx, tenantId, beneficiaryId) : null;
    if (!b || b.deletedAt) throw fail.notFound("Beneficiary");
    const actor: Actor = { userId: b.userId ?? null, roleId: ROLE.BENEFICIARY, tenantId };
    return { actor, name: [b.firstName, b.lastName].filter(Boolean).join(" ") || null, record: { beneficiaryId: b.id, fields: [] } };
  }
  const company = companyId ? await findCompany(tx, tenantId, companyId) : null;
  if (!company) throw fail.conflict("The client of this case no longer exists. Please contact your law firm");
  const actor: Actor = { userId: null, roleId: ROLE.PETITIONER, tenantId };
  return { actor, name: company.name, record: { companyId: company.id, fields: [] } };
}

export async function submitQuestionnaire(ctx: PublicContext, body: AnswersBody): Promise<SubmitResult> {
  const { db, tenant } = ctx;
  const tenantId = tenant.id;
  const { row: found, petition: foundCase } = await openLink(ctx);
  const kind = asKind(found.kind);
  const parsed = ANSWER_SCHEMAS[kind].safeParse(pickSections(kind, body));
  if (!parsed.success) throw fail.validation(zodFieldErrors(parsed.error));
  const answers = parsed.data as Answers;
  const errors = await recordErrors(db, tenantId, ctx.clock.today, kind, answers, foundCase.petitionerId, foundCase.id);
  if (Object.keys(errors).length > 0) throw fail.validation(errors);

  const out = await db.transaction(async (tx) => {
    const petition = await lockCase(tx, tenantId, found.petitionId);
    const row = await lockQuestionnaire(tx, tenantId, found.id);
    if (!row) throw fail.notFound("Questionnaire");
    throwIfClosed(row);
    const now = new Date();
    let actor: Actor = { userId: null, roleId: ROLE.PETITIONER, tenantId };
    let record: Record<string, unknown> = {};
    let activityCompleted = false;
    let who: string | null = null;
    let line: ReturnType<typeof submittedLine> | { code: "sponsorshipConfirmed" | "sponsorshipCorrections"; params: { name: string } } = submittedLine(kind);

    if (kind === "sponsor_confirmation") {
      // The sponsor's confirmation changes no record: it is kept with the link, and the history and the
      // assigned staff say whether the sponsor confirmed or asked for corrections (and the firm acts on them).
      const c = answers as SponsorConfirmationAnswers;
      who = c.commitment.fullName;
      record = { confirmed: c.review.answersCorrect === "yes" };
      line = { code: c.review.answersCorrect === "yes" ? "sponsorshipConfirmed" : "sponsorshipCorrections", params: { name: who } };
    } else if (kind === "perm_beneficiary" || kind === "perm_employer") {
      // The PERM answers feed the ETA-9089 draft the attorney prepares and reviews: they are kept as
      // answered and change no record (see README "PERM questionnaires").
      const respondent = await permRespondent(tx, tenantId, kind, row.beneficiaryId, petition.petitionerId);
      actor = respondent.actor;
      who = respondent.name;
      record = respondent.record;
    } else if (kind === "beneficiary") {
      const b = row.beneficiaryId ? await findBeneficiary(tx, tenantId, row.beneficiaryId) : null;
      if (!b || b.deletedAt) throw fail.notFound("Beneficiary");
      actor = { userId: b.userId ?? null, roleId: ROLE.BENEFICIARY, tenantId };
      who = [b.firstName, b.lastName].filter(Boolean).join(" ") || null;
      // The answers meet the record's values (README "Answers on the record"): empty fields and values
      // that came from a questionnaire take them; a value typed by the firm is kept and the answer noted.
      const answered = takeAnswers(openBeneficiary(b), b.fieldSources, beneficiaryPatch(answers as BeneficiaryAnswers), {
        questionnaireId: row.id,
        questionnaireKind: kind,
        at: now.toISOString(),
      });
      const { passportNumber, i94Number, ...fields } = answered.take as ReturnType<typeof beneficiaryPatch>;
      await updateBeneficiaryRecord(tx, tenantId, b.id, { ...fields, fieldSources: answered.sources, ...sealBeneficiaryNumbers(tenantId, b.id, { passportNumber, i94Number }) });
      const family = dependantChanges(await dependantsOf(tx, tenantId, b.id), (answers as BeneficiaryAnswers).dependants);
      await applyDependantChanges(tx, tenantId, b.id, family);
      record = { beneficiaryId: b.id, fields: Object.keys(answered.take), kept: answered.kept, dependants: { updated: family.updates.length, added: family.inserts.length } };
      // Completes the step only when it is the case's next one and the firm lets beneficiaries act on it;
      // otherwise the answers are kept and the history says so (the firm moves the case on itself).
      const entry = (await getWorkflow(tx, tenantId)).find((e) => e.code === SUBMIT_CODE);
      const isNext = petition.nextWorkflowActivity === SUBMIT_CODE && !petition.completedActivities.includes(SUBMIT_CODE);
      if (isNext && canAct(entry, ROLE.BENEFICIARY)) {
        await completeActivity(tx, { petition, code: SUBMIT_CODE, actor, line: submittedLine("beneficiary"), ip: ctx.ip });
        activityCompleted = true;
      }
    } else {
      // The client (a company, or an individual sponsor) answers as the case's petitioner.
      const company = petition.petitionerId ? await findCompany(tx, tenantId, petition.petitionerId) : null;
      if (!company) throw fail.conflict("The client of this case no longer exists. Please contact your law firm");
      const patch = kind === "petitioner" ? petitionerPatch(answers as PetitionerAnswers) : sponsorPatch(answers as SponsorAnswers);
      try {
        await updateClientRecord(tx, tenantId, company.id, { ...patch, profileUpdatedOn: new Date() });
      } catch (e) {
        if (isUniqueViolation(e)) throw fail.validation({ "company.fein": DUPLICATE_FEIN_MESSAGE });
        throw e;
      }
      record = { companyId: company.id, fields: Object.keys(patch) };
      who = company.name;
    }
    if (!activityCompleted) await addHistory(tx, { tenantId, petitionId: petition.id, code: null, line, actor });

    // The staff assigned to the case are told (notification "questionnaire.submitted").
    await notifyCase(tx, petition, {
      actorUserId: actor.userId,
      recipients: await caseStaffRecipients(tx, tenantId, petition.id),
      kind: "questionnaire.submitted",
      params: { questionnaire: kind, name: who },
    });

    const saved = await updateQuestionnaire(tx, tenantId, row.id, { ...sealAnswers(row.id, answers as Record<string, unknown>), status: "submitted", submittedAt: now });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "questionnaire.submit",
      entityType: "questionnaire",
      entityId: row.id,
      before: { status: row.status },
      after: { status: "submitted", petitionId: petition.id, kind, activityCompleted, record },
      ip: ctx.ip,
    });
    return { status: "submitted" as const, submittedAt: (saved.submittedAt ?? now).toISOString(), activityCompleted };
  });
  kickOutbox(db);
  return out;
}
