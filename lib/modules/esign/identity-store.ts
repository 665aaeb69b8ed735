// The platform's sealing identity: made once, on first need, with createSigningIdentity, and kept with its
// PKCS#12 and passphrase sealed with the app's secret (iron-session, as the USCIS client secret). Two
// processes making one at once keep the first stored (a unique index on the platform row).
import "server-only";
import { sealData, unsealData } from "iron-session";
import type { Executor } from "@/lib/server/db/client";
import { env } from "@/lib/server/env";
import { EsignError } from "./errors";
import { createSigningIdentity } from "./identity";
import type { SigningKey } from "./pades";
import { findPlatformIdentity, insertPlatformIdentity } from "./repository";

export const PLATFORM_COMMON_NAME = "Immigration Case Manager e-signature";
const VALID_DAYS = 3650;

type Sealed = { p12?: string; passphrase?: string };

/** The key completed documents are sealed with (a firm's own P12 is a later step). */
export async function platformSigningKey(db: Executor): Promise<SigningKey & { commonName: string }> {
  let row = await findPlatformIdentity(db);
  if (!row) {
    const made = await createSigningIdentity({ commonName: PLATFORM_COMMON_NAME, organization: PLATFORM_COMMON_NAME, validDays: VALID_DAYS });
    const sealed = await sealData({ p12: Buffer.from(made.p12).toString("base64"), passphrase: made.passphrase } satisfies Sealed, { password: env.sessionSecret, ttl: 0 });
    row = await insertPlatformIdentity(db, { commonName: PLATFORM_COMMON_NAME, fingerprint: made.fingerprint, certificatePem: made.certificatePem, sealed });
  }
  if (!row) throw new EsignError("identity", "The platform's signing identity could not be stored");
  const data = await unsealData<Sealed>(row.sealed, { password: env.sessionSecret, ttl: 0 });
  if (!data.p12 || !data.passphrase) throw new EsignError("identity", "The platform's signing identity cannot be read (the app's secret changed)");
  return { p12: new Uint8Array(Buffer.from(data.p12, "base64")), passphrase: data.passphrase, commonName: row.commonName };
}
