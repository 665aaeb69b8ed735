// Per worker: PGlite in memory (migrated + reference data) unless DATABASE_URL names a server.
import { beforeAll } from "vitest";

if (!process.env.DATABASE_URL) process.env.PGLITE_DATA_DIR = "memory://";
// The USCIS tests answer from a fake server on this machine (plain http to 127.0.0.1).
process.env.USCIS_ALLOW_LOCAL_BASE_URL ??= "true";
// Every job handler and deadline source, as in a worker process (after the settings above: the server code reads
// them when loaded): on PostgreSQL the two test workers share the queues, and a job one file queued may be run by
// the other worker's runQueuedJobs.
await import("@/lib/modules/platform/jobs");

const g = globalThis as unknown as { __prepared?: Promise<void> };

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  g.__prepared ??= import("@/db/seed/prepare").then((m) => m.prepareDatabase({ seedDemo: false, log: () => {} }).then(() => undefined));
  await g.__prepared;
});
