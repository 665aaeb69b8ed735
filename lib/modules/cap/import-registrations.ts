// Bulk registrations of a cap season from CSV or XLSX (import-rows.ts layout): employers matched by FEIN
// within the caller's reach, people among the employer's beneficiaries by e-mail (else name and birth
// date), one registration per person per employer per season — a row repeating one already saved or
// another row is an error, shown before anything is saved. Saved all or nothing, with the area and
// wage level from the season's OFLC tables.
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { ROLE } from "@/lib/shared/constants/roles";
import { clientsByFein } from "@/lib/modules/companies/service";
import { beneficiaryPassport } from "@/lib/modules/beneficiaries/numbers";
import { sealCapPassport } from "./numbers";
import { cellGetter, readCheckedTable } from "@/lib/modules/lca/import-file";
import type { Cell } from "@/lib/modules/lca/import-rows";
import { derivePosition } from "./cap-writes";
import type { CapImportPreviewDto, CapImportResult } from "./import-contract";
import { REGISTRATION_COLUMNS, registrationRow, type ImportedRegistration, type RegistrationColumn } from "./import-rows";
import { existingKeys, insertRegistrations, peopleOfClients, type CapInsert, type CapPerson } from "./repository/registrations";

const PREVIEW_VALID_ROWS = 50;

type Checked = { line: number; reg: ImportedRegistration | null; employer: { id: string; name: string; branchId: string | null } | null; person: CapPerson | null; errors: Record<string, string> };

const sameText = (a: string | null, b: string | null) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

async function checkFile(ctx: ActorContext, file: UploadedFile, fiscalYear: number): Promise<Checked[]> {
  const { db, actor } = ctx;
  const table = await readCheckedTable(file, REGISTRATION_COLUMNS);
  const checked: Checked[] = table.rows.map((cells, i) => {
    const r = registrationRow(cellGetter(table, cells) as (c: RegistrationColumn) => Cell);
    return { line: i + 2, reg: r.ok ? r.value : null, employer: null, person: null, errors: r.ok ? {} : r.errors };
  });
  const ok = checked.filter((c) => c.reg);
  const employers = await clientsByFein(db, actor.tenantId, [...new Set(ok.map((c) => c.reg!.employerFein))]);
  const ids = [...new Set([...employers.values()].map((e) => e.id))];
  const [people, existing] = await Promise.all([peopleOfClients(db, actor.tenantId, ids), existingKeys(db, actor.tenantId, fiscalYear, ids)]);
  const seen = new Map<string, number>();
  for (const c of ok) {
    const r = c.reg!;
    const employer = employers.get(r.employerFein) ?? null;
    const outOfReach = employer && ((actor.roleId === ROLE.BRANCH_MANAGER && employer.branchId !== actor.branchId) || (actor.roleId === ROLE.PETITIONER && employer.id !== actor.companyId));
    if (!employer || outOfReach) {
      c.errors.EMPLOYER_FEIN = employer ? "This client is not in your branch" : "No client of your firm has this FEIN";
      continue;
    }
    c.employer = employer;
    const mine = people.filter((p) => p.companyId === employer.id);
    const found = r.email
      ? mine.filter((p) => sameText(p.email, r.email))
      : mine.filter((p) => sameText(p.firstName, r.firstName) && sameText(p.lastName, r.lastName) && p.dateOfBirth === r.dateOfBirth);
    if (found.length !== 1) {
      c.errors.BENEFICIARY_EMAIL = found.length ? "More than one beneficiary of this client matches" : "No beneficiary of this client matches; add them first";
      continue;
    }
    c.person = found[0];
    const key = `${employer.id}|${found[0].id}`;
    if (existing.has(key)) c.errors.BENEFICIARY_EMAIL = `Already registered for this client in FY${fiscalYear}`;
    else if (seen.has(key)) c.errors.BENEFICIARY_EMAIL = `Repeats line ${seen.get(key)}`;
    else seen.set(key, c.line);
  }
  return checked;
}

const nameOf = (p: CapPerson | null) => (p ? `${p.firstName} ${p.lastName}` : null);
const isBad = (c: Checked) => Object.keys(c.errors).length > 0;

export async function previewCapImport(ctx: ActorContext, file: UploadedFile, fiscalYear: number): Promise<CapImportPreviewDto> {
  const checked = await checkFile(ctx, file, fiscalYear);
  const bad = checked.filter(isBad);
  const good = checked.filter((c) => !isBad(c));
  return {
    fileName: file.name,
    total: checked.length,
    valid: good.length,
    invalid: bad.length,
    rows: [...bad, ...good.slice(0, PREVIEW_VALID_ROWS)]
      .sort((a, b) => a.line - b.line)
      .map((c) => ({ line: c.line, employerName: c.employer?.name ?? null, beneficiaryName: nameOf(c.person) ?? ([c.reg?.firstName, c.reg?.lastName].filter(Boolean).join(" ") || c.reg?.email || null), errors: c.errors })),
  };
}

export async function commitCapImport(ctx: ActorContext, file: UploadedFile, fiscalYear: number): Promise<CapImportResult> {
  const { db, actor } = ctx;
  const checked = await checkFile(ctx, file, fiscalYear);
  const bad = checked.filter(isBad);
  if (bad.length) throw fail.validation({ file: `${bad.length} row${bad.length === 1 ? " has" : "s have"} errors (first: line ${bad[0].line}); nothing was imported. Preview the file to see them.` });
  const derived = new Map<string, Awaited<ReturnType<typeof derivePosition>>>();
  const values: CapInsert[] = [];
  for (const c of checked) {
    const { employerFein: _f, email: _e, firstName: _fn, lastName: _ln, dateOfBirth: _d, passportNumber, ...position } = c.reg!;
    const p = c.person!;
    const key = [position.socCode, position.worksiteState, position.worksiteCounty, position.wageCents, position.wageUnit, position.wageLevel].join("|");
    if (!derived.has(key)) derived.set(key, await derivePosition(db, fiscalYear, position));
    // The id is chosen here: the sealed passport number is bound to it.
    const id = randomUUID();
    values.push({
      id,
      tenantId: actor.tenantId,
      fiscalYear,
      petitionerId: c.employer!.id,
      branchId: c.employer!.branchId,
      beneficiaryId: p.id,
      dateOfBirth: p.dateOfBirth,
      gender: p.gender,
      countryOfBirthId: p.countryOfBirthId,
      citizenshipCountryId: p.citizenshipCountryId,
      ...sealCapPassport(actor.tenantId, id, passportNumber ?? beneficiaryPassport(p)),
      passportCountryId: p.passportCountryId,
      passportExpiry: p.passportExpiry,
      ...position,
      ...derived.get(key)!,
      createdBy: actor.userId,
    });
  }
  return db
    .transaction(async (tx) => {
    const rows = await insertRegistrations(tx, values);
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      actorRoleId: actor.roleId,
      action: "cap.import",
      entityType: "cap_registration",
      after: { fileName: file.name, fiscalYear, rows: rows.length },
      ip: ctx.ip,
    });
    return { fileName: file.name, imported: rows.length };
  })
    .catch((e) => {
      throw isUniqueViolation(e) ? fail.conflict("Another registration of one of these people was saved meanwhile; preview the file again") : e;
    });
}
