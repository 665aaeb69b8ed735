// Route parameter checks of the app pages: record ids are UUIDs; anything else is a 404 before any call.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string | undefined | null): s is string => typeof s === "string" && UUID.test(s);

/** The record id of ?focus=<id>, lower-cased; undefined when absent or not an id. */
export function focusParam(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : undefined;
}
