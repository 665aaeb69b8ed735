// Salary frequencies (ids 1–5): the wage units of the LCA (ETA-9035) and PERM (ETA-9089) forms.

export const SALARY_FREQUENCIES: readonly string[] = ["Hour", "Week", "Bi-Weekly", "Month", "Year"];
