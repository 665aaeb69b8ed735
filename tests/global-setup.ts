// With DATABASE_URL (CI), migrate the shared PostgreSQL database once before the workers start.
// With PGlite, each worker migrates its own in-memory database in tests/setup.ts.
export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    process.env.PGLITE_DATA_DIR = "memory://";
    return;
  }
  // The checkout's generated secrets, as vitest.config.ts sets for the workers (its `env` does not reach here).
  process.env.ALLOW_GENERATED_SECRETS ??= "true";
  const { prepareDatabase } = await import("@/db/seed/prepare");
  const { closeDb } = await import("@/lib/server/db/client");
  await prepareDatabase({ seedDemo: false, log: () => {} });
  await closeDb();
}
