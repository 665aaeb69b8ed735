// At most MAX_UPLOADS_IN_FLIGHT multipart uploads per user at once, counted in this server process (a
// user's uploads spread over several app servers are capped per server): one more answers 429
// RATE_LIMITED with Retry-After. Each upload streams to storage and holds little memory, but a slot
// still holds a connection, a file handle or an S3 multipart upload for as long as the client sends.
import "server-only";

export const MAX_UPLOADS_IN_FLIGHT = 3;
/** What Retry-After says to the one turned away. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;
export const TOO_MANY_UPLOADS_MESSAGE = `At most ${MAX_UPLOADS_IN_FLIGHT} uploads at a time. Please wait for one to finish and try again`;

// On globalThis: every route module of the process shares one count (as the file store does).
const g = globalThis as unknown as { __uploadsInFlight?: Map<string, number> };
const inFlight = (g.__uploadsInFlight ??= new Map());

/** Take one of `who`'s slots: the function that gives it back (once), or null when all are taken. */
export function takeUploadSlot(who: string): (() => void) | null {
  const n = inFlight.get(who) ?? 0;
  if (n >= MAX_UPLOADS_IN_FLIGHT) return null;
  inFlight.set(who, n + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (inFlight.get(who) ?? 1) - 1;
    if (left <= 0) inFlight.delete(who);
    else inFlight.set(who, left);
  };
}

/** How many uploads of `who` are in flight (tests). */
export function uploadsInFlight(who: string): number {
  return inFlight.get(who) ?? 0;
}
