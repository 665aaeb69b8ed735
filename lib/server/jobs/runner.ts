// The one background-job runner: pg-boss (a PostgreSQL job queue) on both database paths — its own
// `pg` pool on PostgreSQL, its PGlite adapter on the embedded database. Why: docs/decisions.md.
//
// - Queues are declared once, here (QUEUES): name, retries with backoff, a cron schedule. pg-boss keeps
//   the jobs in its schema "pgboss"; a job survives a restart, a failing one is retried with backoff and
//   then lands in state "failed" (listed and retried from the platform admin's Background jobs page).
// - Modules give a queue its handler with `defineJob(name, handler)` (lib/modules/platform/jobs.ts
//   composes them); only server processes work (`startJobWorkers`, from instrumentation.ts).
// - `enqueue(tx, name, data)` writes the job in the caller's transaction: it exists iff the write commits.
// - With several app processes, each job is taken by one of them (SKIP LOCKED), and a cron schedule
//   makes one job per tick whichever processes are up.
import "server-only";
import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite, type SendOptions } from "pg-boss";
import { dbDriver, getDb, onDbClose, type Executor } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { connectionFault } from "@/lib/server/db/errors";
import { log } from "@/lib/server/log";
import { rowsOf } from "@/lib/server/db/rows";

type QueueSpec = {
  /** pg-boss queue policy: "stately" keeps at most one job queued and one active (a drain trigger). */
  policy?: "standard" | "stately" | "singleton" | "short";
  retryLimit: number;
  /** First retry after this many seconds, then doubling (retryBackoff). */
  retryDelay: number;
  /** How long one run may take before it counts as failed. */
  expireInSeconds: number;
  /** Cron schedule (5 fields) in `tz`, when the queue also runs on a clock. */
  cron?: string;
  tz?: string;
};

/** Every queue of the app. A module adds its queue here and its handler with defineJob. */
export const QUEUES = {
  /** Deliver the e-mail outbox (lib/server/mail/outbox.ts); kicked after each commit, swept every minute. */
  "mail.deliver": { policy: "stately", retryLimit: 5, retryDelay: 30, expireInSeconds: 300, cron: "* * * * *" },
  /** The daily deadline scan: reminders 30/14/7/1 days before each registered deadline, and overdue. */
  "deadlines.scan": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "0 5 * * *", tz: "America/New_York" },
  /** Sync one case's deadline reminders at once after its dates changed (data: { tenantId, petitionId }). */
  "deadlines.sync-case": { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
  /** Sync one firm's deadline reminders at once after a standing document's expiry date changed or the document went (lib/modules/company-documents/jobs.ts; data: { tenantId, today }). */
  "deadlines.sync-firm": { retryLimit: 3, retryDelay: 30, expireInSeconds: 600 },
  /** E-mail each user who chose a daily digest the notifications they have not had by e-mail. */
  "notifications.digest": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "0 7 * * *", tz: "America/New_York" },
  /** Delete expired one-time tokens, idempotency keys, rate-limit rows and uploads never attached to a record. */
  "purge.expired": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "30 3 * * *", tz: "America/New_York" },
  /** LCAs' daily review: a certified LCA whose end date has passed becomes expired (lib/modules/lca/jobs.ts). */
  "lca.daily": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "15 4 * * *", tz: "America/New_York" },
  /** Form I-9 retention (lib/modules/i9/jobs.ts): records past rule 1's date announced once, or purged when the firm chose automatic purge. */
  "i9.daily": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "45 4 * * *", tz: "America/New_York" },
  /** E-signature envelopes (lib/modules/esign/jobs.ts): expiry, automatic reminders to signers every 3 days, the sender warned 2 days before. */
  "esign.daily": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "0 8 * * *", tz: "America/New_York" },
  /** Invoices (lib/modules/invoices/jobs.ts): sent and unpaid past the due date → expired; a sending e-mail that failed for good → delivery_error. */
  "invoices.daily": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "30 4 * * *", tz: "America/New_York" },
  /** QuickBooks Online, one firm's work (lib/modules/quickbooks/jobs.ts): push sent invoices, pull payments (data: { tenantId, invoiceIds?, paymentIds?, reconcile? }). */
  "quickbooks.sync": { retryLimit: 5, retryDelay: 60, expireInSeconds: 900 },
  /** QuickBooks' daily reconcile through the change feed (CDC): a "quickbooks.sync" with reconcile for every connected firm. */
  "quickbooks.reconcile": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "0 3 * * *", tz: "America/New_York" },
  /** Subscription billing (lib/modules/billing/jobs.ts): periods that are over renew (invoiced and charged) or end after plans/unSubscribe. */
  "billing.daily": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "0 6 * * *", tz: "America/New_York" },
  /** Green-card priority dates against the Visa Bulletin in force (lib/modules/greencard/jobs.ts): daily, and after a bulletin is saved (data: { tenantId? }). */
  /** USCIS case statuses of the open cases with a receipt number (lib/modules/uscis/jobs.ts): daily, within each firm's API limit. */
  "uscis.status-check": { policy: "stately", retryLimit: 2, retryDelay: 600, expireInSeconds: 3600, cron: "0 6 * * *", tz: "America/New_York" },
  /** Video meetings (lib/modules/meetings/jobs.ts): signaling messages older than an hour are deleted. */
  "meetings.sweep": { policy: "stately", retryLimit: 2, retryDelay: 60, expireInSeconds: 300, cron: "*/10 * * * *" },
  "gc.bulletin-check": { policy: "stately", retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, cron: "30 5 * * *", tz: "America/New_York" },
  /** The State Department's Visa Bulletin, fetched once for every firm (greencard/bulletin-fetch.ts); a failure is retried every 30 minutes. */
  "gc.bulletin-fetch": { policy: "stately", retryLimit: 3, retryDelay: 1800, expireInSeconds: 900, cron: "10 5 * * *", tz: "America/New_York" },
} as const satisfies Record<string, QueueSpec>;

