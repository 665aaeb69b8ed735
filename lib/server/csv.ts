// CSV for exports (RFC 4180): every cell quoted when it needs to be, CRLF line ends, a UTF-8 byte-order
// mark so spreadsheet programs read accents right, and cells that a spreadsheet would run as a formula
// (=, +, -, @, tab, CR at the start) prefixed with an apostrophe (OWASP "CSV injection").
import "server-only";

type Cell = string | number | boolean | null | undefined;

function cell(v: Cell): string {
  if (v === null || v === undefined) return "";
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [header, ...rows].map((r) => r.map(cell).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}
