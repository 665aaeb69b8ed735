// npm start: build when no build exists, then run the built app as the Docker image does
// (.next/standalone/start.mjs: migrate, seed the demo firms when missing, serve). Honours PORT and DATABASE_URL.
import { spawnSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { networkInterfaces } from "node:os";
import path from "node:path";

const port = process.env.PORT || "3000";
const out = ".next/standalone";
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(".next/BUILD_ID") || !existsSync(`${out}/server.js`)) {
  console.log("[start] No build found: building the app (next build) ...");
  run("node", ["scripts/gen-api-index.mjs"]);
  run("npx", ["next", "build"]);
}
// STANDALONE_READY=1: another server of this checkout runs from .next/standalone already (a journey's second
// server): leave its files alone rather than copy them again under it.
if (process.env.STANDALONE_READY !== "1") run("node", ["scripts/standalone.mjs"]);

// The built app runs in its own directory (.next/standalone, which the next build deletes): point it at this
// checkout's data directory (DATA_DIR, default .data) for the embedded database, the uploads and the generated
// secrets (lib/server/env.ts), which must outlive every build.
const dataDir = path.resolve(process.env.DATA_DIR || ".data");
mkdirSync(dataDir, { recursive: true });
// Before DATA_DIR, the built server kept its generated field key in the build output (.next/standalone/.data):
// one still there is moved beside the data it protects, before a rebuild deletes it.
for (const name of ["field-key", "session-secret"]) {
  const old = path.join(out, ".data", name);
  if (existsSync(old) && !existsSync(path.join(dataDir, name))) {
    copyFileSync(old, path.join(dataDir, name));
    console.log(`[start] ${old} moved to ${path.join(dataDir, name)} (keep it with the backups)`);
  }
}
const inCheckout = (value, fallback) => (value && value.includes("://") ? value : path.resolve(value || fallback));
const dataEnv = {
  DATA_DIR: dataDir,
  PGLITE_DATA_DIR: inCheckout(process.env.PGLITE_DATA_DIR, path.join(dataDir, "pglite")),
  UPLOADS_DIR: inCheckout(process.env.UPLOADS_DIR, path.join(dataDir, "uploads")),
};

console.log(`[start] Database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite in .data/pglite"}`);
console.log(`\n[start] Open http://demo.localhost:${port}/app/  (sign in as admin@demo.test / Demo@12345)\n`);
// All addresses, IPv4 and IPv6 (`::` is dual-stack) as `next start` listened; never an inherited HOSTNAME.
const ipv6 = Object.values(networkInterfaces()).flat().some((i) => i?.internal && i.family === "IPv6");
const child = spawn("node", [`${out}/start.mjs`], {
  stdio: "inherit",
  env: { ...process.env, ...dataEnv, PORT: port, HOSTNAME: ipv6 ? "::" : "0.0.0.0", SEED_DEMO: process.env.SEED_DEMO ?? "true" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
