// One database handle per process: PGlite (embedded, default) or postgres.js (DATABASE_URL).
import "server-only";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { connectionFault } from "@/lib/server/db/errors";
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

/** A statement that only reads, so sending it again on a fresh connection changes nothing. */
const READS = /^\s*(select|with)\b/i;
const WRITES_OR_LOCKS = /\b(insert|update|delete|merge|nextval|setval|pg_notify|pg_advisory\w*|set_config|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share)\b/i;
export const isPlainRead = (query: string) => READS.test(query) && !WRITES_OR_LOCKS.test(query);

/**
 * A statement that failed on a lost connection is sent again, up to 3 times within 2.5 s of the first attempt: a
 * drop kills every connection of the pool, and postgres.js learns of each only when it next uses it (so the
 * second try may meet another dead one), or a connection attempt met by the drop waits out its time-out.
 */
const RETRY_WINDOW_MS = 2500;
const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withRetries<T>(attempt: () => PromiseLike<T>, onRetry: (err: unknown) => void, mayRetry: () => boolean = () => true): Promise<T> {
  const started = Date.now();
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!connectionFault(err) || !mayRetry() || n >= MAX_RETRIES || Date.now() - started > RETRY_WINDOW_MS) throw err;
      onRetry(err);
      await sleep(20 * 2 ** n);
    }
  }
}

type Thenable = PromiseLike<unknown> & { values?: () => unknown };

/** `make()`'s statement, sent again on a lost connection (withRetries); `.values()` (Drizzle's rows as arrays) kept. */
function retryingQuery(make: () => Thenable, onRetry: (err: unknown) => void): Thenable {
  let asValues = false;
  let first: Thenable | undefined = make();
  const run = () => {
    const q = first ?? make();
    first = undefined;
    return (asValues ? q.values!() : q) as Thenable;
  };
  const out = {
    values() {
      asValues = true;
      return out;
    },
    then<A, B>(ok?: ((v: unknown) => A | PromiseLike<A>) | null, ko?: ((e: unknown) => B | PromiseLike<B>) | null) {
      return withRetries(run, onRetry).then(ok, ko);
    },
  };
  return out;
}

/**
 * Recovery from a connection the database dropped (a failover, a pooler restart, an idle time-out,
 * pg_terminate_backend): a plain read outside a transaction is sent again on a fresh connection, and a
 * transaction whose BEGIN failed that way (nothing of it ran) is started again (withRetries). Anything else fails,
 * and the route answers 503 UNAVAILABLE with Retry-After (lib/server/db/errors.ts). Statements inside a
 * transaction run on its reserved connection, which this does not wrap.
 */
export function withReconnect<C extends { unsafe: (...args: never[]) => unknown; begin: (...args: never[]) => Promise<unknown> }>(client: C, onRetry: (err: unknown) => void = () => {}): C {
  const unsafe = client.unsafe.bind(client) as (query: string, args?: unknown[], options?: Record<string, unknown>) => Thenable;
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const retryingUnsafe = (query: string, args?: unknown[], options?: Record<string, unknown>) =>
    isPlainRead(query) ? retryingQuery(() => unsafe(query, args, options), onRetry) : unsafe(query, args, options);
  const retryingBegin = (...args: unknown[]) => {
    const fn = args[args.length - 1] as (...a: unknown[]) => unknown;
    let ran = false;
    const call = () =>
      begin(...args.slice(0, -1), (...a: unknown[]) => {
        ran = true;
        return fn(...a);
      });
    return withRetries(call, onRetry, () => !ran);
  };
  return Object.assign(client, { unsafe: retryingUnsafe as unknown as C["unsafe"], begin: retryingBegin as unknown as C["begin"] });
}

/**
 * The pool's fault settings. A connection attempt gives up after DATABASE_CONNECT_TIMEOUT seconds (default 2;
 * postgres.js's own is 30), and a reconnect waits at most half a second (postgres.js's backoff grows to 20 s
 * with the failures the whole pool saw, so after an outage requests queued behind it for many seconds). Idle
 * connections close after a minute, before a pooler's or a firewall's idle time-out cuts them silently.
 */
export const POOL_FAULT_OPTIONS = {
  connect_timeout: env.databaseConnectTimeout,
  idle_timeout: 60,
  backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
} as const;

async function open(): Promise<Handle> {
  if (env.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const pool = postgres(env.databaseUrl, { max: 10, onnotice: () => {}, prepare: env.databasePrepare, ...POOL_FAULT_OPTIONS, connection: { application_name: "icm-app" } });
    const client = withReconnect(withPrepare(pool, env.databasePrepare), (err) => log.warn({ fault: connectionFault(err) }, "[db] connection lost under a statement: sent again"));
    // At shutdown, statements still waiting get 5 s, then the connections are closed (a database away
    // would otherwise hold closeDb until every connect attempt timed out).
    return { db: drizzle({ client }), close: () => client.end({ timeout: 5 }), driver: "postgres" };
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
