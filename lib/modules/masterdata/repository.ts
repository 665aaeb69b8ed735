// Master data queries. A tenant sees the global rows (tenant_id null) plus its own rows, and its own
// row replaces a global row with the same code (an override). `tenantId` null means global rows only.
// Indexes: master_data_uq (category, tenant_id, code) serves the override test and code look-ups;
// master_data_category_parent_idx (category, parent_code, sort_order) the lists.
import "server-only";
import { and, asc, count, eq, ilike, inArray, isNull, max, or, sql, type SQL } from "drizzle-orm";
import { masterData } from "@/db/schema/platform";
import type { Executor } from "@/lib/server/db/client";
import { likePattern } from "@/lib/shared/list";
import type { ZipCountry } from "@/lib/shared/validation/identity";
import type { MasterCategory } from "./categories";

export type MasterRecord = typeof masterData.$inferSelect;

/** Rows of `category` visible to the tenant (global ones not overridden, and the tenant's own). */
function visible(tenantId: string | null, category: MasterCategory): SQL {
  const inCategory = eq(masterData.category, category);
  if (!tenantId) return and(inCategory, isNull(masterData.tenantId)) as SQL;
  const notOverridden = sql`not exists (select 1 from master_data o where o.category = ${masterData.category} and o.tenant_id = ${tenantId} and o.code = ${masterData.code})`;
  return and(inCategory, or(eq(masterData.tenantId, tenantId), and(isNull(masterData.tenantId), notOverridden))) as SQL;
}

type ListQuery = {
  category: MasterCategory;
  parentCode?: number;
  codes?: number[];
  search?: string;
  /** Also match the name in this language (Spanish readers search Spanish names). */
  searchLocale?: string;
  active?: boolean;
  limit: number;
  offset: number;
};

