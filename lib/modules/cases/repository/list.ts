// The list of cases (filters, sorts, pagination in SQL, one statement) and the statistics.
// Every query is scoped by tenantId and runs on an index that starts with tenant_id.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, not, or, sql, type SQL } from "drizzle-orm";
import { petitionBeneficiaries, petitions, type PetitionRow } from "@/db/schema/cases";
import { branches } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { likePattern, offsetOf } from "@/lib/shared/list";
import { RFE_STATUS_IDS, STAT_CASE_TYPES, type StatCaseType } from "../contract";
import type { CaseListMatcher, CaseSortField } from "../list-contract";
import type { CaseVisibility } from "../policy";

import { caseVisibilityCond, closedCond, live } from "./visibility";

export type CaseListQuery = {
  visibility: CaseVisibility;
  page: number;
  perpage: number;
  sortBy: CaseSortField;
  sortOrder: "asc" | "desc";
  search?: string;
  matcher: CaseListMatcher;
  petitionerId?: string;
  /** Open cases whose next activity is one of these (the dashboard's "waiting on me"); not a public filter. */
  nextActivities?: readonly string[];
};

const SORT_COLUMNS = {
  createdAt: petitions.createdAt,
  updatedAt: petitions.updatedAt,
  deadlineDate: petitions.deadlineDate,
  caseNumber: petitions.caseNumber,
  statusId: petitions.statusId,
  beneficiaryName: petitions.beneficiaryName,
  petitionerName: petitions.petitionerName,
} as const;

/** The filter conditions of spec "List filters" (see contract.ts for each key's meaning). */
export function caseFilterConds(tenantId: string, m: CaseListMatcher, extra: { petitionerId?: string; search?: string } = {}): (SQL | undefined)[] {
  const conds: (SQL | undefined)[] = [];
  if (m.statusIds?.length) conds.push(inArray(petitions.statusId, m.statusIds));
  if (m.typeIds?.length) conds.push(inArray(petitions.typeId, m.typeIds));
  if (m.subTypeIds?.length) conds.push(inArray(petitions.subTypeId, m.subTypeIds));
  const petitionerIds = [...(m.petitionerIds ?? []), ...(m.petitionerId ? [m.petitionerId] : []), ...(extra.petitionerId ? [extra.petitionerId] : [])];
  if (petitionerIds.length) conds.push(inArray(petitions.petitionerId, petitionerIds));
  if (m.beneficiaryIds?.length) {
    conds.push(
      sql`${petitions.id} in (select ${petitionBeneficiaries.petitionId} from ${petitionBeneficiaries}
        where ${petitionBeneficiaries.tenantId} = ${tenantId} and ${inArray(petitionBeneficiaries.beneficiaryId, m.beneficiaryIds)})`,
    );
  }
  if (m.branchIds?.length) conds.push(inArray(petitions.branchId, m.branchIds));
  if (m.deadlineDateRange) conds.push(sql`${petitions.deadlineDate} between ${m.deadlineDateRange.start} and ${m.deadlineDateRange.end}`);
  if (m.getActiveCases && !m.getClosedCases) conds.push(not(closedCond()));
  if (m.getClosedCases && !m.getActiveCases) conds.push(closedCond());
  if (m.premiumProcessing !== undefined) conds.push(eq(petitions.premiumProcessing, m.premiumProcessing));
  if (m.rfeCases) conds.push(or(inArray(petitions.statusId, [...RFE_STATUS_IDS]), inArray(petitions.uscisResponse, ["rfe", "noid"])));
  // Waiting on an LCA: it needs one and no certified LCA backs it yet (petitions.lca_certified, kept by the LCA module).
  if (m.getPendingWithLCA) conds.push(and(eq(petitions.lcaRequired, true), eq(petitions.lcaCertified, false)));
  if (m.title) conds.push(ilike(petitions.title, likePattern(m.title)));
  if (m.validityDateRange) {
    conds.push(
      and(
        isNotNull(petitions.validityStart),
        sql`${petitions.validityStart} <= ${m.validityDateRange.end}`,
        sql`coalesce(${petitions.validityEnd}, ${petitions.validityStart}) >= ${m.validityDateRange.start}`,
      ),
    );
  }
  if (extra.search) {
    const p = likePattern(extra.search);
    conds.push(
      or(
        ilike(petitions.caseNumber, p),
        ilike(petitions.customCaseNumber, p),
        ilike(petitions.title, p),
        ilike(petitions.petitionerName, p),
        ilike(petitions.beneficiaryName, p),
        // Receipt numbers are stored normalised (EAC2412345678): "EAC-24-123…" and "eac 24…" find them too.
        ilike(petitions.receiptNumber, likePattern(extra.search.replace(/[\s-]/g, "").toUpperCase())),
      ),
    );
  }
  return conds;
}

