// Reading back a signed PDF's last signature (what pades.ts wrote, or any adbe.pkcs7.detached /
// ETSI.CAdES.detached RSA signature): the last /ByteRange must cover the whole file but the /Contents hole,
// the CMS in the hole must carry a messageDigest equal to the hash of the covered bytes, and its signature
// over the signed attributes must verify with the embedded certificate's public key. It says whether the
// file is unchanged since it was sealed; it does not say whether the certificate is trusted (the
// platform's own is self-signed), nor check revocation or a timestamp.
import "server-only";
import { createHash } from "node:crypto";
import forge from "node-forge";

export type SignatureCheck = {
  /** The file carries a filled signature (a /ByteRange with numbers). */
  signed: boolean;
  /** The whole file is exactly what was signed: covered entirely, digest and signature verify. */
  intact: boolean;
  signerCommonName: string | null;
  /** The signing time the signer put in the signed attributes. */
  signedAt: Date | null;
  /** The byte range starts at 0 and ends at the file's end, with only the /Contents hole between. */
  coversWholeFile: boolean;
};

const UNSIGNED: SignatureCheck = { signed: false, intact: false, signerCommonName: null, signedAt: null, coversWholeFile: false };
const NOT_INTACT: SignatureCheck = { ...UNSIGNED, signed: true };

const HASHES: Record<string, string> = {
  "1.3.14.3.2.26": "sha1",
  "2.16.840.1.101.3.4.2.1": "sha256",
  "2.16.840.1.101.3.4.2.2": "sha384",
  "2.16.840.1.101.3.4.2.3": "sha512",
};
const OID = { messageDigest: forge.pki.oids.messageDigest, signingTime: forge.pki.oids.signingTime };
const BYTE_RANGE = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]$/;

type Range = { a: number; b: number; c: number; d: number };

/** The last /ByteRange's four numbers, or null when there is none or it is an unfilled placeholder. */
function lastByteRange(buf: Buffer): Range | null {
  const at = buf.lastIndexOf("/ByteRange");
  if (at < 0) return null;
  const m = BYTE_RANGE.exec(buf.subarray(at, buf.indexOf("]", at) + 1).toString("latin1"));
  if (!m) return null;
  const [a, b, c, d] = m.slice(1).map(Number);
  return { a, b, c, d };
}

/** The CMS DER in the /Contents hole between the two ranges (hex, padded with zeros), or null. */
function contentsHole(buf: Buffer, { a, b, c, d }: Range): Buffer | null {
  if (a !== 0 || b <= 0 || c <= b + 1 || c + d > buf.length) return null;
  if (buf[b] !== 0x3c || buf[c - 1] !== 0x3e) return null; // < … >
  if (!/\/Contents\s*$/.test(buf.subarray(Math.max(0, b - 32), b).toString("latin1"))) return null;
  const hex = buf.subarray(b + 1, c - 1).toString("latin1");
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) return null;
  const der = Buffer.from(hex, "hex");
  // The hole is padded with zeros after the DER: keep the outer element only.
  if (der[0] !== 0x30 || der.length < 2) return null;
  const lenBytes = der[1] & 0x80 ? der[1] & 0x7f : 0;
  const len = lenBytes ? der.subarray(2, 2 + lenBytes).reduce((n, byte) => n * 256 + byte, 0) : der[1];
  return der.length >= 2 + lenBytes + len ? der.subarray(0, 2 + lenBytes + len) : null;
}

type Attribute = { oid: string; value: forge.asn1.Asn1 };

function attributes(list: forge.asn1.Asn1[]): Attribute[] {
  return list.map((attr) => {
    const [oid, set] = attr.value as forge.asn1.Asn1[];
    return { oid: forge.asn1.derToOid(oid.value as string), value: (set.value as forge.asn1.Asn1[])[0] };
  });
}

function timeOf(node: forge.asn1.Asn1 | undefined): Date | null {
  if (!node) return null;
  if (node.type === forge.asn1.Type.UTCTIME) return forge.asn1.utcTimeToDate(node.value as string);
  if (node.type === forge.asn1.Type.GENERALIZEDTIME) return forge.asn1.generalizedTimeToDate(node.value as string);
  return null;
}

export function verifySignedPdf(pdf: Uint8Array): SignatureCheck {
  const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const range = lastByteRange(buf);
  if (!range) return UNSIGNED;
  const der = contentsHole(buf, range);
  if (!der) return NOT_INTACT;
  const coversWholeFile = range.c + range.d === buf.length;

  let p7: ReturnType<typeof forge.pkcs7.messageFromAsn1>;
  try {
    p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der.toString("binary")));
  } catch {
    return { ...NOT_INTACT, coversWholeFile };
  }
  const raw = p7.rawCapture as { serial?: string; digestAlgorithm?: string; authenticatedAttributes?: forge.asn1.Asn1[]; signature?: string };
  const certificates = "certificates" in p7 ? p7.certificates : [];
  const serial = raw.serial ? forge.util.bytesToHex(raw.serial).replace(/^(00)+/, "") : "";
  const cert = certificates.find((x) => x.serialNumber.replace(/^(00)+/, "") === serial) ?? certificates[0];
  const signerCommonName = (cert?.subject.getField("CN")?.value as string | undefined) ?? null;
  const attrs = attributes(raw.authenticatedAttributes ?? []);
  const signedAt = timeOf(attrs.find((x) => x.oid === OID.signingTime)?.value);
  const answer = { signed: true, intact: false, signerCommonName, signedAt, coversWholeFile };

  const hash = raw.digestAlgorithm ? HASHES[forge.asn1.derToOid(raw.digestAlgorithm)] : undefined;
  const messageDigest = attrs.find((x) => x.oid === OID.messageDigest)?.value.value;
  if (!cert || !hash || typeof messageDigest !== "string" || !raw.signature) return answer;

  const covered = createHash(hash).update(buf.subarray(0, range.b)).update(buf.subarray(range.c, range.c + range.d)).digest();
  if (!covered.equals(Buffer.from(messageDigest, "binary"))) return answer;

  // The signature is over the signed attributes DER-encoded as a SET (RFC 5652 §5.4), not as the [0] they are stored in.
  const signedAttrs = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, raw.authenticatedAttributes!)).getBytes();
  const attrsDigest = createHash(hash).update(Buffer.from(signedAttrs, "binary")).digest("binary");
  let verified = false;
  try {
    verified = (cert.publicKey as forge.pki.rsa.PublicKey).verify(attrsDigest, raw.signature);
  } catch {
    verified = false;
  }
  return { ...answer, intact: coversWholeFile && verified };
}
