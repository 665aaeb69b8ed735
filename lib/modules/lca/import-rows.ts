// The DOL's LCA disclosure file layout (OFLC "LCA_Disclosure_Data_FY20xx", also what FLAG exports):
// its published column names mapped to the LCA's fields, and one row checked and converted (pure).
// Unknown columns are ignored; a missing required column is named in the error.
import { isCalendarDate } from "@/lib/shared/calendar";
import { isValidFein, isValidSocCode, normalizeFein } from "@/lib/shared/validation/identity";
import { LCA_STATUS, US_STATES, VISA_CLASSES, WAGE_LEVELS, type LcaStatusId, type VisaClass, type WageLevel, type WageUnit } from "./constants";
import { isDolCaseNumber, normalizeDolCaseNumber } from "./rules";

export const REQUIRED_COLUMNS = ["CASE_NUMBER", "CASE_STATUS", "VISA_CLASS", "JOB_TITLE", "SOC_CODE", "BEGIN_DATE", "END_DATE", "EMPLOYER_FEIN", "WORKSITE_CITY", "WORKSITE_STATE", "WORKSITE_POSTAL_CODE"] as const;
export const OPTIONAL_COLUMNS = [
  "RECEIVED_DATE",
  "DECISION_DATE",
  "SOC_TITLE",
  "FULL_TIME_POSITION",
  "TOTAL_WORKER_POSITIONS",
  "EMPLOYER_NAME",
  "WORKSITE_ADDRESS1",
  "WORKSITE_ADDRESS2",
  "WORKSITE_COUNTY",
  "WAGE_RATE_OF_PAY_FROM",
  "WAGE_RATE_OF_PAY_TO",
  "WAGE_UNIT_OF_PAY",
  "PREVAILING_WAGE",
  "PW_UNIT_OF_PAY",
  "PW_WAGE_LEVEL",
  "H_1B_DEPENDENT",
  "WILLFUL_VIOLATOR",
] as const;
export type ImportColumn = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** The required columns a header row lacks (names compared trimmed and upper-case). */
export function missingColumns(header: readonly string[]): string[] {
  const have = new Set(header.map((h) => h.trim().toUpperCase()));
  return REQUIRED_COLUMNS.filter((c) => !have.has(c));
}

export type ImportedLca = {
  dolCaseNumber: string;
  statusId: LcaStatusId;
  visaClass: VisaClass;
  jobTitle: string;
  socCode: string;
  socTitle: string | null;
  fullTime: boolean;
  beginDate: string;
  endDate: string;
  filedDate: string | null;
  decisionDate: string | null;
  withdrawnDate: string | null;
  workers: number;
  employerFein: string;
  employerName: string | null;
  wageFromCents: number | null;
  wageToCents: number | null;
  wageUnit: WageUnit | null;
  pwCents: number | null;
  pwUnit: WageUnit | null;
  pwLevel: WageLevel | null;
  h1bDependent: boolean | null;
  willfulViolator: boolean | null;
  worksite: { address1: string; address2: string | null; city: string; county: string | null; state: string; postalCode: string };
};

export type RowResult = { ok: true; lca: ImportedLca } | { ok: false; errors: Record<string, string> };

/** A cell as text: numbers as written, dates (XLSX) as YYYY-MM-DD. */
export type Cell = string | number | boolean | Date | null | undefined;
export const cellText = (c: Cell): string => (c == null ? "" : c instanceof Date ? c.toISOString().slice(0, 10) : String(c)).trim();

