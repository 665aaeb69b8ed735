// Every global master-data row, by category (spec section 3 "Master-data categories").
// The sources and id schemes of each list are documented in its data file.
import { ROLE_NAMES } from "@/lib/shared/constants/roles";
import type { MasterCategory } from "@/lib/modules/masterdata/categories";
import { CARRIERS } from "./carriers";
import { CASE_STATUSES } from "./case-statuses";
import { CITIES } from "./cities";
import { CALLING_CODE_FIXES, COUNTRIES, ZIP_FORMATS } from "./countries";
import { PETITION_SUB_TYPES, PETITION_TYPES } from "./petition-types";
import { SALARY_FREQUENCIES } from "./salary-frequencies";
import { SOC_CODES } from "./soc-codes";
import { namesOf } from "./spanish";
import { STATES } from "./states";
import { WAGE_LEVELS } from "./wage-levels";

export type ReferenceRow = {
  category: string;
  code: number;
  name: string;
  parentCode?: number | null;
  sortOrder?: number;
  extra?: Record<string, unknown>;
  /** The name in other languages ({ es }), from ./spanish.ts. */
  names?: Record<string, string>;
};

const ordered = (category: MasterCategory, names: readonly string[], start = 1): ReferenceRow[] =>
  names.map((name, i) => ({ category, code: start + i, name, sortOrder: i + 1 }));

function countryRows(): ReferenceRow[] {
  return COUNTRIES.map(([code, iso2, name, phonecode]) => {
    const phone = CALLING_CODE_FIXES[code] ?? phonecode;
    const zip = ZIP_FORMATS[code];
    return {
      category: "countries",
      code,
      name,
      extra: {
        iso2,
        callingCode: phone === "0" ? null : `+${phone}`,
        minZipcodeLength: zip ? zip[0] : null,
        zipcodeLength: zip ? zip[1] : null,
        allowNumAndCharInZipcode: zip ? zip[2] : null,
      },
    };
  });
}

export function referenceRows(): ReferenceRow[] {
  return withNames([
    ...Object.entries(ROLE_NAMES).map(([code, name], i) => ({ category: "user_roles", code: Number(code), name, sortOrder: i + 1 })),
    ...ordered("user_status", ["Active", "Inactive", "Pending Activation"]),
    ...ordered("company_status", ["Active", "Inactive", "Pending Approval", "Rejected"]),
    ...ordered("petition_status", CASE_STATUSES),
    ...countryRows(),
    ...STATES.map(([code, countryId, name, abbreviation]) => ({
      category: "states",
      code,
      name,
      parentCode: countryId,
      extra: abbreviation ? { abbreviation } : {},
    })),
    ...CITIES.map(([code, stateCode, name]) => ({ category: "locations", code, name, parentCode: stateCode })),
    ...PETITION_TYPES.map(([code, name, key]) => ({ category: "petition_types", code, name, sortOrder: code, extra: { key } })),
    ...PETITION_SUB_TYPES.map(([code, typeId, name, form]) => ({
      category: "petition_sub_types",
      code,
      name,
      parentCode: typeId,
      sortOrder: code,
      extra: { form },
    })),
    ...ordered("salary_frequencies", SALARY_FREQUENCIES),
    ...WAGE_LEVELS.map(([name, description], i) => ({ category: "wage_levels", code: i + 1, name, sortOrder: i + 1, extra: { description } })),
    ...CARRIERS.map(([name, website], i) => ({ category: "carriers", code: i + 1, name, sortOrder: i + 1, extra: { website } })),
    ...SOC_CODES.map(([designation, title], i) => ({ category: "soc_codes", code: i + 1, name: title, sortOrder: i + 1, extra: { designation } })),
  ]);
}

const withNames = (rows: ReferenceRow[]): ReferenceRow[] => rows.map((r) => ({ ...r, names: namesOf(r.category, r.code) }));