export type CaseListRecord = Pick<
  PetitionRow,
  | "id"
  | "caseNumber"
  | "customCaseNumber"
  | "title"
  | "typeId"
  | "subTypeId"
  | "statusId"
  | "petitionerId"
  | "petitionerName"
  | "beneficiaryName"
  | "branchId"
  | "deadlineDate"
  | "premiumProcessing"
  // what the premium clock needs (domain rule 17)
  | "premiumForm"
  | "receiptDate"
  | "rfeNoticeDate"
  | "rfeServedByMail"
  | "uscisResponse"
  | "rfeResponseReceivedDate"
  | "closedAt"
  | "nextWorkflowActivity"
  | "stageDriven"
  | "stageActivity"
  | "createdAt"
  | "updatedAt"
> & { branchName: string | null };

export async function listCases(db: Executor, tenantId: string, q: CaseListQuery): Promise<{ rows: CaseListRecord[]; total: number }> {
  const waiting = q.nextActivities ? (q.nextActivities.length ? and(not(closedCond()), inArray(petitions.nextWorkflowActivity, [...q.nextActivities])) : sql`false`) : undefined;
  const where = and(live(tenantId), caseVisibilityCond(tenantId, q.visibility), waiting, ...caseFilterConds(tenantId, q.matcher, { petitionerId: q.petitionerId, search: q.search }));
  const col = SORT_COLUMNS[q.sortBy];
  const order =
    q.sortBy === "deadlineDate"
      ? [sql`${col} ${sql.raw(q.sortOrder)} nulls last`, q.sortOrder === "asc" ? asc(petitions.id) : desc(petitions.id)]
      : q.sortOrder === "asc"
        ? [asc(col), asc(petitions.id)]
        : [desc(col), desc(petitions.id)];
  // One statement: the page, and the count of the whole filtered set as an uncorrelated scalar
  // subquery (an InitPlan, evaluated once; its own petitions shadows the outer one). Only a page past
  // the end (no row to carry the count) needs a second statement.
  const total = sql<number>`(select count(*) from ${petitions} where ${where})`.mapWith(Number);
  const found = await db
    .select({
      id: petitions.id,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      title: petitions.title,
      typeId: petitions.typeId,
      subTypeId: petitions.subTypeId,
      statusId: petitions.statusId,
      petitionerId: petitions.petitionerId,
      petitionerName: petitions.petitionerName,
      beneficiaryName: petitions.beneficiaryName,
      branchId: petitions.branchId,
      branchName: branches.name,
      deadlineDate: petitions.deadlineDate,
      premiumProcessing: petitions.premiumProcessing,
      premiumForm: petitions.premiumForm,
      receiptDate: petitions.receiptDate,
      rfeNoticeDate: petitions.rfeNoticeDate,
      rfeServedByMail: petitions.rfeServedByMail,
      uscisResponse: petitions.uscisResponse,
      rfeResponseReceivedDate: petitions.rfeResponseReceivedDate,
      closedAt: petitions.closedAt,
      nextWorkflowActivity: petitions.nextWorkflowActivity,
      stageDriven: petitions.stageDriven,
      stageActivity: petitions.stageActivity,
      createdAt: petitions.createdAt,
      updatedAt: petitions.updatedAt,
      total,
    })
    .from(petitions)
    .leftJoin(branches, eq(branches.id, petitions.branchId))
    .where(where)
    .orderBy(...order)
    .limit(q.perpage)
    .offset(offsetOf(q.page, q.perpage));
  if (found.length === 0) {
    if (offsetOf(q.page, q.perpage) === 0) return { rows: [], total: 0 };
    const [{ n }] = await db.select({ n: count() }).from(petitions).where(where);
    return { rows: [], total: Number(n) };
  }
  const rows: CaseListRecord[] = found.map(({ total: _total, ...r }) => r);
  return { rows, total: found[0].total };
}