export type JobName = keyof typeof QUEUES;
export const JOB_NAMES = Object.keys(QUEUES) as JobName[];

export type JobMeta = { id: string; name: JobName; retryCount: number };
type Handler = (data: Record<string, unknown>, meta: JobMeta) => Promise<void>;

const g = globalThis as unknown as {
  __jobHandlers?: Map<JobName, Handler>;
  __boss?: Promise<PgBoss>;
  __jobWorkers?: boolean;
};
const handlers = (g.__jobHandlers ??= new Map());

/** Give a queue its handler (throw to fail the run: pg-boss retries it with backoff). */
export function defineJob<D extends Record<string, unknown>>(name: JobName, handler: (data: D, meta: JobMeta) => Promise<void>): JobName {
  handlers.set(name, handler as Handler);
  return name;
}

/** How long running jobs get to finish at shutdown: 20 s, less when SHUTDOWN_TIMEOUT_MS leaves less (its last part). */
const JOB_STOP_TIMEOUT_MS = Math.max(1000, Math.min(20_000, env.shutdownTimeoutMs - 6000));

async function open(): Promise<PgBoss> {
  const { driver, pglite } = await dbDriver();
  const boss =
    driver === "postgres"
      ? // A connection attempt gives up as the app pool's does (DATABASE_CONNECT_TIMEOUT; pg-boss's own is 10 s).
        new PgBoss({ connectionString: env.databaseUrl, max: 4, application_name: "icm-jobs", connectionTimeoutMillis: env.databaseConnectTimeout * 1000, schedule: !env.isTest, supervise: !env.isTest })
      : new PgBoss({ db: fromPglite(pglite!), backend: "pglite", schedule: !env.isTest, supervise: !env.isTest });
  // A dropped or refused connection is a warning with its code (pg-boss reconnects); anything else an error.
  boss.on("error", (err) => {
    const fault = connectionFault(err);
    if (fault) log.warn({ fault }, "[jobs] pg-boss lost a database connection");
    else log.error({ err }, "[jobs] pg-boss error");
  });
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const name of JOB_NAMES) {
    const { cron, tz, ...spec } = QUEUES[name] as QueueSpec;
    const options = { policy: spec.policy ?? "standard", retryLimit: spec.retryLimit, retryDelay: spec.retryDelay, retryBackoff: true, expireInSeconds: spec.expireInSeconds };
    if (!existing.has(name)) await boss.createQueue(name, options);
    else await boss.updateQueue(name, { retryLimit: options.retryLimit, retryDelay: options.retryDelay, retryBackoff: true, expireInSeconds: options.expireInSeconds });
    if (cron) await boss.schedule(name, cron, null, { tz: tz ?? "UTC" });
  }
  onDbClose(async () => {
    g.__boss = undefined;
    g.__jobWorkers = false;
    await boss.stop({ graceful: true, timeout: JOB_STOP_TIMEOUT_MS, close: true });
  });
  return boss;
}

