// Statements that (nearly) every request runs — the tenant by host, the session by token — are built
// once per database handle as Drizzle prepared queries with placeholders, instead of on every call:
// building a Drizzle statement costs more CPU than PostgreSQL spends running one of these.
import "server-only";
import type { Executor } from "./client";

const byExecutor = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The query `build` makes for `db`, built on first use and kept for the life of `db`. Every value that
 * varies between calls must be a `sql.placeholder(...)` filled by `execute`: a value written into
 * the query would be served to every later caller. `name` must name the statement's whole shape.
 */
export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let cache = byExecutor.get(db);
  if (!cache) {
    cache = new Map();
    byExecutor.set(db, cache);
  }
  let query = cache.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    cache.set(name, query);
  }
  return query;
}
