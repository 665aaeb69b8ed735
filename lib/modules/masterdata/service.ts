// Master data use cases: list (global rows + the tenant's own, an own row overriding the global one
// with the same code), add and update (role 1 writes global rows, roles 2 and 3 their tenant's rows;
// updating a global row as role 2/3 stores a tenant override), and look-ups for other modules.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import { writeAudit } from "@/lib/server/audit/audit";
import { fail } from "@/lib/server/errors";
import type { Pagination } from "@/lib/server/http/envelope";
import { MSG } from "@/lib/shared/validation";
import {
  defaultPerpage,
  isFixedCategory,
  isOrderedCategory,
  PARENTS,
  TENANT_CODE_START,
  type MasterCategory,
} from "./categories";
import {
  EXTRA_SCHEMAS,
  extraIssues,
  type AddMasterDataBody,
  type ListMasterDataBody,
  type MasterDataRow,
  type UpdateMasterDataBody,
} from "./contract";
import { mayList, writeScope } from "./policy";
import { localizedName } from "./names";
import type { FormatLocale } from "@/lib/shared/format/locale";
import {
  findAllInScope,
  findInScope,
  findVisible,
  findVisibleByName,
  findVisibleMany,
  insertRecord,
  listVisible,
  lockScope,
  maxCode,
  maxSortOrder,
  updateRecord,
  type MasterRecord,
} from "./repository";
import type { ActorContext } from "@/lib/server/context";
import { cacheBusReady, onInvalidation, publishInvalidation } from "@/lib/server/db/cache-bus";

const ENTRY = "Master data entry";
const CORE_KEYS = new Set(["id", "name", "parentId", "sortOrder", "active", "custom", "countryId", "stateId", "typeId", "displayName"]);

/** The wire shape of a stored row (see MasterDataRow). */
export function toRow(category: MasterCategory, rec: MasterRecord, locale: FormatLocale = "en"): MasterDataRow {
  const name = localizedName(category, rec, locale);
  const row: MasterDataRow = {
    id: rec.code,
    name,
    parentId: rec.parentCode,
    sortOrder: rec.sortOrder,
    active: rec.active,
    custom: rec.tenantId !== null,
  };
  const parent = PARENTS[category];
  if (parent) row[parent.key] = rec.parentCode;
  for (const [k, val] of Object.entries(rec.extra ?? {})) if (!CORE_KEYS.has(k)) row[k] = val;
  if (category === "soc_codes") row.displayName = typeof rec.extra?.designation === "string" ? `${name} (${rec.extra.designation})` : name;
  return row;
}

/** Who lists: the firm of the host (null: global rows only), whether signed in, and the reader's language. */
export type Viewer = { tenantId: string | null; signedIn: boolean; locale?: FormatLocale };

export async function listMasterData(db: Executor, viewer: Viewer, body: ListMasterDataBody): Promise<{ data: MasterDataRow[]; pagination: Pagination }> {
  const { category, page, matcher } = body;
  if (!mayList(category, viewer.signedIn)) throw fail.unauthenticated();
  const perpage = body.perpage ?? defaultPerpage(category);
  const { rows, total } = await listVisible(db, viewer.tenantId, {
    category,
    parentCode: matcher.countryId ?? matcher.stateId ?? matcher.typeId ?? matcher.parentId,
    codes: matcher.ids,
    search: matcher.search ?? body.search,
    searchLocale: viewer.locale,
    active: matcher.active,
    limit: perpage,
    offset: (page - 1) * perpage,
  });
  const data = rows.map((r) => toRow(category, r, viewer.locale));
  // Lists shown by name (countries, states, cities) follow the reader's alphabet: "Estados Unidos"
  // among the E's. A page holds the whole of such a list (1000 rows; the largest has 356).
  if (viewer.locale && viewer.locale !== "en" && !isOrderedCategory(category)) {
    const collator = new Intl.Collator(viewer.locale);
    data.sort((a, b) => collator.compare(a.name, b.name));
  }
  return { data, pagination: { page, perpage, total } };
}

/** For other modules: the row with this code the tenant sees (e.g. a country's zip rules), or null. */
export async function getMasterRow(db: Executor, tenantId: string | null, category: MasterCategory, code: number, locale?: FormatLocale): Promise<MasterDataRow | null> {
  const rec = await findVisible(db, tenantId, category, code);
  return rec ? toRow(category, rec, locale) : null;
}

