// Drizzle queries of the OFLC wage tables (wage_datasets, wage_areas, wage_rates; owned by this module).
// They are the installation's, not a firm's: no tenant column; only the platform admin writes them.
import "server-only";
import { and, desc, eq, lte } from "drizzle-orm";
import { wageAreas, wageDatasets, wageRates } from "@/db/schema/cap";
import type { Executor } from "@/lib/server/db/client";
import type { AreaRow, RateRow } from "./oflc";

export type WageDatasetRow = typeof wageDatasets.$inferSelect;

const CHUNK = 1000;

/** Replace one wage year's rows (a re-import of the same year replaces it). */
export async function replaceDataset(tx: Executor, p: { wageYear: number; areas: readonly AreaRow[]; rates: readonly RateRow[]; importedBy: string }): Promise<WageDatasetRow> {
  await tx.delete(wageAreas).where(eq(wageAreas.wageYear, p.wageYear));
  await tx.delete(wageRates).where(eq(wageRates.wageYear, p.wageYear));
  await tx.delete(wageDatasets).where(eq(wageDatasets.wageYear, p.wageYear));
  const [row] = await tx
    .insert(wageDatasets)
    .values({ wageYear: p.wageYear, areas: new Set(p.areas.map((a) => a.areaCode)).size, counties: p.areas.length, rates: p.rates.length, importedBy: p.importedBy })
    .returning();
  for (let i = 0; i < p.areas.length; i += CHUNK) await tx.insert(wageAreas).values(p.areas.slice(i, i + CHUNK).map((a) => ({ ...a, wageYear: p.wageYear })));
  for (let i = 0; i < p.rates.length; i += CHUNK) await tx.insert(wageRates).values(p.rates.slice(i, i + CHUNK).map((r) => ({ ...r, wageYear: p.wageYear })));
  return row;
}

export async function listDatasets(db: Executor): Promise<WageDatasetRow[]> {
  return db.select().from(wageDatasets).orderBy(desc(wageDatasets.wageYear));
}

/** The newest imported wage year not after `wageYear` (a season uses the tables in force, else the latest older ones). */
export async function datasetFor(db: Executor, wageYear: number): Promise<number | null> {
  const [row] = await db.select({ y: wageDatasets.wageYear }).from(wageDatasets).where(lte(wageDatasets.wageYear, wageYear)).orderBy(desc(wageDatasets.wageYear)).limit(1);
  return row?.y ?? null;
}

export async function findArea(db: Executor, wageYear: number, state: string, countyKey: string): Promise<{ areaCode: string; areaName: string } | null> {
  const [row] = await db
    .select({ areaCode: wageAreas.areaCode, areaName: wageAreas.areaName })
    .from(wageAreas)
    .where(and(eq(wageAreas.wageYear, wageYear), eq(wageAreas.state, state), eq(wageAreas.countyKey, countyKey)))
    .limit(1);
  return row ?? null;
}

export async function findRate(db: Executor, wageYear: number, areaCode: string, socCode: string): Promise<RateRow | null> {
  const [row] = await db
    .select()
    .from(wageRates)
    .where(and(eq(wageRates.wageYear, wageYear), eq(wageRates.areaCode, areaCode), eq(wageRates.socCode, socCode)))
    .limit(1);
  return row ?? null;
}
