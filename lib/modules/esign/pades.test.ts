// The platform identity, the PAdES seal and its verification, end to end: a created identity signs, the
// signature reads back intact with its common name and time; one flipped byte, bytes appended after the
// seal or a changed signature make it not intact; an unsigned file is not signed.
import { X509Certificate } from "node:crypto";
import forge from "node-forge";
import { beforeAll, describe, expect, it } from "vitest";
import { EsignError } from "./errors";
import { sha256Hex } from "./hash";
import { createSigningIdentity, type SigningIdentity } from "./identity";
import { signPdf } from "./pades";
import { letterPdf } from "./test-pdf";
import { verifySignedPdf } from "./verify";

const META = { reason: "Signed electronically by all parties", name: "Zoë Łukasz 李", location: "Austin, TX", contactInfo: "esign@example.com" };
const SIGNED_AT = new Date("2026-03-05T15:00:00Z");

let identity: SigningIdentity;
let signed: Uint8Array;
beforeAll(async () => {
  identity = await createSigningIdentity({ commonName: "Lima & Costa LLP e-signature", organization: "Lima & Costa LLP", validDays: 365 });
  signed = await signPdf(await letterPdf(2), identity, META, SIGNED_AT);
});

const flipped = (bytes: Uint8Array, at: number) => {
  const copy = new Uint8Array(bytes);
  copy[at] ^= 0x01;
  return copy;
};
const byteRange = (bytes: Uint8Array) => {
  const text = Buffer.from(bytes).toString("latin1");
  return /\/ByteRange\s*\[\s*(\d+) (\d+) (\d+) (\d+)/.exec(text.slice(text.lastIndexOf("/ByteRange")))!.slice(1).map(Number);
};

describe("createSigningIdentity", () => {
  it("makes a self-signed RSA-2048 certificate for signing, in a PKCS#12 that opens with its passphrase only", () => {
    const cert = forge.pki.certificateFromPem(identity.certificatePem);
    expect(cert.subject.getField("CN").value).toBe("Lima & Costa LLP e-signature");
    expect(cert.subject.getField("O").value).toBe("Lima & Costa LLP");
    expect(cert.issuer.hash).toBe(cert.subject.hash);
    expect(cert.verify(cert)).toBe(true);
    expect((cert.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(cert.getExtension("keyUsage")).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });
    const days = (cert.validity.notAfter.getTime() - cert.validity.notBefore.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    const x509 = new X509Certificate(identity.certificatePem);
    expect(identity.fingerprint).toBe(x509.fingerprint256.replace(/:/g, "").toLowerCase());
    expect(identity.fingerprint).toBe(sha256Hex(x509.raw));

    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(identity.p12).toString("binary")), identity.passphrase);
    expect(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]).toHaveLength(1);
    expect(() => forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(identity.p12).toString("binary")), "wrong")).toThrow();
  });

  it("refuses an empty name and a validity out of range", async () => {
    await expect(createSigningIdentity({ commonName: " ", organization: "X", validDays: 10 })).rejects.toThrow(RangeError);
    await expect(createSigningIdentity({ commonName: "X", organization: "X", validDays: 0 })).rejects.toThrow(RangeError);
  });
});

describe("signPdf + verifySignedPdf", () => {
  it("seals the document: signed, intact, over the whole file, with the signer's name and time", () => {
    expect(verifySignedPdf(signed)).toEqual({
      signed: true,
      intact: true,
      signerCommonName: "Lima & Costa LLP e-signature",
      signedAt: SIGNED_AT,
      coversWholeFile: true,
    });
    const text = Buffer.from(signed).toString("latin1");
    expect(text).toContain("/SubFilter /ETSI.CAdES.detached");
    expect(text).toContain("(Zo\u00eb ?ukasz ?)");
  });

  it("is not intact when one covered byte changes, in either range", () => {
    const [, b, c, d] = byteRange(signed);
    for (const at of [Math.floor(b / 2), c + Math.floor(d / 2)]) {
      expect(verifySignedPdf(flipped(signed, at))).toMatchObject({ signed: true, intact: false, coversWholeFile: true });
    }
  });

  it("is not intact when bytes are appended after the seal or the signature itself is changed", () => {
    const appended = Buffer.concat([Buffer.from(signed), Buffer.from("\n% appended\n")]);
    expect(verifySignedPdf(appended)).toMatchObject({ signed: true, intact: false, coversWholeFile: false, signerCommonName: "Lima & Costa LLP e-signature" });

    // The CMS ends with the RSA signature, then zero padding: change a hex digit inside the signature.
    const [, b] = byteRange(signed);
    const text = Buffer.from(signed).toString("latin1");
    const hex = text.slice(b + 1, text.indexOf(">", b));
    const end = b + 1 + hex.replace(/0+$/, "").length;
    const tampered = new Uint8Array(signed);
    tampered[end - 20] = tampered[end - 20] === 0x61 ? 0x62 : 0x61;
    expect(verifySignedPdf(tampered)).toMatchObject({ signed: true, intact: false, coversWholeFile: true });
  });

  it("says an unsigned document is not signed", async () => {
    expect(verifySignedPdf(await letterPdf(1))).toEqual({ signed: false, intact: false, signerCommonName: null, signedAt: null, coversWholeFile: false });
  });

  it("refuses an identity whose passphrase is wrong", async () => {
    const e = await signPdf(await letterPdf(1), { ...identity, passphrase: "wrong" }, META).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(EsignError);
    expect((e as EsignError).reason).toBe("identity");
  });
});

describe("sha256Hex", () => {
  it("is the SHA-256 of the bytes in lower-case hex", () => {
    expect(sha256Hex(new TextEncoder().encode("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
