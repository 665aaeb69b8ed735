// Drizzle queries of the clients module: companies and individuals, their contacts, the signatory
// and beneficiary summaries of the details page, the petitioner accounts an approval activates, and
// the master-data country row of an address. Every query is scoped by tenantId.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { authorizedSignatories, companies, companyContacts } from "@/db/schema/clients";
import { branches } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import { textMatch } from "@/lib/server/db/text-search";
import { likePattern, offsetOf } from "@/lib/shared/list";
import type { AccountType } from "./contract";
import type { ClientVisibility } from "./policy";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;
export type ContactRow = typeof companyContacts.$inferSelect;

/** The SQL condition of an actor's reach (ClientVisibility), undefined for the whole tenant. */
function clientVisibilityCond(vis: ClientVisibility): SQL | undefined {
  switch (vis.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return vis.branchId ? eq(companies.branchId, vis.branchId) : sql`false`;
    case "company":
      return vis.companyId ? eq(companies.id, vis.companyId) : sql`false`;
    case "none":
      return sql`false`;
  }
}

export type ClientRow = { company: CompanyRow; branchName: string | null };

function clientQuery(db: Executor) {
  return db
    .select({ company: companies, branchName: branches.name })
    .from(companies)
    .leftJoin(branches, and(eq(branches.id, companies.branchId), eq(branches.tenantId, companies.tenantId)));
}

type ClientListQuery = {
  accountType: AccountType;
  visibility: ClientVisibility;
  page: number;
  perpage: number;
  sortBy: "createdAt" | "name" | "updatedAt";
  sortOrder: "asc" | "desc";
  search?: string;
  statusIds?: number[];
  branchIds?: string[];
  companyIds?: string[];
};

const SORT_COLUMNS = { createdAt: companies.createdAt, name: companies.name, updatedAt: companies.updatedAt } as const;

/** Name, e-mail or FEIN contains the search text (a FEIN typed without its dash matches too). */
function searchCond(search: string): SQL {
  const p = likePattern(search);
  const conds: SQL[] = [ilike(companies.name, p), ilike(companies.email, p), ilike(companies.feiNumber, p)];
  const digits = search.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s-]+$/.test(search)) {
    conds.push(sql`replace(${companies.feiNumber}, '-', '') like ${likePattern(digits)}`);
  }
  return or(...conds) as SQL;
}

export async function listClients(db: Executor, tenantId: string, q: ClientListQuery): Promise<{ rows: ClientRow[]; total: number }> {
  const conds: (SQL | undefined)[] = [
    eq(companies.tenantId, tenantId),
    eq(companies.accountType, q.accountType),
    isNull(companies.deletedAt),
    clientVisibilityCond(q.visibility),
  ];
  if (q.statusIds?.length) conds.push(inArray(companies.statusId, q.statusIds));
  if (q.branchIds?.length) conds.push(inArray(companies.branchId, q.branchIds));
  if (q.companyIds?.length) conds.push(inArray(companies.id, q.companyIds));
  if (q.search) conds.push(searchCond(q.search));
  const where = and(...conds);
  const dir = q.sortOrder === "asc" ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    clientQuery(db)
      .where(where)
      .orderBy(dir(SORT_COLUMNS[q.sortBy]), dir(companies.id))
      .limit(q.perpage)
      .offset(offsetOf(q.page, q.perpage)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: Number(total) };
}

type ClientSearchRow = Pick<CompanyRow, "id" | "name" | "accountType" | "email" | "feiNumber" | "statusId">;

/** Global search: live clients of both account types within reach whose name, e-mail or FEIN matches, by name. */
export async function searchClientRows(db: Executor, tenantId: string, vis: ClientVisibility, search: string, limit: number): Promise<ClientSearchRow[]> {
  // The global search: typo-tolerant too ("Globx" finds "Globex Corporation"), best match first.
  const m = textMatch(search.trim(), [companies.name, companies.email, companies.feiNumber]);
  return db
    .select({
      id: companies.id,
      name: companies.name,
      accountType: companies.accountType,
      email: companies.email,
      feiNumber: companies.feiNumber,
      statusId: companies.statusId,
    })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), isNull(companies.deletedAt), clientVisibilityCond(vis), or(searchCond(search), m.where)))
    .orderBy(desc(m.rank), asc(companies.name), asc(companies.id))
    .limit(limit);
}

