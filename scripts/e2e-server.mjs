// The app as the browser tests see it: a fresh database (PGlite in .data/e2e-pglite, or DATABASE_URL),
// the demo seed, and a local SMTP sink that stores every e-mail as JSON in .data/e2e-mail/.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freshDatabaseEnv } from "./fresh-db.mjs";

// E2E_DB_NAME and E2E_MAIL_DIR: a second server of the same build with a database and mail of its own (the
// connected QuickBooks journey starts one with the app's QuickBooks settings pointing at its fake).
const mailDir = path.resolve(process.env.E2E_MAIL_DIR || ".data/e2e-mail");
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2526);

let n = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((r) => r.address);
      // Written aside, then renamed: a journey reading the folder never sees a half-written e-mail.
      const file = path.join(mailDir, `${Date.now()}-${++n}.json`);
      writeFileSync(`${file}.part`, JSON.stringify({ to, raw }));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

// USCIS_ALLOW_LOCAL_BASE_URL: the USCIS journey points the app at a fake USCIS on this machine.
const env = { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NEXT_TELEMETRY_DISABLED: "1", USCIS_ALLOW_LOCAL_BASE_URL: "true" };
// A database of its own, made fresh for every run (.data/e2e-pglite, or "<DATABASE_URL's>_e2e").
Object.assign(env, await freshDatabaseEnv(process.env.E2E_DB_NAME || "e2e"));
const app = spawn("node", ["scripts/start.mjs"], { stdio: "inherit", env });
const stop = () => {
  app.kill("SIGTERM");
  smtp.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
