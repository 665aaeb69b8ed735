// The "Certificate of completion" appended to a signed document (in English, as the evidence a court
// or USCIS reader expects): the document, its envelope, its SHA-256 before signing, and for each signer
// who they are (name, e-mail), from where (IP address, user agent) and when they consented to sign
// electronically (ESIGN Act / UETA), viewed and signed the document, and how (drawn or typed). Times in
// UTC, both as ISO 8601 and as read by a person. Written with the shared PdfWriter (US Letter,
// Helvetica, page breaks when long); text the standard fonts cannot draw is replaced, never fatal.
import "server-only";
import { StandardFonts } from "pdf-lib";
import { formatDateTime } from "@/lib/shared/format/dates";
import { truncate } from "@/lib/shared/format/text";
import { GREY, PdfWriter } from "@/lib/server/pdf/writer";
import { drawable, openPdf } from "./document";
import type { SignatureMethod } from "./stamp";

export type CertificateSigner = {
  name: string;
  email: string;
  ip: string | null;
  userAgent: string | null;
  /** When the signer agreed to do business electronically (ESIGN / UETA consent). */
  consentedAt: Date;
  viewedAt: Date | null;
  signedAt: Date;
  method: SignatureMethod;
};

export type CertificateInput = {
  documentName: string;
  envelopeId: string;
  /** SHA-256 (hex) of the document as sent, before any field was stamped. */
  originalSha256: string;
  signers: readonly CertificateSigner[];
  completedAt: Date;
  /** The certificate the file is sealed with (the firm's own or the platform's): its CN and SHA-256 fingerprint. */
  sealedBy?: { commonName: string; fingerprint: string };
};

/** A user agent is long and says little after its first couple of hundred characters. */
export const USER_AGENT_CHARS = 200;

const METHOD: Record<SignatureMethod, string> = { drawn: "Drawn on screen", typed: "Typed name" };

/** "2026-03-05T14:07:09.000Z (Mar 05, 2026 02:07 PM UTC)"; "-" when there is no time. */
export const certificateTime = (at: Date | null): string => (at ? `${at.toISOString()} (${formatDateTime(at, "UTC", "en")} UTC)` : "-");

/** Appends the certificate page(s) to `pdf` and answers the saved document. */
export async function appendCertificate(pdf: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  const doc = await openPdf(pdf);
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  // PdfWriter replaces what WinAnsi lacks with "?"; drawable() first keeps the letter of an accented one.
  const field = (label: string, value: string) => w.field(label, drawable(value));

  w.text("Certificate of completion", { size: 18, bold: true });
  w.text("Electronic signature record", { color: GREY });
  w.heading("Document");
  field("Document name", input.documentName);
  field("Envelope ID", input.envelopeId);
  field("SHA-256 before signing", input.originalSha256);
  field("Completed", certificateTime(input.completedAt));
  field("Signers", String(input.signers.length));
  if (input.sealedBy) {
    field("Sealed with the certificate of", input.sealedBy.commonName);
    field("Certificate SHA-256", input.sealedBy.fingerprint);
  }

  input.signers.forEach((s, i) => {
    w.heading(`Signer ${i + 1}: ${drawable(s.name)}`);
    field("Name", s.name);
    field("E-mail", s.email);
    field("IP address", s.ip ?? "");
    field("User agent", truncate(s.userAgent, USER_AGENT_CHARS));
    field("Consented to sign electronically (ESIGN / UETA)", certificateTime(s.consentedAt));
    field("Viewed", certificateTime(s.viewedAt));
    field("Signed", certificateTime(s.signedAt));
    field("Signing method", METHOD[s.method]);
  });

  w.gap(12);
  w.text(
    "Each signer agreed to use electronic records and signatures under the U.S. Electronic Signatures in Global and National " +
      "Commerce Act (ESIGN) and the Uniform Electronic Transactions Act (UETA) before signing. The completed document is " +
      "sealed with a digital signature; any change after signing invalidates it.",
    { size: 9, color: GREY },
  );
  return doc.save();
}
