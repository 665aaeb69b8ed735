// Key check values: the guard that keeps the secrets which protect stored data from being lost or silently
// replaced. At first use of a secret a known value sealed with it is stored (secret_checks); at every start
// (db/seed/prepare.ts, before any other write; lib/modules/platform/start.ts) each stored check must open
// with the configured secrets, or the server refuses to start with a message naming the secret, so it never
// seals new Social Security numbers with another key beside ones it can no longer read.
//   - "field:<id>": one per field encryption key that ever sealed data (the first of FIELD_ENCRYPTION_KEY,
//     or the generated "local" one). A check whose key id is not configured any more refuses too: its data
//     needs it until `npm run keys:rotate` has re-sealed everything with the first key (which then drops the
//     checks of keys no value uses).
//   - "session": the session secret, which seals the integrations' secrets at rest (USCIS, QuickBooks, cloud
//     drives, e-signature certificates) besides sessions and download links.
// With a database server (DATABASE_URL, possibly shared by several app servers) a generated secret is refused
// unless ALLOW_GENERATED_SECRETS=true: each server would make its own.
import "server-only";
import { eq } from "drizzle-orm";
import { sealData, unsealData } from "iron-session";
import { secretChecks } from "@/db/schema/platform";
import type { Executor } from "@/lib/server/db/client";
import { env, generatedSecretFile } from "@/lib/server/env";
import { decryptField, encryptField, fieldKeys } from "./field-cipher";
import type { SealedField } from "./sealed-fields";

/** A start refused: the message says which secret and what to do. */
export class SecretCheckError extends Error {
  override name = "SecretCheckError";
}

const CHECK_PLAIN = "icm key check v1";
const fieldCheckAad = (id: string) => `key-check:${id}`;
const SESSION_CHECK = "session";
const fieldCheckName = (id: string) => `field:${id}`;

/** The first field key sealed by a check of its own (the one new values are sealed with). */
export function sealFieldCheck(): { name: string; sealed: string } {
  const [{ id }] = fieldKeys();
  return { name: fieldCheckName(id), sealed: encryptField(CHECK_PLAIN, fieldCheckAad(id)) };
}

function where(kind: "field" | "session"): string {
  if (kind === "session") return env.generatedSecrets.session ? `the generated one in ${generatedSecretFile("session-secret")}` : "SESSION_SECRET";
  return env.generatedSecrets.field ? `the generated key "local" in ${generatedSecretFile("field-key")}` : "FIELD_ENCRYPTION_KEY";
}

/**
 * What is wrong with the secrets' sources, or null: with a database server (`databaseServer`), possibly shared by
 * several app servers, a generated secret is refused unless `generated.allowed` (ALLOW_GENERATED_SECRETS=true).
 */
export function secretsProblem(databaseServer: boolean, generated: { session: boolean; field: boolean; allowed: boolean }, dataDir: string): string | null {
  if (!databaseServer || generated.allowed) return null;
  const missing = [generated.session && "SESSION_SECRET (32+ random characters: openssl rand -base64 36)", generated.field && "FIELD_ENCRYPTION_KEY (k1:$(openssl rand -base64 32))"].filter(Boolean);
  if (missing.length === 0) return null;
  return (
    `DATABASE_URL names a database server, and every app server on it needs the same secrets: set ${missing.join(" and ")}, ` +
    `and keep them with the database's backups. A single app server may keep generated ones in ${dataDir} with ALLOW_GENERATED_SECRETS=true.`
  );
}

/** Throws SecretCheckError before the database is touched when a required secret is not configured. */
export function assertSecretsConfigured(): void {
  const problem = secretsProblem(Boolean(env.databaseUrl), env.generatedSecrets, env.dataDir);
  if (problem) throw new SecretCheckError(problem);
}

async function openField(name: string, sealed: string): Promise<void> {
  const id = name.slice("field:".length);
  if (!fieldKeys().some((k) => k.id === id)) {
    throw new SecretCheckError(
      `The field encryption key "${id}" sealed identity numbers (SSNs, passport, I-94, A- and document numbers) stored in this database, and it is not configured (${where("field")}). ` +
        `Add it back to FIELD_ENCRYPTION_KEY (after the key that encrypts now); remove it only once \`npm run keys:rotate\` has re-sealed every value.`,
    );
  }
  try {
    if (decryptField(sealed, fieldCheckAad(id)) === CHECK_PLAIN) return;
  } catch {
    // a different key under the same id
  }
  throw new SecretCheckError(
    `The field encryption key "${id}" configured (${where("field")}) is not the key that sealed this database's identity numbers (SSNs, passport, I-94, A- and document numbers). ` +
      `Restore the original key${env.generatedSecrets.field ? ` file from the backup of ${env.dataDir}` : " in FIELD_ENCRYPTION_KEY"}; the server seals nothing with another key.`,
  );
}

