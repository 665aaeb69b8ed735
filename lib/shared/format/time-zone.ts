// The browser's time zone (on the server, the runtime's): an IANA name, "UTC" when the runtime cannot tell.
// Every date cell of a screen asks for it on each render, so it is read once a minute at most (a laptop
// that travelled is seen within a minute), and through Temporal where the runtime has it (see below).
const REREAD_MS = 60_000;
let cached: { zone: string; at: number } | null = null;

export function browserTimeZone(now = Date.now()): string {
  if (cached && now - cached.at < REREAD_MS) return cached.zone;
  let zone = "UTC";
  try {
    // Temporal answers at no cost where the runtime has it (Chromium 144+). Intl.DateTimeFormat's first
    // construction in a page builds V8's list of every locale: ~15 ms of a page's start-up, ~60 ms at 4× CPU.
    const temporal = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;
    zone = temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // No Intl time zone support: instants are shown in UTC.
  }
  cached = { zone, at: now };
  return zone;
}
