// Encryption of sensitive fields at rest (I-9: Social Security numbers, document numbers): AES-256-GCM from
// Node's crypto, a random 96-bit IV per value, the 128-bit tag, and associated data that binds a value to
// its place (e.g. "i9.ssn:<record id>") so a ciphertext copied to another row does not decrypt. Stored as
// "f1.<key id>.<base64url(iv | tag | ciphertext)>". Keys come from env.fieldEncryptionKeys (the first one
// encrypts; any listed one decrypts, for rotation). `blindIndex` is a keyed hash (HMAC-SHA-256 under a key
// derived from the current key) to find equal values — a duplicate SSN — without decrypting them.
import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/server/env";

const PREFIX = "f1";
type Key = { id: string; key: Buffer };

let cache: { source: string; keys: Key[] } | null = null;

/** The configured keys, parsed once per configuration; a malformed one stops here with what to fix. */
export function fieldKeys(source = env.fieldEncryptionKeys): Key[] {
  if (cache?.source === source) return cache.keys;
  const keys = source.split(",").map((part) => {
    const i = part.indexOf(":");
    const id = part.slice(0, i).trim();
    const key = Buffer.from(part.slice(i + 1).trim(), "base64");
    if (i <= 0 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32) {
      throw new Error("FIELD_ENCRYPTION_KEY must be '<id>:<32 random bytes as base64>' (several separated by commas, the first encrypts), e.g. k1:$(openssl rand -base64 32)");
    }
    return { id, key };
  });
  cache = { source, keys };
  return keys;
}

export function encryptField(plain: string, aad: string): string {
  const [{ id, key }] = fieldKeys();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}.${id}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain value; throws when the value was changed, moved to another place (aad) or its key is gone. */
export function decryptField(sealed: string, aad: string): string {
  const [prefix, id, data] = sealed.split(".");
  const k = fieldKeys().find((x) => x.id === id);
  if (prefix !== PREFIX || !k || !data) throw new Error(`Cannot decrypt a field sealed with key "${id}": add that key to FIELD_ENCRYPTION_KEY`);
  const raw = Buffer.from(data, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", k.key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** A keyed hash of a normalised value (same value → same index, per purpose), for equality look-ups. */
export function blindIndex(value: string, purpose: string): string {
  const [{ key }] = fieldKeys();
  const macKey = Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), `blind-index:${purpose}`, 32));
  return createHmac("sha256", macKey).update(value).digest("base64url");
}

/** The last `visible` characters, the rest as •, for showing a number to who may not see it whole. */
export function maskValue(plain: string, visible = 4): string {
  const shown = plain.slice(-visible);
  return `${"•".repeat(Math.max(0, plain.length - shown.length))}${shown}`;
}
