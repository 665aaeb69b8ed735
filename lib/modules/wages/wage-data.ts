// The OFLC wage tables: a platform admin imports a wage year's Geography and ALC_Export files (CSV, or
// gzip-compressed CSV for the ~25 MB rate file under the 10 MB upload limit); the cap registrations and
// the wage-level look-up read them. The level of an offered wage is the highest level whose yearly wage
// (hourly × 2080) it meets (lca/rules.ts wageLevelFor), null below Level I.
import "server-only";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { annualWageCents, wageLevelFor, type UsState, type WageUnit } from "@/lib/shared/wages";
import type { WageDatasetDto, WageImportResult, WageLevelDto } from "./contract";
import { areaRow, countyKey, oflcKind, rateRow, wageYearOf, yearlyLevels, type AreaRow, type OflcKind, type RateRow } from "./oflc";
import { datasetFor, findArea, findRate, listDatasets, replaceDataset, type WageDatasetRow } from "./repository";

export const WAGE_FILE_TYPES_MESSAGE = "Upload the OFLC Geography and ALC_Export files as CSV or gzip-compressed CSV (.csv.gz)";
const isGzip = (b: Uint8Array) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

/** The upload's type: gzip (by its magic bytes) or CSV text without NUL bytes. */
export function wageFileMime(file: { name: string; bytes: Uint8Array }): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".gz")) return isGzip(file.bytes) ? "application/gzip" : null;
  if (name.endsWith(".csv") || name.endsWith(".txt")) return file.bytes.subarray(0, 4096).includes(0) ? null : "text/csv";
  return null;
}

async function readCsv(file: UploadedFile): Promise<{ header: string[]; rows: string[][] }> {
  const bytes = await fileBytes(file);
  try {
    const text = file.mimetype === "application/gzip" ? gunzipSync(bytes, { maxOutputLength: 200 * 1024 * 1024 }) : bytes;
    const [head = [], ...rows] = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
    return { header: head.map((h) => h.trim().toUpperCase().replace(/[\s_]/g, "")), rows };
  } catch {
    throw fail.validation({ file: `${file.name} could not be read as CSV` });
  }
}

const dto = (d: WageDatasetRow): WageDatasetDto => ({ wageYear: d.wageYear, areas: d.areas, counties: d.counties, rates: d.rates, importedAt: d.importedAt.toISOString() });

export async function importWageData(ctx: ActorContext, files: readonly UploadedFile[], wageYear: number): Promise<WageImportResult> {
  const read = new Map<OflcKind, { header: string[]; rows: string[][] }>();
  for (const f of files) {
    const t = await readCsv(f);
    const kind = oflcKind(t.header);
    if (!kind) throw fail.validation({ file: `${f.name} is neither the Geography file (Area, AreaName, StateAb, CountyTownName) nor ALC_Export (Area, SocCode, Level1–Level4)` });
    read.set(kind, t);
  }
  const geo = read.get("geography");
  const alc = read.get("rates");
  if (!geo || !alc) throw fail.validation({ file: "Upload both files of the wage year: Geography and ALC_Export" });
  let skipped = 0;
  const areas = new Map<string, AreaRow>();
  for (const cells of geo.rows) {
    const a = areaRow(geo.header, cells);
    if (a) areas.set(`${a.state}|${a.countyKey}`, a);
    else skipped++;
  }
  const rates = new Map<string, RateRow>();
  for (const cells of alc.rows) {
    const r = rateRow(alc.header, cells);
    if (r) rates.set(`${r.areaCode}|${r.socCode}`, r);
    else skipped++;
  }
  if (!areas.size || !rates.size) throw fail.validation({ file: "The files hold no usable rows" });
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await replaceDataset(tx, { wageYear, areas: [...areas.values()], rates: [...rates.values()], importedBy: ctx.actor.userId });
    await writeAudit(tx, {
      tenantId: ctx.actor.tenantId,
      actorUserId: ctx.actor.userId,
      actorRoleId: ctx.actor.roleId,
      action: "wage-data.import",
      entityType: "wage_dataset",
      entityId: null,
      after: { wageYear, counties: areas.size, rates: rates.size, skipped, files: files.map((f) => f.name) },
      ip: ctx.ip,
    });
    return saved;
  });
  return { ...dto(row), skippedRows: skipped };
}

export async function wageDatasets(ctx: ActorContext): Promise<WageDatasetDto[]> {
  return (await listDatasets(ctx.db)).map(dto);
}

/** The wage level of an offered wage for an occupation at a worksite county, from the tables in force on `on`. */
export async function wageLevelAt(db: Executor, p: { socCode: string; state: UsState | string; county: string; wageCents: number; wageUnit: WageUnit; on: string }): Promise<WageLevelDto> {
  const wageYear = await datasetFor(db, wageYearOf(p.on));
  if (wageYear == null) return { found: false, reason: "NO_TABLES", wageYear: null, areaCode: null, areaName: null };
  const area = await findArea(db, wageYear, p.state, countyKey(p.county));
  if (!area) return { found: false, reason: "UNKNOWN_COUNTY", wageYear, areaCode: null, areaName: null };
  const rate = await findRate(db, wageYear, area.areaCode, p.socCode.trim().replace(/\.00$/, ""));
  if (!rate) return { found: false, reason: "UNKNOWN_SOC", wageYear, ...area };
  const levelsYearlyCents = yearlyLevels(rate);
  const yearlyWageCents = annualWageCents(p.wageCents, p.wageUnit);
  return { found: true, wageYear, ...area, levelsYearlyCents, yearlyWageCents, level: wageLevelFor({ annualWageCents: yearlyWageCents, levelsAnnualCents: levelsYearlyCents }) };
}

/** The OFLC area of a county on `on` (null without tables or for a county not in them). */
export async function areaAt(db: Executor, p: { state: string; county: string; on: string }): Promise<{ areaCode: string; areaName: string } | null> {
  const wageYear = await datasetFor(db, wageYearOf(p.on));
  return wageYear == null ? null : findArea(db, wageYear, p.state, countyKey(p.county));
}

/** The wage year whose tables apply on `on` (null: none imported yet). */
export async function wageYearAt(db: Executor, on: string): Promise<number | null> {
  return datasetFor(db, wageYearOf(on));
}
