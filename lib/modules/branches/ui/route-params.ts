// Route parameters of the branch pages: ids are UUIDs; anything else is a 404 before any call.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string | undefined | null): s is string => typeof s === "string" && UUID.test(s);
