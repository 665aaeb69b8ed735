// The details of one case (one prepared statement per shape of the caller's reach), its beneficiaries,
// assignments, documents count and history. Every query is scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { petitionAssignments, petitionBeneficiaries, petitionDocuments, petitionHistory, petitions, workflowConfigs, type PetitionRow, type WorkflowEntry } from "@/db/schema/cases";
import { users } from "@/db/schema/identity";
import { branches, tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { prepared } from "@/lib/server/db/prepared";
import type { CaseVisibility } from "../policy";
import { caseVisibilityCond, live } from "./visibility";

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

/** Live documents of a case in a category (of one kind when `docType` is given). */
export async function countDocuments(db: Executor, tenantId: string, petitionId: string, category: string, docType?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(petitionDocuments)
    .where(
      and(
        eq(petitionDocuments.tenantId, tenantId),
        eq(petitionDocuments.petitionId, petitionId),
        eq(petitionDocuments.category, category),
        docType === undefined ? undefined : eq(petitionDocuments.docType, docType),
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
      workflowEntries: sql<unknown>`(select ${workflowConfigs.entries} from ${workflowConfigs} where ${workflowConfigs.tenantId} = ${tenantId} and ${workflowConfigs.variant} = 'petition')`,
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

// ---------- history ----------

export type HistoryRecord = {
  id: number;
  activityCode: string | null;
  message: string;
  messageCode: string | null;
  messageParams: Record<string, unknown> | null;
  actorUserId: string | null;
  actorName: string | null;
  actorRoleId: number | null;
  createdAt: Date;
};

/** The columns of a history line with its actor's name (users joined). */
const historyColumns = {
  id: petitionHistory.id,
  activityCode: petitionHistory.activityCode,
  message: petitionHistory.message,
  messageCode: petitionHistory.messageCode,
  messageParams: petitionHistory.messageParams,
  actorUserId: petitionHistory.actorUserId,
  actorName: users.name,
  actorRoleId: petitionHistory.actorRoleId,
  createdAt: petitionHistory.createdAt,
};

/** A case's history lines newest first; with `rfeCaseId`, only the lines of that RFE case of it. */
export async function listHistory(db: Executor, tenantId: string, petitionId: string, limit: number, offset: number, rfeCaseId?: string): Promise<{ rows: HistoryRecord[]; total: number }> {
  const where = and(eq(petitionHistory.tenantId, tenantId), eq(petitionHistory.petitionId, petitionId), rfeCaseId ? eq(petitionHistory.rfeCaseId, rfeCaseId) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...historyColumns,
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

/** The newest history lines of the cases within reach (the dashboard's recent activity), with their case. */
export async function recentHistory(db: Executor, tenantId: string, vis: CaseVisibility, limit: number, before?: Date): Promise<(HistoryRecord & { petitionId: string; caseNumber: string; subTypeId: number | null })[]> {
  return db
    .select({
      ...historyColumns,
      petitionId: petitions.id,
      caseNumber: petitions.caseNumber,
      subTypeId: petitions.subTypeId,
    })
    .from(petitionHistory)
    .innerJoin(petitions, and(eq(petitions.id, petitionHistory.petitionId), eq(petitions.tenantId, petitionHistory.tenantId)))
    .leftJoin(users, eq(users.id, petitionHistory.actorUserId))
    .where(and(eq(petitionHistory.tenantId, tenantId), live(tenantId), caseVisibilityCond(tenantId, vis), before ? lt(petitionHistory.createdAt, before) : undefined))
    .orderBy(desc(petitionHistory.id))
    .limit(limit);
}
