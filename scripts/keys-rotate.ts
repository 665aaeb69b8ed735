// npm run keys:rotate — re-seal every stored Social Security and document number with the first key of
// FIELD_ENCRYPTION_KEY (README "Secrets"). Resumable: run it again after a stop. Also bundled into the built app
// (node keys-rotate.mjs in .next/standalone or the Docker image's /app).
//   --new-session-secret  accept a new SESSION_SECRET on purpose: its key check is replaced; every sign-in ends
//                         and the integrations (USCIS, QuickBooks, drives, e-signature certificate) ask to be
//                         connected again, since what the old secret sealed cannot be read any more.
import { SEALED_FIELDS } from "@/lib/modules/platform/sealed-fields";
import { resetSessionCheck, SecretCheckError, verifySecrets } from "@/lib/server/crypto/key-check";
import { rotateFieldKeys } from "@/lib/server/crypto/rotate-keys";
import { closeDb, getDb, runMigrations } from "@/lib/server/db/client";

const db = await getDb();
try {
  await runMigrations();
  if (process.argv.includes("--new-session-secret")) {
    await resetSessionCheck(db);
    console.log("[keys] the session secret's key check now belongs to the configured SESSION_SECRET");
  }
  await verifySecrets(db, SEALED_FIELDS);
  const r = await rotateFieldKeys(db, SEALED_FIELDS, { onBatch: (label, n) => console.log(`[keys] ${label}: ${n} re-sealed`) });
  console.log(`[keys] ${r.resealed} values re-sealed with key "${r.keyId}"; values by key: ${JSON.stringify(r.remainingByKey)}`);
  if (r.retiredKeys.length) console.log(`[keys] no value uses ${r.retiredKeys.map((k) => `"${k}"`).join(", ")} any more: it may leave FIELD_ENCRYPTION_KEY`);
} catch (err) {
  if (!(err instanceof SecretCheckError)) throw err;
  console.error(`[keys] ${err.message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
