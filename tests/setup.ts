// Per worker: PGlite in memory (migrated + reference data) unless DATABASE_URL names a server.
import { beforeAll } from "vitest";

if (!process.env.DATABASE_URL) process.env.PGLITE_DATA_DIR = "memory://";
else if (!process.env.TEST_TEMPLATE_DATABASE_URL) {
  // On PostgreSQL this worker's own copy of the migrated database (tests/worker-database.ts), before any server
  // code reads DATABASE_URL; the files after the first in this worker find it set.
  const { workerDatabaseUrl } = await import("./worker-database");
  process.env.TEST_TEMPLATE_DATABASE_URL = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await workerDatabaseUrl(process.env.DATABASE_URL, process.env.VITEST_POOL_ID ?? "1");
}
// The USCIS tests answer from a fake server on this machine (plain http to 127.0.0.1).
process.env.USCIS_ALLOW_LOCAL_BASE_URL ??= "true";
// Every job handler and deadline source, as in a worker process (after the settings above: the server code reads
// them when loaded). Each worker has its own database, so its queues are its own.
await import("@/lib/modules/platform/jobs");

const g = globalThis as unknown as { __prepared?: Promise<void> };

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  g.__prepared ??= import("@/db/seed/prepare").then((m) => m.prepareDatabase({ seedDemo: false, log: () => {} }).then(() => undefined));
  await g.__prepared;
});
