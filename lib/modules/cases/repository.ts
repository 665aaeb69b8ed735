// Drizzle queries of the cases module: visibility, the case row and its beneficiaries, assignments,
// documents count, the list (filters, sorts, pagination in SQL), history and statistics.
// Every query is scoped by tenantId and runs on an index that starts with tenant_id.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { petitionAssignments, petitionBeneficiaries, petitionDocuments, petitionHistory, petitions, workflowConfigs, type PetitionRow, type WorkflowEntry } from "@/db/schema/cases";
import { users } from "@/db/schema/identity";
import { branches, tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { prepared } from "@/lib/server/db/prepared";
import { likePattern, offsetOf } from "@/lib/shared/list";
import { CLOSED_STATUS_IDS, RFE_STATUS_IDS, STAT_CASE_TYPES, type CaseListMatcher, type CaseSortField, type StatCaseType } from "./contract";
import type { CaseVisibility } from "./policy";

export type CaseInsert = typeof petitions.$inferInsert;

/** A value of a statement: the value itself, or the placeholder of a prepared query. */
type Param = string | SQLWrapper;
/** How a condition takes an actor's value: as is (default), or as a named placeholder of a prepared query. */
type Bind = (name: string, value: string) => Param;
const asIs: Bind = (_name, value) => value;

/** The case ids naming a beneficiary record linked to this login (role 51). */
function beneficiaryCaseIds(tenantId: Param, userId: Param): SQL {
  return sql`select ${petitionBeneficiaries.petitionId} from ${petitionBeneficiaries}
    join ${beneficiaries} on ${beneficiaries.id} = ${petitionBeneficiaries.beneficiaryId} and ${beneficiaries.tenantId} = ${petitionBeneficiaries.tenantId}
    where ${petitionBeneficiaries.tenantId} = ${tenantId} and ${beneficiaries.userId} = ${userId} and ${beneficiaries.deletedAt} is null`;
}

/** The SQL condition of an actor's reach (CaseVisibility), undefined for the whole tenant. */
export function caseVisibilityCond(tenantId: Param, vis: CaseVisibility, bind: Bind = asIs): SQL | undefined {
  switch (vis.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return vis.branchId ? eq(petitions.branchId, bind("visBranchId", vis.branchId)) : sql`false`;
    case "company":
      return vis.companyId ? eq(petitions.petitionerId, bind("visCompanyId", vis.companyId)) : sql`false`;
    case "beneficiary":
      return sql`${petitions.id} in (${beneficiaryCaseIds(tenantId, bind("visUserId", vis.userId))})`;
    case "none":
      return sql`false`;
  }
}

const live = (tenantId: Param) => and(eq(petitions.tenantId, tenantId), isNull(petitions.deletedAt));

/** Closed: Approved, Denied or Withdrawn, or closedAt set. */
export const closedCond = (): SQL => or(inArray(petitions.statusId, [...CLOSED_STATUS_IDS]), isNotNull(petitions.closedAt)) as SQL;

/** A live case of the tenant within the actor's reach. */
export async function findVisibleCase(db: Executor, tenantId: string, id: string, vis: CaseVisibility): Promise<PetitionRow | null> {
  const rows = await db
    .select()
    .from(petitions)
    .where(and(live(tenantId), eq(petitions.id, id), caseVisibilityCond(tenantId, vis)))
    .limit(1);
  return rows[0] ?? null;
}

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

// ---------- details ----------

export type CaseBeneficiary = { id: string; name: string; email: string | null; isPrimary: boolean; userId: string | null };

export async function caseBeneficiaries(db: Executor, tenantId: string, petitionId: string): Promise<CaseBeneficiary[]> {
  const rows = await db
    .select({
      id: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      email: beneficiaries.email,
      isPrimary: petitionBeneficiaries.isPrimary,
      userId: beneficiaries.userId,
    })
    .from(petitionBeneficiaries)
    .innerJoin(beneficiaries, and(eq(beneficiaries.id, petitionBeneficiaries.beneficiaryId), eq(beneficiaries.tenantId, petitionBeneficiaries.tenantId)))
    .where(and(eq(petitionBeneficiaries.tenantId, tenantId), eq(petitionBeneficiaries.petitionId, petitionId)))
    .orderBy(desc(petitionBeneficiaries.isPrimary), asc(beneficiaries.lastName), asc(beneficiaries.firstName), asc(beneficiaries.id));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, email: r.email, isPrimary: r.isPrimary, userId: r.userId }));
}

