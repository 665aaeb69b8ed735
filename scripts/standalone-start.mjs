// Entry point of the built app (copied to .next/standalone/start.mjs by scripts/standalone.mjs; the
// Docker image's command). Applies the migrations and loads the master data, seeds the demo firms
// only when SEED_DEMO=true, then serves on PORT (3000) and HOSTNAME (0.0.0.0).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const seed = process.env.SEED_DEMO === "true";
const r = spawnSync(process.execPath, ["prepare-db.mjs", ...(seed ? [] : ["--no-seed"])], { cwd: dir, stdio: "inherit" });
if (r.status !== 0) process.exit(r.status ?? 1);
// The client's socket address for rate limits and the audit log. Next gives route handlers no remote
// address and keeps an X-Forwarded-For the client sent, so every request gets its socket address in a
// header whose name is random per process (a client cannot guess it; one sent anyway is overwritten);
// lib/server/http/client-ip.ts reads it, and X-Forwarded-For only behind TRUSTED_PROXIES.
const peerHeader = `x-icm-peer-${randomBytes(12).toString("hex")}`;
process.env.PEER_ADDRESS_HEADER = peerHeader;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === "request" && args[0]?.headers) args[0].headers[peerHeader] = args[0].socket?.remoteAddress ?? "";
  return emit.call(this, event, ...args);
};

await import("./server.js");
