// Public account calls whose work differs for a known and an unknown address (a token, an e-mail, an audit
// row only for a known one) answer after a fixed minimum time, measured from the start of the call, so the
// response time does not tell whether an address has an account.
import "server-only";
import { log } from "@/lib/server/log";

/**
 * Runs `work` and settles (with its result or its error) no sooner than `floorMs` after the start. The floor
 * must be well above the slower path's time; a run that still exceeds it is logged, since it may leak.
 */
export async function withMinimumDuration<T>(name: string, floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const elapsed = performance.now() - started;
    if (elapsed < floorMs) await new Promise((resolve) => setTimeout(resolve, floorMs - elapsed));
    else log.warn({ call: name, elapsedMs: Math.round(elapsed), floorMs }, "[auth] call took longer than its minimum duration");
  }
}
