// The life of this server process, for the load balancer's probes (/api/ready) and the shutdown:
// `started` once the job runner runs (lib/modules/platform/start.ts), `shuttingDown` from the moment
// SIGTERM arrived (the built server's entry point, scripts/standalone-start.mjs, sets it on the same
// global object before it closes the listening socket). Kept on globalThis under a registered symbol so
// the entry point (plain JavaScript outside the bundle) and the bundle share one object.
import "server-only";

export const LIFECYCLE_KEY = Symbol.for("icm.lifecycle");
/** The entry point calls this function (registered by startServerProcess) after the HTTP server drained. */
export const SHUTDOWN_KEY = Symbol.for("icm.shutdown");

export type Lifecycle = { started: boolean; shuttingDown: boolean };

const g = globalThis as unknown as Record<symbol, unknown>;
const state = (g[LIFECYCLE_KEY] ??= { started: false, shuttingDown: false }) as Lifecycle;

export function lifecycle(): Readonly<Lifecycle> {
  return state;
}

export function markStarted(): void {
  state.started = true;
}

/** From now on /api/ready answers 503 (false again: tests only). */
export function markShuttingDown(on = true): void {
  state.shuttingDown = on;
}

/** Register what the process does last, after the HTTP server stopped taking and finished its requests. */
export function onShutdown(fn: () => Promise<void>): void {
  g[SHUTDOWN_KEY] = fn;
}
