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
  /** Y: the LCA is used only for exempt H-1B workers (ETA-9035 section H, 20 CFR 655.737); N/A when neither dependent nor a willful violator. */
  "SUPPORT_H1B",
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
  exemptWorkersOnly: boolean | null;
  worksite: { address1: string; address2: string | null; city: string; county: string | null; state: string; postalCode: string };
};

/** What a row's problem is: a code the screen words in the reader's language (messages lca.json `importProblems`), its parameters, and the English sentence of the API. */
export type ImportProblemCode =
  | "required"
  | "dolNumber"
  | "status"
  | "visaClass"
  | "soc"
  | "beginDate"
  | "endDate"
  | "endBeforeBegin"
  | "receivedDate"
  | "decisionDate"
  | "decisionBeforeReceived"
  | "fein"
  | "state"
  | "zip"
  | "workers"
  | "amount"
  | "unit"
  | "level"
  | "yesNo"
  | "noClient"
  | "otherBranch"
  | "duplicate"
  | "repeats";
export type ImportProblem = { column: string; code: ImportProblemCode; message: string; params?: Record<string, string | number> };

/**
 * A row checked field by field, every field whatever the others hold: all its problems, the converted LCA
 * when there are none, and the keys the file is matched on (the DOL case number and the FEIN) whenever they
 * are themselves valid, so the client and duplicate checks run on a row with other problems too.
 */
export type RowResult = { problems: ImportProblem[]; keys: { dolCaseNumber: string | null; employerFein: string | null } } & ({ ok: true; lca: ImportedLca } | { ok: false });

/** The problems as the API's `errors`: each column with its messages (several joined by "; "). */
export function problemsByColumn(problems: readonly ImportProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.column] = out[p.column] ? `${out[p.column]}; ${p.message}` : p.message;
  return out;
}

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

const UNIT_MESSAGE = "Unit must be Hour, Week, Bi-Weekly, Month or Year";

