// An uploaded USCIS blank, checked the way scripts/uscis-form-fields.mjs does by hand: a PDF; decrypted with
// qpdf when it is encrypted (the benefit forms are: an owner password and no user password; pdf-lib sees no
// fields until then); its AcroForm fields with their tooltips (TU: which line of the form each one is); and,
// for a form with a field map in code, which fields the map fills and which of its entries the blank lacks.
import "server-only";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { fail } from "@/lib/server/errors";
import type { UploadAccept } from "@/lib/server/http/define-upload-route";
import { acceptedUploadMime } from "@/lib/shared/validation/upload";
import type { EditionFieldDto } from "./edition-contract";
import { fieldKind } from "./field-kind";
import { editionFor, USCIS_FORMS, type UscisFormCode } from "./editions";

export const NOT_A_PDF_BLANK = "The file is not a PDF: upload the form's blank as downloaded from uscis.gov";
export const UNREADABLE_BLANK = "The PDF could not be read: download the form's blank again from uscis.gov";
export const ENCRYPTED_NO_QPDF = "The PDF is encrypted and this server cannot decrypt it (qpdf is not installed): install qpdf or upload a decrypted copy";
export const ENCRYPTED_FAILED = "The PDF is encrypted and could not be decrypted: upload the blank as downloaded from uscis.gov, or a decrypted copy";
export const NO_FIELDS = "The PDF has no form fields: upload the fillable blank, not a printed or flattened copy";

/** The upload's check (defineUploadRoute `accept`): a PDF by its name, declared type and first bytes. */
export const BLANK_FILE: UploadAccept = { mime: (f) => (acceptedUploadMime(f) === "application/pdf" ? "application/pdf" : null), message: NOT_A_PDF_BLANK };

const run = promisify(execFile);
const isPdf = (b: Uint8Array) => b.length > 5 && Buffer.from(b.subarray(0, 1024)).includes("%PDF-");

async function decrypted(bytes: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), "uscis-blank-"));
  try {
    const input = path.join(dir, "in.pdf");
    const output = path.join(dir, "out.pdf");
    await writeFile(input, bytes);
    try {
      await run("qpdf", ["--decrypt", input, output], { timeout: 30_000 });
    } catch (e) {
      // qpdf exits 3 on warnings with a usable output.
      const code = (e as { code?: unknown }).code;
      if (code === "ENOENT") throw fail.validation({ file: ENCRYPTED_NO_QPDF });
      if (code !== 3) throw fail.validation({ file: ENCRYPTED_FAILED });
    }
    return new Uint8Array(await readFile(output).catch(() => Promise.reject(fail.validation({ file: ENCRYPTED_FAILED }))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const tooltipOf = (v: unknown) => (v instanceof PDFString || v instanceof PDFHexString ? v.decodeText().replace(/\s+/g, " ").trim() : "");

export type CheckedBlank = { bytes: Uint8Array; pages: number; fields: EditionFieldDto[] };

/** The blank decrypted (when it was encrypted), its page count and fields; 422 on `file` with what to do otherwise. */
export async function checkBlank(input: Uint8Array): Promise<CheckedBlank> {
  if (!isPdf(input)) throw fail.validation({ file: NOT_A_PDF_BLANK });
  let bytes = input;
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw fail.validation({ file: UNREADABLE_BLANK });
  }
  if (pdf.isEncrypted) {
    bytes = await decrypted(bytes);
    try {
      pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    } catch {
      throw fail.validation({ file: ENCRYPTED_FAILED });
    }
  }
  let fields: EditionFieldDto[];
  let pages: number;
  try {
    pages = pdf.getPageCount();
    fields = pdf
      .getForm()
      .getFields()
      .map((f) => ({ name: f.getName(), kind: fieldKind(f), tooltip: tooltipOf(f.acroField.dict.get(PDFName.of("TU"))) }));
  } catch {
    // No catalog, a broken page tree or field dictionary: pdf-lib parses leniently and fails here.
    throw fail.validation({ file: UNREADABLE_BLANK });
  }
  if (!fields.length) throw fail.validation({ file: NO_FIELDS });
  return { bytes, pages, fields };
}

const hasMap = (code: string): code is UscisFormCode => Object.hasOwn(USCIS_FORMS, code);

/**
 * For a form with a field map in code: the map of the edition in force on `on` (else the newest), the fields of
 * the blank it fills and its entries the blank lacks (a renamed line: the map needs a new edition). Else null.
 */
export function mapCheck(code: string, fieldNames: readonly string[], on: string): { edition: string; fills: string[]; missingInBlank: string[] } | null {
  if (!hasMap(code)) return null;
  const form = USCIS_FORMS[code];
  const chosen = editionFor(form, on);
  const edition = chosen.ok ? chosen.edition : [...form.editions].sort((a, b) => b.acceptedFrom.localeCompare(a.acceptedFrom))[0];
  const have = new Set(fieldNames);
  const mapped = [...new Set(edition.map.map((e) => e.field))];
  return { edition: edition.edition, fills: mapped.filter((f) => have.has(f)), missingInBlank: mapped.filter((f) => !have.has(f)) };
}