export async function listVisible(db: Executor, tenantId: string | null, q: ListQuery): Promise<{ rows: MasterRecord[]; total: number }> {
  const conds: (SQL | undefined)[] = [visible(tenantId, q.category)];
  if (q.parentCode !== undefined) conds.push(eq(masterData.parentCode, q.parentCode));
  if (q.codes) conds.push(q.codes.length ? inArray(masterData.code, q.codes) : sql`false`);
  if (q.active !== undefined) conds.push(eq(masterData.active, q.active));
  if (q.search) {
    const p = likePattern(q.search);
    const inOtherLanguage = q.searchLocale && q.searchLocale !== "en" ? ilike(sql`${masterData.names}->>${q.searchLocale}`, p) : undefined;
    conds.push(
      q.category === "soc_codes"
        ? or(ilike(masterData.name, p), ilike(sql`${masterData.extra}->>'designation'`, p), inOtherLanguage)
        : or(ilike(masterData.name, p), inOtherLanguage),
    );
  }
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(masterData)
      .where(where)
      .orderBy(asc(masterData.sortOrder), asc(masterData.name), asc(masterData.code))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(masterData).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** The row with this code the tenant sees (its override, else the global row). */
export async function findVisible(db: Executor, tenantId: string | null, category: MasterCategory, code: number): Promise<MasterRecord | null> {
  const rows = await db
    .select()
    .from(masterData)
    .where(and(visible(tenantId, category), eq(masterData.code, code)))
    .limit(1);
  return rows[0] ?? null;
}

/** The rows with these codes the tenant sees. */
export async function findVisibleMany(db: Executor, tenantId: string | null, category: MasterCategory, codes: number[]): Promise<MasterRecord[]> {
  if (!codes.length) return [];
  return db
    .select()
    .from(masterData)
    .where(and(visible(tenantId, category), inArray(masterData.code, codes)));
}

/** The row stored exactly in this scope: the tenant's own row, or with tenantId null the global one. */
export async function findInScope(db: Executor, tenantId: string | null, category: MasterCategory, code: number): Promise<MasterRecord | null> {
  const rows = await db
    .select()
    .from(masterData)
    .where(and(eq(masterData.category, category), tenantId ? eq(masterData.tenantId, tenantId) : isNull(masterData.tenantId), eq(masterData.code, code)))
    .limit(1);
  return rows[0] ?? null;
}

/** A visible row of the category with this name (case-insensitive) under the same parent, other than `exceptCode`. */
export async function findVisibleByName(
  db: Executor,
  tenantId: string | null,
  category: MasterCategory,
  name: string,
  parentCode: number | null,
  exceptCode?: number,
): Promise<MasterRecord | null> {
  const rows = await db
    .select()
    .from(masterData)
    .where(
      and(
        visible(tenantId, category),
        sql`lower(${masterData.name}) = lower(${name})`,
        parentCode === null ? isNull(masterData.parentCode) : eq(masterData.parentCode, parentCode),
        exceptCode === undefined ? undefined : sql`${masterData.code} <> ${exceptCode}`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Serialise writers of one category and scope until the transaction ends (code allocation). */
export async function lockScope(tx: Executor, tenantId: string | null, category: MasterCategory): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`master_data:${category}:${tenantId ?? "global"}`}))`);
}

/** Highest code stored in this scope at or above `from` (global rows: below `below`). */
export async function maxCode(tx: Executor, tenantId: string | null, category: MasterCategory, range: { from: number; below?: number }): Promise<number | null> {
  const [row] = await tx
    .select({ m: max(masterData.code) })
    .from(masterData)
    .where(
      and(
        eq(masterData.category, category),
        tenantId ? eq(masterData.tenantId, tenantId) : isNull(masterData.tenantId),
        sql`${masterData.code} >= ${range.from}`,
        range.below === undefined ? undefined : sql`${masterData.code} < ${range.below}`,
      ),
    );
  return row?.m ?? null;
}

/** Highest sort order among the rows the tenant sees. */
export async function maxSortOrder(tx: Executor, tenantId: string | null, category: MasterCategory): Promise<number> {
  const [row] = await tx.select({ m: max(masterData.sortOrder) }).from(masterData).where(visible(tenantId, category));
  return row?.m ?? 0;
}

type NewMasterRecord = {
  category: MasterCategory;
  code: number;
  name: string;
  parentCode: number | null;
  sortOrder: number;
  active: boolean;
  extra: Record<string, unknown>;
  names?: Record<string, string>;
};

export async function insertRecord(tx: Executor, tenantId: string | null, row: NewMasterRecord): Promise<MasterRecord> {
  const [created] = await tx.insert(masterData).values({ ...row, tenantId }).returning();
  return created;
}

type MasterPatch = Partial<Pick<MasterRecord, "name" | "names" | "active" | "sortOrder" | "extra">>;

/** Update the row stored in this scope (never another tenant's). */
export async function updateRecord(tx: Executor, tenantId: string | null, id: number, patch: MasterPatch): Promise<MasterRecord | null> {
  const [updated] = await tx
    .update(masterData)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(masterData.id, id), tenantId ? eq(masterData.tenantId, tenantId) : isNull(masterData.tenantId)))
    .returning();
  return updated ?? null;
}

/** The "countries" master-data row (global, or the tenant's own) with its zip-code fields. */
export async function findCountry(db: Executor, tenantId: string, countryId: number): Promise<ZipCountry | null> {
  const rows = await db
    .select({ code: masterData.code, extra: masterData.extra, tenantId: masterData.tenantId })
    .from(masterData)
    .where(
      and(
        eq(masterData.category, "countries"),
        eq(masterData.code, countryId),
        eq(masterData.active, true),
        or(isNull(masterData.tenantId), eq(masterData.tenantId, tenantId)),
      ),
    )
    .orderBy(sql`${masterData.tenantId} is null`)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const num = (x: unknown) => (typeof x === "number" && Number.isFinite(x) ? x : null);
  return {
    id: row.code,
    minZipcodeLength: num(row.extra.minZipcodeLength),
    zipcodeLength: num(row.extra.zipcodeLength),
    allowNumAndCharInZipcode: row.extra.allowNumAndCharInZipcode === true,
  };
}

/** Every row stored in one scope of a category: the tenant's own rows, or with tenantId null the global ones. */
export function findAllInScope(db: Executor, tenantId: string | null, category: MasterCategory): Promise<MasterRecord[]> {
  return db
    .select()
    .from(masterData)
    .where(and(eq(masterData.category, category), tenantId ? eq(masterData.tenantId, tenantId) : isNull(masterData.tenantId)));
}
