// A small text-flow writer over pdf-lib (standard Helvetica, US Letter): wrapped text, fields,
// headings with a rule, page breaks. Shared by the generated PDFs (case summary, LCA notice, PAF cover).
import "server-only";
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

const PAGE = { width: 612, height: 792, margin: 50 };
export const PRIMARY = rgb(0, 0x26 / 255, 0x5d / 255);
export const GREY = rgb(0.35, 0.35, 0.35);

const REPLACEMENTS: Record<string, string> = { "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-", "\u2026": "..." };

/** The standard fonts encode WinAnsi only: keep Latin-1, map common punctuation, replace the rest. */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.replace(/\s+/g, " ")) {
    const c = ch.codePointAt(0) ?? 63;
    out += (c >= 32 && c <= 126) || (c >= 160 && c <= 255) ? ch : (REPLACEMENTS[ch] ?? "?");
  }
  return out;
}

type Measure = Pick<PDFFont, "widthOfTextAtSize">;

/** A word wider than the line (a URL, a user agent) in pieces that each fit. */
function breakWord(word: string, font: Measure, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The lines of `text` (already pdfSafe) that fit `width` at `size`: words kept whole unless one alone is wider. */
export function wrapLines(text: string, font: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    const pieces = font.widthOfTextAtSize(word, size) > width ? breakWord(word, font, size, width) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? "";
  }
  lines.push(line);
  return lines;
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  private ensure(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  /** Wrapped text; returns nothing, moves the cursor down. */
  text(raw: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const x = PAGE.margin + (opts.indent ?? 0);
    const width = PAGE.width - PAGE.margin - x;
    for (const l of wrapLines(pdfSafe(raw), font, size, width)) {
      this.ensure(size + 4);
      this.page.drawText(l, { x, y: this.y - size, size, font, color: opts.color ?? rgb(0, 0, 0) });
      this.y -= size + 4;
    }
  }
  field(label: string, value: string) {
    this.text(`${label}: ${value || "-"}`);
  }
  heading(title: string) {
    this.gap(8);
    this.text(title, { size: 12, bold: true, color: PRIMARY });
    this.ensure(6);
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.5, color: GREY });
    this.gap(4);
  }
  gap(n: number) {
    this.y -= n;
  }
}
