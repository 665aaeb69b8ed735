// npm start: build when no build exists, migrate + seed, then serve. Honours PORT and DATABASE_URL.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.PORT || "3000";
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(".next/BUILD_ID")) {
  console.log("[start] No build found: building the app (next build) ...");
  run("node", ["scripts/gen-api-index.mjs"]);
  run("npx", ["next", "build"]);
}
console.log(`[start] Database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite in .data/pglite"}`);
run("npx", ["tsx", "--tsconfig", "tsconfig.json", "scripts/prepare-db.ts"]);

console.log(`\n[start] Open http://demo.localhost:${port}/app/  (sign in as admin@demo.test / Demo@12345)\n`);
const child = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env: process.env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
