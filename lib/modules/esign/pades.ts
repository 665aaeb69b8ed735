// Sealing the completed document with a digital signature (PAdES-style: a detached CMS over the whole
// file, SubFilter ETSI.CAdES.detached, SHA-256) with the @signpdf packages: pdf-lib adds the signature
// dictionary with an empty /Contents hole, the file is saved without object streams (so the
// /ByteRange placeholder is plain text), and @signpdf/signpdf fills the byte range and the hole with the
// CMS that @signpdf/signer-p12 makes from the PKCS#12. The document is rewritten, not updated
// incrementally: seal it once, when every signer has signed. verify.ts reads the result back.
// Not PAdES-B-B strictly: node-forge's CMS has no signing-certificate-v2 attribute and no timestamp.
import "server-only";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { drawable, openPdf } from "./document";
import { EsignError } from "./errors";

export type SigningKey = { p12: Uint8Array; passphrase: string };
export type SignatureMeta = { reason: string; name: string; location: string; contactInfo: string };

/** Room for the hex CMS: a chain of a few RSA-4096 certificates fits in 8 KiB of DER. */
const SIGNATURE_BYTES = 8192;
const SUBFILTER_ETSI_CADES_DETACHED = "ETSI.CAdES.detached";

export async function signPdf(pdf: Uint8Array, identity: SigningKey, meta: SignatureMeta, signingTime = new Date()): Promise<Uint8Array> {
  const doc = await openPdf(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: drawable(meta.reason),
    name: drawable(meta.name),
    location: drawable(meta.location),
    contactInfo: drawable(meta.contactInfo),
    signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(Buffer.from(identity.p12), { passphrase: identity.passphrase });
  try {
    return new Uint8Array(await new SignPdf().sign(withPlaceholder, signer, signingTime));
  } catch (e) {
    // forge: "Invalid password?", "Too few bytes to read ASN.1 value", no key bag; signer-p12: no matching certificate.
    throw new EsignError("identity", `The signing identity could not be used: ${e instanceof Error ? e.message : String(e)}`);
  }
}
