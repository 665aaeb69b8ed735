// The platform's own signing identity: a self-signed RSA-2048 certificate (SHA-256, key usage
// digitalSignature + nonRepudiation) and its key in a passphrase-protected PKCS#12, as pades.ts signs
// with. The key pair comes from node:crypto (fast, native); node-forge builds the certificate and the
// PKCS#12. Pure: nothing is stored here; the caller keeps the P12 and its passphrase (encrypted).
import "server-only";
import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import forge from "node-forge";
import { sha256Hex } from "./hash";

export type SigningIdentity = {
  /** DER PKCS#12 holding the key (shrouded) and the certificate. */
  p12: Uint8Array;
  passphrase: string;
  certificatePem: string;
  /** SHA-256 of the DER certificate, lower-case hex. */
  fingerprint: string;
};

export type IdentityRequest = { commonName: string; organization: string; validDays: number };

const MAX_VALID_DAYS = 3650;

export async function createSigningIdentity({ commonName, organization, validDays }: IdentityRequest): Promise<SigningIdentity> {
  if (!commonName.trim()) throw new RangeError("A signing identity needs a common name");
  if (!Number.isInteger(validDays) || validDays < 1 || validDays > MAX_VALID_DAYS) {
    throw new RangeError(`validDays must be a whole number of days from 1 to ${MAX_VALID_DAYS}`);
  }
  const pair = await promisify(generateKeyPair)("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  // A positive 128-bit serial (the high bit clear, so DER needs no sign byte).
  const serial = randomBytes(16);
  serial[0] &= 0x7f;
  cert.serialNumber = serial.toString("hex");
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 60_000);
  cert.validity.notAfter = new Date(now + validDays * 86_400_000);
  const name = [
    { name: "commonName", value: commonName.trim() },
    { name: "organizationName", value: organization.trim() || commonName.trim() },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());

  const passphrase = randomBytes(32).toString("base64url");
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], passphrase, {
    algorithm: "aes256",
    friendlyName: commonName.trim(),
    generateLocalKeyId: true,
  });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    p12: new Uint8Array(Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), "binary")),
    passphrase,
    certificatePem: forge.pki.certificateToPem(cert),
    fingerprint: sha256Hex(Buffer.from(der, "binary")),
  };
}
