// Migrate, load reference (master) data, and seed the demo firms when they are missing.
import { runMigrations, getDb } from "@/lib/server/db/client";
import { jobRunner } from "@/lib/server/jobs/runner";
import { loadReferenceData } from "./reference-data";
import { seedDemo, type SeedReport } from "./demo";

export async function prepareDatabase(opts: { seedDemo: boolean; log?: (msg: string) => void }): Promise<SeedReport | null> {
  const log = opts.log ?? console.log;
  await runMigrations();
  const db = await getDb();
  // pg-boss migrates its own schema ("pgboss") and puts the queues and schedules in place.
  await jobRunner();
  const n = await loadReferenceData(db);
  log(`[db] migrations applied; ${n} master-data rows in place`);
  if (!opts.seedDemo) return null;
  return seedDemo(db);
}
