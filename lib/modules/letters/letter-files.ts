// A filled letter as a file: PDF (pdf-lib through the shared PdfWriter, US Letter, Helvetica 11) or Word
// (.docx, the docx library, Calibri 11): the lines as the template wrote them, an empty line a paragraph
// gap. The firm's letterhead is the template's own first lines ({{firm.name}}, {{firm.address}}), so a
// firm lays out its letters as it wants. File names keep letters, digits, spaces and - _ . only.
import "server-only";
import { Document, Packer, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { pdfSafe, PdfWriter } from "@/lib/server/pdf/writer";
import type { LetterFormat } from "./constants";

type Letter = { title: string; firm: string; author: string; text: string };

export const MIME: Record<LetterFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** "H-1B support letter - 2026-000123.pdf" with anything a file system may refuse replaced. */
export const letterFileName = (title: string, format: LetterFormat) => `${title.replace(/[^\p{L}\p{N} ._-]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 150) || "letter"}.${format}`;

async function pdfBytes(l: Letter): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(l.title));
  doc.setAuthor(pdfSafe(l.author));
  doc.setProducer(pdfSafe(l.firm));
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  for (const line of l.text.split("\n")) {
    if (line.trim() === "") w.gap(11);
    else w.text(line, { size: 11 });
  }
  return Buffer.from(await doc.save());
}

async function docxBytes(l: Letter): Promise<Buffer> {
  const doc = new Document({
    title: l.title,
    creator: l.author,
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [{ children: l.text.split("\n").map((line) => new Paragraph({ children: line ? [new TextRun(line)] : [] })) }],
  });
  return Packer.toBuffer(doc);
}

export async function letterFile(format: LetterFormat, l: Letter): Promise<UploadedFile> {
  const bytes = format === "pdf" ? await pdfBytes(l) : await docxBytes(l);
  return { name: letterFileName(l.title, format), mimetype: MIME[format], size: bytes.length, bytes };
}
