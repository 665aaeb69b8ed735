// Entry point of the built app (copied to .next/standalone/start.mjs by scripts/standalone.mjs; the
// Docker image's command). Applies the migrations and loads the master data, seeds the demo firms
// only when SEED_DEMO=true, then serves on PORT (3000) and HOSTNAME (0.0.0.0).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { staticBrotli } from "./precompressed.mjs";

const dir = fileURLToPath(new URL(".", import.meta.url));
const seed = process.env.SEED_DEMO === "true";
const r = spawnSync(process.execPath, ["prepare-db.mjs", ...(seed ? [] : ["--no-seed"])], { cwd: dir, stdio: "inherit" });
if (r.status !== 0) process.exit(r.status ?? 1);
// The client's socket address for rate limits and the audit log. Next gives route handlers no remote
// address and keeps an X-Forwarded-For the client sent, so every request gets its socket address in a
// header whose name is random per process (a client cannot guess it; one sent anyway is overwritten);
// lib/server/http/client-ip.ts reads it, and X-Forwarded-For only behind TRUSTED_PROXIES.
// The static assets' Brotli copies (scripts/precompressed.mjs) are answered here, before Next.js, which
// would send them gzip-compressed.
const peerHeader = `x-icm-peer-${randomBytes(12).toString("hex")}`;
process.env.PEER_ADDRESS_HEADER = peerHeader;
const brotli = staticBrotli(`${dir}/.next/static`);
const servers = new Set();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === "request" && args[0]?.headers) {
    if (brotli(args[0], args[1])) return true;
    args[0].headers[peerHeader] = args[0].socket?.remoteAddress ?? "";
  } else if (event === "listening") servers.add(this);
  return emit.call(this, event, ...args);
};

// Graceful stop on SIGTERM (the orchestrator, docker stop) and SIGINT. Next's own handler would close
// the listening socket and exit 143 at once, without the job runner's stop; NEXT_MANUAL_SIG_HANDLE turns
// it off and this one runs instead:
//   1. /api/ready answers 503 from now on (the load balancer stops sending here); with SHUTDOWN_DELAY_MS
//      the socket stays open that long first, for a balancer that only learns it from the probe (k8s);
//   2. the listening socket closes (a new connection is refused: nginx retries it on another server),
//      the requests in flight finish (idle keep-alive connections are closed; past SHUTDOWN_TIMEOUT_MS,
//      default 25 s, the rest are cut);
//   3. shutdownServerProcess (lib/modules/platform/start.ts): the job runner stops taking jobs and lets the
//      running ones finish, then the database closes;
//   4. exit 0 — or exit 1 once SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS have passed, whatever still runs.
process.env.NEXT_MANUAL_SIG_HANDLE = "true";
const LIFECYCLE = Symbol.for("icm.lifecycle");
const SHUTDOWN = Symbol.for("icm.shutdown");
const logLine = (level, msg, fields = {}) =>
  console.log(JSON.stringify({ level: { info: 30, warn: 40, error: 50 }[level], time: new Date().toISOString(), pid: process.pid, ...fields, msg }));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function closeServer(server) {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections?.(), 100);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections?.();
  });
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  (globalThis[LIFECYCLE] ??= { started: false, shuttingDown: false }).shuttingDown = true;
  logLine("info", "[shutdown] signal received: not ready any more", { signal });
  const delay = Number(process.env.SHUTDOWN_DELAY_MS || 0);
  const timeout = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
  // Whatever hangs (a database away: jobs that cannot be released, connections that cannot close), the
  // process is gone SHUTDOWN_TIMEOUT_MS after the delay: an orchestrator's kill must never be the way out.
  setTimeout(() => {
    logLine("error", "[shutdown] not finished within SHUTDOWN_TIMEOUT_MS: exiting now", { ms: Date.now() - started });
    process.exit(1);
  }, delay + timeout).unref();
  if (delay > 0) await sleep(delay);
  let cut = false;
  // The requests get most of the time, the job runner's stop and the database's close the rest (at least 5 s of it).
  const limit = sleep(Math.max(timeout / 2, timeout - 5000)).then(() => {
    cut = true;
    for (const s of servers) s.closeAllConnections?.();
  });
  await Promise.race([Promise.all([...servers].map(closeServer)), limit]);
  logLine(cut ? "warn" : "info", cut ? "[shutdown] requests still running were cut" : "[shutdown] HTTP server closed, requests finished", { ms: Date.now() - started });
  try {
    await globalThis[SHUTDOWN]?.();
  } catch (err) {
    logLine("error", "[shutdown] the last steps failed", { err: String(err?.stack ?? err) });
    process.exit(1);
  }
  logLine("info", "[shutdown] done", { ms: Date.now() - started });
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await import("./server.js");