export async function caseAssignments(db: Executor, tenantId: string, petitionId: string): Promise<{ roleId: number; userId: string; name: string }[]> {
  return db
    .select({ roleId: petitionAssignments.roleId, userId: petitionAssignments.userId, name: users.name })
    .from(petitionAssignments)
    .innerJoin(users, eq(users.id, petitionAssignments.userId))
    .where(and(eq(petitionAssignments.tenantId, tenantId), eq(petitionAssignments.petitionId, petitionId)))
    .orderBy(asc(petitionAssignments.roleId));
}

export async function countDocuments(db: Executor, tenantId: string, petitionId: string, category: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(petitionDocuments)
    .where(
      and(
        eq(petitionDocuments.tenantId, tenantId),
        eq(petitionDocuments.petitionId, petitionId),
        eq(petitionDocuments.category, category),
        isNull(petitionDocuments.deletedAt),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Everything the details answer reads, in one statement (see findCaseDetailsRecord). */
export type CaseDetailsRecord = {
  petition: PetitionRow;
  branch: { id: string; name: string } | null;
  petitioner: { id: string; name: string } | null;
  beneficiaries: CaseBeneficiary[];
  assignments: { roleId: number; userId: string; name: string }[];
  scannedCopies: number;
  /** The firm's saved workflow, null when it never saved one (then the defaults of tenantTypeId). */
  workflowEntries: WorkflowEntry[] | null;
  tenantTypeId: number | null;
};

type JsonBeneficiary = { id: string; firstName: string; lastName: string; email: string | null; isPrimary: boolean; userId: string | null };

const jsonValue = <T>(v: unknown): T => (typeof v === "string" ? (JSON.parse(v) as T) : (v as T));

/** The statement of findCaseDetailsRecord, with placeholders tenantId, id and those of `visCond`. */
function caseDetailsQuery(db: Executor, visCond: SQL | undefined) {
  const tenantId = sql.placeholder("tenantId");
  const pb = petitionBeneficiaries;
  const b = beneficiaries;
  const pa = petitionAssignments;
  const pd = petitionDocuments;
  return db
    .select({
      petition: petitions,
      branchId: branches.id,
      branchName: branches.name,
      companyId: companies.id,
      companyName: companies.name,
      beneficiaries: sql<unknown>`(select coalesce(json_agg(json_build_object(
          'id', ${b.id}, 'firstName', ${b.firstName}, 'lastName', ${b.lastName}, 'email', ${b.email},
          'isPrimary', ${pb.isPrimary}, 'userId', ${b.userId})
          order by ${pb.isPrimary} desc, ${b.lastName} asc, ${b.firstName} asc, ${b.id} asc), '[]'::json)
        from ${pb} join ${b} on ${b.id} = ${pb.beneficiaryId} and ${b.tenantId} = ${pb.tenantId}
        where ${pb.tenantId} = ${tenantId} and ${pb.petitionId} = ${petitions.id})`,
      assignments: sql<unknown>`(select coalesce(json_agg(json_build_object('roleId', ${pa.roleId}, 'userId', ${pa.userId}, 'name', ${users.name}) order by ${pa.roleId} asc), '[]'::json)
        from ${pa} join ${users} on ${users.id} = ${pa.userId}
        where ${pa.tenantId} = ${tenantId} and ${pa.petitionId} = ${petitions.id})`,
      scannedCopies: sql<number>`(select count(*) from ${pd}
        where ${pd.tenantId} = ${tenantId} and ${pd.petitionId} = ${petitions.id} and ${pd.category} = 'scanned_copy' and ${pd.deletedAt} is null)`.mapWith(Number),
      workflowEntries: sql<unknown>`(select ${workflowConfigs.entries} from ${workflowConfigs} where ${workflowConfigs.tenantId} = ${tenantId})`,
      tenantTypeId: sql<number | null>`(select ${tenants.typeId} from ${tenants} where ${tenants.id} = ${tenantId})`,
    })
    .from(petitions)
    .leftJoin(branches, and(eq(branches.id, petitions.branchId), eq(branches.tenantId, tenantId), isNull(branches.deletedAt)))
    .leftJoin(companies, and(eq(companies.id, petitions.petitionerId), eq(companies.tenantId, tenantId), isNull(companies.deletedAt)))
    .where(and(live(tenantId), eq(petitions.id, sql.placeholder("id")), visCond))
    .limit(1);
}

/**
 * A live case within the actor's reach with its live branch and petitioner, beneficiaries (primary
 * first, then by name), assignments (by role), the count of live scanned copies, the firm's saved
 * workflow and the firm's type: one statement by the primary key, every lateral read by an index
 * that starts with tenant_id. Null when the case is not visible.
 */
export async function findCaseDetailsRecord(db: Executor, tenantId: string, id: string, vis: CaseVisibility): Promise<CaseDetailsRecord | null> {
  // A prepared query per shape of the actor's reach: every value is a placeholder, so one built
  // statement serves every firm and actor of that shape.
  const values: Record<string, string> = { tenantId, id };
  const visCond = caseVisibilityCond(sql.placeholder("tenantId"), vis, (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  });
  const shape = `case_details:${vis.kind}:${Object.keys(values).join(",")}:${visCond ? "cond" : "all"}`;
  const query = prepared(db, shape, (d) => caseDetailsQuery(d, visCond).prepare(shape.replace(/\W/g, "_")));
  const rows = await query.execute(values);
  const r = rows[0];
  if (!r) return null;
  const people = jsonValue<JsonBeneficiary[]>(r.beneficiaries);
  return {
    petition: r.petition,
    branch: r.branchId && r.branchName !== null ? { id: r.branchId, name: r.branchName } : null,
    petitioner: r.companyId && r.companyName !== null ? { id: r.companyId, name: r.companyName } : null,
    beneficiaries: people.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`, email: p.email, isPrimary: p.isPrimary, userId: p.userId })),
    assignments: jsonValue<{ roleId: number; userId: string; name: string }[]>(r.assignments),
    scannedCopies: r.scannedCopies,
    workflowEntries: r.workflowEntries == null ? null : jsonValue<WorkflowEntry[]>(r.workflowEntries),
    tenantTypeId: r.tenantTypeId == null ? null : Number(r.tenantTypeId),
  };
}

// ---------- list ----------

export type CaseListQuery = {
  visibility: CaseVisibility;
  page: number;
  perpage: number;
  sortBy: CaseSortField;
  sortOrder: "asc" | "desc";
  search?: string;
  matcher: CaseListMatcher;
  petitionerId?: string;
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
  if (m.rfeCases) conds.push(or(inArray(petitions.statusId, [...RFE_STATUS_IDS]), eq(petitions.uscisResponse, "rfe")));
  if (m.getPendingWithLCA) conds.push(and(eq(petitions.lcaRequired, true), sql`not (${petitions.completedActivities} @> '["LCA_SUBMIT"]'::jsonb)`));
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
  | "nextWorkflowActivity"
  | "createdAt"
  | "updatedAt"
> & { branchName: string | null };

export async function listCases(db: Executor, tenantId: string, q: CaseListQuery): Promise<{ rows: CaseListRecord[]; total: number }> {
  const where = and(live(tenantId), caseVisibilityCond(tenantId, q.visibility), ...caseFilterConds(tenantId, q.matcher, { petitionerId: q.petitionerId, search: q.search }));
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
      nextWorkflowActivity: petitions.nextWorkflowActivity,
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

// ---------- history ----------

export type HistoryRecord = {
  id: number;
  activityCode: string | null;
  message: string;
  actorUserId: string | null;
  actorName: string | null;
  actorRoleId: number | null;
  createdAt: Date;
};

export async function listHistory(db: Executor, tenantId: string, petitionId: string, limit: number, offset: number): Promise<{ rows: HistoryRecord[]; total: number }> {
  const where = and(eq(petitionHistory.tenantId, tenantId), eq(petitionHistory.petitionId, petitionId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: petitionHistory.id,
        activityCode: petitionHistory.activityCode,
        message: petitionHistory.message,
        actorUserId: petitionHistory.actorUserId,
        actorName: users.name,
        actorRoleId: petitionHistory.actorRoleId,
        createdAt: petitionHistory.createdAt,
      })
      .from(petitionHistory)
      .leftJoin(users, eq(users.id, petitionHistory.actorUserId))
      .where(where)
      .orderBy(desc(petitionHistory.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(petitionHistory).where(where),
  ]);
  return { rows, total: Number(total) };
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
