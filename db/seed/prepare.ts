// Migrate, load reference (master) data, and seed the demo firms when they are missing.
import { PLAINTEXT_BACKFILLS, SEALED_FIELDS } from "@/lib/modules/platform/sealed-fields";
import { assertSecretsConfigured, verifySecrets } from "@/lib/server/crypto/key-check";
import { sealPlaintext } from "@/lib/server/crypto/sealed-numbers";
import { runMigrations, getDb } from "@/lib/server/db/client";
import { jobRunner } from "@/lib/server/jobs/runner";
import { loadReferenceData } from "./reference-data";
import { seedDemo, type SeedReport } from "./demo";

export async function prepareDatabase(opts: { seedDemo: boolean; log?: (msg: string) => void }): Promise<SeedReport | null> {
  const log = opts.log ?? console.log;
  assertSecretsConfigured();
  await runMigrations();
  const db = await getDb();
  // The secrets that protect stored data open their key checks, or nothing more is written (SecretCheckError).
  await verifySecrets(db, SEALED_FIELDS);
  // Identity numbers stored in plaintext before their sealing are sealed, and the plaintext erased (resumable).
  const sealed = await sealPlaintext(db, PLAINTEXT_BACKFILLS);
  if (sealed) log(`[db] ${sealed} rows' identity numbers sealed`);
  // pg-boss migrates its own schema ("pgboss") and puts the queues and schedules in place.
  await jobRunner();
  const n = await loadReferenceData(db);
  log(`[db] migrations applied; ${n} master-data rows in place`);
  if (!opts.seedDemo) return null;
  return seedDemo(db);
}
