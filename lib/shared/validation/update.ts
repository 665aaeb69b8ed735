// Spec section 8: a profile, tracking or approval update whose body carries nothing to change answers
// 422 'Unable to update' (and changes nothing). One refinement for every update contract.
import type { z } from "zod";
import { MSG } from "./messages";

/** Marks the issue so the API reports it alone (lib/server/http/zod-errors.ts). */
export const UNABLE_TO_UPDATE = "unableToUpdate";

/** Keys that never count as a change: identifiers, and the clock every payload may carry. */
const ALWAYS_IGNORED = ["timezone", "today"];

/** Whether an update body names at least one field besides its identifiers. */
export function hasChange(body: unknown, ids: readonly string[]): boolean {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return false;
  return Object.entries(body).some(([k, v]) => v !== undefined && !ids.includes(k) && !ALWAYS_IGNORED.includes(k));
}

/**
 * The update contract `schema`, refusing a body with no field besides `ids` ('Unable to update'). It runs
 * even when other fields fail (an empty body is first of all an empty update); the schema keeps its type.
 */
export function requireChanges<T extends z.ZodObject>(schema: T, ids: readonly string[]): T {
  return schema.refine((b) => hasChange(b, ids), {
    message: MSG.unableToUpdate,
    path: [],
    params: { [UNABLE_TO_UPDATE]: true },
    when: (payload) => !hasChange(payload.value, ids),
  }) as T;
}
