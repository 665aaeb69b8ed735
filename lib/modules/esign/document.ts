// What the e-signature files share about a PDF: opening it (an unreadable one is the caller's 422, not a
// 500) and reducing text to what the standard fonts draw.
import "server-only";
import { PDFDocument } from "pdf-lib";
import { pdfSafe } from "@/lib/server/pdf/writer";
import { EsignError } from "./errors";

export async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw new EsignError("pdf-unreadable", "The document is not a PDF that can be signed (damaged or encrypted)");
  }
}

const winAnsiSafe = (c: string) => {
  const n = c.codePointAt(0)!;
  return (n >= 32 && n <= 126) || (n >= 160 && n <= 255);
};

/**
 * Text the standard (WinAnsi) fonts can draw: a letter they lack loses its accent when it has one
 * ("Dvořák" becomes "Dvorak"; "Łukasz", a letter of its own, "?ukasz"), then the shared pdfSafe maps punctuation and
 * replaces what is left with "?". Never throws, whatever the script.
 */
export function drawable(text: string): string {
  const kept = [...text.normalize("NFC")].map((c) => (winAnsiSafe(c) ? c : [...c.normalize("NFKD")].filter(winAnsiSafe).join("") || c));
  return pdfSafe(kept.join(""));
}
