// The Department of State's monthly Visa Bulletin page, read the same way whether the platform's job
// fetched it (HTML, turned into text by `bulletinHtmlText`) or a person pasted it (the page's text as a
// browser copies it: each table row a line, its cells tab-separated). `parseBulletinPage` cuts the text
// at the four chart headings — final action dates and dates for filing, family-sponsored and employment-
// based — and reads each table with `parseBulletinChart` (rules.ts): one parser for both paths. Pure.
//
// Where the page lives (checked against published bulletins and scrapers of travel.state.gov, see the
// README): https://travel.state.gov/content/travel/en/legal/visa-law0/visa-bulletin/<FY>/visa-bulletin-for-
// <month>-<year>.html, the folder being the federal fiscal year (October 2023 is under /2024/).
import { BULLETIN_CHARTS, type BulletinChart } from "./constants";
import { parseBulletinChart, type ParsedChartCell } from "./rules";

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The page of a bulletin month (YYYY-MM) under a base address (https://travel.state.gov, or a test's fake). */
export function bulletinPageUrl(baseUrl: string, month: string): string {
  const [year, m] = month.split("-").map(Number);
  const fiscalYear = m >= 10 ? year + 1 : year;
  return `${baseUrl.replace(/\/+$/, "")}/content/travel/en/legal/visa-law0/visa-bulletin/${fiscalYear}/visa-bulletin-for-${MONTH_NAMES[m - 1]}-${year}.html`;
}

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

const ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", ndash: "–", mdash: "—", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

/**
 * The page's text as a browser would copy it: scripts and styles dropped, each table row one line with its
 * cells separated by tabs (a cell's own line breaks become spaces), headings and paragraphs on their own lines.
 */
export function bulletinHtmlText(html: string): string {
  const cellText = (inner: string) =>
    decodeEntities(inner.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, " "))
      .replace(/[\s\u00a0]+/g, " ")
      .trim();
  const body = html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, "");
  const withRows = body.replace(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi, (_, row: string) => {
    const cells = [...row.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/gi)].map((c) => cellText(c[1]));
    return `\n${cells.join("\t")}\n`;
  });
  return decodeEntities(withRows.replace(/<\/(p|div|h[1-6]|li|table|section|header)>|<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, " "))
    .split("\n")
    .map((line) => (line.includes("\t") ? line.split("\t").map((c) => c.trim()).join("\t") : line.replace(/[ \u00a0]+/g, " ").trim()))
    .filter((line) => line !== "")
    .join("\n");
}

export type PageCell = ParsedChartCell & { chart: BulletinChart };
export type PageTable = { chart: BulletinChart; kind: "family" | "employment" };

/** Which chart a heading line starts, if it is one of the four ("A. FINAL ACTION DATES FOR EMPLOYMENT-BASED PREFERENCE CASES"). */
function headingOf(line: string): PageTable | null {
  if (line.includes("\t") || line.length > 160) return null;
  const l = line.toLowerCase();
  const kind = /employment/.test(l) ? "employment" : /family/.test(l) ? "family" : null;
  if (!kind) return null;
  if (/^(?:[a-z0-9]{1,3}\.\s*)?final action dates for (?:family|employment)/.test(l)) return { chart: "final_action", kind };
  if (/^(?:[a-z0-9]{1,3}\.\s*)?dates for filing (?:of )?(?:family|employment)/.test(l)) return { chart: "filing", kind };
  return null;
}

/** The bulletin month the page names ("Visa Bulletin For January 2024" → 2024-01), if it does. */
export function monthOfPage(text: string): string | null {
  const m = /visa bulletin for\s+(january|february|march|april|may|june|july|august|september|october|november|december)\s+(\d{4})/i.exec(text);
  return m ? `${m[2]}-${String(MONTH_NAMES.indexOf(m[1].toLowerCase()) + 1).padStart(2, "0")}` : null;
}

/**
 * Every chart of a bulletin page's text: the cells (chart, category, area, value), the tables found, the
 * month the page names, and the table lines that could not be read (numbered in the whole text). A text
 * with none of the four headings is read as one table of neither chart: `tables` is empty then.
 */
export function parseBulletinPage(text: string): { month: string | null; tables: PageTable[]; cells: PageCell[]; errors: { line: number; text: string }[] } {
  const lines = text.split(/\r?\n/);
  const sections: { table: PageTable; start: number; end: number }[] = [];
  lines.forEach((line, i) => {
    const table = headingOf(line.trim());
    if (!table) return;
    if (sections.length) sections[sections.length - 1].end = i;
    sections.push({ table, start: i + 1, end: lines.length });
  });
  const cells: PageCell[] = [];
  const errors: { line: number; text: string }[] = [];
  const tables: PageTable[] = [];
  for (const s of sections) {
    // A section runs to the next heading; its table is the first block of tab-separated rows in it (the
    // paragraphs after a table — "For January, F2A numbers EXEMPT…" — are prose, not rows).
    const body = lines.slice(s.start, s.end);
    const first = body.findIndex((l) => l.includes("\t"));
    if (first < 0) continue;
    let last = first;
    while (last + 1 < body.length && body[last + 1].includes("\t")) last += 1;
    const r = parseBulletinChart(body.slice(first, last + 1).join("\n"), s.start + first + 1);
    if (tables.some((t) => t.chart === s.table.chart && t.kind === s.table.kind)) continue; // the page repeats no chart; keep the first
    errors.push(...r.errors);
    const ofKind = r.cells.filter((c) => (s.table.kind === "family") === c.category.startsWith("F"));
    if (ofKind.length === 0) continue;
    tables.push(s.table);
    cells.push(...ofKind.map((c) => ({ ...c, chart: s.table.chart })));
  }
  return { month: monthOfPage(text), tables, cells, errors };
}

/** Whether a page gave both employment charts (what the firm's cases need): a page without them is not the bulletin. */
export const hasEmploymentCharts = (tables: readonly PageTable[]): boolean => BULLETIN_CHARTS.every((chart) => tables.some((t) => t.chart === chart && t.kind === "employment"));