/** One data row (cells by upper-case column name) checked and converted; every problem of every column. */
export function importRow(get: (column: ImportColumn) => Cell): RowResult {
  const problems: ImportProblem[] = [];
  const bad = (column: ImportColumn, code: ImportProblemCode, message: string, params?: ImportProblem["params"]) => {
    problems.push(params ? { column, code, message, params } : { column, code, message });
  };
  const need = (col: ImportColumn) => {
    const v = cellText(get(col));
    if (!v) bad(col, "required", `${col} is required`, { column: col });
    return v;
  };
  const number = normalizeDolCaseNumber(need("CASE_NUMBER"));
  const numberOk = !!number && isDolCaseNumber(number);
  if (number && !numberOk) bad("CASE_NUMBER", "dolNumber", "Not a DOL case number (I-200-YYDDD-NNNNNN)");
  const statusId = importStatus(get("CASE_STATUS"));
  if (statusId === null) bad("CASE_STATUS", "status", "Status must be Certified, Certified - Withdrawn, Withdrawn or Denied");
  const vc = visaClass(get("VISA_CLASS"));
  if (!vc) bad("VISA_CLASS", "visaClass", "Visa class must be H-1B, H-1B1 Chile, H-1B1 Singapore or E-3 Australian");
  const jobTitle = need("JOB_TITLE").slice(0, 200);
  const soc = need("SOC_CODE");
  if (soc && !isValidSocCode(soc)) bad("SOC_CODE", "soc", "SOC code not valid");
  const beginDate = importDate(get("BEGIN_DATE"));
  const endDate = importDate(get("END_DATE"));
  if (!beginDate) bad("BEGIN_DATE", "beginDate", "Begin date not valid");
  if (!endDate) bad("END_DATE", "endDate", "End date not valid");
  if (beginDate && endDate && endDate < beginDate) bad("END_DATE", "endBeforeBegin", "End date is before the begin date");
  // Optional dates: blank is fine, text that is no date is not.
  const received = importDate(get("RECEIVED_DATE"));
  const decided = importDate(get("DECISION_DATE"));
  if (!received && cellText(get("RECEIVED_DATE"))) bad("RECEIVED_DATE", "receivedDate", "Received date not valid");
  if (!decided && cellText(get("DECISION_DATE"))) bad("DECISION_DATE", "decisionDate", "Decision date not valid");
  if (received && decided && decided < received) bad("DECISION_DATE", "decisionBeforeReceived", "Decision date is before the received date");
  const feinText = need("EMPLOYER_FEIN");
  const feinOk = !!feinText && isValidFein(feinText);
  if (feinText && !feinOk) bad("EMPLOYER_FEIN", "fein", "FEIN not valid");
  const city = need("WORKSITE_CITY").slice(0, 100);
  const state = need("WORKSITE_STATE").toUpperCase();
  if (state && !(US_STATES as readonly string[]).includes(state)) bad("WORKSITE_STATE", "state", "Not a US state code");
  const zip = need("WORKSITE_POSTAL_CODE");
  if (zip && !/^\d{5}(-?\d{4})?$/.test(zip)) bad("WORKSITE_POSTAL_CODE", "zip", "Zip Code not valid");
  const workersText = cellText(get("TOTAL_WORKER_POSITIONS"));
  const workers = workersText ? Number(workersText) : 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 10_000) bad("TOTAL_WORKER_POSITIONS", "workers", "Number of workers not valid");
  const money = (col: ImportColumn) => {
    const v = importMoney(get(col));
    if (Number.isNaN(v)) bad(col, "amount", "Amount not valid");
    return v;
  };
  const wageFrom = money("WAGE_RATE_OF_PAY_FROM");
  const wageTo = money("WAGE_RATE_OF_PAY_TO");
  const pw = money("PREVAILING_WAGE");
  const wageUnit = importWageUnit(get("WAGE_UNIT_OF_PAY"));
  const pwUnit = importWageUnit(get("PW_UNIT_OF_PAY"));
  if (wageUnit === undefined) bad("WAGE_UNIT_OF_PAY", "unit", UNIT_MESSAGE);
  if (pwUnit === undefined) bad("PW_UNIT_OF_PAY", "unit", UNIT_MESSAGE);
  const levelText = cellText(get("PW_WAGE_LEVEL")).toUpperCase().replace(/^LEVEL\s+/, "");
  const pwLevel = levelText ? ((WAGE_LEVELS as readonly string[]).includes(levelText) ? (levelText as WageLevel) : undefined) : null;
  if (pwLevel === undefined) bad("PW_WAGE_LEVEL", "level", "Level must be I, II, III or IV");
  const yesNoOf = (col: ImportColumn) => {
    const v = yesNo(get(col));
    if (v === undefined) bad(col, "yesNo", "Answer Y or N");
    return v;
  };
  const dependent = yesNoOf("H_1B_DEPENDENT");
  const willful = yesNoOf("WILLFUL_VIOLATOR");
  // The DOL's files write N/A (or NA) when the question was not asked: unanswered, like an empty cell.
  const supportText = cellText(get("SUPPORT_H1B")).toUpperCase();
  const exemptOnly = supportText === "N/A" || supportText === "NA" ? null : yesNoOf("SUPPORT_H1B");
  const fullTime = yesNoOf("FULL_TIME_POSITION");
  const employerFein = feinOk ? (normalizeFein(feinText) ?? feinText) : null;
  const keys = { dolCaseNumber: numberOk ? number : null, employerFein };
  if (problems.length) return { ok: false, problems, keys };
  return {
    ok: true,
    problems,
    keys,
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
      employerFein: employerFein!,
      employerName: cellText(get("EMPLOYER_NAME")).slice(0, 200) || null,
      wageFromCents: wageFrom,
      wageToCents: wageTo,
      wageUnit: wageUnit ?? null,
      pwCents: pw,
      pwUnit: pwUnit ?? null,
      pwLevel: pwLevel ?? null,
      h1bDependent: dependent ?? null,
      willfulViolator: willful ?? null,
      // Kept only where ETA-9035 asks it: a dependent employer or a willful violator.
      exemptWorkersOnly: dependent === true || willful === true ? (exemptOnly ?? null) : null,
      worksite: {
        address1: cellText(get("WORKSITE_ADDRESS1")).slice(0, 200) || "-",
        address2: cellText(get("WORKSITE_ADDRESS2")).slice(0, 200) || null,
        city,
        county: cellText(get("WORKSITE_COUNTY")).slice(0, 100) || null,
        state,
        postalCode: zip,
      },
    },
  };
}
