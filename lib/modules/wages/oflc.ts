// The DOL's OFLC wage data files (flag.dol.gov "Wage Data", one set per wage year July 1 – June 30), read
// as plain rows: Geography.csv (Area, AreaName, StateAb, CountyTownName) maps a county or town to its
// area; ALC_Export.csv (Area, SocCode, Level1 … Level4, hourly dollars) gives the Level I–IV wages of an
// occupation in an area. Yearly = hourly × 2080. Pure: the service reads the files and stores the rows.

import type { WageLevel } from "@/lib/shared/wages";

export type AreaRow = { state: string; countyKey: string; county: string; areaCode: string; areaName: string };
export type RateRow = { areaCode: string; socCode: string; level1Cents: number; level2Cents: number; level3Cents: number; level4Cents: number };
export type OflcKind = "geography" | "rates";

const GEOGRAPHY_COLUMNS = ["AREA", "AREANAME", "STATEAB", "COUNTYTOWNNAME"] as const;
const RATE_COLUMNS = ["AREA", "SOCCODE", "LEVEL1", "LEVEL2", "LEVEL3", "LEVEL4"] as const;

/** Which OFLC file a header is (upper-cased column names), or null. */
export function oflcKind(header: readonly string[]): OflcKind | null {
  const has = (cols: readonly string[]) => cols.every((c) => header.includes(c));
  if (has(GEOGRAPHY_COLUMNS)) return "geography";
  if (has(RATE_COLUMNS)) return "rates";
  return null;
}

const SUFFIXES = /\s+(COUNTY|PARISH|BOROUGH|CITY AND BOROUGH|CENSUS AREA|MUNICIPALITY|MUNICIPIO)$/;

/** The look-up key of a county or town name: "St. Louis County" → "ST LOUIS", "Prince George's" → "PRINCE GEORGES". */
export function countyKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/[.'’]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(SUFFIXES, "")
    .replace(/^SAINT /, "ST ");
}

/** Hourly dollars ("23.56", "$23.56") as cents; null for "N/A", blanks or nonsense. */
export function hourlyCents(s: string | null | undefined): number | null {
  const t = (s ?? "").replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = Math.round(Number(t) * 100);
  return cents > 0 && cents < 100_000_00 ? cents : null;
}

type Cells = readonly (string | null | undefined)[];
const cell = (header: readonly string[], cells: Cells) => (name: string) => String(cells[header.indexOf(name)] ?? "").trim();

/** The area of one Geography row, or null when the row lacks one of its fields. */
export function areaRow(header: readonly string[], cells: Cells): AreaRow | null {
  const c = cell(header, cells);
  const state = c("STATEAB").toUpperCase();
  const county = c("COUNTYTOWNNAME");
  const areaCode = c("AREA");
  if (!/^[A-Z]{2}$/.test(state) || !county || !areaCode) return null;
  return { state, countyKey: countyKey(county), county, areaCode, areaName: c("AREANAME") || areaCode };
}

/** The Level I–IV wages of one ALC_Export row, or null when a level is missing or they are not increasing. */
export function rateRow(header: readonly string[], cells: Cells): RateRow | null {
  const c = cell(header, cells);
  const areaCode = c("AREA");
  const socCode = c("SOCCODE");
  const levels = ["LEVEL1", "LEVEL2", "LEVEL3", "LEVEL4"].map((l) => hourlyCents(c(l)));
  if (!areaCode || !/^\d{2}-\d{4}(\.\d{2})?$/.test(socCode) || levels.some((l) => l == null)) return null;
  const [level1Cents, level2Cents, level3Cents, level4Cents] = levels as number[];
  if (!(level1Cents <= level2Cents && level2Cents <= level3Cents && level3Cents <= level4Cents)) return null;
  return { areaCode, socCode: socCode.replace(/\.00$/, ""), level1Cents, level2Cents, level3Cents, level4Cents };
}

/** DOL: a year is 2080 working hours. */
export const HOURS_PER_YEAR = 2080;

/** The yearly Level I–IV wages (cents) of a rate row. */
export function yearlyLevels(r: Pick<RateRow, "level1Cents" | "level2Cents" | "level3Cents" | "level4Cents">): Record<WageLevel, number> {
  return { I: r.level1Cents * HOURS_PER_YEAR, II: r.level2Cents * HOURS_PER_YEAR, III: r.level3Cents * HOURS_PER_YEAR, IV: r.level4Cents * HOURS_PER_YEAR };
}

/** The wage year a day falls in: July 1 starts a new one (2027-03-15 → 2026, 2027-07-01 → 2027). */
export function wageYearOf(day: string): number {
  const y = Number(day.slice(0, 4));
  return day.slice(5) >= "07-01" ? y : y - 1;
}
