// The sealing identities: the platform's, made once on first need with createSigningIdentity, and a firm's own
// (uploaded, esign/identity/save), each kept with its PKCS#12 and passphrase sealed with the app's secret
// (iron-session, as the USCIS client secret). Two processes making the platform's at once keep the first
// stored (a unique index on the platform row). A firm's completed documents are sealed with its own identity
// while that certificate is valid, else with the platform's (sealingKeyFor).
import "server-only";
import { sealData, unsealData } from "iron-session";
import type { Executor } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { log } from "@/lib/server/log";
import { EsignError } from "./errors";
import { createSigningIdentity } from "./identity";
import { certificateFacts, validAt } from "./identity-check";
import type { SigningKey } from "./pades";
import { findFirmIdentity, findPlatformIdentity, insertPlatformIdentity, type EsignIdentityRow } from "./repository";

export const PLATFORM_COMMON_NAME = "Immigration Case Manager e-signature";
const VALID_DAYS = 3650;

type Sealed = { p12?: string; passphrase?: string };
export type SealingKey = SigningKey & { commonName: string; fingerprint: string; source: "firm" | "platform" };

/** A PKCS#12 and its passphrase sealed with the app's secret, as stored in `esign_identities.sealed`. */
export function sealIdentitySecret(p12: Uint8Array, passphrase: string): Promise<string> {
  return sealData({ p12: Buffer.from(p12).toString("base64"), passphrase } satisfies Sealed, { password: env.sessionSecret, ttl: 0 });
}

async function keyOf(row: EsignIdentityRow, source: SealingKey["source"]): Promise<SealingKey> {
  const data = await unsealData<Sealed>(row.sealed, { password: env.sessionSecret, ttl: 0 });
  // An empty passphrase is a passphrase: only a missing one means the secret changed.
  if (!data.p12 || data.passphrase == null) throw new EsignError("identity", "The signing identity cannot be read (the app's secret changed)");
  return { p12: new Uint8Array(Buffer.from(data.p12, "base64")), passphrase: data.passphrase, commonName: row.commonName, fingerprint: row.fingerprint, source };
}

/** The platform's identity row, made on first need. */
export async function platformIdentity(db: Executor): Promise<EsignIdentityRow> {
  let row = await findPlatformIdentity(db);
  if (!row) {
    const made = await createSigningIdentity({ commonName: PLATFORM_COMMON_NAME, organization: PLATFORM_COMMON_NAME, validDays: VALID_DAYS });
    const sealed = await sealIdentitySecret(made.p12, made.passphrase);
    row = await insertPlatformIdentity(db, { commonName: PLATFORM_COMMON_NAME, fingerprint: made.fingerprint, certificatePem: made.certificatePem, sealed });
  }
  if (!row) throw new EsignError("identity", "The platform's signing identity could not be stored");
  return row;
}

/** The platform's key (what seals a firm's documents when it has no usable identity of its own). */
export async function platformSigningKey(db: Executor): Promise<SealingKey> {
  return keyOf(await platformIdentity(db), "platform");
}

/** The key a firm's completed documents are sealed with at `at`: its own while its certificate is valid, else the platform's. */
export async function sealingKeyFor(db: Executor, tenantId: string, at = new Date()): Promise<SealingKey> {
  const firm = await findFirmIdentity(db, tenantId);
  if (firm) {
    if (validAt(certificateFacts(firm.certificatePem), at)) return keyOf(firm, "firm");
    log.warn({ tenantId, fingerprint: firm.fingerprint }, "[esign] the firm's sealing certificate is not valid now: sealed with the platform's");
  }
  return platformSigningKey(db);
}
