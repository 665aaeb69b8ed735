// Drizzle queries of the PWDs. Every query is scoped by tenantId; the actor's reach is pwdVisibilityCond.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { beneficiaries, companies } from "@/db/schema/clients";
import { memberships } from "@/db/schema/identity";
import { petitions } from "@/db/schema/cases";
import { permCases, pwdCases, type PwdRow } from "@/db/schema/perm";
import type { Executor } from "@/lib/server/db/client";
import { reserveNumbers } from "@/lib/server/numbering";
import { likePattern, offsetOf } from "@/lib/shared/list";
import { PWD_STATUS } from "../constants";
import type { PwdListBody } from "../contract";
import type { PwdVisibility } from "../policy";
import { recordReachCond } from "@/lib/server/db/record-reach";

export type { PwdRow };
export type PwdInsert = typeof pwdCases.$inferInsert;

export const pwdVisibilityCond = (vis: PwdVisibility): SQL | undefined => recordReachCond(vis, pwdCases);

const live = (tenantId: string) => and(eq(pwdCases.tenantId, tenantId), isNull(pwdCases.deletedAt));

/** Reserve the firm's next PWD number of `year`. */
export async function nextPwdNumber(tx: Executor, tenantId: string, year: number): Promise<string> {
  return `PWD-${year}-${String(await reserveNumbers(tx, tenantId, `pwd:${year}`)).padStart(4, "0")}`;
}

export async function insertPwd(tx: Executor, values: PwdInsert): Promise<PwdRow> {
  const [row] = await tx.insert(pwdCases).values(values).returning();
  return row;
}

export async function updatePwdRow(tx: Executor, tenantId: string, id: string, patch: Partial<PwdInsert>): Promise<PwdRow> {
  const [row] = await tx
    .update(pwdCases)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pwdCases.tenantId, tenantId), eq(pwdCases.id, id)))
    .returning();
  return row;
}

/** A live PWD within reach (locked for the rest of the transaction with `forUpdate`). */
export async function findVisiblePwd(db: Executor, tenantId: string, id: string, vis: PwdVisibility, opts: { forUpdate?: boolean } = {}): Promise<PwdRow | null> {
  const q = db.select().from(pwdCases).where(and(live(tenantId), eq(pwdCases.id, id), pwdVisibilityCond(vis))).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

/** Another live PWD of the firm with this DOL case number. */
export async function dolNumberTaken(db: Executor, tenantId: string, dolCaseNumber: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pwdCases.id })
    .from(pwdCases)
    .where(and(live(tenantId), eq(pwdCases.dolCaseNumber, dolCaseNumber), sql`${pwdCases.id} <> ${exceptId}`))
    .limit(1);
  return !!row;
}

export type PwdListRecord = PwdRow & { employerName: string | null; beneficiaryName: string | null };

const listColumns = {
  employerName: companies.name,
  beneficiaryName: sql<string | null>`nullif(trim(coalesce(${beneficiaries.firstName}, '') || ' ' || coalesce(${beneficiaries.lastName}, '')), '')`,
};

const SORTS = { createdAt: pwdCases.createdAt, validityEnd: pwdCases.validityEnd, pwdNumber: pwdCases.pwdNumber, statusId: pwdCases.statusId } as const;