/** For other modules: the rows with these codes the tenant sees, by code (e.g. status names). */
export async function getMasterRows(db: Executor, tenantId: string | null, category: MasterCategory, codes: number[], locale?: FormatLocale): Promise<Map<number, MasterDataRow>> {
  const recs = await findVisibleMany(db, tenantId, category, [...new Set(codes)]);
  return new Map(recs.map((r) => [r.code, toRow(category, r, locale)]));
}

// ---------- cached look-ups of small lists (names on hot read paths) ----------

/**
 * How long a cached list stays in this process at most. A change through addMasterData or
 * updateMasterData drops it at once in the writing process and, on PostgreSQL, in every other app
 * process when the write commits (LISTEN/NOTIFY, lib/server/db/cache-bus.ts); the TTL is the floor for a
 * change made outside the app (a direct SQL edit) or a notification lost while reconnecting.
 */
export const MASTER_CACHE_TTL_MS = 60_000;

type CacheEntry = { at: number; rows: Promise<Map<number, MasterDataRow>> };
/** Key: category + "|" + tenant id ("" for the global rows) + "|" + locale. */
const masterCache = new Map<string, CacheEntry>();

/** Drop the cached rows of a category (all tenants when a global row changed), or everything. */
export function forgetMasterCache(category?: MasterCategory, tenantId?: string | null): void {
  if (!category) return masterCache.clear();
  for (const key of [...masterCache.keys()]) {
    const [cat, tenant] = key.split("|");
    if (cat === category && (tenantId == null || tenant === tenantId)) masterCache.delete(key);
  }
}

/** The cache-bus scope of a category's rows in one scope: `masterdata:<category>:<tenant id | global>`. */
export function masterCacheScope(category: MasterCategory, tenantId: string | null): string {
  return `masterdata:${category}:${tenantId ?? "global"}`;
}

// Another process (or this one) changed master data: drop the entries it names ("masterdata:" alone:
// everything, after the listening connection came back).
onInvalidation("masterdata:", (scope) => {
  const [, category, tenant] = scope.split(":");
  if (!category) return forgetMasterCache();
  forgetMasterCache(category as MasterCategory, !tenant || tenant === "global" ? null : tenant);
});

function cachedScope(db: Executor, tenantId: string | null, category: MasterCategory, locale: FormatLocale): Promise<Map<number, MasterDataRow>> {
  const key = `${category}|${tenantId ?? ""}|${locale}`;
  const hit = masterCache.get(key);
  if (hit && Date.now() - hit.at < MASTER_CACHE_TTL_MS) return hit.rows;
  // The process listens for invalidations before it keeps anything (cache-bus.ts).
  const rows = cacheBusReady().then(() => findAllInScope(db, tenantId, category)).then((recs) => new Map(recs.map((r) => [r.code, toRow(category, r, locale)])));
  const entry = { at: Date.now(), rows };
  masterCache.set(key, entry);
  rows.catch(() => {
    if (masterCache.get(key) === entry) masterCache.delete(key);
  });
  return rows;
}

/**
 * For hot read paths (names of the case list): every row of a SMALL category the tenant sees (its
 * own rows over the global ones with the same code), from an in-process cache of at most
 * MASTER_CACHE_TTL_MS. Writes through this module drop the cache; other callers that must see a
 * change at once use getMasterRow / getMasterRows.
 */
export async function getCachedMasterRows(
  db: Executor,
  tenantId: string | null,
  category: MasterCategory,
  locale: FormatLocale = "en",
): Promise<Map<number, MasterDataRow>> {
  const [global, own] = await Promise.all([
    cachedScope(db, null, category, locale),
    tenantId ? cachedScope(db, tenantId, category, locale) : Promise.resolve(null),
  ]);
  if (!own || own.size === 0) return global;
  const merged = new Map(global);
  for (const [code, row] of own) merged.set(code, row);
  return merged;
}

/** The validated extra object, or a 422 naming the offending fields. */
function cleanExtra(category: MasterCategory, extra: Record<string, unknown>): Record<string, unknown> {
  const issues = extraIssues(category, extra, true);
  if (issues.length) throw fail.validation(Object.fromEntries(issues.map((i) => [i.path.join("."), i.message])));
  return EXTRA_SCHEMAS[category].parse(extra) as Record<string, unknown>;
}

function scopeOf(actor: Actor): { tenantId: string | null } {
  const scope = writeScope(actor);
  if (!scope) throw fail.forbidden();
  return scope;
}

