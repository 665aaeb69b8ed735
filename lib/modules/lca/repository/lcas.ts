// Drizzle queries of the LCA tables (owned by this module), plus the read-only look-ups they need on
// clients (the employer's name), cases (linked cases, their approval) and users (who logged a status).
// Every query is scoped by tenantId; the actor's reach is lcaVisibilityCond.
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { companies } from "@/db/schema/clients";
import { petitions } from "@/db/schema/cases";
import { users } from "@/db/schema/identity";
import { lcaCases, lcaHistory, lcas, lcaWorksites, type LcaRow, type LcaWorksiteRow } from "@/db/schema/lca";
import type { Executor } from "@/lib/server/db/client";
import { reserveNumbers } from "@/lib/server/numbering";
import { setLcaStanding } from "@/lib/modules/cases/lca-standing";
import { LCA_STATUS } from "../constants";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { LcaActivityRow, LcaCaseLink, LcaListBody, LcaListRow, LcaStatusId, LcaStatusLog, WorksiteInput } from "../contract";
import type { LcaVisibility } from "../policy";
import { recordReachCond } from "@/lib/server/db/record-reach";
import { textMatch } from "@/lib/server/db/text-search";

export type { LcaRow, LcaWorksiteRow };
export type LcaInsert = typeof lcas.$inferInsert;

/** The SQL condition of an actor's reach; undefined for the whole tenant. */
export const lcaVisibilityCond = (vis: LcaVisibility): SQL | undefined => recordReachCond(vis, lcas);

const live = (tenantId: string) => and(eq(lcas.tenantId, tenantId), isNull(lcas.deletedAt));

export async function nextLcaNumber(tx: Executor, tenantId: string, year: number): Promise<string> {
  return lcaNumberOf(year, await reserveLcaNumbers(tx, tenantId, year, 1));
}

export async function insertLca(tx: Executor, values: LcaInsert): Promise<LcaRow> {
  const [row] = await tx.insert(lcas).values(values).returning();
  return row;
}

export async function updateLcaRow(tx: Executor, tenantId: string, id: string, patch: Partial<LcaInsert>): Promise<LcaRow> {
  const [row] = await tx
    .update(lcas)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(lcas.tenantId, tenantId), eq(lcas.id, id)))
    .returning();
  if ("statusId" in patch || "deletedAt" in patch) await syncCaseLcaStanding(tx, tenantId, { lcaIds: [id] });
  return row;
}

