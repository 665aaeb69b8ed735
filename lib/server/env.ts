// The only reader of process.env. Everything else imports `env`. Not marked server-only: proxy.ts
// reads it too (Next builds the proxy outside the react-server layer); no "use client" file may import
// it (lint rule boundaries/client-no-server covers all of lib/server/).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
/**
 * The install's data directory: DATA_DIR, else .data of the working directory. `npm start` runs the built
 * server inside .next/standalone (which `npm run build` deletes) and sets DATA_DIR to the checkout's .data;
 * the Docker image's working directory is /app, so /app/.data (the volume).
 */
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, ".data");

/** Where a generated secret is kept: <data dir>/<name>. */
export const generatedSecretFile = (name: "session-secret" | "field-key") => path.join(dataDir, name);

/**
 * Without SESSION_SECRET (or FIELD_ENCRYPTION_KEY), a random secret is made once and kept in
 * <data dir>/<name>, beside the data it protects (the embedded database, the uploads), so no installation
 * ever runs on a secret that is public in this repository. The database keeps a check value of each
 * (lib/server/crypto/key-check.ts): a lost or replaced file stops the server instead of sealing new data
 * with another key.
 */
const generated = new Map<string, string>();
function localSecret(name: "session-secret" | "field-key", bytes: number): string {
  const known = generated.get(name);
  if (known) return known;
  const file = generatedSecretFile(name);
  let value: string;
  try {
    value = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(bytes).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch {
      // another process created it first
    }
    value = readFileSync(file, "utf8").trim();
  }
  generated.set(name, value);
  return value;
}