/** One page of the PWDs within reach with the total of the filtered set. `today` and `expiringBy` date the validity filter. */
export async function listPwdRows(
  db: Executor,
  tenantId: string,
  vis: PwdVisibility,
  q: PwdListBody,
  days: { today: string; expiringBy: string },
): Promise<{ rows: PwdListRecord[]; total: number }> {
  const m = q.filter.matcher;
  const search = q.search ? likePattern(q.search) : null;
  const validity: Record<string, SQL | undefined> = {
    valid: and(isNotNull(pwdCases.validityEnd), sql`${pwdCases.validityEnd} >= ${days.today}`),
    expiring: and(isNotNull(pwdCases.validityEnd), sql`${pwdCases.validityEnd} >= ${days.today}`, lte(pwdCases.validityEnd, days.expiringBy)),
    expired: and(isNotNull(pwdCases.validityEnd), lt(pwdCases.validityEnd, days.today)),
  };
  const where = and(
    live(tenantId),
    pwdVisibilityCond(vis),
    m.statusIds?.length ? inArray(pwdCases.statusId, m.statusIds) : undefined,
    m.positionType ? eq(pwdCases.positionType, m.positionType) : undefined,
    m.petitionerIds?.length ? inArray(pwdCases.petitionerId, m.petitionerIds) : undefined,
    m.validity ? validity[m.validity] : undefined,
    search
      ? (or(ilike(pwdCases.pwdNumber, search), ilike(pwdCases.jobTitle, search), ilike(pwdCases.dolCaseNumber, search), ilike(companies.name, search), ilike(listColumns.beneficiaryName, search)) as SQL)
      : undefined,
  );
  const dir = q.sortOrder === "asc" ? asc : desc;
  // No validity end sorts last either way.
  const order = q.sortBy === "validityEnd" ? [sql`${pwdCases.validityEnd} is null`, dir(pwdCases.validityEnd)] : [dir(SORTS[q.sortBy])];
  const from = db
    .select({ pwd: pwdCases, ...listColumns })
    .from(pwdCases)
    .leftJoin(companies, eq(companies.id, pwdCases.petitionerId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, pwdCases.beneficiaryId))
    .where(where);
  const [rows, [{ total }]] = await Promise.all([
    from.orderBy(...order, dir(pwdCases.id)).limit(q.perpage).offset(offsetOf(q.page, q.perpage)),
    db
      .select({ total: count() })
      .from(pwdCases)
      .leftJoin(companies, eq(companies.id, pwdCases.petitionerId))
      .leftJoin(beneficiaries, eq(beneficiaries.id, pwdCases.beneficiaryId))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.pwd, employerName: r.employerName, beneficiaryName: r.beneficiaryName })), total: Number(total) };
}

/** One PWD as the list shows it. */
export async function listedPwd(db: Executor, tenantId: string, id: string): Promise<PwdListRecord> {
  const [r] = await db
    .select({ pwd: pwdCases, ...listColumns })
    .from(pwdCases)
    .leftJoin(companies, eq(companies.id, pwdCases.petitionerId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, pwdCases.beneficiaryId))
    .where(and(eq(pwdCases.tenantId, tenantId), eq(pwdCases.id, id)));
  return { ...r.pwd, employerName: r.employerName, beneficiaryName: r.beneficiaryName };
}

/** A live beneficiary of the firm (and its company), for the PWD's worker. */
export async function findBeneficiary(db: Executor, tenantId: string, id: string): Promise<{ id: string; companyId: string | null } | null> {
  const [row] = await db
    .select({ id: beneficiaries.id, companyId: beneficiaries.companyId })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.tenantId, tenantId), eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type PwdValidityDeadline = { id: string; tenantId: string; pwdNumber: string; jobTitle: string; employerName: string | null; validityEnd: string; preparerId: string | null };

/**
 * The determined PWDs (16) with a validity end that no PERM application uses yet — no PERM record on a
 * live case links them — in every firm or one; `preparerId` is who created the PWD while still an active
 * member of the firm.
 */
export async function pwdValidityDeadlines(db: Executor, tenantId?: string): Promise<PwdValidityDeadline[]> {
  return db
    .select({
      id: pwdCases.id,
      tenantId: pwdCases.tenantId,
      pwdNumber: pwdCases.pwdNumber,
      jobTitle: pwdCases.jobTitle,
      employerName: companies.name,
      validityEnd: sql<string>`${pwdCases.validityEnd}`,
      preparerId: sql<string | null>`case when exists (select 1 from ${memberships} where ${memberships.tenantId} = ${pwdCases.tenantId}
        and ${memberships.userId} = ${pwdCases.createdByUserId} and ${memberships.statusId} = 1) then ${pwdCases.createdByUserId} end`,
    })
    .from(pwdCases)
    .leftJoin(companies, eq(companies.id, pwdCases.petitionerId))
    .where(
      and(
        tenantId ? eq(pwdCases.tenantId, tenantId) : undefined,
        isNull(pwdCases.deletedAt),
        eq(pwdCases.statusId, PWD_STATUS.RESPONSE),
        isNotNull(pwdCases.validityEnd),
        sql`not exists (select 1 from ${permCases} join ${petitions} on ${petitions.id} = ${permCases.petitionId} and ${petitions.deletedAt} is null
              where ${permCases.tenantId} = ${pwdCases.tenantId} and ${permCases.pwdId} = ${pwdCases.id})`,
      ),
    );
}