/** YYYY-MM-DD from "2024-10-01", "10/1/2024", "10/01/24" or a spreadsheet date; null when not a date. */
export function importDate(c: Cell): string | null {
  const s = cellText(c);
  if (!s) return null;
  let iso = s.slice(0, 10);
  const us = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/);
  if (us) iso = `${us[3].length === 2 ? `20${us[3]}` : us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : null;
}

/** Cents from "$125,000.00", "125000" or 125000; null when empty; NaN when not money. */
export function importMoney(c: Cell): number | null {
  const s = cellText(c).replace(/[$,\s]/g, "");
  if (!s) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  return Math.round(Number(s) * 100);
}

const yesNo = (c: Cell): boolean | null | undefined => {
  const s = cellText(c).toUpperCase();
  if (!s) return null;
  if (s === "Y" || s === "YES" || s === "TRUE") return true;
  if (s === "N" || s === "NO" || s === "FALSE") return false;
  return undefined;
};

const UNIT_ALIASES: Record<string, WageUnit> = { HOUR: "Hour", WEEK: "Week", "BI-WEEKLY": "Bi-Weekly", BIWEEKLY: "Bi-Weekly", MONTH: "Month", YEAR: "Year" };
/** A wage unit as the DOL files write it (HOUR, Year …); null when blank, undefined when unknown. */
export const importWageUnit = (c: Cell): WageUnit | null | undefined => (cellText(c) ? UNIT_ALIASES[cellText(c).toUpperCase()] : null);

/** CASE_STATUS of the disclosure files: Certified, Certified - Withdrawn, Withdrawn, Denied. */
export function importStatus(c: Cell): LcaStatusId | null {
  const s = cellText(c).toUpperCase().replace(/\s+/g, " ");
  if (s === "CERTIFIED") return LCA_STATUS.CERTIFIED;
  if (s === "CERTIFIED - WITHDRAWN" || s === "CERTIFIED-WITHDRAWN" || s === "WITHDRAWN") return LCA_STATUS.WITHDRAWN;
  if (s === "DENIED") return LCA_STATUS.DENIED;
  return null;
}

function visaClass(c: Cell): VisaClass | null {
  const s = cellText(c).toUpperCase();
  if (s === "H-1B") return "H-1B";
  if (s === "H-1B1 CHILE") return "H-1B1 Chile";
  if (s === "H-1B1 SINGAPORE") return "H-1B1 Singapore";
  if (s === "E-3 AUSTRALIAN" || s === "E-3") return "E-3 Australian";
  return VISA_CLASSES.find((v) => v.toUpperCase() === s) ?? null;
}

/** One data row (cells by upper-case column name) checked and converted; `errors` keyed by column name. */
export function importRow(get: (column: ImportColumn) => Cell): RowResult {
  const errors: Record<string, string> = {};
  const need = (col: ImportColumn) => {
    const v = cellText(get(col));
    if (!v) errors[col] = `${col} is required`;
    return v;
  };
  const number = normalizeDolCaseNumber(need("CASE_NUMBER"));
  if (number && !isDolCaseNumber(number)) errors.CASE_NUMBER = "Not a DOL case number (I-200-YYDDD-NNNNNN)";
  const statusId = importStatus(get("CASE_STATUS"));
  if (statusId === null) errors.CASE_STATUS = "Status must be Certified, Certified - Withdrawn, Withdrawn or Denied";
  const vc = visaClass(get("VISA_CLASS"));
  if (!vc) errors.VISA_CLASS = "Visa class must be H-1B, H-1B1 Chile, H-1B1 Singapore or E-3 Australian";
  const jobTitle = need("JOB_TITLE").slice(0, 200);
  const soc = need("SOC_CODE");
  if (soc && !isValidSocCode(soc)) errors.SOC_CODE = "SOC code not valid";
  const beginDate = importDate(get("BEGIN_DATE"));
  const endDate = importDate(get("END_DATE"));
  if (!beginDate) errors.BEGIN_DATE = "Begin date not valid";
  if (!endDate) errors.END_DATE = "End date not valid";
  if (beginDate && endDate && endDate < beginDate) errors.END_DATE = "End date is before the begin date";
  const received = importDate(get("RECEIVED_DATE"));
  const decided = importDate(get("DECISION_DATE"));
  const feinText = need("EMPLOYER_FEIN");
  if (feinText && !isValidFein(feinText)) errors.EMPLOYER_FEIN = "FEIN not valid";
  const state = need("WORKSITE_STATE").toUpperCase();
  if (state && !(US_STATES as readonly string[]).includes(state)) errors.WORKSITE_STATE = "Not a US state code";
  const zip = need("WORKSITE_POSTAL_CODE");
  if (zip && !/^\d{5}(-?\d{4})?$/.test(zip)) errors.WORKSITE_POSTAL_CODE = "Zip Code not valid";
  const workersText = cellText(get("TOTAL_WORKER_POSITIONS"));
  const workers = workersText ? Number(workersText) : 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 10_000) errors.TOTAL_WORKER_POSITIONS = "Number of workers not valid";
  const money = (col: ImportColumn) => {
    const v = importMoney(get(col));
    if (Number.isNaN(v)) errors[col] = "Amount not valid";
    return v;
  };
  const wageFrom = money("WAGE_RATE_OF_PAY_FROM");
  const wageTo = money("WAGE_RATE_OF_PAY_TO");
  const pw = money("PREVAILING_WAGE");
  const wageUnit = importWageUnit(get("WAGE_UNIT_OF_PAY"));
  const pwUnit = importWageUnit(get("PW_UNIT_OF_PAY"));
  if (wageUnit === undefined) errors.WAGE_UNIT_OF_PAY = "Unit must be Hour, Week, Bi-Weekly, Month or Year";
  if (pwUnit === undefined) errors.PW_UNIT_OF_PAY = "Unit must be Hour, Week, Bi-Weekly, Month or Year";
  const levelText = cellText(get("PW_WAGE_LEVEL")).toUpperCase().replace(/^LEVEL\s+/, "");
  const pwLevel = levelText ? ((WAGE_LEVELS as readonly string[]).includes(levelText) ? (levelText as WageLevel) : undefined) : null;
  if (pwLevel === undefined) errors.PW_WAGE_LEVEL = "Level must be I, II, III or IV";
  const dependent = yesNo(get("H_1B_DEPENDENT"));
  const willful = yesNo(get("WILLFUL_VIOLATOR"));
  if (dependent === undefined) errors.H_1B_DEPENDENT = "Answer Y or N";
  if (willful === undefined) errors.WILLFUL_VIOLATOR = "Answer Y or N";
  const fullTime = yesNo(get("FULL_TIME_POSITION"));
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    lca: {
      dolCaseNumber: number,
      statusId: statusId!,
      visaClass: vc!,
      jobTitle,
      socCode: soc,
      socTitle: cellText(get("SOC_TITLE")).slice(0, 200) || null,
      fullTime: fullTime ?? true,
      beginDate: beginDate!,
      endDate: endDate!,
      filedDate: received,
      decisionDate: statusId === LCA_STATUS.WITHDRAWN && !decided ? null : decided,
      withdrawnDate: statusId === LCA_STATUS.WITHDRAWN ? (decided ?? received) : null,
      workers,
      employerFein: normalizeFein(feinText) ?? feinText,
      employerName: cellText(get("EMPLOYER_NAME")).slice(0, 200) || null,
      wageFromCents: wageFrom,
      wageToCents: wageTo,
      wageUnit: wageUnit ?? null,
      pwCents: pw,
      pwUnit: pwUnit ?? null,
      pwLevel: pwLevel ?? null,
      h1bDependent: dependent ?? null,
      willfulViolator: willful ?? null,
      worksite: {
        address1: cellText(get("WORKSITE_ADDRESS1")).slice(0, 200) || "-",
        address2: cellText(get("WORKSITE_ADDRESS2")).slice(0, 200) || null,
        city: need("WORKSITE_CITY").slice(0, 100),
        county: cellText(get("WORKSITE_COUNTY")).slice(0, 100) || null,
        state,
        postalCode: zip,
      },
    },
  };
}