/** A live LCA of the tenant within the actor's reach (locked for the transaction with `forUpdate`). */
export async function findVisibleLca(db: Executor, tenantId: string, id: string, vis: LcaVisibility, opts: { forUpdate?: boolean } = {}): Promise<LcaRow | null> {
  const q = db
    .select()
    .from(lcas)
    .where(and(live(tenantId), eq(lcas.id, id), lcaVisibilityCond(vis)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for("update") : await q;
  return rows[0] ?? null;
}

export async function dolCaseNumberTaken(db: Executor, tenantId: string, dolCaseNumber: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: lcas.id })
    .from(lcas)
    .where(and(live(tenantId), eq(lcas.dolCaseNumber, dolCaseNumber), sql`${lcas.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

export async function worksitesOf(db: Executor, tenantId: string, lcaId: string): Promise<LcaWorksiteRow[]> {
  return db
    .select()
    .from(lcaWorksites)
    .where(and(eq(lcaWorksites.tenantId, tenantId), eq(lcaWorksites.lcaId, lcaId)))
    .orderBy(asc(lcaWorksites.position));
}

export async function replaceWorksites(tx: Executor, tenantId: string, lcaId: string, list: readonly WorksiteInput[]): Promise<void> {
  await tx.delete(lcaWorksites).where(and(eq(lcaWorksites.tenantId, tenantId), eq(lcaWorksites.lcaId, lcaId)));
  if (list.length === 0) return;
  await tx.insert(lcaWorksites).values(
    list.map((w, position) => ({
      tenantId,
      lcaId,
      position,
      address1: w.address1,
      address2: w.address2 ?? null,
      city: w.city,
      county: w.county ?? null,
      state: w.state,
      postalCode: w.postalCode,
      workers: w.workers,
      secondary: w.secondary,
    })),
  );
}

export async function linkCase(tx: Executor, tenantId: string, lcaId: string, petitionId: string): Promise<void> {
  await tx.insert(lcaCases).values({ tenantId, lcaId, petitionId }).onConflictDoNothing();
  await syncCaseLcaStanding(tx, tenantId, { petitionIds: [petitionId] });
}

/**
 * The LCAs behind some cases, written on the cases (cases' setLcaStanding): a live filed or certified LCA linked
 * (lcaFiled: LCA_SUBMIT may complete), a live certified one (lcaCertified: not "Pending with LCA"). Every change of an
 * LCA's status, deletion or links runs it in its transaction: the cases of `petitionIds` and those linked to `lcaIds`.
 */
export async function syncCaseLcaStanding(tx: Executor, tenantId: string, of: { lcaIds?: readonly string[]; petitionIds?: readonly string[] }): Promise<void> {
  const ids = new Set(of.petitionIds ?? []);
  if (of.lcaIds?.length) {
    const linked = await tx.select({ id: lcaCases.petitionId }).from(lcaCases).where(and(eq(lcaCases.tenantId, tenantId), inArray(lcaCases.lcaId, [...of.lcaIds])));
    for (const l of linked) ids.add(l.id);
  }
  if (ids.size === 0) return;
  const rows = await tx
    .select({ petitionId: lcaCases.petitionId, statusId: lcas.statusId })
    .from(lcaCases)
    .innerJoin(lcas, and(eq(lcas.id, lcaCases.lcaId), eq(lcas.tenantId, lcaCases.tenantId), isNull(lcas.deletedAt)))
    .where(and(eq(lcaCases.tenantId, tenantId), inArray(lcaCases.petitionId, [...ids])));
  const filed = (s: number) => s === LCA_STATUS.FILED || s === LCA_STATUS.CERTIFIED;
  await setLcaStanding(
    tx,
    tenantId,
    [...ids].map((petitionId) => {
      const links = rows.filter((r) => r.petitionId === petitionId);
      return { petitionId, filed: links.some((r) => filed(r.statusId)), certified: links.some((r) => r.statusId === LCA_STATUS.CERTIFIED) };
    }),
  );
}

/** The live cases the LCA backs. */
export async function casesOf(db: Executor, tenantId: string, lcaId: string): Promise<(LcaCaseLink & { approved: boolean })[]> {
  const rows = await db
    .select({
      petitionId: petitions.id,
      caseNumber: petitions.caseNumber,
      title: petitions.title,
      beneficiaryName: petitions.beneficiaryName,
      statusId: petitions.statusId,
      approved: sql<boolean>`${petitions.completedActivities} @> '["CASE_APPROVED"]'::jsonb`,
    })
    .from(lcaCases)
    .innerJoin(petitions, and(eq(petitions.id, lcaCases.petitionId), eq(petitions.tenantId, lcaCases.tenantId), isNull(petitions.deletedAt)))
    .where(and(eq(lcaCases.tenantId, tenantId), eq(lcaCases.lcaId, lcaId)))
    .orderBy(asc(petitions.caseNumber));
  return rows.map((r) => ({ ...r, approved: Boolean(r.approved) }));
}

/** The employer's name and FEIN (a client of the firm). */
export async function employerOf(db: Executor, tenantId: string, companyId: string | null): Promise<{ name: string; fein: string | null } | null> {
  if (!companyId) return null;
  const [row] = await db
    .select({ name: companies.name, fein: companies.feiNumber })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
    .limit(1);
  return row ?? null;
}

export async function insertHistory(
  tx: Executor,
  row: { tenantId: string; lcaId: string; code: string; statusId?: LcaStatusId | null; params?: Record<string, string | number | null>; userId: string | null },
): Promise<void> {
  await tx.insert(lcaHistory).values({ ...row, statusId: row.statusId ?? null, params: row.params ?? {} });
}

/** Every status change, oldest first (the spec's statusLogs). */
export async function statusLogsOf(db: Executor, tenantId: string, lcaId: string): Promise<LcaStatusLog[]> {
  const rows = await db
    .select({ statusId: lcaHistory.statusId, createdBy: lcaHistory.userId, createdByName: users.name, createdAt: lcaHistory.createdAt })
    .from(lcaHistory)
    .leftJoin(users, eq(users.id, lcaHistory.userId))
    .where(and(eq(lcaHistory.tenantId, tenantId), eq(lcaHistory.lcaId, lcaId), sql`${lcaHistory.statusId} is not null`))
    .orderBy(asc(lcaHistory.createdAt), asc(lcaHistory.id));
  return rows.map((r) => ({ statusId: r.statusId as LcaStatusId, createdBy: r.createdBy, createdByName: r.createdByName, createdAt: r.createdAt.toISOString() }));
}

export async function activityOf(
  db: Executor,
  tenantId: string,
  lcaId: string,
  page: { page: number; perpage: number; order: "asc" | "desc" },
): Promise<{ rows: LcaActivityRow[]; total: number }> {
  const where = and(eq(lcaHistory.tenantId, tenantId), eq(lcaHistory.lcaId, lcaId));
  const dir = page.order === "asc" ? asc : desc;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ h: lcaHistory, userName: users.name })
      .from(lcaHistory)
      .leftJoin(users, eq(users.id, lcaHistory.userId))
      .where(where)
      .orderBy(dir(lcaHistory.createdAt), dir(lcaHistory.id))
      .limit(page.perpage)
      .offset(offsetOf(page.page, page.perpage)),
    db.select({ n: count() }).from(lcaHistory).where(where),
  ]);
  return {
    total: Number(n),
    rows: rows.map(({ h, userName }) => ({
      id: h.id,
      code: h.code,
      statusId: (h.statusId as LcaStatusId | null) ?? null,
      params: h.params,
      userId: h.userId,
      userName: userName ?? null,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

const SORTS = {
  createdAt: lcas.createdAt,
  lcaNumber: lcas.lcaNumber,
  beginDate: lcas.beginDate,
  endDate: lcas.endDate,
  statusId: lcas.statusId,
  jobTitle: lcas.jobTitle,
} as const;

export async function listLcaRows(db: Executor, tenantId: string, vis: LcaVisibility, body: LcaListBody): Promise<{ rows: LcaListRow[]; total: number }> {
  const m = body.filter.matcher;
  const conds: (SQL | undefined)[] = [live(tenantId), lcaVisibilityCond(vis)];
  if (m.statusIds?.length) conds.push(inArray(lcas.statusId, m.statusIds));
  if (m.petitionerIds?.length) conds.push(inArray(lcas.petitionerId, m.petitionerIds));
  if (m.visaClasses?.length) conds.push(inArray(lcas.visaClass, m.visaClasses));
  if (m.socCode) conds.push(sql`${lcas.socCode} like ${`${m.socCode.replace(/[\\%_]/g, "")}%`}`);
  if (m.beginDateRange) conds.push(gte(lcas.beginDate, m.beginDateRange.start), lte(lcas.beginDate, m.beginDateRange.end));
  if (m.endDateRange) conds.push(gte(lcas.endDate, m.endDateRange.start), lte(lcas.endDate, m.endDateRange.end));
  if (m.worksiteState)
    conds.push(
      sql`exists (select 1 from ${lcaWorksites} where ${lcaWorksites.tenantId} = ${tenantId} and ${lcaWorksites.lcaId} = ${lcas.id} and ${lcaWorksites.state} = ${m.worksiteState})`,
    );
  if (m.petitionId)
    conds.push(sql`exists (select 1 from ${lcaCases} where ${lcaCases.tenantId} = ${tenantId} and ${lcaCases.lcaId} = ${lcas.id} and ${lcaCases.petitionId} = ${m.petitionId})`);
  if (body.search) {
    const p = likePattern(body.search);
    conds.push(
      sql`(${lcas.lcaNumber} ilike ${p} or ${lcas.jobTitle} ilike ${p} or ${lcas.dolCaseNumber} ilike ${p} or ${lcas.socCode} ilike ${p} or ${companies.name} ilike ${p})`,
    );
  }
  const where = and(...conds);
  const dir = body.sortOrder === "asc" ? asc : desc;
  const from = db
    .select({
      l: lcas,
      petitionerName: companies.name,
      states: sql<string[] | null>`(select array_agg(distinct ${lcaWorksites.state} order by ${lcaWorksites.state}) from ${lcaWorksites} where ${lcaWorksites.tenantId} = ${tenantId} and ${lcaWorksites.lcaId} = ${lcas.id})`,
      caseCount: sql<number>`(select count(*)::int from ${lcaCases} where ${lcaCases.tenantId} = ${tenantId} and ${lcaCases.lcaId} = ${lcas.id})`,
    })
    .from(lcas)
    .leftJoin(companies, and(eq(companies.id, lcas.petitionerId), eq(companies.tenantId, lcas.tenantId)));
  const [rows, [{ n }]] = await Promise.all([
    from
      .where(where)
      .orderBy(dir(SORTS[body.sortBy]), dir(lcas.id))
      .limit(body.perpage)
      .offset(offsetOf(body.page, body.perpage)),
    db
      .select({ n: count() })
      .from(lcas)
      .leftJoin(companies, and(eq(companies.id, lcas.petitionerId), eq(companies.tenantId, lcas.tenantId)))
      .where(where),
  ]);
  return {
    total: Number(n),
    rows: rows.map(({ l, petitionerName, states, caseCount }) => ({
      id: l.id,
      lcaNumber: l.lcaNumber,
      statusId: l.statusId as LcaStatusId,
      visaClass: l.visaClass as LcaListRow["visaClass"],
      petitionerId: l.petitionerId,
      petitionerName: petitionerName ?? null,
      jobTitle: l.jobTitle,
      socCode: l.socCode,
      beginDate: l.beginDate,
      endDate: l.endDate,
      dolCaseNumber: l.dolCaseNumber,
      worksiteStates: states ?? [],
      caseCount: Number(caseCount),
      createdAt: l.createdAt.toISOString(),
    })),
  };
}

/** Certified LCAs whose end date is before `today` become expired, each with a status line by the system. */
export async function expireCertifiedLcas(tx: Executor, today: string): Promise<number> {
  const rows = await tx
    .update(lcas)
    .set({ statusId: 8, updatedAt: new Date() })
    .where(and(eq(lcas.statusId, 5), isNull(lcas.deletedAt), sql`${lcas.endDate} < ${today}`))
    .returning({ id: lcas.id, tenantId: lcas.tenantId, endDate: lcas.endDate });
  if (rows.length) {
    await tx.insert(lcaHistory).values(rows.map((r) => ({ tenantId: r.tenantId, lcaId: r.id, code: "status", statusId: 8, params: { from: 5, endDate: r.endDate }, userId: null })));
    for (const tenantId of new Set(rows.map((r) => r.tenantId))) await syncCaseLcaStanding(tx, tenantId, { lcaIds: rows.filter((r) => r.tenantId === tenantId).map((r) => r.id) });
  }
  return rows.length;
}

/** Live clients of the firm by FEIN ("12-3456789"). */
/** The firm's live LCAs among these DOL case numbers: number → LCA number. */
export async function lcasByDolNumber(db: Executor, tenantId: string, numbers: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += 1000) {
    const rows = await db
      .select({ dol: lcas.dolCaseNumber, number: lcas.lcaNumber })
      .from(lcas)
      .where(and(live(tenantId), inArray(lcas.dolCaseNumber, numbers.slice(i, i + 1000))));
    for (const r of rows) if (r.dol) out.set(r.dol, r.number);
  }
  return out;
}

/** Reserve `n` LCA numbers of `year` at once: the first one's sequence value. */
export async function reserveLcaNumbers(tx: Executor, tenantId: string, year: number, n: number): Promise<number> {
  return reserveNumbers(tx, tenantId, `lca:${year}`, n);
}

export const lcaNumberOf = (year: number, seq: number) => `LCA-${year}-${String(seq).padStart(4, "0")}`;

const CHUNK = 500;

/** Insert many LCAs, each with its one worksite and its history line (the import). */
export async function insertImported(
  tx: Executor,
  items: readonly { lca: LcaInsert; worksite: Omit<typeof lcaWorksites.$inferInsert, "lcaId" | "tenantId">; history: { code: string; statusId: number; params: Record<string, string | number | null>; userId: string } }[],
): Promise<number> {
  for (let i = 0; i < items.length; i += CHUNK) {
    const part = items.slice(i, i + CHUNK);
    const ids = await tx.insert(lcas).values(part.map((p) => p.lca)).returning({ id: lcas.id });
    await tx.insert(lcaWorksites).values(part.map((p, j) => ({ ...p.worksite, lcaId: ids[j].id, tenantId: p.lca.tenantId })));
    await tx.insert(lcaHistory).values(part.map((p, j) => ({ ...p.history, lcaId: ids[j].id, tenantId: p.lca.tenantId })));
  }
  return items.length;
}

export async function unlinkCase(tx: Executor, tenantId: string, lcaId: string, petitionId: string): Promise<boolean> {
  const rows = await tx
    .delete(lcaCases)
    .where(and(eq(lcaCases.tenantId, tenantId), eq(lcaCases.lcaId, lcaId), eq(lcaCases.petitionId, petitionId)))
    .returning({ id: lcaCases.lcaId });
  await syncCaseLcaStanding(tx, tenantId, { petitionIds: [petitionId] });
  return rows.length > 0;
}

export type LcaSearchRecord = { id: string; lcaNumber: string; jobTitle: string | null; dolCaseNumber: string | null; statusId: number; petitionerName: string | null };

/** The global search: LCAs within reach whose number, ETA case number, job title or employer matches `q`, best first. */
export async function searchLcaRows(db: Executor, tenantId: string, vis: LcaVisibility, q: string, limit: number): Promise<LcaSearchRecord[]> {
  const m = textMatch(q, [lcas.lcaNumber, lcas.dolCaseNumber, lcas.jobTitle, companies.name]);
  return db
    .select({ id: lcas.id, lcaNumber: lcas.lcaNumber, jobTitle: lcas.jobTitle, dolCaseNumber: lcas.dolCaseNumber, statusId: lcas.statusId, petitionerName: companies.name })
    .from(lcas)
    .leftJoin(companies, and(eq(companies.id, lcas.petitionerId), eq(companies.tenantId, lcas.tenantId)))
    .where(and(live(tenantId), lcaVisibilityCond(vis), m.where))
    .orderBy(desc(m.rank), desc(lcas.createdAt))
    .limit(limit);
}
