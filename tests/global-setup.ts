// With DATABASE_URL (CI), migrate the PostgreSQL database once before the workers start: each worker then tests
// on a copy of it (tests/worker-database.ts). With PGlite, each worker migrates its own in-memory database in
// tests/setup.ts.
export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    process.env.PGLITE_DATA_DIR = "memory://";
    return;
  }
  // The checkout's generated secrets, as vitest.config.ts sets for the workers (its `env` does not reach here).
  process.env.ALLOW_GENERATED_SECRETS ??= "true";
  const url = process.env.DATABASE_URL;
  const { dropWorkerDatabases } = await import("./worker-database");
  await dropWorkerDatabases(url);
  const { prepareDatabase } = await import("@/db/seed/prepare");
  const { closeDb } = await import("@/lib/server/db/client");
  await prepareDatabase({ seedDemo: false, log: () => {} });
  await closeDb();
  return () => dropWorkerDatabases(url);
}
