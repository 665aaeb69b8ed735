// The job runner measured on both database paths (docs/decisions.md "Background jobs"): pg-boss start
// (schema migration on a fresh database), 500 jobs sent inside transactions, then fetched and
// completed in batches of 10. Run: npx tsx --conditions=react-server scripts/bench/jobs.ts [DATABASE_URL]
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/postgres-js";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { PgBoss, fromDrizzle, fromPglite } from "pg-boss";

const N = 500;
type AnyDb = { transaction: (fn: (tx: unknown) => Promise<void>) => Promise<void> };

async function measure(label: string, boss: PgBoss, db: AnyDb) {
  let t = performance.now();
  await boss.start();
  const startMs = performance.now() - t;
  await boss.createQueue("bench", { retryLimit: 0 });
  t = performance.now();
  for (let i = 0; i < N; i++) {
    await db.transaction(async (tx) => {
      await boss.send("bench", { i }, { db: fromDrizzle(tx as never, sql as never) });
    });
  }
  const sendMs = performance.now() - t;
  t = performance.now();
  let done = 0;
  for (let jobs = await boss.fetch("bench", { batchSize: 10 }); jobs.length; jobs = await boss.fetch("bench", { batchSize: 10 })) {
    await boss.complete("bench", jobs.map((j) => j.id));
    done += jobs.length;
  }
  const workMs = performance.now() - t;
  await boss.stop({ graceful: false, close: true });
  console.log(`${label.padEnd(10)} start ${startMs.toFixed(0)} ms; send in a transaction ${((sendMs / N) * 1000).toFixed(0)} µs/job; fetch+complete ${((workMs / done) * 1000).toFixed(0)} µs/job (${done} jobs)`);
}

const pglite = await PGlite.create();
await measure("PGlite", new PgBoss({ db: fromPglite(pglite), backend: "pglite", schedule: false, supervise: false }), drizzlePglite({ client: pglite }) as unknown as AnyDb);
await pglite.close();

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (url) {
  const client = postgres(url, { max: 4, onnotice: () => {} });
  await client.unsafe("drop schema if exists pgboss cascade");
  await measure("PostgreSQL", new PgBoss({ connectionString: url, max: 4, schedule: false, supervise: false }), drizzlePg({ client }) as unknown as AnyDb);
  await client.end();
} else console.log("PostgreSQL: give a DATABASE_URL to measure it too");
