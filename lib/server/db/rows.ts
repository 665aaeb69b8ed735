// The rows of a raw `db.execute(sql…)`: postgres.js answers an array, PGlite `{ rows }`.
import "server-only";
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
