// The cookie-consent answer (spec sections 4 and 9), read by the banner in the browser and by the root
// layout on the server (to put the banner in the first HTML when there is no answer yet).
export const CONSENT_COOKIE = "cookie_consent";

export type ConsentAnswer = "accepted" | "rejected";

export const isConsentAnswer = (v: string | undefined | null): v is ConsentAnswer => v === "accepted" || v === "rejected";

/** The answer in a `document.cookie` string, or null. */
export function readConsent(cookie: string): ConsentAnswer | null {
  const m = cookie.match(/(?:^|;\s*)cookie_consent=(accepted|rejected)(?:;|$)/);
  return m ? (m[1] as ConsentAnswer) : null;
}
