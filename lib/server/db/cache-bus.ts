// Cache invalidation across app processes. A process keeps small read caches (master-data names); when
// a write changes what they hold, every process must drop them within ~2 s, not only the one that wrote.
//
// - On PostgreSQL: the write calls `publishInvalidation(tx, scope)` in its transaction, which runs
//   `select pg_notify('icm_cache', scope)`; PostgreSQL delivers it at commit (never for a rollback) to
//   every session that LISTENs, this process's own included. Each process LISTENs on one postgres.js
//   connection of its own (sql.listen reconnects by itself); on each (re)connect the handlers are called
//   with their whole prefix, since notifications sent while it was away are lost.
// - On PGlite one process holds the database: the writer drops its own cache after the commit, which
//   is all there is to do (publishInvalidation is a no-op there).
// - A cache keeps a TTL as well: the floor for a change made outside the app (SQL by hand), or a
//   notification lost between a connection's end and its reconnect.
// Why LISTEN/NOTIFY and not a version row checked on each read: docs/decisions.md "Several app servers".
import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/lib/server/db/client";
import { onDbClose, POOL_FAULT_OPTIONS } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { log } from "@/lib/server/log";

export const CACHE_CHANNEL = "icm_cache";

type Listener = { prefix: string; fn: (scope: string) => void };
type ListenClient = { end: (o?: { timeout?: number }) => Promise<void> };

const g = globalThis as unknown as {
  __cacheListeners?: Set<Listener>;
  __cacheBus?: Promise<boolean>;
  __cacheBusClient?: ListenClient;
};
const listeners = (g.__cacheListeners ??= new Set());

/**
 * Tell every app process that cached data of `scope` changed (e.g. "masterdata:petition_status:<tenant>").
 * Call it inside the transaction of the write: delivered at its commit. The writer still drops its own
 * entries after the commit (at once, without waiting for the round trip).
 */
export async function publishInvalidation(tx: Executor, scope: string): Promise<void> {
  if (!env.databaseUrl) return;
  await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${scope})`);
}

/**
 * Call `fn(scope)` for each invalidation whose scope starts with `prefix`, from any process (and with
 * the prefix itself after the listening connection (re)connected: drop everything under it). Returns
 * the unsubscribe function.
 */
export function onInvalidation(prefix: string, fn: (scope: string) => void): () => void {
  const l = { prefix, fn };
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Run the handlers of `scope` in this process (what a notification does; also for the writer itself). */
export function dispatchInvalidation(scope: string): void {
  for (const l of listeners) {
    if (!scope.startsWith(l.prefix)) continue;
    try {
      l.fn(scope);
    } catch (err) {
      log.error({ err, scope }, "[cache] invalidation handler failed");
    }
  }
}

function dropEverything(): void {
  for (const l of listeners) dispatchInvalidation(l.prefix);
}

/**
 * Resolves once this process listens (true), or at once on PGlite (true: nothing to listen to). False
 * when the LISTEN connection could not be opened: callers cache on their TTL alone (logged); the next
 * call tries again. Caches await it before they keep anything, so no entry outlives a missed message.
 */
export function cacheBusReady(): Promise<boolean> {
  if (!env.databaseUrl) return Promise.resolve(true);
  g.__cacheBus ??= listen().catch((err) => {
    log.warn({ err }, "[cache] could not LISTEN for invalidations; caches fall back to their TTL");
    g.__cacheBus = undefined;
    return false;
  });
  return g.__cacheBus;
}

async function listen(): Promise<boolean> {
  const { default: postgres } = await import("postgres");
  const client = postgres(env.databaseUrl!, { max: 1, onnotice: () => {}, ...POOL_FAULT_OPTIONS, idle_timeout: 0, connection: { application_name: "icm-cache-bus" } });
  let first = true;
  await client.listen(
    CACHE_CHANNEL,
    (scope) => dispatchInvalidation(scope),
    () => {
      // Called on the first LISTEN and after every reconnect: what was sent meanwhile is lost.
      if (!first) {
        log.info("[cache] LISTEN connection back: dropping every cached entry");
        dropEverything();
      }
      first = false;
    },
  );
  g.__cacheBusClient = client;
  onDbClose(stopCacheBus);
  return true;
}

/** Close the LISTEN connection (shutdown; closeDb does it). */
export async function stopCacheBus(): Promise<void> {
  const client = g.__cacheBusClient;
  g.__cacheBusClient = undefined;
  g.__cacheBus = undefined;
  if (client) await client.end({ timeout: 5 });
}