async function openSession(sealed: string): Promise<void> {
  const data = await unsealData<{ check?: string }>(sealed, { password: env.sessionSecret, ttl: 0 }).catch(() => ({}) as { check?: string });
  if (data.check === CHECK_PLAIN) return;
  throw new SecretCheckError(
    `The session secret configured (${where("session")}) is not the one that sealed this database's stored integration secrets (USCIS, QuickBooks, cloud drives, e-signature certificates). ` +
      `Restore the original${env.generatedSecrets.session ? ` file from the backup of ${env.dataDir}` : " SESSION_SECRET"}; to replace it on purpose (every sign-in and integration connection ends), run \`npm run keys:rotate -- --new-session-secret\`.`,
  );
}

/**
 * Every stored check opens with the configured secrets, and the first field key and the session secret have
 * a check (stored now at their first use; a key's first check also opens one value of each of `fields` sealed
 * with it). Throws SecretCheckError, having written nothing, when one does not.
 */
export async function verifySecrets(db: Executor, fields: readonly SealedField[]): Promise<void> {
  assertSecretsConfigured();
  fieldKeys(); // a malformed FIELD_ENCRYPTION_KEY stops here with what to fix
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = await db.select({ name: secretChecks.name, sealed: secretChecks.sealed }).from(secretChecks);
    for (const r of rows) {
      if (r.name === SESSION_CHECK) await openSession(r.sealed);
      else if (r.name.startsWith("field:")) await openField(r.name, r.sealed);
    }
    const missing: { name: string; sealed: string }[] = [];
    const field = sealFieldCheck();
    if (!rows.some((r) => r.name === field.name)) missing.push(field);
    if (!rows.some((r) => r.name === SESSION_CHECK)) missing.push({ name: SESSION_CHECK, sealed: await sealData({ check: CHECK_PLAIN }, { password: env.sessionSecret, ttl: 0 }) });
    if (missing.length === 0) return;
    // A key's first check: data sealed before checks existed must open with it too (an upgraded install).
    if (missing.includes(field)) await openSampleValues(db, fields, field.name.slice("field:".length));
    // First use: stored, then read back and opened once more (another server may have stored its own first).
    await db.insert(secretChecks).values(missing).onConflictDoNothing();
  }
  throw new SecretCheckError("The key checks could not be stored: check the database's secret_checks table.");
}

async function openSampleValues(db: Executor, fields: readonly SealedField[], id: string): Promise<void> {
  for (const f of fields) {
    const sample = await f.sample(db, id);
    if (!sample) continue;
    try {
      decryptField(sample.sealed, sample.aad);
    } catch {
      throw new SecretCheckError(
        `The field encryption key "${id}" configured (${where("field")}) cannot open the ${f.label} stored in this database. ` +
          `Restore the key that sealed them${env.generatedSecrets.field ? ` (the file ${generatedSecretFile("field-key")} from the backup of ${env.dataDir})` : " in FIELD_ENCRYPTION_KEY"}; the server seals nothing with another key.`,
      );
    }
  }
}

/** Drops the check of field key `id` (keys:rotate, once no stored value is sealed with it). */
export async function dropFieldCheck(db: Executor, id: string): Promise<void> {
  await db.delete(secretChecks).where(eq(secretChecks.name, fieldCheckName(id)));
}

/** Replaces the session secret's check with one sealed by the configured secret (keys:rotate --new-session-secret). */
export async function resetSessionCheck(db: Executor): Promise<void> {
  const sealed = await sealData({ check: CHECK_PLAIN }, { password: env.sessionSecret, ttl: 0 });
  await db.insert(secretChecks).values({ name: SESSION_CHECK, sealed }).onConflictDoUpdate({ target: secretChecks.name, set: { sealed, createdAt: new Date() } });
}

/** The key ids that have a stored check. */
export async function checkedFieldKeyIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: secretChecks.name }).from(secretChecks);
  return rows.filter((r) => r.name.startsWith("field:")).map((r) => r.name.slice("field:".length));
}
