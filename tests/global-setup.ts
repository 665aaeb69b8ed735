// With DATABASE_URL (CI), migrate the shared PostgreSQL database once before the workers start.
// With PGlite, each worker migrates its own in-memory database in tests/setup.ts.
export default async function globalSetup() {
  if (!process.env.DATABASE_URL) {
    process.env.PGLITE_DATA_DIR = "memory://";
    return;
  }
  const { prepareDatabase } = await import("@/db/seed/prepare");
  const { closeDb } = await import("@/lib/server/db/client");
  await prepareDatabase({ seedDemo: false, log: () => {} });
  await closeDb();
}
