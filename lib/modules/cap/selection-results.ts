// USCIS's selection results for a season (CSV or XLSX: CONFIRMATION_NUMBER, STATUS), matched to the
// season's registrations within the caller's reach by confirmation number. Checked first; then, in one
// transaction, each selected registration moves to Selected and opens its H-1B cap petition case with
// the filing deadline (rule 14; a later round's selection starts its own 90 days), each other one to Not
// selected. A row already in that status is unchanged (re-importing the same file changes nothing).
import "server-only";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import type { Cell } from "@/lib/modules/lca/import-rows";
import { CAP_STATUS } from "./constants";
import { capVisibility } from "./policy";
import { openCapCase } from "./cap-writes";
import { cellGetter, readCheckedTable } from "@/lib/modules/lca/import-file";
import type { SelectionPreviewDto, SelectionResult, SelectionRowDto } from "./import-contract";
import { SELECTION_COLUMNS, selectionRow, type SelectionRow } from "./import-rows";
import { byConfirmation, listedRegistration, updateRegistration, type CapRegistrationRow } from "./repository/registrations";

type Checked = { line: number; sel: SelectionRow | null; reg: CapRegistrationRow | null; result: SelectionRowDto["result"]; errors: Record<string, string> };

/** From which statuses a result may come: a submitted registration, or one not selected in an earlier round. */
const FROM: Record<SelectionRow["statusId"], readonly number[]> = { [CAP_STATUS.SELECTED]: [CAP_STATUS.SUBMITTED, CAP_STATUS.NOT_SELECTED], [CAP_STATUS.NOT_SELECTED]: [CAP_STATUS.SUBMITTED] };

async function checkFile(ctx: ActorContext, file: UploadedFile, fiscalYear: number): Promise<Checked[]> {
  const table = await readCheckedTable(file, SELECTION_COLUMNS);
  const checked: Checked[] = table.rows.map((cells, i) => {
    const r = selectionRow(cellGetter(table, cells) as (c: (typeof SELECTION_COLUMNS)[number]) => Cell);
    return { line: i + 2, sel: r.ok ? r.value : null, reg: null, result: null, errors: r.ok ? {} : r.errors };
  });
  const ok = checked.filter((c) => c.sel);
  const regs = await byConfirmation(ctx.db, ctx.actor.tenantId, fiscalYear, [...new Set(ok.map((c) => c.sel!.confirmationNumber))], capVisibility(ctx.actor));
  const seen = new Map<string, number>();
  for (const c of ok) {
    const { confirmationNumber, statusId } = c.sel!;
    const reg = regs.get(confirmationNumber) ?? null;
    if (!reg) {
      c.errors.CONFIRMATION_NUMBER = `No registration of FY${fiscalYear} has this confirmation number`;
      continue;
    }
    c.reg = reg;
    if (seen.has(confirmationNumber)) c.errors.CONFIRMATION_NUMBER = `Repeats line ${seen.get(confirmationNumber)}`;
    seen.set(confirmationNumber, c.line);
    if (reg.statusId === statusId || (statusId === CAP_STATUS.SELECTED && reg.statusId === CAP_STATUS.FILED)) c.result = "unchanged";
    else if (FROM[statusId].includes(reg.statusId)) c.result = statusId === CAP_STATUS.SELECTED ? "selected" : "notSelected";
    else c.errors.STATUS = "This registration is not waiting for a result";
  }
  return checked;
}

const isBad = (c: Checked) => Object.keys(c.errors).length > 0;

export async function previewSelection(ctx: ActorContext, file: UploadedFile, fiscalYear: number): Promise<SelectionPreviewDto> {
  const checked = await checkFile(ctx, file, fiscalYear);
  const names = new Map<string, string>();
  for (const c of checked.filter((x) => x.reg).slice(0, 500)) names.set(c.reg!.id, (await listedRegistration(ctx.db, ctx.actor.tenantId, c.reg!.id)).beneficiaryName);
  const count = (r: SelectionRowDto["result"]) => checked.filter((c) => !isBad(c) && c.result === r).length;
  return {
    fileName: file.name,
    total: checked.length,
    selected: count("selected"),
    notSelected: count("notSelected"),
    unchanged: count("unchanged"),
    invalid: checked.filter(isBad).length,
    rows: checked.slice(0, 500).map((c) => ({
      line: c.line,
      confirmationNumber: c.sel?.confirmationNumber ?? null,
      beneficiaryName: c.reg ? (names.get(c.reg.id) ?? null) : null,
      result: isBad(c) ? null : c.result,
      errors: c.errors,
    })),
  };
}

export async function commitSelection(ctx: ActorContext, file: UploadedFile, fiscalYear: number, selectedOn: string | undefined): Promise<SelectionResult> {
  const { db, actor } = ctx;
  const day = selectedOn ?? ctx.clock.today;
  if (day > ctx.clock.today) throw fail.validation({ selectedOn: "The date cannot be in the future" });
  const checked = await checkFile(ctx, file, fiscalYear);
  const bad = checked.filter(isBad);
  if (bad.length) throw fail.validation({ file: `${bad.length} row${bad.length === 1 ? " has" : "s have"} errors (first: line ${bad[0].line}); nothing was imported. Preview the file to see them.` });
  const out = await db.transaction(async (tx) => {
    let selected = 0;
    let notSelected = 0;
    let casesOpened = 0;
    for (const c of checked) {
      if (c.result === "unchanged" || !c.reg) continue;
      const after = await updateRegistration(tx, actor.tenantId, c.reg.id, { statusId: c.sel!.statusId, resultDate: day });
      if (c.result === "selected") {
        selected++;
        if (!c.reg.petitionId) {
          await openCapCase(tx, ctx, after, (await listedRegistration(tx, actor.tenantId, c.reg.id)).beneficiaryName, day);
          casesOpened++;
        }
      } else notSelected++;
    }
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "cap.selection-import",
      entityType: "cap_registration",
      after: { fileName: file.name, fiscalYear, selectedOn: day, selected, notSelected, casesOpened },
      ip: ctx.ip,
    });
    return { fileName: file.name, selected, notSelected, casesOpened };
  });
  kickOutbox(db);
  return out;
}
