// The priority date against the Visa Bulletin (pure, on calendar dates YYYY-MM-DD): which date is the
// priority date, which area a worker is charged to, and whether the date is current in a month's chart.
// A cell reads "C" (current: every priority date), "U" (unavailable: none) or a cut-off date — a
// priority date is current when it is EARLIER than the cut-off (the State Department's wording: "applicants
// with a priority date earlier than the listed date"), so a priority date on the cut-off day is not.
import { compareDates, isCalendarDate } from "@/lib/shared/calendar";
import { AREA_BY_COUNTRY_ID, type Chargeability, type GcCategory } from "./constants";

export type PriorityDateState = "current" | "not_current" | "unavailable" | "unknown";

/** The chargeability area of a country of birth (master data id): its own area when oversubscribed, else ALL. */
export const chargeabilityOf = (countryOfBirthId: number | null | undefined): Chargeability => (countryOfBirthId != null && AREA_BY_COUNTRY_ID[countryOfBirthId]) || "ALL";

/**
 * The priority date and where it comes from: set by hand (kept from an earlier I-140) wins; with a
 * labor certification, the day the PERM application was filed with the DOL; without one (EB-1, NIW), the
 * I-140's receipt date; else none yet.
 */
export function priorityDateOf(x: { manual: string | null; category: GcCategory | null; permFiledDate: string | null; i140ReceiptDate: string | null }): { date: string | null; source: "manual" | "perm" | "i140" | null } {
  if (x.manual) return { date: x.manual, source: "manual" };
  if (x.category !== "EB1" && x.permFiledDate) return { date: x.permFiledDate, source: "perm" };
  if (x.i140ReceiptDate) return { date: x.i140ReceiptDate, source: "i140" };
  return { date: null, source: null };
}

/** Whether `priorityDate` is current in a cell of the bulletin (`value` "C", "U" or a cut-off date; null: no cell). */
export function priorityDateState(priorityDate: string | null, value: string | null | undefined): PriorityDateState {
  if (!priorityDate || !value) return "unknown";
  if (value === "C") return "current";
  if (value === "U") return "unavailable";
  if (!isCalendarDate(value)) return "unknown";
  return compareDates(priorityDate, value) < 0 ? "current" : "not_current";
}

/** Whether a bulletin cell is well formed: "C", "U" or a real calendar date. */
export const isBulletinValue = (v: string): boolean => v === "C" || v === "U" || isCalendarDate(v);

/** The bulletin month in force on `today` among the months entered: the latest not after today's month. */
export function monthInForce(months: readonly string[], today: string): string | null {
  const now = today.slice(0, 7);
  return [...months].filter((m) => m <= now).sort().at(-1) ?? null;
}

/** The family-sponsored preferences of the bulletin's family tables (read and stored; no case type of the firm's uses them yet). */
export const FAMILY_CATEGORIES = ["F1", "F2A", "F2B", "F3", "F4"] as const;
export type FamilyCategory = (typeof FAMILY_CATEGORIES)[number];
export type BulletinCategory = GcCategory | FamilyCategory;
export type ParsedChartCell = { category: BulletinCategory; chargeability: Chargeability; value: string };

/**
 * A chart of the Visa Bulletin's employment-based (or family-sponsored) table as copied from
 * travel.state.gov (tab-separated cells) or as CSV: rows "1st", "2nd", "3rd", "Other Workers" and F1, F2A,
 * F2B, F3, F4 (the other rows — 4th, 5th, religious workers — are not tracked here and are skipped), cells
 * in the bulletin's column order (All Chargeability Areas, CHINA-mainland born, INDIA, MEXICO, PHILIPPINES)
 * unless a header row names them (a column the header names that is no area here, e.g. the EL SALVADOR
 * GUATEMALA HONDURAS column of 2016–2019, is skipped). Values: C, U or the bulletin's DDMMMYY ("01FEB23";
 * years 70–99 are 19xx), or MM/DD/YYYY; the answer has C, U or YYYY-MM-DD and the lines it could not read
 * (pure). The whole page (both charts, family and employment) is read by `parseBulletinPage`
 * (bulletin-page.ts), which cuts it into these tables.
 */
export function parseBulletinChart(text: string, firstLine = 1): { cells: ParsedChartCell[]; errors: { line: number; text: string }[] } {
  const cells: ParsedChartCell[] = [];
  const errors: { line: number; text: string }[] = [];
  let columns: readonly (Chargeability | null)[] = ["ALL", "CHINA", "INDIA", "MEXICO", "PHILIPPINES"];
  text.split(/\r?\n/).forEach((raw, i) => {
    const parts = raw.split(/\t|,|\s{2,}/).map((p) => p.trim()).filter((p) => p !== "");
    if (parts.length === 0) return;
    const header = parts.slice(1).map(areaOfHeader);
    if (parts.length > 1 && categoryOfRow(parts[0]) === undefined && header.includes("ALL") && header.filter((a) => a !== null).length >= 2) {
      columns = header;
      return;
    }
    const category = categoryOfRow(parts[0]);
    if (category === undefined) return; // a row not tracked here (4th, 5th, religious workers) or a title
    const values = parts.slice(1).map(bulletinCellValue);
    if (values.length !== columns.length || values.some((v, j) => v === null && columns[j] !== null)) {
      errors.push({ line: i + firstLine, text: raw.trim() });
      return;
    }
    columns.forEach((area, j) => {
      if (area) cells.push({ category, chargeability: area, value: values[j] as string });
    });
  });
  return { cells, errors };
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** One cell as the bulletin prints it: C, U, DDMMMYY, or MM/DD/YYYY → C, U or YYYY-MM-DD; null when unreadable. */
export function bulletinCellValue(s: string): string | null {
  const v = s.trim().toUpperCase();
  if (v === "C" || v === "U") return v;
  const b = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(v);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  let iso: string | null = null;
  if (b && MONTHS.includes(b[2])) {
    const yy = Number(b[3]);
    iso = `${yy >= 70 ? 1900 + yy : 2000 + yy}-${String(MONTHS.indexOf(b[2]) + 1).padStart(2, "0")}-${b[1]}`;
  } else if (us) iso = `${us[3]}-${us[1]}-${us[2]}`;
  return iso && isCalendarDate(iso) ? iso : null;
}

/** The tracked category of a row label, or undefined for a row to skip (a title, an untracked category). */
function categoryOfRow(label: string): BulletinCategory | undefined {
  const l = label.toLowerCase().replace(/\s+/g, " ");
  if (/^(1st|eb-?1)$/.test(l)) return "EB1";
  if (/^(2nd|eb-?2)$/.test(l)) return "EB2";
  if (/^(3rd|eb-?3)$/.test(l)) return "EB3";
  if (/^(other workers|eb-?3 other( workers)?|eb3_other)$/.test(l)) return "EB3_OTHER";
  const family = /^f(1|2a|2b|3|4)$/.exec(l);
  if (family) return `F${family[1].toUpperCase()}` as FamilyCategory;
  return undefined;
}

function areaOfHeader(h: string): Chargeability | null {
  const l = h.toLowerCase();
  if (l.startsWith("all chargeability") || l === "all" || l === "row") return "ALL";
  if (/salvador|guatemala|honduras|vietnam/.test(l)) return null;
  if (l.startsWith("china")) return "CHINA";
  if (l.startsWith("india")) return "INDIA";
  if (l.startsWith("mexico")) return "MEXICO";
  if (l.startsWith("philippines")) return "PHILIPPINES";
  return null;
}
