import { describe, expect, it } from "vitest";
import { employeeRow } from "./import-rows";

const row = (cells: Record<string, unknown>) => employeeRow((c) => (cells[c] ?? null) as never);

describe("an employees file row", () => {
  it("reads the HR columns, with US, ISO or spreadsheet dates", () => {
    expect(row({ FIRST_NAME: " Ana ", LAST_NAME: "Ruiz", HIRE_DATE: "03/02/2026", EMPLOYEE_ID: 1042, MIDDLE_INITIAL: "m" })).toEqual({
      ok: true,
      value: { firstName: "Ana", lastName: "Ruiz", hireDate: "2026-03-02", externalId: "1042", middleInitial: "m", email: undefined, terminationDate: undefined, workLocation: undefined },
    });
    expect(row({ FIRST_NAME: "Ana", LAST_NAME: "Ruiz", HIRE_DATE: "2026-03-02", TERMINATION_DATE: new Date(Date.UTC(2026, 9, 30)) })).toMatchObject({ ok: true, value: { hireDate: "2026-03-02", terminationDate: "2026-10-30" } });
  });

  it("names each wrong column with the form's message", () => {
    const r = row({ FIRST_NAME: "", LAST_NAME: "Ruiz", HIRE_DATE: "02/30/2026", EMAIL: "not-mail", MIDDLE_INITIAL: "MX" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(["EMAIL", "FIRST_NAME", "HIRE_DATE", "MIDDLE_INITIAL"]);
    expect(r.errors.MIDDLE_INITIAL).toBe("Middle initial must be one letter");
    expect(row({ FIRST_NAME: "Ana", LAST_NAME: "Ruiz", HIRE_DATE: "03/02/2026", TERMINATION_DATE: "03/01/2026" })).toEqual({ ok: false, errors: { TERMINATION_DATE: "The termination date cannot be before the hire date" } });
  });
});
