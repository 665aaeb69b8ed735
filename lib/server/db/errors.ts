// Database errors that services turn into answers (e.g. a unique index hit becomes a 409).
import "server-only";
import { fail } from "@/lib/server/errors";

/** A unique-index violation from either driver (postgres.js or PGlite), possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && typeof e === "object" && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Runs a write; a unique-index violation (e.g. a FEIN or a branch name taken meanwhile) becomes the 409 `message`. */
export async function conflictOnDuplicate<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw fail.conflict(message);
    throw err;
  }
}
