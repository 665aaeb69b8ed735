// The firm's document-sealing certificate (/api/esign/identity/details, save, delete): the upload's text
// field, the answer, and the sentences of the refusals (each says what to do). Shared by the routes and the
// settings card.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";

export const MAX_PASSPHRASE = 500;

/** The multipart text field of esign/identity/save (the file is the part `file`, a .p12 or .pfx). */
export const saveIdentityFields = z.object({
  // Not trimmed: a passphrase is taken as typed. Empty is allowed (a PKCS#12 may have none).
  passphrase: z.string({ error: MSG.invalid("Passphrase") }).max(MAX_PASSPHRASE, { error: MSG.maxLength(MAX_PASSPHRASE) }).default(""),
});
export const identityDetailsBody = z.object({});

/** Which identity seals the firm's completed documents: the firm's own (uploaded) or the platform's (self-signed). */
export type IdentitySource = "firm" | "platform";

export type IdentityDetails = {
  source: IdentitySource;
  commonName: string;
  organization: string | null;
  /** SHA-256 of the DER certificate, lower-case hex (as identity.ts). */
  fingerprint: string;
  validFrom: string;
  validTo: string;
  /** When the firm uploaded it (null for the platform's). */
  uploadedAt: string | null;
  /**
   * Whether the certificate is within its validity now. A firm's certificate past its end (or not yet valid)
   * is kept but not used: documents are sealed with the platform's until it is replaced or removed.
   */
  usable: boolean;
};

export const P12_TYPES = "Choose a PKCS#12 certificate file (.p12 or .pfx)";
export const P12_UNREADABLE = "This file is not a PKCS#12 certificate file that can be read: export the certificate with its private key as .p12 or .pfx and upload that file";
export const P12_PASSPHRASE = "This passphrase does not open the file: type the password you set when the certificate was exported";
export const P12_ONE_KEY = "The file must hold exactly one private key: export only the sealing certificate with its key";
export const P12_NO_CERTIFICATE = "The file holds no certificate matching its private key: export the certificate together with its private key";
export const P12_NOT_RSA = (ec: boolean) =>
  `This certificate has ${ec ? "an elliptic-curve (EC)" : "a non-RSA"} key; document sealing needs an RSA key: ask your certificate authority for an RSA certificate (2048 bits or more)`;
export const P12_RSA_BITS = "This certificate's RSA key is shorter than 2048 bits: ask your certificate authority for a certificate with a 2048-bit key or longer";
export const P12_KEY_USAGE = "This certificate may not be used for signatures (its key usage allows neither digital signature nor non-repudiation): ask for a document-signing certificate";
export const P12_NOT_YET_VALID = (from: string) => `This certificate is not valid before ${from}: upload it from that day on, or use another certificate`;
export const P12_EXPIRED = (to: string) => `This certificate expired on ${to}: renew it with your certificate authority and upload the new one`;
export const P12_SEAL_FAILED = "A test document could not be sealed with this certificate: check that the file holds the certificate's own private key, or export it again";
