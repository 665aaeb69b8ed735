// Writes of the cases module: the case row, its beneficiaries, bulk replace, and the look-ups that
// create and update validate against. Every query is scoped by tenantId.
import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { petitionBeneficiaries, petitions, type PetitionRow } from "@/db/schema/cases";
import { branches } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import type { CaseVisibility } from "../policy";
import { caseVisibilityCond, live } from "./visibility";

export type CaseInsert = typeof petitions.$inferInsert;

export async function insertCase(tx: Executor, values: CaseInsert): Promise<PetitionRow> {
  const [row] = await tx.insert(petitions).values(values).returning();
  return row;
}

export async function updateCaseRow(tx: Executor, tenantId: string, id: string, patch: Partial<CaseInsert>): Promise<PetitionRow> {
  const [row] = await tx
    .update(petitions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, id)))
    .returning();
  return row;
}

/** Replace the case's beneficiaries; the first is the primary one. */
export async function replaceCaseBeneficiaries(tx: Executor, tenantId: string, petitionId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(petitionBeneficiaries).where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId)));
  if (ids.length === 0) return;
  await tx.insert(petitionBeneficiaries).values(ids.map((beneficiaryId, i) => ({ tenantId, petitionId, beneficiaryId, isPrimary: i === 0 })));
}

// ---------- look-ups for create and update ----------

export type CaseCompany = { id: string; name: string; branchId: string | null; statusId: number };

export async function findLiveCompany(db: Executor, tenantId: string, id: string): Promise<CaseCompany | null> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, branchId: companies.branchId, statusId: companies.statusId })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id), isNull(companies.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** A company of the tenant, deleted or not (the "from" side of a bulk replace). */
export async function findTenantCompanyName(db: Executor, tenantId: string, id: string): Promise<string | null> {
  const rows = await db.select({ name: companies.name }).from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, id))).limit(1);
  return rows[0]?.name ?? null;
}

/** A beneficiary of the tenant, deleted or not (the "from" side of a bulk replace). */
export async function findTenantBeneficiaryName(db: Executor, tenantId: string, id: string): Promise<string | null> {
  const rows = await db
    .select({ firstName: beneficiaries.firstName, lastName: beneficiaries.lastName })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id)))
    .limit(1);
  return rows[0] ? `${rows[0].firstName} ${rows[0].lastName}` : null;
}

export type CaseBeneficiaryRecord = { id: string; companyId: string | null; branchId: string | null; userId: string | null; firstName: string; lastName: string; email: string | null };

export async function findLiveBeneficiaries(db: Executor, tenantId: string, ids: readonly string[]): Promise<CaseBeneficiaryRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: beneficiaries.id,
      companyId: beneficiaries.companyId,
      branchId: beneficiaries.branchId,
      userId: beneficiaries.userId,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      email: beneficiaries.email,
    })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), inArray(beneficiaries.id, [...ids]), isNull(beneficiaries.deletedAt)));
}

export async function findLiveBranch(db: Executor, tenantId: string, id: string): Promise<{ id: string; name: string } | null> {
  const rows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, id), isNull(branches.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Another live case of the tenant carrying this custom case number (case-insensitive). */
export async function customCaseNumberTaken(db: Executor, tenantId: string, customCaseNumber: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: petitions.id })
    .from(petitions)
    .where(
      and(
        live(tenantId),
        eq(petitions.customCaseNumber, customCaseNumber),
        exceptId ? sql`${petitions.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------- bulk replace ----------

/** Live cases within reach that name `beneficiaryId` (optionally only `ids`), locked for update. */
export async function lockCasesNamingBeneficiary(tx: Executor, tenantId: string, vis: CaseVisibility, beneficiaryId: string, ids?: readonly string[]): Promise<PetitionRow[]> {
  return tx
    .select()
    .from(petitions)
    .where(
      and(
        live(tenantId),
        caseVisibilityCond(tenantId, vis),
        sql`${petitions.id} in (select ${petitionBeneficiaries.petitionId} from ${petitionBeneficiaries}
          where ${petitionBeneficiaries.tenantId} = ${tenantId} and ${petitionBeneficiaries.beneficiaryId} = ${beneficiaryId})`,
        ids ? inArray(petitions.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(petitions.id))
    .for("update");
}

/** Live cases within reach whose petitioner is `companyId` (optionally only `ids`), locked for update. */
export async function lockCasesOfPetitioner(tx: Executor, tenantId: string, vis: CaseVisibility, companyId: string, ids?: readonly string[]): Promise<PetitionRow[]> {
  return tx
    .select()
    .from(petitions)
    .where(and(live(tenantId), caseVisibilityCond(tenantId, vis), eq(petitions.petitionerId, companyId), ids ? inArray(petitions.id, [...ids]) : undefined))
    .orderBy(asc(petitions.id))
    .for("update");
}

/** Put `toId` in place of `fromId` on the case, keeping the primary flag; drops `fromId` when `toId` is already named. */
export async function swapCaseBeneficiary(tx: Executor, tenantId: string, petitionId: string, fromId: string, toId: string): Promise<void> {
  const rows = await tx
    .select({ beneficiaryId: petitionBeneficiaries.beneficiaryId, isPrimary: petitionBeneficiaries.isPrimary })
    .from(petitionBeneficiaries)
    .where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId), inArray(petitionBeneficiaries.beneficiaryId, [fromId, toId])));
  const from = rows.find((r) => r.beneficiaryId === fromId);
  if (!from) return;
  const scope = and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId));
  if (rows.some((r) => r.beneficiaryId === toId)) {
    await tx.delete(petitionBeneficiaries).where(and(scope, eq(petitionBeneficiaries.beneficiaryId, fromId)));
    if (from.isPrimary) await tx.update(petitionBeneficiaries).set({ isPrimary: true }).where(and(scope, eq(petitionBeneficiaries.beneficiaryId, toId)));
  } else {
    await tx.update(petitionBeneficiaries).set({ beneficiaryId: toId }).where(and(scope, eq(petitionBeneficiaries.beneficiaryId, fromId)));
  }
}

/** The LCAs behind some cases, as the LCA module computed them (derived: the case's updatedAt stays). */
export async function setLcaStanding(tx: Executor, tenantId: string, rows: readonly { petitionId: string; filed: boolean; certified: boolean }[]): Promise<void> {
  for (const r of rows) {
    await tx
      .update(petitions)
      .set({ lcaFiled: r.filed, lcaCertified: r.certified })
      .where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, r.petitionId), sql`(${petitions.lcaFiled}, ${petitions.lcaCertified}) is distinct from (${r.filed}, ${r.certified})`));
  }
}

/** A case's stage inputs from the PERM or green-card module (derived: the case's updatedAt stays; stage.ts reads them). */
export async function setStageInputs(tx: Executor, tenantId: string, petitionId: string, patch: Pick<Partial<CaseInsert>, "stagePerm" | "stageUscis">): Promise<void> {
  await tx.update(petitions).set(patch).where(and(eq(petitions.tenantId, tenantId), eq(petitions.id, petitionId)));
}
