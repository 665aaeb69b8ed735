// HTTP Strict Transport Security: served over HTTPS (PUBLIC_PROTOCOL=https), every answer (pages from
// proxy.ts, the API from the route wrappers in lib/server/http/) tells the browser to use HTTPS alone for
// a year, subdomains (the firms' <slug>.<domain> hosts) included. Over HTTP none: a browser ignores it
// there, and a local install must stay reachable without TLS. Read at run time, not in next.config.ts
// headers() (fixed when the app is built): one image serves both.
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The Strict-Transport-Security header of an answer for the public protocol ("https" or "http"). */
export function transportSecurityHeaders(protocol: string): Record<string, string> {
  return protocol === "https" ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {};
}
