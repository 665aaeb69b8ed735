// Import LCAs from the DOL's disclosure file layout (CSV or XLSX, from FLAG or the public disclosure
// files): rows are checked (import-rows.ts), matched to the firm's clients by FEIN and to the firm's
// LCAs by DOL case number (a duplicate is an error), previewed with every problem of every row, then saved all or
// nothing in one transaction (numbers reserved at once, inserts in chunks).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { ROLE } from "@/lib/shared/constants/roles";
import type { ImportPreviewDto, ImportRowDto } from "./contract";
import { MAX_IMPORT_ROWS, readImportTable } from "./import-file";
import { importRow, missingColumns, problemsByColumn, type Cell, type ImportColumn, type ImportedLca, type ImportProblem } from "./import-rows";
import { clientsByFein } from "@/lib/modules/companies/service";
import { insertImported, lcaNumberOf, lcasByDolNumber, reserveLcaNumbers } from "./repository/lcas";

/** How many valid rows the preview lists (every row with an error is listed). */
export const PREVIEW_VALID_ROWS = 50;

type Checked = { line: number; lca: ImportedLca | null; client: { id: string; name: string; branchId: string | null } | null; problems: ImportProblem[]; raw: (c: ImportColumn) => Cell };

const hasProblems = (c: Checked) => c.problems.length > 0;

/**
 * Every row checked in full: its fields (import-rows.ts), then the matches for every row whose FEIN or DOL
 * case number is itself valid, whatever else the row lacks: the firm's client by FEIN (a branch manager's
 * own branch), the firm's LCAs by DOL case number and the file's earlier lines. A row lists all its problems.
 */
async function checkFile(ctx: ActorContext, file: UploadedFile): Promise<Checked[]> {
  const table = await readImportTable(await fileBytes(file), file.mimetype).catch(() => {
    throw fail.validation({ file: "The file could not be read as CSV or XLSX" });
  });
  const missing = missingColumns(table.header);
  if (missing.length) throw fail.validation({ file: `Missing columns: ${missing.join(", ")}` });
  if (table.rows.length === 0) throw fail.validation({ file: "The file has no rows" });
  if (table.rows.length > MAX_IMPORT_ROWS) throw fail.validation({ file: `At most ${MAX_IMPORT_ROWS} rows per file` });
  const index = new Map(table.header.map((h, i) => [h, i]));
  const rows = table.rows.map((cells, i) => {
    const raw = (c: ImportColumn): Cell => (index.has(c) ? cells[index.get(c)!] : null);
    return { line: i + 2, raw, r: importRow(raw) };
  });
  const feins = [...new Set(rows.flatMap((x) => (x.r.keys.employerFein ? [x.r.keys.employerFein] : [])))];
  const numbers = [...new Set(rows.flatMap((x) => (x.r.keys.dolCaseNumber ? [x.r.keys.dolCaseNumber] : [])))];
  const [clients, existing] = await Promise.all([clientsByFein(ctx.db, ctx.actor.tenantId, feins), lcasByDolNumber(ctx.db, ctx.actor.tenantId, numbers)]);
  const seen = new Map<string, number>();
  return rows.map(({ line, raw, r }) => {
    const problems = [...r.problems];
    const { employerFein: fein, dolCaseNumber: number } = r.keys;
    const client = fein ? (clients.get(fein) ?? null) : null;
    if (fein && !client) problems.push({ column: "EMPLOYER_FEIN", code: "noClient", message: "No client of your firm has this FEIN" });
    else if (client && ctx.actor.roleId === ROLE.BRANCH_MANAGER && client.branchId !== ctx.actor.branchId) problems.push({ column: "EMPLOYER_FEIN", code: "otherBranch", message: "This client is not in your branch" });
    if (number) {
      const lcaNumber = existing.get(number);
      if (lcaNumber) problems.push({ column: "CASE_NUMBER", code: "duplicate", message: `Already in your LCAs (${lcaNumber})`, params: { lcaNumber } });
      const first = seen.get(number);
      if (first !== undefined) problems.push({ column: "CASE_NUMBER", code: "repeats", message: `Repeats line ${first}`, params: { line: first } });
      else seen.set(number, line);
    }
    return { line, raw, lca: r.ok ? r.lca : null, client, problems };
  });
}

const text = (c: Cell) => (c == null ? null : String(c).trim() || null);

function rowDto(c: Checked): ImportRowDto {
  return {
    line: c.line,
    dolCaseNumber: c.lca?.dolCaseNumber ?? text(c.raw("CASE_NUMBER")),
    jobTitle: c.lca?.jobTitle ?? text(c.raw("JOB_TITLE")),
    employerName: c.client?.name ?? c.lca?.employerName ?? text(c.raw("EMPLOYER_NAME")),
    statusId: c.lca?.statusId ?? null,
    errors: problemsByColumn(c.problems),
    problems: c.problems,
  };
}

export async function previewImport(ctx: ActorContext, file: UploadedFile): Promise<ImportPreviewDto> {
  const checked = await checkFile(ctx, file);
  const bad = checked.filter(hasProblems);
  const good = checked.filter((c) => !hasProblems(c));
  return {
    fileName: file.name,
    total: checked.length,
    valid: good.length,
    invalid: bad.length,
    rows: [...bad, ...good.slice(0, PREVIEW_VALID_ROWS)].sort((a, b) => a.line - b.line).map(rowDto),
  };
}

export async function commitImport(ctx: ActorContext, file: UploadedFile): Promise<{ imported: number; fileName: string }> {
  const { db, actor } = ctx;
  const checked = await checkFile(ctx, file);
  const bad = checked.filter(hasProblems);
  if (bad.length) {
    throw fail.validation({ file: `${bad.length} row${bad.length === 1 ? " has" : "s have"} errors (first: line ${bad[0].line}); nothing was imported. Preview the file to see them.` });
  }
  const year = Number(ctx.clock.today.slice(0, 4));
  return db.transaction(async (tx) => {
    const first = await reserveLcaNumbers(tx, actor.tenantId, year, checked.length);
    const imported = await insertImported(
      tx,
      checked.map((c, i) => {
        const { worksite, employerName: _n, ...l } = c.lca!;
        return {
          lca: {
            ...l,
            tenantId: actor.tenantId,
            lcaNumber: lcaNumberOf(year, first + i),
            petitionerId: c.client!.id,
            branchId: c.client!.branchId,
            createdBy: actor.userId,
          },
          worksite: { ...worksite, position: 0, workers: l.workers, secondary: false },
          history: { code: "imported", statusId: l.statusId, params: { fileName: file.name.slice(0, 200), line: c.line }, userId: actor.userId },
        };
      }),
    );
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "lca.import",
      entityType: "lca",
      after: { fileName: file.name, rows: imported, statuses: countBy(checked.map((c) => c.lca!.statusId)) },
      ip: ctx.ip,
    });
    return { imported, fileName: file.name };
  });
}

function countBy(ids: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) out[id] = (out[id] ?? 0) + 1;
  return out;
}

