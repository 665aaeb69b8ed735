// What the platform admin sees of the job runner: the queues with their job counts, the jobs that
// failed after their last retry, and a retry of one of them. Reads pg-boss's own table (pgboss.job).
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { enqueue, JOB_NAMES, jobRunner, QUEUES, type JobName } from "./runner";
import { rowsOf } from "@/lib/server/db/rows";

export type QueueCounts = { name: JobName; queued: number; active: number; failed: number; completed: number; scheduled: boolean };

const isScheduled = (name: JobName) => "cron" in QUEUES[name];
export type FailedJob = { id: string; name: JobName; error: string | null; retryCount: number; createdAt: string; failedAt: string | null };

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export async function queueCounts(db: Db): Promise<QueueCounts[]> {
  await jobRunner();
  const rows = rowsOf<{ name: string; state: string; n: number }>(
    await db.execute(sql`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state`),
  );
  return JOB_NAMES.map((name) => {
    const of = (...states: string[]) => rows.filter((r) => r.name === name && states.includes(r.state)).reduce((s, r) => s + r.n, 0);
    return { name, queued: of("created", "retry"), active: of("active"), failed: of("failed"), completed: of("completed"), scheduled: isScheduled(name) };
  });
}

export async function failedJobs(db: Db, page: number, perpage: number, order: "asc" | "desc" = "desc"): Promise<{ rows: FailedJob[]; total: number }> {
  await jobRunner();
  const rows = rowsOf<{ id: string; name: string; output: { message?: string } | null; retry_count: number; created_on: string; completed_on: string | null; total: number }>(
    await db.execute(sql`
      select id, name, output, retry_count, created_on, completed_on, count(*) over ()::int as total
      from pgboss.job where state = 'failed'
      order by completed_on ${order === "asc" ? sql`asc` : sql`desc`} nulls last, id
      limit ${perpage} offset ${(page - 1) * perpage}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name as JobName,
      error: typeof r.output?.message === "string" ? r.output.message.slice(0, 500) : null,
      retryCount: r.retry_count,
      createdAt: iso(r.created_on)!,
      failedAt: iso(r.completed_on),
    })),
  };
}

/** Put a failed job back in its queue (404 when it is not a failed job of a known queue). */
export async function retryFailedJob(db: Db, name: string, id: string): Promise<void> {
  if (!(JOB_NAMES as string[]).includes(name)) throw fail.notFound("Job");
  const boss = await jobRunner();
  const found = rowsOf(await db.execute(sql`select 1 from pgboss.job where name = ${name} and id = ${id}::uuid and state = 'failed'`));
  if (found.length === 0) throw fail.notFound("Job");
  await boss.retry(name, id);
}

/** Queue one run of a scheduled queue now (404 for an unknown queue or one that needs data). */
export async function runScheduledNow(db: Db, name: string): Promise<string | null> {
  const job = JOB_NAMES.find((n) => n === name);
  if (!job || !isScheduled(job)) throw fail.notFound("Scheduled job");
  return enqueue(db, job);
}
