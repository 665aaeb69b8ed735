// Drizzle queries of the RFE cases. Every read goes through the petition's visibility rule
// (caseVisibilityCond): an RFE case is seen by exactly those who see its petition.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { petitionDocuments, petitions, type PetitionRow } from "@/db/schema/cases";
import { users } from "@/db/schema/identity";
import { rfeCases, type RfeCaseRow } from "@/db/schema/rfe";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { CaseVisibility } from "../policy";
import { caseVisibilityCond, live } from "../repository/visibility";
import type { RfeListBody } from "./contract";

export async function insertRfeCase(tx: Executor, values: typeof rfeCases.$inferInsert): Promise<RfeCaseRow> {
  const [row] = await tx.insert(rfeCases).values(values).returning();
  return row;
}

export async function updateRfeRow(tx: Executor, tenantId: string, id: string, patch: Partial<typeof rfeCases.$inferInsert>): Promise<RfeCaseRow> {
  const [row] = await tx
    .update(rfeCases)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(rfeCases.tenantId, tenantId), eq(rfeCases.id, id)))
    .returning();
  return row;
}

/** The petition's next RFE sequence number (1 for the first). */
export async function nextRfeSequence(tx: Executor, tenantId: string, petitionId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${rfeCases.sequence})` })
    .from(rfeCases)
    .where(and(eq(rfeCases.tenantId, tenantId), eq(rfeCases.petitionId, petitionId)));
  return Number(row?.max ?? 0) + 1;
}

/** The petition's open RFE case, locked for the rest of the transaction (the caller holds the case lock). */
export async function lockOpenRfe(tx: Executor, tenantId: string, petitionId: string): Promise<RfeCaseRow | null> {
  const [row] = await tx
    .select()
    .from(rfeCases)
    .where(and(eq(rfeCases.tenantId, tenantId), eq(rfeCases.petitionId, petitionId), isNull(rfeCases.closedAt)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function lockRfeRow(tx: Executor, tenantId: string, id: string): Promise<RfeCaseRow | null> {
  const [row] = await tx.select().from(rfeCases).where(and(eq(rfeCases.tenantId, tenantId), eq(rfeCases.id, id))).for("update").limit(1);
  return row ?? null;
}

/** An RFE case with its live petition, when the petition is within the actor's reach. */
export async function findVisibleRfe(db: Executor, tenantId: string, id: string, vis: CaseVisibility): Promise<{ rfe: RfeCaseRow; petition: PetitionRow } | null> {
  const [row] = await db
    .select({ rfe: rfeCases, petition: petitions })
    .from(rfeCases)
    .innerJoin(petitions, and(eq(petitions.id, rfeCases.petitionId), eq(petitions.tenantId, rfeCases.tenantId)))
    .where(and(eq(rfeCases.tenantId, tenantId), eq(rfeCases.id, id), live(tenantId), caseVisibilityCond(tenantId, vis)))
    .limit(1);
  return row ?? null;
}

const attorney = alias(users, "rfe_attorney");
const paralegal = alias(users, "rfe_paralegal");

export type RfeListRecord = {
  rfe: RfeCaseRow;
  caseNumber: string;
  customCaseNumber: string | null;
  subTypeId: number | null;
  petitionerId: string | null;
  petitionerName: string | null;
  beneficiaryName: string | null;
  attorneyName: string | null;
  paralegalName: string | null;
};

/** Still owed: the case open and nothing filed or received yet (as service.ts owed). */
const owed = () => and(isNull(rfeCases.closedAt), isNull(rfeCases.filedDate), isNull(rfeCases.receivedDate));

const SORTS = {
  dueDate: rfeCases.dueDate,
  createdAt: rfeCases.createdAt,
  noticeDate: rfeCases.noticeDate,
  caseNumber: petitions.caseNumber,
  statusId: rfeCases.statusId,
} as const;

/** One page of the RFE cases within reach, with the total of the filtered set. */
export async function listRfeCases(db: Executor, tenantId: string, vis: CaseVisibility, q: RfeListBody, today: string): Promise<{ rows: RfeListRecord[]; total: number }> {
  const m = q.filter.matcher;
  const search = q.search ? likePattern(q.search) : null;
  const where = and(
    eq(rfeCases.tenantId, tenantId),
    live(tenantId),
    caseVisibilityCond(tenantId, vis),
    m.statusIds?.length ? inArray(rfeCases.statusId, m.statusIds) : undefined,
    m.petitionerIds?.length ? inArray(petitions.petitionerId, m.petitionerIds) : undefined,
    m.kind ? eq(rfeCases.kind, m.kind) : undefined,
    m.open === true ? isNull(rfeCases.closedAt) : m.open === false ? isNotNull(rfeCases.closedAt) : undefined,
    m.overdue ? and(owed(), lt(rfeCases.dueDate, today)) : undefined,
    search
      ? (or(
          ilike(petitions.caseNumber, search),
          ilike(petitions.customCaseNumber, search),
          ilike(petitions.petitionerName, search),
          ilike(petitions.beneficiaryName, search),
        ) as SQL)
      : undefined,
  );
  const dir = q.sortOrder === "asc" ? asc : desc;
  const base = db
    .select({
      rfe: rfeCases,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      subTypeId: petitions.subTypeId,
      petitionerId: petitions.petitionerId,
      petitionerName: petitions.petitionerName,
      beneficiaryName: petitions.beneficiaryName,
      attorneyName: attorney.name,
      paralegalName: paralegal.name,
    })
    .from(rfeCases)
    .innerJoin(petitions, and(eq(petitions.id, rfeCases.petitionId), eq(petitions.tenantId, rfeCases.tenantId)))
    .leftJoin(attorney, eq(attorney.id, rfeCases.attorneyUserId))
    .leftJoin(paralegal, eq(paralegal.id, rfeCases.paralegalUserId))
    .where(where);
  const [rows, [{ total }]] = await Promise.all([
    base.orderBy(dir(SORTS[q.sortBy]), dir(rfeCases.id)).limit(q.perpage).offset(offsetOf(q.page, q.perpage)),
    db
      .select({ total: count() })
      .from(rfeCases)
      .innerJoin(petitions, and(eq(petitions.id, rfeCases.petitionId), eq(petitions.tenantId, rfeCases.tenantId)))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The names of the RFE case's attorney and paralegal. */
export async function userNames(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => !!id);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Live documents of an RFE case by category (rfe_response, rfe_scanned_copy). */
export async function rfeDocumentCounts(db: Executor, tenantId: string, rfeCaseId: string): Promise<{ response: number; scanned: number }> {
  const rows = await db
    .select({ category: petitionDocuments.category, n: count() })
    .from(petitionDocuments)
    .where(and(eq(petitionDocuments.tenantId, tenantId), eq(petitionDocuments.rfeCaseId, rfeCaseId), isNull(petitionDocuments.deletedAt)))
    .groupBy(petitionDocuments.category);
  const of = (c: string) => Number(rows.find((r) => r.category === c)?.n ?? 0);
  return { response: of("rfe_response"), scanned: of("rfe_scanned_copy") };
}
