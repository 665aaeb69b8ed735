// Apply migrations, load master data, and seed the demo firms on a database that lacks them.
import { prepareDatabase } from "@/db/seed/prepare";
import { SecretCheckError } from "@/lib/server/crypto/key-check";
import { closeDb } from "@/lib/server/db/client";

const seed = !process.argv.includes("--no-seed");
const report = await prepareDatabase({ seedDemo: seed }).catch(async (err: unknown) => {
  if (!(err instanceof SecretCheckError)) throw err;
  // A refused start says why and what to do, with no stack trace.
  console.error(`\n[start] Refused to start: ${err.message}\n`);
  await closeDb();
  process.exit(1);
});
if (report?.seeded) {
  console.log("\n[seed] Demo data created. Every demo login uses the password Demo@12345:");
  for (const l of report.logins) console.log(`  ${l.email.padEnd(24)} ${l.role.padEnd(44)} ${l.url}`);
}
await closeDb();
