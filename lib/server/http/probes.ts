// The load balancer's probes. Liveness (/api/health): the process answers, nothing else is asked (a
// database outage must not get every process restarted). Readiness (/api/ready): this process should get
// requests — the database answers, every migration of this build is applied (the drizzle journal shipped
// with the build against drizzle.__drizzle_migrations), the job runner started, and no SIGTERM arrived.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bigint, pgSchema, serial, text } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { lifecycle } from "@/lib/server/lifecycle";
import { log } from "@/lib/server/log";

/** drizzle-kit's record of applied migrations (created_at: the journal entry's `when`). */
const drizzleMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  id: serial("id").primaryKey(),
  hash: text("hash").notNull(),
  createdAt: bigint("created_at", { mode: "number" }),
});

export type ReadyCheck = "ok" | "failed" | "pending";
export type Readiness = { ready: boolean; checks: { database: ReadyCheck; migrations: ReadyCheck; jobs: ReadyCheck; shutdown: "no" | "yes" } };

let journal: { count: number; last: number } | undefined;

/** The migrations this build ships (db/migrations/meta/_journal.json): how many, and the newest `when`. */
function expectedMigrations(): { count: number; last: number } {
  if (!journal) {
    const j = JSON.parse(readFileSync(path.join(env.migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
    journal = { count: j.entries.length, last: Math.max(0, ...j.entries.map((e) => e.when)) };
  }
  return journal;
}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
}

export async function readiness(): Promise<Readiness> {
  const { started, shuttingDown } = lifecycle();
  const checks: Readiness["checks"] = { database: "failed", migrations: "failed", jobs: started ? "ok" : "pending", shutdown: shuttingDown ? "yes" : "no" };
  try {
    const db = await getDb();
    const [row] = await within(
      db.select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${drizzleMigrations.createdAt})::text` }).from(drizzleMigrations),
      3000,
    );
    checks.database = "ok";
    const want = expectedMigrations();
    checks.migrations = row && row.n >= want.count && Number(row.last ?? 0) >= want.last ? "ok" : "pending";
  } catch (err) {
    // No table yet means no migration ran: the database answered.
    const undefinedTable = String((err as { code?: string; cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code) === "42P01";
    if (undefinedTable) checks.database = "ok";
    else log.warn({ err }, "[ready] database check failed");
    checks.migrations = undefinedTable ? "pending" : "failed";
  }
  const ready = checks.database === "ok" && checks.migrations === "ok" && checks.jobs === "ok" && checks.shutdown === "no";
  return { ready, checks };
}
