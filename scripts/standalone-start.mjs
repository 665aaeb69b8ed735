// Entry point of the built app (copied to .next/standalone/start.mjs by scripts/standalone.mjs; the
// Docker image's command). Applies the migrations and loads the master data, seeds the demo firms
// only when SEED_DEMO=true, then serves on PORT (3000) and HOSTNAME (0.0.0.0).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const seed = process.env.SEED_DEMO === "true";
const r = spawnSync(process.execPath, ["prepare-db.mjs", ...(seed ? [] : ["--no-seed"])], { cwd: dir, stdio: "inherit" });
if (r.status !== 0) process.exit(r.status ?? 1);
await import("./server.js");
