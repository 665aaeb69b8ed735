// Wages as the DOL counts them (shared by the LCAs, the cap registrations and the OFLC wage tables): the
// units of pay, the four prevailing-wage levels, the states, and the yearly amount of a wage (2080 hours).
// Pure and isomorphic.

export const WAGE_UNITS = ["Hour", "Week", "Bi-Weekly", "Month", "Year"] as const;
export type WageUnit = (typeof WAGE_UNITS)[number];

export const WAGE_LEVELS = ["I", "II", "III", "IV"] as const;
export type WageLevel = (typeof WAGE_LEVELS)[number];

/** USPS codes of the states, DC and the territories where a worksite may be. */
export const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA",
  "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX",
  "UT", "VT", "VA", "WA", "WV", "WI", "WY", "PR", "GU", "VI", "MP", "AS",
] as const;
export type UsState = (typeof US_STATES)[number];

/** Hours, weeks, pay periods and months in a year (DOL: 2080 hours). */
const PER_YEAR: Record<WageUnit, number> = { Hour: 2080, Week: 52, "Bi-Weekly": 26, Month: 12, Year: 1 };

export function annualWageCents(cents: number, unit: WageUnit): number {
  return Math.round(cents * PER_YEAR[unit]);
}

/** The highest level whose annual wage the offered wage meets; null below Level I. */
export function wageLevelFor(p: { annualWageCents: number; levelsAnnualCents: Record<WageLevel, number> }): WageLevel | null {
  const met = (["IV", "III", "II", "I"] as const).find((l) => p.annualWageCents >= p.levelsAnnualCents[l]);
  return met ?? null;
}
