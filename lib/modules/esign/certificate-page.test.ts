// The certificate of completion: appended after the document's pages, with every signer's evidence and
// the document's SHA-256 readable in its text; long lists flow onto more pages; no name crashes it.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "@/lib/server/pdf/text";
import { appendCertificate, certificateTime, type CertificateInput, type CertificateSigner } from "./certificate-page";
import { sha256Hex } from "./hash";
import { letterPdf } from "./test-pdf";

const signer = (name: string, email: string, over: Partial<CertificateSigner> = {}): CertificateSigner => ({
  name,
  email,
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15",
  consentedAt: new Date("2026-03-05T14:00:00Z"),
  viewedAt: new Date("2026-03-05T14:01:30Z"),
  signedAt: new Date("2026-03-05T14:07:09Z"),
  method: "drawn",
  ...over,
});

async function certificateOf(input: Omit<CertificateInput, "originalSha256">) {
  const original = await letterPdf(2);
  const originalSha256 = sha256Hex(original);
  const bytes = await appendCertificate(original, { ...input, originalSha256 });
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return { originalSha256, pages, text: await pdfText(bytes, pages) };
}

const BASE = { documentName: "Engagement letter - Lima", envelopeId: "env_01HV5", completedAt: new Date("2026-03-05T15:00:00Z") };

describe("appendCertificate", () => {
  it("appends a page with the document, its SHA-256 and each signer's evidence", async () => {
    const { originalSha256, pages, text } = await certificateOf({
      ...BASE,
      signers: [signer("Ana Lima", "ana@example.com"), signer("Bruno Costa", "bruno@example.com", { method: "typed", viewedAt: null, ip: null })],
    });
    expect(pages).toBe(3);
    expect(text).toContain("Engagement letter page 2");
    for (const s of [
      "Certificate of completion",
      "Document name: Engagement letter - Lima",
      "Envelope ID: env_01HV5",
      `SHA-256 before signing: ${originalSha256}`,
      "Completed: 2026-03-05T15:00:00.000Z (Mar 05, 2026 03:00 PM UTC)",
      "Signer 1: Ana Lima",
      "E-mail: ana@example.com",
      "IP address: 203.0.113.7",
      "Consented to sign electronically (ESIGN / UETA): 2026-03-05T14:00:00.000Z",
      "Viewed: 2026-03-05T14:01:30.000Z",
      "Signed: 2026-03-05T14:07:09.000Z (Mar 05, 2026 02:07 PM UTC)",
      "Signing method: Drawn on screen",
      "Signer 2: Bruno Costa",
      "Signing method: Typed name",
      "IP address: -",
      "Viewed: -",
    ]) expect(text).toContain(s);
  });

  it("flows a long list of signers onto further pages and cuts a long user agent", async () => {
    const signers = Array.from({ length: 12 }, (_, i) => signer(`Signer Number${i + 1}`, `s${i + 1}@example.com`, { userAgent: `${"Mozilla/5.0 (X11) ".repeat(20)}TAILMARK` }));
    const { pages, text } = await certificateOf({ ...BASE, signers });
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain("Signer Number12");
    expect(text).toContain("s12@example.com");
    expect(text).not.toContain("TAILMARK");
    expect(text).toContain("(X11) Mo..."); // 200 characters, then "..."
  });

  it("does not crash on names the standard fonts cannot draw", async () => {
    const { text } = await certificateOf({ ...BASE, documentName: "Consent – 同意书", signers: [signer("Zoë Łukasz 李", "zoe@example.com"), signer("Antonín Dvořák", "ad@example.com")] });
    expect(text).toContain("Signer 1: Zoë ?ukasz ?");
    expect(text).toContain("Name: Antonín Dvorák");
    expect(text).toContain("Document name: Consent - ???");
  });
});

describe("certificateTime", () => {
  it("gives ISO UTC and a readable UTC time, or a dash", () => {
    expect(certificateTime(new Date("2026-12-31T23:59:59.500Z"))).toBe("2026-12-31T23:59:59.500Z (Dec 31, 2026 11:59 PM UTC)");
    expect(certificateTime(null)).toBe("-");
  });
});
