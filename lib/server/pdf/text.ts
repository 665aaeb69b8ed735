// The text layer of a PDF (pdfjs-dist, the legacy build that runs in Node 20): lines in reading order,
// at most `maxPages` pages. A scanned PDF without a text layer gives "" (the caller says so).
import "server-only";

export async function pdfText(bytes: Uint8Array, maxPages = 5): Promise<string> {
  // pdfjs runs its worker in this thread when it finds it on globalThis; importing it here also makes the
  // standalone build's file tracing copy it (pdfjs's own import of it is invisible to the tracer).
  const g = globalThis as { pdfjsWorker?: unknown };
  g.pdfjsWorker ??= await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ("str" in i ? i.str + (i.hasEOL ? "\n" : " ") : "")).join(""));
    }
    return pages.join("\n");
  } finally {
    await pdf.destroy();
  }
}
