// Drawing the signer's values into the document (pdf-lib 1.17): each placed field on its page, a
// signature or initials as the signer's drawn PNG or typed text in an italic standard font, a date as
// MM/DD/YYYY, a text as typed. A field's box is given in fractions of the page as the screen shows it
// (x, y from the top-left, width, height, all 0..1), so the prepare screen never needs the page size;
// here it becomes PDF points (origin bottom-left) on the page's crop box. A page shown rotated is refused
// rather than guessed at. Every refusal is an EsignError (422) naming the field.
import "server-only";
import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { formatUsDate } from "@/lib/shared/format/dates";
import { drawable, openPdf } from "./document";
import { EsignError } from "./errors";

export type FieldKind = "signature" | "initials" | "date" | "text";

export type Field = {
  id: string;
  kind: FieldKind;
  /** 1-based page number. */
  page: number;
  /** Fractions of the page as shown: left edge and top edge from the top-left corner, width, height. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Default true; an optional field without a value is left empty. */
  required?: boolean;
};

export type SignatureMethod = "drawn" | "typed";

export type FieldValue =
  /** signature / initials drawn on the screen: a `data:image/png;base64,…` URL. */
  | { type: "drawn"; png: string }
  /** signature / initials typed by the signer. */
  | { type: "typed"; text: string }
  /** the signing date (YYYY-MM-DD, the signer's calendar day), drawn MM/DD/YYYY. */
  | { type: "date"; date: string }
  | { type: "text"; text: string };

/** Values by field id. */
export type FieldValues = Readonly<Record<string, FieldValue | undefined>>;

const ACCEPTS: Record<FieldKind, readonly FieldValue["type"][]> = {
  signature: ["drawn", "typed"],
  initials: ["drawn", "typed"],
  date: ["date"],
  text: ["text"],
};

const INK = rgb(0.05, 0.1, 0.35);
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

type Box = { x: number; y: number; width: number; height: number };
type Fonts = { get(name: StandardFonts): Promise<PDFFont> };

/** The field's box in PDF points on its page (crop box, origin bottom-left). */
export function fieldBox(page: PDFPage, field: Field): Box {
  const { x, y, width, height } = field;
  const inUnit = [x, y, width, height].every((n) => Number.isFinite(n) && n >= 0 && n <= 1);
  if (!inUnit || width <= 0 || height <= 0 || x + width > 1 + 1e-9 || y + height > 1 + 1e-9) {
    throw new EsignError("field-box", "The field lies outside its page", field.id);
  }
  if (page.getRotation().angle % 360 !== 0) {
    throw new EsignError("page-rotated", `Page ${field.page} is rotated; fields cannot be placed on a rotated page`, field.id);
  }
  const crop = page.getCropBox();
  return {
    x: crop.x + x * crop.width,
    y: crop.y + crop.height - (y + height) * crop.height,
    width: width * crop.width,
    height: height * crop.height,
  };
}

/** One line of text as large as the box allows (at most 70% of its height), left-aligned, centred vertically. */
function drawLine(page: PDFPage, box: Box, text: string, font: PDFFont) {
  const safe = drawable(text);
  const byHeight = (box.height * 0.7) / (font.heightAtSize(1, { descender: true }) || 1);
  const byWidth = box.width / (font.widthOfTextAtSize(safe, 1) || 1);
  const size = Math.max(1, Math.min(byHeight, byWidth, 48));
  const y = box.y + (box.height - font.heightAtSize(size, { descender: false })) / 2;
  page.drawText(safe, { x: box.x, y, size, font, color: INK });
}

async function drawPng(doc: PDFDocument, page: PDFPage, box: Box, dataUrl: string, fieldId: string) {
  const m = PNG_DATA_URL.exec(dataUrl.trim());
  if (!m) throw new EsignError("value-kind", "The drawn signature must be a PNG image", fieldId);
  const image = await doc.embedPng(Buffer.from(m[1], "base64")).catch(() => {
    throw new EsignError("value-kind", "The drawn signature is not a readable PNG image", fieldId);
  });
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x, y: box.y + (box.height - height) / 2, width, height });
}

async function drawField(doc: PDFDocument, page: PDFPage, field: Field, value: FieldValue, fonts: Fonts) {
  const box = fieldBox(page, field);
  switch (value.type) {
    case "drawn":
      return drawPng(doc, page, box, value.png, field.id);
    case "typed":
      return drawLine(page, box, value.text, await fonts.get(StandardFonts.TimesRomanItalic));
    case "date": {
      const date = formatUsDate(value.date, "UTC");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date) || !date) throw new EsignError("value-kind", "The signing date is not a date", field.id);
      return drawLine(page, box, date, await fonts.get(StandardFonts.Helvetica));
    }
    case "text":
      return drawLine(page, box, value.text, await fonts.get(StandardFonts.Helvetica));
  }
}

/** The value a field gets, or null for an optional one left empty; refuses a missing or mismatched one. */
function valueFor(field: Field, values: FieldValues): FieldValue | null {
  const value = values[field.id];
  const empty = !value || (value.type === "typed" || value.type === "text" ? value.text.trim() === "" : false);
  if (empty) {
    if (field.required === false) return null;
    throw new EsignError("value-missing", `The ${field.kind} field is required`, field.id);
  }
  if (!ACCEPTS[field.kind].includes(value.type)) {
    throw new EsignError("value-kind", `A ${value.type} value cannot fill a ${field.kind} field`, field.id);
  }
  return value;
}

/**
 * Draws every field with its value and answers the saved PDF. Everything is checked before anything is
 * drawn, so a refusal never leaves half a document: a page that does not exist, a box off the page, a
 * rotated page, a required field without a value, a value of the wrong kind.
 */
export async function stampSignatures(pdf: Uint8Array, fields: readonly Field[], values: FieldValues): Promise<Uint8Array> {
  const doc = await openPdf(pdf);
  const pages = doc.getPages();
  const planned = fields.map((field) => {
    const page = Number.isInteger(field.page) ? pages[field.page - 1] : undefined;
    if (!page) throw new EsignError("page-missing", `The document has no page ${field.page} (it has ${pages.length})`, field.id);
    fieldBox(page, field);
    return { field, page, value: valueFor(field, values) };
  });
  const embedded = new Map<StandardFonts, Promise<PDFFont>>();
  const fonts: Fonts = {
    get: (name) => {
      if (!embedded.has(name)) embedded.set(name, doc.embedFont(name));
      return embedded.get(name)!;
    },
  };
  for (const { field, page, value } of planned) {
    if (value) await drawField(doc, page, field, value, fonts);
  }
  return doc.save();
}
