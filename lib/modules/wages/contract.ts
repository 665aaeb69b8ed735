// Request schemas and answer shapes of /api/wage-data/* (the OFLC prevailing-wage tables).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { US_STATES, WAGE_UNITS, type WageLevel } from "@/lib/shared/wages";

/** POST /api/wage-data/import (multipart): the wage year (2026 = July 2026 – June 2027) and the two files. */
export const wageImportFields = z.object({ wageYear: z.coerce.number({ error: MSG.invalid("Wage Year") }).int({ error: MSG.invalid("Wage Year") }).min(2015, { error: MSG.invalid("Wage Year") }).max(2100, { error: MSG.invalid("Wage Year") }) });

export type WageDatasetDto = { wageYear: number; areas: number; counties: number; rates: number; importedAt: string };
export type WageImportResult = WageDatasetDto & { skippedRows: number };

/** POST /api/wage-data/level: the wage level of an offered wage for an occupation at a worksite. */
export const wageLevelBody = z.object({
  socCode: v.socCode(),
  state: z.enum(US_STATES, { error: MSG.invalid("State") }),
  county: v.requiredString("County", 100),
  wageCents: v.int("Wage", { min: 1, max: 100_000_000_00 }),
  wageUnit: z.enum(WAGE_UNITS, { error: MSG.required("Wage Unit") }),
  /** The day whose wage year applies (default today). */
  on: v.optionalIsoDate(),
});
export type WageLevelBody = z.output<typeof wageLevelBody>;

/**
 * The answer: `found` false with `reason` when the tables cannot say (none imported, county or occupation
 * not in them). `level` is null below Level I.
 */
export type WageLevelDto =
  | { found: true; wageYear: number; areaCode: string; areaName: string; levelsYearlyCents: Record<WageLevel, number>; yearlyWageCents: number; level: WageLevel | null }
  | { found: false; reason: "NO_TABLES" | "UNKNOWN_COUNTY" | "UNKNOWN_SOC"; wageYear: number | null; areaCode: string | null; areaName: string | null };
