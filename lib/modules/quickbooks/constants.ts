// QuickBooks Online constants, zod-free (screens import them too).

/**
 * The Accounting API minor version sent with every call (?minorversion=). Intuit retired 1–74 on
 * 2025-08-01 and answers 75 when none or an older one is asked; 75 is the current one: raise it here, once,
 * after reading the release notes of a newer one.
 */
export const QBO_MINOR_VERSION = 75;
/** Intuit allows 10 concurrent requests per company (realm) and app; more answer 429. */
export const QBO_MAX_PARALLEL = 10;
/** The OAuth scope the integration asks for. */
export const QBO_SCOPE = "com.intuit.quickbooks.accounting";
/** The access token (an hour) is renewed when less than this is left. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** How long a connection started may take to come back from Intuit. */
export const STATE_TTL_MS = 15 * 60_000;
/** Where the callback sends the browser back. */
export const STATUS_PATH = "/app/quickbooks/status";
export const SETTINGS_PATH = "/app/quickbook-settings";
/** The redirect URI path to register at developer.intuit.com. */
export const CALLBACK_PATH = "/api/quickbook/auth";
export const WEBHOOK_PATH = "/api/quickbook/webhook";

export const QB_LINE_KINDS = ["legal_fee", "filing_fee", "expense", "other"] as const;
