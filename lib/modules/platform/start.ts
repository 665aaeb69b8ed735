// What a server process does at start (instrumentation.ts): start the job runner with every module's
// handlers and, unless JOB_WORKERS=off, work the queues in this process; then /api/ready answers 200.
//
// And at its end: the built server's entry point (scripts/standalone-start.mjs) takes SIGTERM/SIGINT
// itself (NEXT_MANUAL_SIG_HANDLE): it marks the process as shutting down (/api/ready answers 503), stops
// taking connections, lets the requests in flight finish, then calls shutdownServerProcess (registered
// here) and exits 0. The sequence and why: docs/decisions.md "Several app servers".
import "server-only";
import "./jobs";
import { SEALED_FIELDS } from "./sealed-fields";
import { SecretCheckError, verifySecrets } from "@/lib/server/crypto/key-check";
import { closeDb, getDb } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { jobRunner, startJobWorkers, stopJobRunner } from "@/lib/server/jobs/runner";
import { markStarted, onShutdown } from "@/lib/server/lifecycle";
import { log } from "@/lib/server/log";

export async function startServerProcess(): Promise<void> {
  // The built server's start.mjs checked the secrets before serving (prepare-db); `next dev` checks them here.
  try {
    await verifySecrets(await getDb(), SEALED_FIELDS);
  } catch (err) {
    if (!(err instanceof SecretCheckError)) throw err;
    log.fatal(`[start] Refused to start: ${err.message}`);
    process.exit(1);
  }
  await jobRunner();
  if (env.jobWorkers && !env.isTest) await startJobWorkers();
  onShutdown(shutdownServerProcess);
  markStarted();
  log.info({ workers: env.jobWorkers }, "[jobs] runner started");
}

/**
 * The last steps of a stopping process, once no request runs any more: the job runner takes no new job
 * and lets the running ones finish (up to 20 s; an unfinished one expires and another process retries
 * it), then the database closes (the cache-bus LISTEN connection with it).
 */
export async function shutdownServerProcess(): Promise<void> {
  const started = Date.now();
  await stopJobRunner().catch((err) => log.error({ err }, "[shutdown] the job runner did not stop cleanly"));
  log.info({ ms: Date.now() - started }, "[shutdown] job runner stopped");
  await closeDb();
  log.info({ ms: Date.now() - started }, "[shutdown] database closed");
}
