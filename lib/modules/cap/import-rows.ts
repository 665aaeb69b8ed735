// The layouts of the cap season's two bulk files (pure): registrations (one row per beneficiary and
// employer: who, which cap, the position and wage) and USCIS's selection results (confirmation number
// and status). Names are compared trimmed and upper-case; unknown columns are ignored.
import { isValidFein, isValidSocCode, normalizeFein } from "@/lib/shared/validation/identity";
import { cellText, importDate, importMoney, importWageUnit, type Cell } from "@/lib/modules/lca/import-rows";
import { US_STATES, WAGE_LEVELS, type UsState, type WageLevel, type WageUnit } from "@/lib/modules/lca/constants";
import { CAP_STATUS, CONFIRMATION_NUMBER, type CapType } from "./constants";

export const REGISTRATION_COLUMNS = ["EMPLOYER_FEIN", "CAP_TYPE", "JOB_TITLE", "SOC_CODE", "WORKSITE_CITY", "WORKSITE_COUNTY", "WORKSITE_STATE", "WAGE", "WAGE_UNIT"] as const;
export const REGISTRATION_OPTIONAL = ["BENEFICIARY_EMAIL", "FIRST_NAME", "LAST_NAME", "DATE_OF_BIRTH", "WAGE_LEVEL", "PASSPORT_NUMBER"] as const;
export type RegistrationColumn = (typeof REGISTRATION_COLUMNS)[number] | (typeof REGISTRATION_OPTIONAL)[number];

export const SELECTION_COLUMNS = ["CONFIRMATION_NUMBER", "STATUS"] as const;

export type ImportedRegistration = {
  employerFein: string;
  /** How the person is found among the employer's beneficiaries: e-mail, else name and birth date. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  capType: CapType;
  jobTitle: string;
  socCode: string;
  worksiteCity: string;
  worksiteCounty: string;
  worksiteState: UsState;
  wageCents: number;
  wageUnit: WageUnit;
  wageLevel: WageLevel | null;
  passportNumber: string | null;
};

type Result<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

const CAP_ALIASES: Record<string, CapType> = { REGULAR: "regular", "REGULAR CAP": "regular", MASTERS: "masters", "MASTER'S": "masters", "US MASTERS": "masters", "ADVANCED DEGREE": "masters" };

export function registrationRow(get: (c: RegistrationColumn) => Cell): Result<ImportedRegistration> {
  const errors: Record<string, string> = {};
  const need = (c: RegistrationColumn) => {
    const s = cellText(get(c));
    if (!s) errors[c] = "Required";
    return s;
  };
  const fein = need("EMPLOYER_FEIN");
  if (fein && !isValidFein(fein)) errors.EMPLOYER_FEIN = "Not a FEIN (NN-NNNNNNN)";
  const capText = cellText(get("CAP_TYPE")).toUpperCase();
  const capType = capText ? CAP_ALIASES[capText] : "regular";
  if (!capType) errors.CAP_TYPE = "REGULAR or MASTERS";
  const email = cellText(get("BENEFICIARY_EMAIL")).toLowerCase() || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.BENEFICIARY_EMAIL = "Not an e-mail address";
  const firstName = cellText(get("FIRST_NAME")) || null;
  const lastName = cellText(get("LAST_NAME")) || null;
  const dobText = cellText(get("DATE_OF_BIRTH"));
  const dateOfBirth = dobText ? importDate(dobText) : null;
  if (dobText && !dateOfBirth) errors.DATE_OF_BIRTH = "Not a date (MM/DD/YYYY or YYYY-MM-DD)";
  if (!email && !(firstName && lastName && dateOfBirth)) errors.BENEFICIARY_EMAIL = "Give the beneficiary's e-mail, or first name, last name and date of birth";
  const jobTitle = need("JOB_TITLE").slice(0, 200);
  const socCode = need("SOC_CODE");
  if (socCode && !isValidSocCode(socCode)) errors.SOC_CODE = "Not a SOC code (NN-NNNN)";
  const worksiteCity = need("WORKSITE_CITY").slice(0, 100);
  const worksiteCounty = need("WORKSITE_COUNTY").slice(0, 100);
  const state = need("WORKSITE_STATE").toUpperCase();
  if (state && !(US_STATES as readonly string[]).includes(state)) errors.WORKSITE_STATE = "Not a US state code";
  const wageText = need("WAGE");
  const wageCents = wageText ? importMoney(wageText) : null;
  if (wageText && !(Number.isFinite(wageCents) && wageCents! > 0)) errors.WAGE = "Not an amount";
  const wageUnit = importWageUnit(get("WAGE_UNIT"));
  if (!wageUnit) errors.WAGE_UNIT = "Hour, Week, Bi-Weekly, Month or Year";
  const levelText = cellText(get("WAGE_LEVEL")).toUpperCase().replace(/^LEVEL\s+/, "");
  const wageLevel = levelText ? ((WAGE_LEVELS as readonly string[]).includes(levelText) ? (levelText as WageLevel) : undefined) : null;
  if (wageLevel === undefined) errors.WAGE_LEVEL = "I, II, III or IV";
  const passport = cellText(get("PASSPORT_NUMBER")).replace(/\s+/g, "").toUpperCase() || null;
  if (passport && !/^[A-Z0-9]{5,20}$/.test(passport)) errors.PASSPORT_NUMBER = "5 to 20 letters and digits";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      employerFein: normalizeFein(fein)!,
      email,
      firstName,
      lastName,
      dateOfBirth,
      capType: capType!,
      jobTitle,
      socCode: socCode.replace(/\.00$/, ""),
      worksiteCity,
      worksiteCounty,
      worksiteState: state as UsState,
      wageCents: wageCents!,
      wageUnit: wageUnit!,
      wageLevel: wageLevel ?? null,
      passportNumber: passport,
    },
  };
}

export type SelectionRow = { confirmationNumber: string; statusId: typeof CAP_STATUS.SELECTED | typeof CAP_STATUS.NOT_SELECTED };

/** A selection result: the confirmation number and SELECTED or NOT SELECTED (USCIS's account shows these). */
export function selectionRow(get: (c: (typeof SELECTION_COLUMNS)[number]) => Cell): Result<SelectionRow> {
  const errors: Record<string, string> = {};
  const confirmationNumber = cellText(get("CONFIRMATION_NUMBER")).replace(/[\s-]/g, "").toUpperCase();
  if (!CONFIRMATION_NUMBER.test(confirmationNumber)) errors.CONFIRMATION_NUMBER = confirmationNumber ? "Not a confirmation number (10–20 letters and digits)" : "Required";
  const s = cellText(get("STATUS")).toUpperCase().replace(/[_\s]+/g, " ");
  const statusId = s === "SELECTED" ? CAP_STATUS.SELECTED : s === "NOT SELECTED" ? CAP_STATUS.NOT_SELECTED : null;
  if (!statusId) errors.STATUS = "SELECTED or NOT SELECTED";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { confirmationNumber, statusId: statusId! } };
}
