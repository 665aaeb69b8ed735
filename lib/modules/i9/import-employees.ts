// Employees from an HR system's file (issue 12 section 1): one employer per file (chosen with the upload),
// a row whose EMPLOYEE_ID the employer already has updates that employee (a termination date, a new work
// location), any other row adds one. Checked first (every row with its errors, a repeated EMPLOYEE_ID
// named), saved all or nothing.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { compareDates } from "@/lib/shared/calendar";
import { cellGetter, readCheckedTable } from "@/lib/modules/lca/import-file";
import type { EmployeeImportPreviewDto, EmployeeImportResult } from "./contract";
import { employeeEvent } from "./access";
import { resolveEmployer, TERMINATION_BEFORE_HIRE } from "./employees";
import { refreshRetention } from "./records";
import { EMPLOYEE_COLUMNS, employeeRow, type EmployeeRowResult } from "./import-rows";
import { appendEvents, employeesByExternalId, insertEmployees, updateEmployeeRow, type EmployeeInsert, type EmployeeRow } from "./repository/employees";

const PREVIEW_ROWS = 50;

type Value = Extract<EmployeeRowResult, { ok: true }>["value"];
const isValid = (c: { errors: Record<string, string> }) => Object.keys(c.errors).length === 0;

type Checked = { line: number; name: string | null; externalId: string | null; value: Value | null; existing: EmployeeRow | null; errors: Record<string, string> };

const textOf = (c: unknown) => (c == null || String(c).trim() === "" ? null : String(c).trim());

async function checkFile(db: Executor, tenantId: string, file: UploadedFile, companyId: string | null): Promise<Checked[]> {
  const table = await readCheckedTable(file, EMPLOYEE_COLUMNS);
  const seen = new Map<string, number>();
  const checked: Checked[] = table.rows.map((cells, i) => {
    const get = cellGetter(table, cells);
    const r = employeeRow(get as Parameters<typeof employeeRow>[0]);
    const name = [textOf(get("FIRST_NAME")), textOf(get("LAST_NAME"))].filter(Boolean).join(" ") || null;
    const c: Checked = { line: i + 2, name, externalId: textOf(get("EMPLOYEE_ID")), value: r.ok ? r.value : null, existing: null, errors: r.ok ? {} : r.errors };
    // A repeated EMPLOYEE_ID is named on every later row, whatever else is wrong with either.
    if (c.externalId && seen.has(c.externalId)) c.errors.EMPLOYEE_ID = `Repeats line ${seen.get(c.externalId)}`;
    else if (c.externalId) seen.set(c.externalId, c.line);
    return c;
  });
  const valid = checked.filter(isValid);
  const ids = [...new Set(valid.flatMap((c) => (c.externalId ? [c.externalId] : [])))];
  const existing = new Map((await employeesByExternalId(db, tenantId, companyId, ids)).map((e) => [e.externalId!, e]));
  for (const c of valid) c.existing = c.externalId ? (existing.get(c.externalId) ?? null) : null;
  return checked;
}

function previewOf(fileName: string, checked: readonly Checked[]): EmployeeImportPreviewDto {
  const valid = checked.filter(isValid);
  const invalid = checked.filter((c) => !isValid(c));
  return {
    fileName,
    total: checked.length,
    creates: valid.filter((c) => !c.existing).length,
    updates: valid.filter((c) => c.existing).length,
    invalid: invalid.length,
    // Every row with an error, then the first valid ones.
    rows: [...invalid, ...valid.slice(0, PREVIEW_ROWS)].map((c) => ({ line: c.line, name: c.name, action: isValid(c) ? (c.existing ? "update" : "create") : null, errors: c.errors })),
  };
}

export async function previewEmployeeImport(ctx: ActorContext, file: UploadedFile, companyId: string | null | undefined): Promise<EmployeeImportPreviewDto> {
  const employer = await resolveEmployer(ctx, ctx.db, companyId);
  return previewOf(file.name, await checkFile(ctx.db, ctx.actor.tenantId, file, employer));
}

export async function commitEmployeeImport(ctx: ActorContext, file: UploadedFile, companyId: string | null | undefined): Promise<EmployeeImportResult> {
  const tenantId = ctx.actor.tenantId;
  return ctx.db.transaction(async (tx) => {
    const employer = await resolveEmployer(ctx, tx, companyId);
    const checked = await checkFile(tx, tenantId, file, employer);
    const bad = checked.filter((c) => !isValid(c));
    if (bad.length) throw fail.validation({ file: `${bad.length} row(s) have errors: check the file first` });
    const creates: EmployeeInsert[] = [];
    let updated = 0;
    for (const c of checked) {
      const v = c.value!;
      const fields = { ...v, middleInitial: v.middleInitial?.toUpperCase() ?? null, email: v.email ?? null, externalId: v.externalId ?? null, terminationDate: v.terminationDate ?? null, workLocation: v.workLocation ?? null };
      if (!c.existing) {
        creates.push({ tenantId, companyId: employer, ...fields, createdByUserId: ctx.actor.userId });
        continue;
      }
      if (fields.terminationDate && compareDates(fields.terminationDate, fields.hireDate) < 0) throw fail.validation({ file: `Line ${c.line}: ${TERMINATION_BEFORE_HIRE}` });
      const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => (fields[k] ?? null) !== (c.existing![k] ?? null));
      if (changed.length === 0) continue;
      const after = await updateEmployeeRow(tx, tenantId, c.existing.id, fields);
      if (changed.includes("terminationDate")) await refreshRetention(tx, after);
      await appendEvents(tx, [employeeEvent(ctx, c.existing.id, "employee.imported", { fields: changed, file: file.name })]);
      updated++;
    }
    const rows = await insertEmployees(tx, creates);
    await appendEvents(tx, rows.map((r) => employeeEvent(ctx, r.id, "employee.imported", { file: file.name })));
    return { fileName: file.name, created: rows.length, updated };
  });
}
