// Fixtures of the e-signature tests: a small generated document and a 1×1 PNG as a drawn signature.
import { PDFDocument, StandardFonts } from "pdf-lib";

/** A 1×1 opaque PNG, as a signature pad's canvas.toDataURL() would answer (smaller). */
export const PNG_DATA_URL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A US Letter document of `pages` pages, each saying "Engagement letter page N". */
export async function letterPdf(pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) doc.addPage([612, 792]).drawText(`Engagement letter page ${n}`, { x: 72, y: 700, size: 12, font });
  return doc.save();
}