/**
 * The started runner (schema migrated, queues and schedules in place), without workers. Started by
 * prepareDatabase (migrations) and at server start, before any request: on PGlite a first start inside a
 * transaction would wait for the transaction it runs in.
 */
export function jobRunner(): Promise<PgBoss> {
  g.__boss ??= open().catch((err) => {
    g.__boss = undefined;
    throw err;
  });
  return g.__boss;
}

/** Work every queue that has a handler, in this process (server processes; JOB_WORKERS=off disables). */
export async function startJobWorkers(): Promise<void> {
  if (g.__jobWorkers) return;
  g.__jobWorkers = true;
  const boss = await jobRunner();
  for (const [name, handler] of handlers) {
    await boss.work(name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
      const started = Date.now();
      try {
        await handler((job.data ?? {}) as Record<string, unknown>, { id: job.id, name, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
        log.info({ job: name, jobId: job.id, ms: Date.now() - started }, "[jobs] done");
      } catch (err) {
        log.warn({ job: name, jobId: job.id, err }, "[jobs] failed (will be retried while retries remain)");
        throw err;
      }
    });
  }
}

/** Stop taking jobs, let the running ones finish (up to 20 s), close the runner's pool. */
export async function stopJobRunner(): Promise<void> {
  const pending = g.__boss;
  g.__boss = undefined;
  g.__jobWorkers = false;
  if (pending) await (await pending).stop({ graceful: true, timeout: JOB_STOP_TIMEOUT_MS, close: true });
}

/**
 * Queue a job. Given a transaction, the job is written in it (it exists iff the transaction commits);
 * given the database, at once. `singletonKey` makes a repeat a no-op while one with the key is queued.
 */
export async function enqueue(db: Executor, name: JobName, data: Record<string, unknown> = {}, options: Pick<SendOptions, "singletonKey" | "startAfter"> = {}): Promise<string | null> {
  const boss = await jobRunner();
  return boss.send(name, data, { ...options, db: fromDrizzle(db as never, sql as never) });
}

/**
 * Run the queued jobs of one queue in this process now, with its handler (tests and scripts; servers
 * use the workers). Returns how many ran; a handler's error fails that job (and is rethrown).
 * Another run may have taken some of them (on PostgreSQL the integration tests' two workers share the
 * queue, and a test's job can be fetched by the other's run): it returns once those are finished too
 * (taken in the last minute; at most 30 s), so what the jobs queued before the call write is there.
 */
export async function runQueuedJobs(name: JobName): Promise<number> {
  const boss = await jobRunner();
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No handler for job ${name}`);
  let n = 0;
  const until = Date.now() + 30_000;
  for (;;) {
    for (let jobs = await boss.fetch(name, { batchSize: 10 }); jobs.length > 0; jobs = await boss.fetch(name, { batchSize: 10 })) {
      for (const job of jobs) {
        try {
          await handler((job.data ?? {}) as Record<string, unknown>, { id: job.id, name, retryCount: 0 });
          await boss.complete(name, job.id);
          n++;
        } catch (err) {
          await boss.fail(name, job.id, { message: String(err) });
          throw err;
        }
      }
    }
    if (Date.now() > until || !(await runningElsewhere(name))) return n;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a job of `name` was taken in the last minute and is not finished (older ones are left to expire). */
async function runningElsewhere(name: JobName): Promise<boolean> {
  const db = await getDb();
  const rows = await db.execute(sql`select 1 from pgboss.job where name = ${name} and state = 'active' and started_on > now() - interval '1 minute' limit 1`);
  return rowsOf(rows).length > 0;
}
