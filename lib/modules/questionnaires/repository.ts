// Drizzle code of the questionnaires: the links themselves, and the case, beneficiary and client rows
// a questionnaire reads and (on submit, inside the same transaction) updates. Every function takes tenantId.
import "server-only";
import { and, asc, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { petitionBeneficiaries, petitions, questionnaires, type PetitionRow } from "@/db/schema/cases";
import { beneficiaries, companies, companyContacts, type BeneficiaryRow, type CompanyRow } from "@/db/schema/clients";
import type { Executor } from "@/lib/server/db/client";

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
type QuestionnaireInsert = typeof questionnaires.$inferInsert;

export async function findPetition(db: Executor, tenantId: string, id: string): Promise<PetitionRow | null> {
  const rows = await db
    .select()
    .from(petitions)
    .where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, id), isNull(petitions.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** A live beneficiary named on the case, or null. */
export async function findCaseBeneficiary(db: Executor, tenantId: string, petitionId: string, beneficiaryId: string): Promise<BeneficiaryRow | null> {
  const rows = await db
    .select({ b: beneficiaries })
    .from(petitionBeneficiaries)
    .innerJoin(beneficiaries, and(eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId), eq(beneficiaries.tenantId, tenantId)))
    .where(
      and(
        eq(petitionBeneficiaries.tenantId, tenantId),
        eq(petitionBeneficiaries.petitionId, petitionId),
        eq(petitionBeneficiaries.beneficiaryId, beneficiaryId),
        isNull(beneficiaries.deletedAt),
      ),
    )
    .limit(1);
  return rows[0]?.b ?? null;
}

/** The case's primary beneficiary (or the first one), for names on the page. */
export async function findPrimaryBeneficiary(db: Executor, tenantId: string, petitionId: string): Promise<BeneficiaryRow | null> {
  const rows = await db
    .select({ b: beneficiaries })
    .from(petitionBeneficiaries)
    .innerJoin(beneficiaries, and(eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId), eq(beneficiaries.tenantId, tenantId)))
    .where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId)))
    .orderBy(desc(petitionBeneficiaries.isPrimary), asc(beneficiaries.lastName))
    .limit(1);
  return rows[0]?.b ?? null;
}

export async function findBeneficiary(db: Executor, tenantId: string, id: string): Promise<BeneficiaryRow | null> {
  const rows = await db.select().from(beneficiaries).where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id))).limit(1);
  return rows[0] ?? null;
}

export async function findCompany(db: Executor, tenantId: string, id: string): Promise<CompanyRow | null> {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The e-mail of the company's primary contact, or null. */
export async function primaryContactEmail(db: Executor, tenantId: string, companyId: string): Promise<string | null> {
  const rows = await db
    .select({ email: companyContacts.email })
    .from(companyContacts)
    .where(and(eq(companyContacts.tenantId, tenantId), eq(companyContacts.companyId, companyId), eq(companyContacts.isPrimary, true)))
    .limit(1);
  return rows[0]?.email ?? null;
}

/** Another live client of the tenant with this FEIN, or null. */
export async function findOtherCompanyByFein(db: Executor, tenantId: string, fein: string, exceptId: string): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.feiNumber, fein), ne(companies.id, exceptId), isNull(companies.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Expire the open (unsubmitted, unexpired) links of the same case, kind and beneficiary; returns them,
 * newest first, so the new link can carry their saved progress.
 */
export async function expireOpenLinks(
  db: Executor,
  tenantId: string,
  key: { petitionId: string; kind: string; beneficiaryId: string | null },
  now: Date,
): Promise<QuestionnaireRow[]> {
  const rows = await db
    .update(questionnaires)
    .set({ expiresAt: now, updatedAt: now })
    .where(
      and(
        eq(questionnaires.tenantId, tenantId),
        eq(questionnaires.petitionId, key.petitionId),
        eq(questionnaires.kind, key.kind),
        key.beneficiaryId ? eq(questionnaires.beneficiaryId, key.beneficiaryId) : isNull(questionnaires.beneficiaryId),
        ne(questionnaires.status, "submitted"),
        gt(questionnaires.expiresAt, now),
      ),
    )
    .returning();
  return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime());
}

export async function insertQuestionnaire(db: Executor, values: QuestionnaireInsert): Promise<QuestionnaireRow> {
  const [row] = await db.insert(questionnaires).values(values).returning();
  return row;
}

/** The link with this token hash in the tenant (any state), or null. */
export async function findByTokenHash(db: Executor, tenantId: string, tokenHash: string): Promise<QuestionnaireRow | null> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.tokenHash, tokenHash)))
    .limit(1);
  return rows[0] ?? null;
}

/** Re-read the link with a row lock (saves and submits of one link are serialised). */
export async function lockQuestionnaire(db: Executor, tenantId: string, id: string): Promise<QuestionnaireRow | null> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.id, id)))
    .for("update")
    .limit(1);
  return rows[0] ?? null;
}

export async function updateQuestionnaire(db: Executor, tenantId: string, id: string, patch: Partial<QuestionnaireInsert>): Promise<QuestionnaireRow> {
  const [row] = await db
    .update(questionnaires)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.id, id)))
    .returning();
  return row;
}

/** Submitted questionnaires of a case, oldest first. */
export async function listSubmitted(db: Executor, tenantId: string, petitionId: string): Promise<QuestionnaireRow[]> {
  return db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.petitionId, petitionId), eq(questionnaires.status, "submitted")))
    .orderBy(asc(questionnaires.submittedAt));
}

/** Every link of a case with its beneficiary's name (no answers), newest first. */
export async function listCaseLinks(db: Executor, tenantId: string, petitionId: string) {
  return db
    .select({
      id: questionnaires.id,
      kind: questionnaires.kind,
      beneficiaryId: questionnaires.beneficiaryId,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      sentTo: questionnaires.sentTo,
      status: questionnaires.status,
      expiresAt: questionnaires.expiresAt,
      submittedAt: questionnaires.submittedAt,
      createdAt: questionnaires.createdAt,
      updatedAt: questionnaires.updatedAt,
    })
    .from(questionnaires)
    .leftJoin(beneficiaries, and(eq(beneficiaries.id, questionnaires.beneficiaryId), eq(beneficiaries.tenantId, questionnaires.tenantId)))
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.petitionId, petitionId)))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
}

/**
 * Maintenance across firms (the start's backfill, numbers.ts): up to `limit` links whose stored answers still
 * hold one of `keys` as a field name at any depth, locked (skip locked: two starting servers share the work).
 */
export async function lockRowsWithAnswerKeys(db: Executor, keys: readonly string[], limit: number): Promise<QuestionnaireRow[]> {
  // jsonb's text form writes a field name as "name": (a quote inside a string is escaped, so no value matches).
  const pattern = `"(${keys.join("|")})": `;
  return db
    .select()
    .from(questionnaires)
    .where(sql`${questionnaires.answers}::text ~ ${pattern}`)
    .orderBy(asc(questionnaires.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The answers and their sealed numbers, leaving updated_at (which orders a case's links) as it was. */
export async function storeSealedAnswers(db: Executor, tenantId: string, id: string, v: { answers: Record<string, unknown>; answerNumbersSealed: string | null }): Promise<void> {
  await db
    .update(questionnaires)
    .set(v)
    .where(and(eq(questionnaires.tenantId, tenantId), eq(questionnaires.id, id)));
}
