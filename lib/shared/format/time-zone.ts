// The browser's time zone (an IANA name, "UTC" when the runtime cannot tell). Reading it builds an
// Intl.DateTimeFormat, slow enough to show in a profile when every date cell of a screen asks on each
// render (the case screen's hydration spent ~5 ms of real CPU on it): it is read once a minute at most, so a
// changed zone (a laptop that travelled) is picked up within a minute.
const REREAD_MS = 60_000;
let cached: { zone: string; at: number } | null = null;

export function browserTimeZone(now = Date.now()): string {
  if (cached && now - cached.at < REREAD_MS) return cached.zone;
  let zone = "UTC";
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // No Intl time zone support: instants are shown in UTC.
  }
  cached = { zone, at: now };
  return zone;
}
