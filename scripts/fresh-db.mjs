// A fresh database for a server that a test run starts (browser journeys, standalone smoke test):
// PGlite in .data/<name>-pglite, or, with DATABASE_URL, a database "<that one>_<name>" next to it.
// Returns the environment variables that point the app at it.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";

export async function freshDatabaseEnv(name) {
  if (!process.env.DATABASE_URL) {
    const dir = path.resolve(`.data/${name}-pglite`);
    rmSync(dir, { recursive: true, force: true });
    return { PGLITE_DATA_DIR: dir };
  }
  const { default: postgres } = await import("postgres");
  const url = new URL(process.env.DATABASE_URL);
  const db = `${url.pathname.slice(1) || "postgres"}_${name}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${db}" with (force)`);
  await admin.unsafe(`create database "${db}"`);
  await admin.end();
  url.pathname = `/${db}`;
  // A database server wants configured secrets (lib/server/crypto/key-check.ts): a pair of its own for this database.
  return { DATABASE_URL: url.toString(), SESSION_SECRET: randomBytes(36).toString("base64url"), FIELD_ENCRYPTION_KEY: `t1:${randomBytes(32).toString("base64")}` };
}
