// Reading an import file (LCAs, cap registrations, I-9 employees): CSV (UTF-8, with or without a byte-order
// mark) or XLSX (the first worksheet), as a header and rows of cells. The upload routes take only these two types.
import "server-only";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import type { Cell } from "./import-rows";

export const MAX_IMPORT_ROWS = 20_000;
export const IMPORT_TYPES_MESSAGE = "Upload the DOL disclosure file as CSV or XLSX";
const MIME_CSV = "text/csv";
const MIME_XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const isZip = (b: Uint8Array) => b.length > 3 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The import's type from the name and first bytes: XLSX (a ZIP container) or CSV (text without NUL bytes); null otherwise. */
export function importMime(file: { name: string; bytes: Uint8Array }): string | null {
  const ext = file.name.toLowerCase().split(".").pop();
  if (ext === "xlsx") return isZip(file.bytes) ? MIME_XLSX : null;
  if (ext === "csv" || ext === "txt") return file.bytes.subarray(0, 4096).includes(0) ? null : MIME_CSV;
  return null;
}

export type Table = { header: string[]; rows: Cell[][] };

/** A spreadsheet cell's value as a plain cell: formula results, rich text and hyperlinks flattened. */
function plain(v: ExcelJS.CellValue): Cell {
  if (v == null || typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v instanceof Date) return v;
  if ("result" in v) return plain(v.result as ExcelJS.CellValue);
  if ("richText" in v) return v.richText.map((r) => r.text).join("");
  if ("text" in v) return String(v.text);
  return null;
}

export async function readImportTable(bytes: Buffer, mimetype: string): Promise<Table> {
  if (mimetype === MIME_XLSX) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const rows: Cell[][] = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values = row.values as ExcelJS.CellValue[];
      rows.push(values.slice(1).map(plain));
    });
    const [head = [], ...rest] = rows;
    return { header: head.map((h) => String(h ?? "").trim().toUpperCase()), rows: rest };
  }
  const records = parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  const [head = [], ...rest] = records;
  return { header: head.map((h) => h.trim().toUpperCase()), rows: rest };
}

/** An uploaded import read and checked: readable, the required columns there, 1 to MAX_IMPORT_ROWS rows (422 on the file otherwise). */
export async function readCheckedTable(file: UploadedFile, required: readonly string[]): Promise<Table> {
  const table = await readImportTable(await fileBytes(file), file.mimetype).catch(() => {
    throw fail.validation({ file: "The file could not be read as CSV or XLSX" });
  });
  const missing = required.filter((c) => !table.header.includes(c));
  if (missing.length) throw fail.validation({ file: `Missing columns: ${missing.join(", ")}` });
  if (table.rows.length === 0) throw fail.validation({ file: "The file has no rows" });
  if (table.rows.length > MAX_IMPORT_ROWS) throw fail.validation({ file: `At most ${MAX_IMPORT_ROWS} rows per file` });
  return table;
}

/** A row's cells by column name (absent column: null). */
export const cellGetter = (table: Table, cells: Cell[]) => {
  const index = new Map(table.header.map((h, i) => [h, i]));
  return (c: string): Cell => (index.has(c) ? cells[index.get(c)!] : null);
};
