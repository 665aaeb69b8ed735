// One database handle per process: PGlite (embedded, default) or postgres.js (DATABASE_URL).
import "server-only";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { env } from "@/lib/server/env";
import { log } from "@/lib/server/log";

/** Both drivers expose the same Drizzle pg-core query API; we type against postgres-js. */
export type Db = PostgresJsDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that can run queries: the db or a transaction. */
export type Executor = Db | Tx;

type Handle = {
  db: Db;
  close: () => Promise<void>;
  driver: "pglite" | "postgres";
  /** The embedded database itself (the job runner talks to it through pg-boss's PGlite adapter). */
  pglite?: import("@electric-sql/pglite").PGlite;
};

const globalForDb = globalThis as unknown as { __dbHandle?: Promise<Handle> };

/**
 * Drizzle asks postgres.js for an unnamed statement unless a query is `.prepare()`d, and postgres.js
 * then spends two round trips on it (describe, then execute) and PostgreSQL parses and plans it every
 * time. Named statements are prepared once per connection (postgres.js keeps them by SQL text) and
 * then cost one round trip and no parsing. The set per connection is bounded by the number of
 * distinct statement texts the code can build, and connections are recycled after 30–60 minutes
 * (postgres.js `max_lifetime`). Statements inside a transaction (its own reserved connection) stay
 * unnamed. With `prepare` false (DATABASE_PREPARE=false) every statement is unnamed, Drizzle's
 * prepared queries included.
 */
export function withPrepare<C extends { unsafe: (...args: never[]) => unknown }>(client: C, prepare: boolean): C {
  const unsafe = client.unsafe.bind(client) as (query: string, args?: unknown[], options?: Record<string, unknown>) => unknown;
  const named = (query: string, args?: unknown[], options?: Record<string, unknown>) => unsafe(query, args, { ...options, prepare });
  return Object.assign(client, { unsafe: named as unknown as C["unsafe"] });
}

async function open(): Promise<Handle> {
  if (env.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = withPrepare(postgres(env.databaseUrl, { max: 10, onnotice: () => {}, prepare: env.databasePrepare }), env.databasePrepare);
    return { db: drizzle({ client }), close: () => client.end(), driver: "postgres" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // pg_trgm (trigram similarity: the global search's typo tolerance) ships with PGlite as a loadable
  // bundle; the migration that uses it runs CREATE EXTENSION (PostgreSQL servers have it in contrib).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (env.pgliteDataDir !== "memory://") {
    const fs = await import("node:fs");
    fs.mkdirSync(env.pgliteDataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: env.pgliteDataDir === "memory://" ? undefined : env.pgliteDataDir, extensions: { pg_trgm } });
  // The PGlite and postgres-js Drizzle databases share the pg-core API surface.
  const db = drizzle({ client }) as unknown as Db;
  return { db, close: () => client.close(), driver: "pglite", pglite: client };
}

function handle(): Promise<Handle> {
  globalForDb.__dbHandle ??= open();
  return globalForDb.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

/** Which database this process uses, and the embedded one when it is PGlite (for the job runner). */
export async function dbDriver(): Promise<Pick<Handle, "driver" | "pglite">> {
  const h = await handle();
  return { driver: h.driver, pglite: h.pglite };
}

const beforeClose = new Set<() => Promise<void>>();
/** Run `fn` before the database closes (the job runner stops its workers and its pool there). */
export function onDbClose(fn: () => Promise<void>): void {
  beforeClose.add(fn);
}

export async function closeDb(): Promise<void> {
  for (const fn of [...beforeClose]) await fn().catch((err) => log.error({ err }, "[db] a before-close step failed"));
  beforeClose.clear();
  const h = globalForDb.__dbHandle;
  globalForDb.__dbHandle = undefined;
  if (h) await (await h).close();
}

export async function runMigrations(): Promise<void> {
  const h = await handle();
  if (h.driver === "postgres") {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(h.db, { migrationsFolder: env.migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(h.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: env.migrationsFolder });
  }
}