// ---------- statistics ----------

export type CaseStatsRecord = {
  byStatus: { statusId: number; count: number }[];
  total: number;
  closed: number;
  myTasks: number;
  byCaseType: Record<StatCaseType, number>;
};

const typeCond = (key: StatCaseType): SQL => {
  const t = STAT_CASE_TYPES[key];
  const parts: SQL[] = [];
  if (t.typeIds.length) parts.push(inArray(petitions.typeId, [...t.typeIds]));
  if (t.subTypeIds.length) parts.push(inArray(petitions.subTypeId, [...t.subTypeIds]));
  return or(...parts) as SQL;
};

/** Counts of the visible live cases; `taskCodes` are the next activities the caller's role may act on. */
export async function caseStats(db: Executor, tenantId: string, vis: CaseVisibility, taskCodes: readonly string[]): Promise<CaseStatsRecord> {
  const where = and(live(tenantId), caseVisibilityCond(tenantId, vis));
  const keys = Object.keys(STAT_CASE_TYPES) as StatCaseType[];
  const filtered = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const tasks = taskCodes.length ? and(not(closedCond()), inArray(petitions.nextWorkflowActivity, [...taskCodes])) : sql`false`;
  const [byStatus, [totals]] = await Promise.all([
    db
      .select({ statusId: petitions.statusId, count: count() })
      .from(petitions)
      .where(where)
      .groupBy(petitions.statusId)
      .orderBy(asc(petitions.statusId)),
    db
      .select({
        total: count(),
        closed: filtered(closedCond()),
        myTasks: filtered(tasks as SQL),
        ...Object.fromEntries(keys.map((k) => [k, filtered(typeCond(k))])),
      })
      .from(petitions)
      .where(where),
  ]);
  const t = totals as unknown as Record<string, number>;
  return {
    byStatus: byStatus.map((r) => ({ statusId: r.statusId, count: Number(r.count) })),
    total: Number(t.total),
    closed: Number(t.closed),
    myTasks: Number(t.myTasks),
    byCaseType: Object.fromEntries(keys.map((k) => [k, Number(t[k])])) as Record<StatCaseType, number>,
  };
}

/** Visible live cases per branch, open and closed (a case without a branch under null). */
export async function caseCountsByBranch(db: Executor, tenantId: string, vis: CaseVisibility): Promise<{ branchId: string | null; branchName: string | null; open: number; closed: number }[]> {
  const rows = await db
    .select({
      branchId: petitions.branchId,
      branchName: branches.name,
      open: sql<number>`count(*) filter (where not (${closedCond()}))`.mapWith(Number),
      closed: sql<number>`count(*) filter (where ${closedCond()})`.mapWith(Number),
    })
    .from(petitions)
    .leftJoin(branches, eq(branches.id, petitions.branchId))
    .where(and(live(tenantId), caseVisibilityCond(tenantId, vis)))
    .groupBy(petitions.branchId, branches.name)
    .orderBy(desc(count()));
  return rows;
}

/** Visible open cases per next workflow activity (null: the workflow is through). */
export async function openCasesByNextActivity(db: Executor, tenantId: string, vis: CaseVisibility): Promise<{ code: string | null; count: number }[]> {
  const rows = await db
    .select({ code: petitions.nextWorkflowActivity, count: count() })
    .from(petitions)
    .where(and(live(tenantId), caseVisibilityCond(tenantId, vis), not(closedCond())))
    .groupBy(petitions.nextWorkflowActivity)
    .orderBy(desc(count()));
  return rows.map((r) => ({ code: r.code, count: Number(r.count) }));
}
