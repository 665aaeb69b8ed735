// The employees file from an HR system (CSV or XLSX): its columns, and one row checked with the same
// contract as /api/employees/create (pure). Dates as MM/DD/YYYY, YYYY-MM-DD or spreadsheet dates.
import type { Cell } from "@/lib/modules/lca/import-rows";
import { createEmployeeBody, type CreateEmployeeBody } from "./contract";

export const EMPLOYEE_COLUMNS = ["FIRST_NAME", "LAST_NAME", "HIRE_DATE"] as const;
export const EMPLOYEE_OPTIONAL_COLUMNS = ["MIDDLE_INITIAL", "EMAIL", "EMPLOYEE_ID", "TERMINATION_DATE", "WORK_LOCATION"] as const;
type Column = (typeof EMPLOYEE_COLUMNS)[number] | (typeof EMPLOYEE_OPTIONAL_COLUMNS)[number];

const FIELD_COLUMN: Record<string, Column> = {
  firstName: "FIRST_NAME",
  lastName: "LAST_NAME",
  middleInitial: "MIDDLE_INITIAL",
  email: "EMAIL",
  externalId: "EMPLOYEE_ID",
  hireDate: "HIRE_DATE",
  terminationDate: "TERMINATION_DATE",
  workLocation: "WORK_LOCATION",
};

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell as the text a form would post: a spreadsheet date as MM/DD/YYYY (its UTC day), numbers as digits. */
function text(c: Cell): string | undefined {
  if (c == null) return undefined;
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? "invalid" : `${pad(c.getUTCMonth() + 1)}/${pad(c.getUTCDate())}/${c.getUTCFullYear()}`;
  const s = String(c).trim();
  return s === "" ? undefined : s;
}

export type EmployeeRowResult = { ok: true; value: Omit<CreateEmployeeBody, "companyId"> } | { ok: false; errors: Record<string, string> };

/** One row: the employee's fields, or each wrong column with its message. */
export function employeeRow(get: (c: Column) => Cell): EmployeeRowResult {
  const input = Object.fromEntries(Object.entries(FIELD_COLUMN).map(([field, col]) => [field, text(get(col))]));
  const r = createEmployeeBody.safeParse(input);
  if (r.success) {
    const { companyId: _ignored, ...value } = r.data;
    return { ok: true, value };
  }
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const col = FIELD_COLUMN[String(issue.path[0])] ?? "ROW";
    errors[col] ??= issue.message;
  }
  return { ok: false, errors };
}
