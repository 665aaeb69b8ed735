// Signed download links of the local file store: /api/files/download?key=…&exp=…&name=…&sig=…
// sig = HMAC-SHA256 over (key, exp, name) with a key derived from the session secret; the link is
// honoured until exp (unix seconds) and refused when any part was changed.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/server/env";

const LOCAL_DOWNLOAD_PATH = "/api/files/download";

let derived: Buffer | undefined;
const signingKey = () => (derived ??= createHmac("sha256", env.sessionSecret).update("icm:file-download:v1").digest());

function sign(key: string, exp: number, name: string): string {
  return createHmac("sha256", signingKey()).update(`${key}\n${exp}\n${name}`).digest("base64url");
}

/** A relative URL valid for `expiresIn` seconds from `now`. */
export function localSignedUrl(key: string, name: string, expiresIn: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(expiresIn));
  const q = new URLSearchParams({ key, exp: String(exp), name, sig: sign(key, exp, name) });
  return `${LOCAL_DOWNLOAD_PATH}?${q.toString()}`;
}

type SignedDownload = { key: string; name: string; exp: number };

/** The key and file name of a valid, unexpired link's query; null when expired, altered or incomplete. */
export function verifyLocalSignedUrl(params: URLSearchParams, now = Date.now()): SignedDownload | null {
  const key = params.get("key");
  const expText = params.get("exp");
  const name = params.get("name") ?? "";
  const sig = params.get("sig");
  if (!key || !expText || !sig || !/^\d{1,12}$/.test(expText)) return null;
  const exp = Number(expText);
  if (exp * 1000 <= now) return null;
  const expected = Buffer.from(sign(key, exp, name));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { key, name, exp };
}
