// Filling an official USCIS PDF from a field map (pdf-lib on the decrypted blank): each entry names a form
// field and the data path it shows, as text (a date MM/DD/YYYY, digits only, an I-94 number without separators, a 5-digit ZIP, a USPS state
// code picked in the form's list, an SOC code's 2-digit major group or 4-digit occupation) or as a check box
// ticked when the value equals `check`. The answer says what was filled, which entries had no value in the
// data or one the field cannot hold (missing: too long for it, not a date, a state not in its list), and which of the form's own fields no entry covers (left for the paralegal; the per-page
// barcode fields are the reader's, never ours).
// Text is reduced to what the form's font draws (WinAnsi): an accent it lacks is dropped, anything else "?".
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField, StandardFonts, type PDFFont, type PDFForm } from "pdf-lib";
import { fieldKind } from "./field-kind";
import type { FormPath } from "./form-data";

export type FieldFormat = "text" | "date" | "digits" | "i94" | "zip" | "state" | "socMajor" | "socDetail";
export type FieldMapEntry<P extends string = FormPath> = { field: string; path: P; as?: FieldFormat; check?: string };
export type FieldMap<P extends string = FormPath> = readonly FieldMapEntry<P>[];
/** A field an uploaded edition's own map fills the same way every time: a fixed text, or a check box ticked (or left empty). */
export type FixedFieldEntry = { field: string; text: string } | { field: string; checked: boolean };

export type FilledForm<P extends string = FormPath> = { bytes: Uint8Array; filled: string[]; missing: P[]; unmapped: string[] };

const BARCODE = /PDF417BarCode/i;

/** YYYY-MM-DD → MM/DD/YYYY; anything else is not a date here. */
export function mdy(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : null;
}

function printable(value: string, charset: Set<number>): string {
  const draw = (c: string) => charset.has(c.codePointAt(0)!);
  return [...value.replace(/\s+/g, " ").trim().normalize("NFC")].map((c) => (draw(c) ? c : [...c.normalize("NFKD")].filter(draw).join("") || "?")).join("");
}

function formatted(entry: FieldMapEntry<string>, raw: string): string | null {
  switch (entry.as) {
    case "date":
      return mdy(raw);
    case "digits":
      return raw.replace(/\D/g, "") || null;
    case "i94":
      // An I-94 admission number: 11 characters, the tenth a letter on CBP's electronic records (rule 16), so
      // only its separators go.
      return raw.replace(/[\s-]/g, "").toUpperCase() || null;
    case "zip":
      return /^\d{5}/.exec(raw.trim())?.[0] ?? null;
    case "state":
      return raw.trim().toUpperCase();
    case "socMajor":
    case "socDetail": {
      // An SOC code 15-1252(.00): its major group (2 digits) and the detailed occupation (4 digits).
      const m = /^(\d{2})-?(\d{4})/.exec(raw.trim());
      return m ? (entry.as === "socMajor" ? m[1] : m[2]) : null;
    }
    default:
      return raw;
  }
}

export async function fillForm<P extends string = FormPath>(
  blank: Uint8Array,
  map: FieldMap<P>,
  data: Partial<Record<P, string | null>>,
  opts: { flatten: boolean; fixed?: readonly FixedFieldEntry[] },
): Promise<FilledForm<P>> {
  const pdf = await PDFDocument.load(blank);
  const form = pdf.getForm();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const charset = new Set(font.getCharacterSet());
  const filled: string[] = [];
  const missing = new Set<P>();
  const values = data;
  for (const entry of map) {
    const raw = values[entry.path];
    if (raw === null || raw === undefined || raw.trim() === "") {
      missing.add(entry.path);
      continue;
    }
    const field = form.getField(entry.field);
    if (entry.check !== undefined) {
      if (!(field instanceof PDFCheckBox)) throw new Error(`${entry.field} is not a check box`);
      if (raw.trim().toLowerCase() === entry.check.toLowerCase()) {
        field.check();
        filled.push(entry.field);
      }
      continue;
    }
    const value = formatted(entry, raw);
    if (value === null) {
      missing.add(entry.path);
      continue;
    }
    if (field instanceof PDFDropdown) {
      if (!field.getOptions().includes(value)) {
        missing.add(entry.path);
        continue;
      }
      field.select(value);
    } else if (field instanceof PDFTextField) {
      const max = field.getMaxLength();
      const text = printable(value, charset);
      if (max !== undefined && text.length > max) {
        // Cut short it would be wrong (a case number, a name): the paralegal writes it where the form says.
        missing.add(entry.path);
        continue;
      }
      field.setText(text);
    } else throw new Error(`${entry.field}: a ${fieldKind(field)} cannot take text`);
    filled.push(entry.field);
  }
  for (const entry of opts.fixed ?? []) {
    const field = form.getField(entry.field);
    if ("checked" in entry) {
      if (!(field instanceof PDFCheckBox)) throw new Error(`${entry.field} is not a check box`);
      if (entry.checked) {
        field.check();
        filled.push(entry.field);
      }
    } else if (field instanceof PDFDropdown) {
      if (field.getOptions().includes(entry.text)) {
        field.select(entry.text);
        filled.push(entry.field);
      }
    } else if (field instanceof PDFTextField) {
      field.setText(printable(entry.text, charset));
      filled.push(entry.field);
    } else throw new Error(`${entry.field}: a ${fieldKind(field)} cannot take text`);
  }
  const covered = new Set([...map.map((e) => e.field), ...(opts.fixed ?? []).map((e) => e.field)]);
  const unmapped = form
    .getFields()
    .map((f) => f.getName())
    .filter((n) => !covered.has(n) && !BARCODE.test(n));
  drawFields(form, font, opts);
  return { bytes: await pdf.save({ updateFieldAppearances: false }), filled, missing: [...missing], unmapped };
}

/**
 * Draws the fields that need it with `font` and, to flatten, prints them into the pages. pdf-lib cannot read
 * a rich-text field back to draw it (the I-485's Part 14; no map fills one): an editable form keeps them as
 * they are, undrawn; to be flattened they are drawn as the plain text they hold.
 */
export function drawFields(form: PDFForm, font: PDFFont, opts: { flatten: boolean }): void {
  for (const f of form.getFields()) {
    if (f instanceof PDFTextField && f.isRichFormatted()) {
      if (!opts.flatten) continue;
      f.disableRichFormatting();
    }
    if (f.needsAppearancesUpdate()) f.defaultUpdateAppearances(font);
  }
  if (opts.flatten) form.flatten({ updateFieldAppearances: false });
}

/**
 * A filled form's pages with its values printed in (no fields left), to copy or merge; a PDF whose fields
 * cannot be drawn (an editor's oddity) is taken as it is. `unreadable` is the error for a file that is no PDF.
 */
export async function flattenedPdf(bytes: Uint8Array, unreadable: () => Error): Promise<PDFDocument> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false }).catch(() => {
    throw unreadable();
  });
  const form = pdf.getForm();
  if (form.getFields().length === 0) return pdf;
  try {
    drawFields(form, await pdf.embedFont(StandardFonts.Helvetica), { flatten: true });
    return await PDFDocument.load(await pdf.save({ updateFieldAppearances: false }), { updateMetadata: false });
  } catch {
    return PDFDocument.load(bytes, { updateMetadata: false });
  }
}