const fixedListError = () => fail.validation({ category: MSG.invalid("Category") }, "The entries of this list are fixed: they can be renamed, not added or deactivated");

const duplicateError = (name: string) => fail.conflict(`"${name}" already exists in this list`);

async function nextCode(tx: Executor, tenantId: string | null, category: MasterCategory): Promise<number> {
  if (tenantId) return ((await maxCode(tx, tenantId, category, { from: TENANT_CODE_START })) ?? TENANT_CODE_START - 1) + 1;
  const next = ((await maxCode(tx, null, category, { from: 1, below: TENANT_CODE_START })) ?? 0) + 1;
  if (next >= TENANT_CODE_START) throw fail.conflict("This list has no free codes left");
  return next;
}


const snapshot = (r: MasterRecord) => ({
  category: r.category,
  code: r.code,
  tenantId: r.tenantId,
  name: r.name,
  parentCode: r.parentCode,
  sortOrder: r.sortOrder,
  active: r.active,
  extra: r.extra,
});

export async function addMasterData(ctx: ActorContext, body: AddMasterDataBody): Promise<MasterDataRow> {
  const { db, actor } = ctx;
  const { tenantId } = scopeOf(actor);
  const { category } = body;
  if (isFixedCategory(category)) throw fixedListError();
  const extra = cleanExtra(category, body.extra ?? {});
  const row = await db.transaction(async (tx) => {
    await lockScope(tx, tenantId, category);
    let parentCode: number | null = null;
    const parent = PARENTS[category];
    if (parent && body.parentId !== undefined) {
      const p = await findVisible(tx, tenantId, parent.category, body.parentId);
      if (!p) throw fail.validation({ parentId: MSG.invalid(parent.label) });
      parentCode = p.code;
    }
    if (await findVisibleByName(tx, tenantId, category, body.name, parentCode)) throw duplicateError(body.name);
    const code = await nextCode(tx, tenantId, category);
    const sortOrder = body.sortOrder ?? (isOrderedCategory(category) ? (await maxSortOrder(tx, tenantId, category)) + 1 : 0);
    const rec = await insertRecord(tx, tenantId, { category, code, name: body.name, parentCode, sortOrder, active: true, extra });
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "masterdata.add",
      entityType: "master_data",
      entityId: `${category}:${code}`,
      after: snapshot(rec),
      ip: ctx.ip,
    });
    await publishInvalidation(tx, masterCacheScope(category, tenantId));
    return toRow(category, rec, ctx.locale);
  });
  forgetMasterCache(category, tenantId);
  return row;
}

export async function updateMasterData(ctx: ActorContext, body: UpdateMasterDataBody): Promise<MasterDataRow> {
  const { db, actor } = ctx;
  const { tenantId } = scopeOf(actor);
  const { category } = body;
  if (isFixedCategory(category) && body.active === false) throw fixedListError();
  const row = await db.transaction(async (tx) => {
    await lockScope(tx, tenantId, category);
    const own = await findInScope(tx, tenantId, category, body.id);
    const base = own ?? (tenantId ? await findInScope(tx, null, category, body.id) : null);
    if (!base) throw fail.notFound(ENTRY);
    if (body.name !== undefined && (await findVisibleByName(tx, tenantId, category, body.name, base.parentCode, base.code))) {
      throw duplicateError(body.name);
    }
    const renamed = body.name !== undefined && body.name !== base.name;
    const next = {
      name: body.name ?? base.name,
      // A renamed row's translations no longer say the same: it shows its one name in every language.
      names: renamed ? {} : own ? own.names : {},
      active: body.active ?? base.active,
      sortOrder: body.sortOrder ?? base.sortOrder,
      extra: body.extra ? cleanExtra(category, { ...base.extra, ...body.extra }) : base.extra,
    };
    const rec = own
      ? await updateRecord(tx, tenantId, own.id, next)
      : await insertRecord(tx, tenantId, { category, code: base.code, parentCode: base.parentCode, ...next });
    if (!rec) throw fail.notFound(ENTRY);
    await writeAudit(tx, {
      tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: own ? "masterdata.update" : "masterdata.override",
      entityType: "master_data",
      entityId: `${category}:${rec.code}`,
      before: snapshot(base),
      after: snapshot(rec),
      ip: ctx.ip,
    });
    await publishInvalidation(tx, masterCacheScope(category, tenantId));
    return toRow(category, rec, ctx.locale);
  });
  forgetMasterCache(category, tenantId);
  return row;
}