function int(name: string, fallback: number): number {
  const v = process.env[name];
  const n = v ? Number.parseInt(v, 10) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export const env = {
  nodeEnv: process.env.NODE_ENV ?? "development",
  isTest: process.env.NODE_ENV === "test" || process.env.VITEST === "true",
  /** pino level of the JSON logs (lib/server/log.ts): LOG_LEVEL, default info (warn in tests). */
  logLevel: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" || process.env.VITEST === "true" ? "warn" : "info"),
  /** JOB_WORKERS=off: this server process serves requests but takes no background jobs. */
  jobWorkers: process.env.JOB_WORKERS !== "off",
  port: int("PORT", 3000),
  /** E2E_FIRMS=N: the demo seed makes N demo firms, one per browser-journey worker (db/seed/demo.ts; 1 to 16, default 1). */
  demoFirms: Math.min(16, Math.max(1, int("E2E_FIRMS", 1))),
  /** SHUTDOWN_TIMEOUT_MS (scripts/standalone-start.mjs): the whole stop after SIGTERM, default 25 s. */
  shutdownTimeoutMs: int("SHUTDOWN_TIMEOUT_MS", 25_000),
  /** When set, PostgreSQL through postgres.js; otherwise embedded PGlite. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  /**
   * Named prepared statements on PostgreSQL (default on). Set DATABASE_PREPARE=false behind a pooler in
   * transaction mode that cannot keep them (PgBouncer before 1.21, some managed poolers).
   */
  databasePrepare: process.env.DATABASE_PREPARE !== "false",
  /** Seconds a connection attempt to the database server may take before the request fails (503): DATABASE_CONNECT_TIMEOUT, default 2. */
  databaseConnectTimeout: int("DATABASE_CONNECT_TIMEOUT", 2),
  dataDir,
  /** PGlite data directory; "memory://" keeps it in memory (tests). */
  pgliteDataDir: process.env.PGLITE_DATA_DIR || path.join(dataDir, "pglite"),
  migrationsFolder: path.join(root, "db", "migrations"),
  /** Hosts that are not tenants: tenants live at <slug>.<baseDomain>. */
  baseDomain: (process.env.BASE_DOMAIN || "localhost").toLowerCase(),
  /**
   * Secret for sealing the session cookie, download links and the integrations' secrets at rest (iron-session
   * needs >= 32 chars). Without SESSION_SECRET, one made once in <data dir>/session-secret. Read on use.
   */
  get sessionSecret(): string {
    return process.env.SESSION_SECRET || localSecret("session-secret", 48);
  },
  /**
   * Which secrets are generated ones (kept in the data directory) rather than set in the environment. With a
   * database server (DATABASE_URL) the server refuses to start on a generated one unless
   * ALLOW_GENERATED_SECRETS=true (one app server only): several servers would each make their own.
   */
  get generatedSecrets(): { session: boolean; field: boolean; allowed: boolean } {
    return { session: !process.env.SESSION_SECRET, field: !process.env.FIELD_ENCRYPTION_KEY, allowed: process.env.ALLOW_GENERATED_SECRETS === "true" };
  },
  sessionTtlHours: int("SESSION_TTL_HOURS", 12),
  /**
   * Keys of the field encryption (SSNs and document numbers at rest, lib/server/crypto/field-cipher.ts):
   * FIELD_ENCRYPTION_KEY = "<id>:<32 bytes as base64>[,<id>:<key>…]", the first one encrypts, every one
   * decrypts (rotation). Without it, one key made once in <data dir>/field-key (one machine only: several app
   * servers must share FIELD_ENCRYPTION_KEY). Read on use.
   */
  get fieldEncryptionKeys(): string {
    return process.env.FIELD_ENCRYPTION_KEY || `local:${localSecret("field-key", 32)}`;
  },
  /**
   * A USCIS API base URL on this machine (http://localhost, http://127.0.0.1) is accepted only with this
   * set (tests and the journeys' fake USCIS): otherwise a firm admin could make the server call local
   * services. Off by default. Read on use (tests switch it).
   */
  get uscisAllowLocalBaseUrl(): boolean {
    return process.env.USCIS_ALLOW_LOCAL_BASE_URL === "true";
  },
  /**
   * The Department of State's site the platform fetches the monthly Visa Bulletin from
   * (lib/modules/greencard/bulletin-fetch.ts): VISA_BULLETIN_BASE_URL, default https://travel.state.gov; "off"
   * turns the daily fetch off (firms and the platform admin paste the bulletin). Read on use (tests point it at a fake).
   */
  get visaBulletinBaseUrl(): string | null {
    const v = process.env.VISA_BULLETIN_BASE_URL;
    return v === "off" ? null : v || "https://travel.state.gov";
  },
  /**
   * QuickBooks Online (lib/modules/quickbooks): the platform's Intuit app (developer.intuit.com). Without
   * QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET the integration is off and the settings page says how to
   * set it up. The URLs default to Intuit's; QUICKBOOKS_*_URL point them elsewhere (tests' and journeys'
   * fake). Read on use (tests switch it).
   */
  get quickbooks() {
    const e = process.env;
    const environment = e.QUICKBOOKS_ENVIRONMENT === "production" ? "production" : "sandbox";
    return {
      clientId: e.QUICKBOOKS_CLIENT_ID || "",
      clientSecret: e.QUICKBOOKS_CLIENT_SECRET || "",
      redirectUri: e.QUICKBOOKS_REDIRECT_URI || "",
      environment,
      webhookVerifierToken: e.QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN || "",
      authorizeUrl: e.QUICKBOOKS_AUTHORIZE_URL || "https://appcenter.intuit.com/connect/oauth2",
      tokenUrl: e.QUICKBOOKS_TOKEN_URL || "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer",
      revokeUrl: e.QUICKBOOKS_REVOKE_URL || "https://developer.api.intuit.com/v2/oauth2/tokens/revoke",
      apiBaseUrl: e.QUICKBOOKS_API_BASE_URL || (environment === "production" ? "https://quickbooks.api.intuit.com" : "https://sandbox-quickbooks.api.intuit.com"),
    } as const;
  },
  /**
   * Cloud drives (lib/modules/drives): the platform's OAuth apps at Google (Drive API), Dropbox and
   * Microsoft (Graph, OneDrive). A provider without its id and secret is off and its page says how to set it
   * up. DRIVES_REDIRECT_URI overrides the one redirect URI of all three (default
   * <protocol>://<base domain>/app/google-drive-check). The *_URL values default to the providers' own;
   * tests and journeys point them at a local fake. Read on use (tests switch it).
   */
  get drives() {
    const e = process.env;
    const msTenant = e.MS_GRAPH_TENANT || "common";
    return {
      redirectUri: e.DRIVES_REDIRECT_URI || "",
      google: {
        clientId: e.GOOGLE_DRIVE_CLIENT_ID || "",
        clientSecret: e.GOOGLE_DRIVE_CLIENT_SECRET || "",
        authUrl: e.GOOGLE_DRIVE_AUTH_URL || "https://accounts.google.com/o/oauth2/v2/auth",
        tokenUrl: e.GOOGLE_DRIVE_TOKEN_URL || "https://oauth2.googleapis.com/token",
        revokeUrl: e.GOOGLE_DRIVE_REVOKE_URL || "https://oauth2.googleapis.com/revoke",
        apiUrl: e.GOOGLE_DRIVE_API_URL || "https://www.googleapis.com",
      },
      dropbox: {
        clientId: e.DROPBOX_APP_KEY || "",
        clientSecret: e.DROPBOX_APP_SECRET || "",
        authUrl: e.DROPBOX_AUTH_URL || "https://www.dropbox.com/oauth2/authorize",
        tokenUrl: e.DROPBOX_TOKEN_URL || "https://api.dropboxapi.com/oauth2/token",
        apiUrl: e.DROPBOX_API_URL || "https://api.dropboxapi.com",
        contentUrl: e.DROPBOX_CONTENT_URL || "https://content.dropboxapi.com",
      },
      onedrive: {
        clientId: e.MS_GRAPH_CLIENT_ID || "",
        clientSecret: e.MS_GRAPH_CLIENT_SECRET || "",
        tenant: msTenant,
        authUrl: e.MS_GRAPH_AUTH_URL || `https://login.microsoftonline.com/${msTenant}/oauth2/v2.0/authorize`,
        tokenUrl: e.MS_GRAPH_TOKEN_URL || `https://login.microsoftonline.com/${msTenant}/oauth2/v2.0/token`,
        apiUrl: e.MS_GRAPH_API_URL || "https://graph.microsoft.com/v1.0",
      },
    } as const;
  },
  /**
   * The platform's Stripe account for subscription billing (lib/modules/billing): STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE (e.g. http://127.0.0.1:12111) sends the calls to another server
   * (the tests' fake). Without a secret key the manual provider is used. Read on use (tests switch it).
   */
  get stripe(): { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | undefined {
    const secretKey = process.env.STRIPE_SECRET_KEY;
    return secretKey ? { secretKey, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined, apiBase: process.env.STRIPE_API_BASE || undefined } : undefined;
  },
  /**
   * STRIPE_API_BASE alone: the Stripe API's address for the firms' own Stripe accounts too (their invoices paid
   * online, lib/modules/invoices/online-payment.ts, whose keys each firm configures); unset = api.stripe.com.
   */
  get stripeApiBase(): string | undefined {
    return process.env.STRIPE_API_BASE || undefined;
  },
  /**
   * MEETING_ICE_SERVERS: the STUN/TURN servers the video meetings' browsers use, as the JSON array
   * RTCPeerConnection takes ([{"urls":"stun:stun.example.org"},{"urls":"turn:…","username":"…","credential":"…"}]).
   * Default none: host candidates connect browsers on one network (and the journeys); production needs STUN and TURN.
   */
  meetingIceServers: process.env.MEETING_ICE_SERVERS || "",
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || "Immigration Case Manager <no-reply@localhost>",
  /** Protocol used when building links in e-mails (http for localhost). */
  publicProtocol: process.env.PUBLIC_PROTOCOL || "http",
  /**
   * Port of the links the app builds (e-mails, the account hand-off): PUBLIC_PORT; by default PORT when
   * BASE_DOMAIN is localhost (npm start: 3000, the journeys' server: its port), none otherwise (80/443).
   * Never taken from a request's Host header, which the caller chooses (reset-link poisoning).
   */
  publicPort: process.env.PUBLIC_PORT ?? ((process.env.BASE_DOMAIN || "localhost").toLowerCase() === "localhost" ? String(int("PORT", 3000)) : ""),
  uploadsDir: process.env.UPLOADS_DIR || path.join(dataDir, "uploads"),
  /** S3-compatible storage of uploaded files when S3_BUCKET is set; otherwise local disk (uploadsDir). */
  s3: process.env.S3_BUCKET
    ? {
        bucket: process.env.S3_BUCKET,
        region: process.env.S3_REGION || "us-east-1",
        /** Any S3-compatible endpoint (MinIO, R2, …); AWS when unset. */
        endpoint: process.env.S3_ENDPOINT || undefined,
        accessKeyId: process.env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === "true",
      }
    : undefined,
  secureCookies: process.env.SECURE_COOKIES === "true" || (process.env.PUBLIC_PROTOCOL || "http") === "https",
  /**
   * TRUSTED_PROXIES: comma-separated IPs and CIDRs of the reverse proxies in front of the app (e.g.
   * "10.0.0.0/8,127.0.0.1"). Only a request that came through one of them has its X-Forwarded-For read
   * for the client's address (rate limits, audit); otherwise the socket address counts. Empty: none.
   */
  trustedProxies: process.env.TRUSTED_PROXIES || "",
  /**
   * Internal, set by the built app's entry point (scripts/standalone-start.mjs), not by operators: the
   * random name of the header into which it writes each request's socket address (lib/server/http/client-ip.ts).
   */
  peerAddressHeader: process.env.PEER_ADDRESS_HEADER || undefined,
} as const;
