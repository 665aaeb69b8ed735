// Checking a firm's own PKCS#12 before it is stored (esign/identity/save): it opens with the passphrase,
// holds exactly one private key (RSA: node-forge and @signpdf sign with RSA only, so an EC key is refused
// with a sentence saying so) and the certificate matching it, whose key usage allows signatures and which is
// valid now; then it is proved by sealing a small generated document with signPdf and reading the seal back
// with verifySignedPdf (intact). Every refusal is a 422 on `file` or `passphrase` saying what to do.
import "server-only";
import forge from "node-forge";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { fail } from "@/lib/server/errors";
import { sha256Hex } from "./hash";
import {
  P12_EXPIRED,
  P12_KEY_USAGE,
  P12_NO_CERTIFICATE,
  P12_NOT_RSA,
  P12_NOT_YET_VALID,
  P12_ONE_KEY,
  P12_PASSPHRASE,
  P12_RSA_BITS,
  P12_SEAL_FAILED,
  P12_UNREADABLE,
} from "./identity-contract";
import { signPdf } from "./pades";
import { verifySignedPdf } from "./verify";

/** What the stored certificate says, read back whenever it is shown or used. */
export type CertificateFacts = { commonName: string; organization: string | null; fingerprint: string; validFrom: Date; validTo: Date };
export type CheckedIdentity = CertificateFacts & { certificatePem: string };

const OID_EC_PUBLIC_KEY = "1.2.840.10045.2.1";
const MIN_RSA_BITS = 2048;

const field = (name: "file" | "passphrase", message: string) => fail.validation({ [name]: message });
const day = (d: Date) => d.toISOString().slice(0, 10);

function factsOf(cert: forge.pki.Certificate): CertificateFacts {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const commonName = (cert.subject.getField("CN")?.value as string | undefined)?.trim();
  const organization = (cert.subject.getField("O")?.value as string | undefined)?.trim() || null;
  return {
    commonName: commonName || organization || "(no name)",
    organization,
    fingerprint: sha256Hex(Buffer.from(der, "binary")),
    validFrom: cert.validity.notBefore,
    validTo: cert.validity.notAfter,
  };
}

/** The facts of a stored certificate (PEM). */
export function certificateFacts(pem: string): CertificateFacts {
  return factsOf(forge.pki.certificateFromPem(pem));
}

/** Whether `at` is within the certificate's validity. */
export const validAt = (f: Pick<CertificateFacts, "validFrom" | "validTo">, at: Date) => at >= f.validFrom && at <= f.validTo;

/** The algorithm OID of a PKCS#8 PrivateKeyInfo forge could not read (an EC key, say), or null. */
function keyAlgorithm(info: forge.asn1.Asn1 | undefined): string | null {
  try {
    const algorithm = (info?.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[];
    return forge.asn1.derToOid(algorithm[0].value as string);
  } catch {
    return null;
  }
}

function openP12(bytes: Uint8Array, passphrase: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(Buffer.from(bytes).toString("binary"));
  } catch {
    throw field("file", P12_UNREADABLE);
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, passphrase);
  } catch (e) {
    // forge: "PKCS#12 MAC could not be verified. Invalid password?", "Unable to decrypt PKCS#8 ShroudedKeyBag, wrong password?"
    const message = e instanceof Error ? e.message : "";
    throw /password/i.test(message) ? field("passphrase", P12_PASSPHRASE) : field("file", P12_UNREADABLE);
  }
}

type Bag = { key?: forge.pki.PrivateKey | null; cert?: forge.pki.Certificate | null; asn1?: forge.asn1.Asn1 };
const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, type: string): Bag[] => (p12.getBags({ bagType: type })[type] ?? []) as Bag[];

/** The RSA key and its certificate, or the 422 saying what is wrong. */
function keyAndCertificate(p12: forge.pkcs12.Pkcs12Pfx): { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate } {
  const keys = [...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(p12, forge.pki.oids.keyBag)];
  if (keys.length !== 1) throw field("file", P12_ONE_KEY);
  const key = keys[0].key as forge.pki.rsa.PrivateKey | null | undefined;
  if (!key) throw field("file", P12_NOT_RSA(keyAlgorithm(keys[0].asn1) === OID_EC_PUBLIC_KEY));
  if (key.n.bitLength() < MIN_RSA_BITS) throw field("file", P12_RSA_BITS);
  const cert = bagsOf(p12, forge.pki.oids.certBag)
    .map((b) => b.cert)
    .find((c): c is forge.pki.Certificate => {
      const pub = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return !!pub?.n && pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
    });
  if (!cert) throw field("file", P12_NO_CERTIFICATE);
  return { key, cert };
}

async function testDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText("Document sealing certificate check", { x: 72, y: 700, size: 12, font });
  return doc.save();
}

/** The checks of a firm's PKCS#12 at `now`; the certificate's facts when it can seal documents. */
export async function checkP12(bytes: Uint8Array, passphrase: string, now: Date): Promise<CheckedIdentity> {
  const p12 = openP12(bytes, passphrase);
  const { cert } = keyAndCertificate(p12);
  const usage = cert.getExtension("keyUsage") as { digitalSignature?: boolean; nonRepudiation?: boolean } | null;
  if (usage && !usage.digitalSignature && !usage.nonRepudiation) throw field("file", P12_KEY_USAGE);
  const facts = factsOf(cert);
  if (now < facts.validFrom) throw field("file", P12_NOT_YET_VALID(day(facts.validFrom)));
  if (now > facts.validTo) throw field("file", P12_EXPIRED(day(facts.validTo)));

  let sealed: Uint8Array;
  try {
    const meta = { reason: "Sealing certificate check", name: facts.commonName, location: "", contactInfo: "" };
    sealed = await signPdf(await testDocument(), { p12: bytes, passphrase }, meta, now);
  } catch {
    throw field("file", P12_SEAL_FAILED);
  }
  const check = verifySignedPdf(sealed);
  if (!check.intact) throw field("file", P12_SEAL_FAILED);
  return { ...facts, certificatePem: forge.pki.certificateToPem(cert) };
}
