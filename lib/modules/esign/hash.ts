// SHA-256 of a document's bytes as lower-case hex: the fingerprint recorded before signing (certificate
// page) and of a signing certificate (identity.ts).
import "server-only";
import { createHash } from "node:crypto";

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
