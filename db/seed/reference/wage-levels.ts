// Prevailing wage levels (ids 1–4) of the Department of Labor's OEWS wage guidance, with the
// description DOL gives each level.

/** [name, description] */
export const WAGE_LEVELS: readonly (readonly [name: string, description: string])[] = [
  ["I", "Entry level"],
  ["II", "Qualified"],
  ["III", "Experienced"],
  ["IV", "Fully competent"],
];
