// With DATABASE_URL (CI), each vitest worker gets a database of its own, copied from the one tests/global-setup.ts
// migrated (CREATE DATABASE … TEMPLATE): no test sees another worker's rows, and a job one file queues is run by
// its own worker's runQueuedJobs, never taken by the other's. Named "<DATABASE_URL's>_w<VITEST_POOL_ID>", made on
// the worker's first file; global-setup drops them before the run (a stale copy of an earlier schema) and after it.
import postgres from "postgres";

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The server's maintenance database, for CREATE/DROP DATABASE (never the template itself: it must stay unused). */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = "/postgres";
  return u.toString();
}

export const templateName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));
export const workerPrefix = (url: string): string => `${templateName(url)}_w`;

/** The URL of this worker's database, made from the template on first use. */
export async function workerDatabaseUrl(templateUrl: string, poolId: string): Promise<string> {
  const name = `${workerPrefix(templateUrl)}${poolId}`;
  const admin = postgres(adminUrl(templateUrl), { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 as one from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database ${quote(name)} template ${quote(templateName(templateUrl))}`);
  } finally {
    await admin.end();
  }
  const u = new URL(templateUrl);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** Drops every worker database of the template (before a run: copies of an older schema; after it). */
export async function dropWorkerDatabases(templateUrl: string): Promise<void> {
  const admin = postgres(adminUrl(templateUrl), { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${workerPrefix(templateUrl)})`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists ${quote(datname)} with (force)`);
  } finally {
    await admin.end();
  }
}
