// Update bodies: a key left out (undefined) keeps the stored value, null clears it, a value replaces it.

/** Keys of an update body whose value is not undefined: null clears, a value replaces. */
export function patchOf<T extends Record<string, unknown>, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const patch: Partial<Pick<T, K>> = {};
  for (const k of keys) if (body[k] !== undefined) patch[k] = body[k];
  return patch;
}
