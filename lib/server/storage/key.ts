// Storage keys: slash-separated safe segments, so no key can escape the store's root.

/** Keys are slash-separated segments of [A-Za-z0-9._-], never "." or "..": no path can escape the root. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

import "server-only";
export function assertValidKey(key: string): void {
  const parts = key.split("/");
  if (parts.length === 0 || parts.length > 8 || parts.some((p) => !SEGMENT.test(p) || p.endsWith(".meta.json"))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** How long a signed download URL lives unless told otherwise: 5 minutes. */
export const DEFAULT_SIGNED_URL_SECONDS = 300;