/** A live client of the tenant within the actor's reach; `accountType` narrows to companies or individuals. */
export async function findClient(
  db: Executor,
  tenantId: string,
  id: string,
  opts: { accountType?: AccountType; visibility: ClientVisibility },
): Promise<ClientRow | null> {
  const rows = await clientQuery(db)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        eq(companies.id, id),
        isNull(companies.deletedAt),
        opts.accountType ? eq(companies.accountType, opts.accountType) : undefined,
        clientVisibilityCond(opts.visibility),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Row lock for a status change or update (the same row read twice in one transaction is consistent). */
export async function lockClient(db: Executor, tenantId: string, id: string): Promise<void> {
  await db.execute(sql`select 1 from ${companies} where ${companies.tenantId} = ${tenantId} and ${companies.id} = ${id} for update`);
}

export async function findCompanyByFein(db: Executor, tenantId: string, feiNumber: string, exceptId?: string): Promise<CompanyRow | null> {
  const rows = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        eq(companies.feiNumber, feiNumber),
        isNull(companies.deletedAt),
        exceptId ? sql`${companies.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertClient(db: Executor, values: CompanyInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row;
}

export async function updateClient(db: Executor, tenantId: string, id: string, patch: Partial<CompanyInsert>): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    .returning();
  return row;
}

// ---------- contacts, signatories ----------

export async function listContacts(db: Executor, tenantId: string, companyId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.tenantId, tenantId), eq(companyContacts.companyId, companyId)))
    .orderBy(desc(companyContacts.isPrimary), asc(companyContacts.createdAt), asc(companyContacts.id));
}

/** The primary contact of each listed company. */
export async function primaryContacts(db: Executor, tenantId: string, companyIds: string[]): Promise<ContactRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(companyContacts)
    .where(and(eq(companyContacts.tenantId, tenantId), inArray(companyContacts.companyId, companyIds), eq(companyContacts.isPrimary, true)));
}

export async function replaceContacts(
  db: Executor,
  tenantId: string,
  companyId: string,
  contacts: Omit<typeof companyContacts.$inferInsert, "tenantId" | "companyId">[],
): Promise<ContactRow[]> {
  await db.delete(companyContacts).where(and(eq(companyContacts.tenantId, tenantId), eq(companyContacts.companyId, companyId)));
  if (contacts.length === 0) return [];
  // Keep the order the caller gave: created_at increases by a millisecond per row.
  const base = Date.now();
  return db
    .insert(companyContacts)
    .values(contacts.map((c, i) => ({ ...c, tenantId, companyId, createdAt: new Date(base + i) })))
    .returning();
}

export async function listCompanySignatories(db: Executor, tenantId: string, companyId: string) {
  return db
    .select({
      id: authorizedSignatories.id,
      firstName: authorizedSignatories.firstName,
      lastName: authorizedSignatories.lastName,
      title: authorizedSignatories.title,
      email: authorizedSignatories.email,
      phone: authorizedSignatories.phone,
      statusId: authorizedSignatories.statusId,
    })
    .from(authorizedSignatories)
    .where(
      and(
        eq(authorizedSignatories.tenantId, tenantId),
        eq(authorizedSignatories.companyId, companyId),
        isNull(authorizedSignatories.deletedAt),
      ),
    )
    .orderBy(asc(authorizedSignatories.lastName), asc(authorizedSignatories.firstName));
}

// ---------- branches and countries (for checks) ----------

export async function findLiveBranch(db: Executor, tenantId: string, branchId: string) {
  const rows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.tenantId, tenantId), eq(branches.id, branchId), isNull(branches.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

// ---------- petitioner accounts ----------

/** The firm's live clients with these FEINs (the imports match employers by FEIN): FEIN → client. */
export async function clientsByFein(db: Executor, tenantId: string, feins: readonly string[]): Promise<Map<string, { id: string; name: string; branchId: string | null }>> {
  const out = new Map<string, { id: string; name: string; branchId: string | null }>();
  if (feins.length === 0) return out;
  const rows = await db
    .select({ id: companies.id, name: companies.name, branchId: companies.branchId, fein: companies.feiNumber })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.feiNumber, [...feins]), isNull(companies.deletedAt)));
  for (const r of rows) if (r.fein) out.set(r.fein, { id: r.id, name: r.name, branchId: r.branchId });
  return out;
}

/** Live clients (companies and individuals) per branch, one grouped query for a page of branches (branch id → count). */
export async function clientCountsByBranch(db: Executor, tenantId: string, branchIds: readonly string[]): Promise<Map<string, number>> {
  if (branchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.branchId, n: count() })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.branchId, [...branchIds]), isNull(companies.deletedAt)))
    .groupBy(companies.branchId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}
