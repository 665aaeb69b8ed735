// The bulk files of a cap season: registrations (CSV or XLSX) and the selection results, each checked
// first (counts and every row with its errors) and saved all or nothing.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";

const fiscalYear = z.coerce.number({ error: MSG.invalid("Fiscal Year") }).int({ error: MSG.invalid("Fiscal Year") }).min(2020, { error: MSG.invalid("Fiscal Year") }).max(2100, { error: MSG.invalid("Fiscal Year") });

/** Multipart fields of /api/cap/import-preview and /api/cap/import. */
export const capImportFields = z.object({ fiscalYear });
/** Multipart fields of /api/cap/selection-preview and /api/cap/selection-import: `selectedOn` the day USCIS announced them (default today). */
export const selectionImportFields = z.object({ fiscalYear, selectedOn: v.optionalUsDate() });

export type CapImportRowDto = { line: number; employerName: string | null; beneficiaryName: string | null; errors: Record<string, string> };
export type CapImportPreviewDto = { fileName: string; total: number; valid: number; invalid: number; rows: CapImportRowDto[] };
export type CapImportResult = { fileName: string; imported: number };

export type SelectionRowDto = { line: number; confirmationNumber: string | null; beneficiaryName: string | null; result: "selected" | "notSelected" | "unchanged" | null; errors: Record<string, string> };
export type SelectionPreviewDto = { fileName: string; total: number; selected: number; notSelected: number; unchanged: number; invalid: number; rows: SelectionRowDto[] };
export type SelectionResult = { fileName: string; selected: number; notSelected: number; casesOpened: number };
