// Prevailing wage determinations (ETA-9141): create one for a client's position (Job Description, 14),
// edit the position until it is filed, record the filing (15) with the DOL's case number, and the DOL's
// determination (16) with the wage and the validity it states — which rule 12 bounds (90 days to 1 year
// after the determination). Lists show whether each PWD is still valid, expiring or expired.
import "server-only";
import { caseMasterNames } from "@/lib/modules/cases/case-inputs";
import { caseDetailsPath } from "@/lib/modules/cases/contract";
import { visibleClient } from "@/lib/modules/companies/service";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import { addDays, compareDates } from "@/lib/shared/calendar";
import { calendarDaysBetween } from "@/lib/shared/format/dates";
import { patchOf } from "@/lib/shared/patch";
import type { WageLevel, WageUnit } from "@/lib/shared/wages";
import { MSG } from "@/lib/shared/validation/messages";
import { isoToUsDate } from "@/lib/shared/validation/rules";
import {
  PWD_EXPIRING_DAYS,
  PWD_STATUS,
  type CreatePwdBody,
  type EducationLevel,
  type FilePwdBody,
  type PositionType,
  type PwdDetails,
  type PwdDeterminationBody,
  type PwdListBody,
  type PwdListRow,
  type PwdStatusId,
  type PwdValidity,
  type UpdatePwdBody,
} from "./contract";
import { pwdActions, pwdVisibility } from "./policy";
import { dolNumberTaken, findBeneficiary, findVisiblePwd, insertPwd, listedPwd, listPwdRows, nextPwdNumber, updatePwdRow, type PwdListRecord, type PwdRow } from "./repository/pwds";
import { pwdExpired, pwdValidityProblem, pwdValidityRange } from "./rules";
import { permCasesOfPwd } from "./repository/perm-cases";

export const NOT_A_JOB_DESCRIPTION = "The position can be changed only before the PWD is filed";
export const NOT_FILED = "The determination can be recorded once the PWD is filed";
export const ALREADY_FILED = "This PWD has already been filed";
export const DOL_NUMBER_TAKEN = "Another PWD of the firm has this DOL case number";

const todayOf = (ctx: ActorContext) => ctx.clock?.today ?? new Date().toISOString().slice(0, 10);

/** Rule 12 as the screens show it: pending until determined, then valid, expiring (60 days) or expired. */
export function pwdValidityOf(validityEnd: string | null, today: string): { validity: PwdValidity; daysLeft: number | null } {
  if (!validityEnd) return { validity: "pending", daysLeft: null };
  const daysLeft = calendarDaysBetween(today, validityEnd);
  if (pwdExpired(validityEnd, today)) return { validity: "expired", daysLeft };
  return { validity: compareDates(validityEnd, addDays(today, PWD_EXPIRING_DAYS)) <= 0 ? "expiring" : "valid", daysLeft };
}

type Names = Awaited<ReturnType<typeof caseMasterNames>>;

function toRow(r: PwdListRecord, names: Names, today: string): PwdListRow {
  return {
    id: r.id,
    pwdNumber: r.pwdNumber,
    statusId: r.statusId as PwdStatusId,
    statusName: names.statusName(r.statusId) ?? String(r.statusId),
    petitionerId: r.petitionerId,
    employerName: r.employerName,
    beneficiaryId: r.beneficiaryId,
    beneficiaryName: r.beneficiaryName,
    jobTitle: r.jobTitle,
    socCode: r.socCode,
    positionType: r.positionType as PositionType,
    worksite: [r.worksiteCity, r.worksiteState].filter(Boolean).join(", "),
    filedDate: r.filedDate,
    determinationDate: r.determinationDate,
    wageCents: r.wageCents,
    wageUnit: r.wageUnit as WageUnit | null,
    wageLevel: r.wageLevel as WageLevel | null,
    validityEnd: r.validityEnd,
    ...pwdValidityOf(r.validityEnd, today),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listPwds(ctx: ActorContext, body: PwdListBody): Promise<{ rows: PwdListRow[]; total: number }> {
  const today = todayOf(ctx);
  const [{ rows, total }, names] = await Promise.all([
    listPwdRows(ctx.db, ctx.actor.tenantId, pwdVisibility(ctx.actor), body, { today, expiringBy: addDays(today, PWD_EXPIRING_DAYS) }),
    caseMasterNames(ctx.db, ctx.actor.tenantId, ctx.locale),
  ]);
  return { rows: rows.map((r) => toRow(r, names, today)), total };
}

async function pwdOr404(ctx: ActorContext, id: string, opts: { forUpdate?: boolean; db?: ActorContext["db"] } = {}): Promise<PwdRow> {
  const row = await findVisiblePwd(opts.db ?? ctx.db, ctx.actor.tenantId, id, pwdVisibility(ctx.actor), opts);
  if (!row) throw fail.notFound("PWD");
  return row;
}

export async function pwdDetails(ctx: ActorContext, id: string): Promise<PwdDetails> {
  const row = await pwdOr404(ctx, id);
  const [listed, names, perms] = await Promise.all([listedPwd(ctx.db, ctx.actor.tenantId, row.id), caseMasterNames(ctx.db, ctx.actor.tenantId, ctx.locale), permCasesOfPwd(ctx.db, ctx.actor.tenantId, row.id)]);
  const actions = pwdActions(ctx.actor, row);
  return {
    ...toRow(listed, names, todayOf(ctx)),
    branchId: row.branchId,
    worksiteCity: row.worksiteCity,
    worksiteCounty: row.worksiteCounty,
    worksiteState: row.worksiteState,
    educationLevel: row.educationLevel as EducationLevel,
    experienceMonths: row.experienceMonths,
    specialRequirements: row.specialRequirements,
    dolCaseNumber: row.dolCaseNumber,
    notes: row.notes,
    validityRange: row.determinationDate ? pwdValidityRange(row.determinationDate) : null,
    canUpdate: actions.edit || actions.file || actions.determine,
    permCases: perms.map((p) => ({ petitionId: p.petitionId, caseNumber: p.caseNumber, statusName: names.statusName(p.statusId) ?? String(p.statusId), detailsPath: caseDetailsPath(p.petitionId, p.subTypeId) })),
    actions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The worker of a PWD: a live beneficiary of the firm, of the PWD's client when it has one. */
async function checkBeneficiary(ctx: ActorContext, beneficiaryId: string, petitionerId: string): Promise<void> {
  const b = await findBeneficiary(ctx.db, ctx.actor.tenantId, beneficiaryId);
  if (!b || (b.companyId !== null && b.companyId !== petitionerId)) throw fail.validation({ beneficiaryId: "Choose a beneficiary of this client" });
}

export async function createPwd(ctx: ActorContext, body: CreatePwdBody): Promise<PwdDetails> {
  const { actor } = ctx;
  // A live client within reach (a branch manager their branch's, a petitioner its own): 404 otherwise.
  const { company: client } = await visibleClient(ctx.db, actor, body.petitionerId);
  if (body.beneficiaryId) await checkBeneficiary(ctx, body.beneficiaryId, client.id);
  const created = await ctx.db.transaction(async (tx) => {
    const pwdNumber = await nextPwdNumber(tx, actor.tenantId, Number(todayOf(ctx).slice(0, 4)));
    const row = await insertPwd(tx, {
      tenantId: actor.tenantId,
      pwdNumber,
      petitionerId: client.id,
      beneficiaryId: body.beneficiaryId ?? null,
      branchId: client.branchId,
      statusId: PWD_STATUS.JOB_DESCRIPTION,
      jobTitle: body.jobTitle,
      socCode: body.socCode,
      positionType: body.positionType,
      worksiteCity: body.worksiteCity,
      worksiteCounty: body.worksiteCounty ?? null,
      worksiteState: body.worksiteState,
      educationLevel: body.educationLevel,
      experienceMonths: body.experienceMonths,
      specialRequirements: body.specialRequirements ?? null,
      notes: body.notes ?? null,
      createdByUserId: actor.userId,
    });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "pwd.create", entityType: "pwd_case", entityId: row.id, after: { ...body, pwdNumber }, ip: ctx.ip });
    return row;
  });
  return pwdDetails(ctx, created.id);
}

const POSITION_KEYS = ["beneficiaryId", "jobTitle", "socCode", "positionType", "worksiteCity", "worksiteCounty", "worksiteState", "educationLevel", "experienceMonths", "specialRequirements", "notes"] as const;

export async function updatePwd(ctx: ActorContext, body: UpdatePwdBody): Promise<PwdDetails> {
  const patch = patchOf(body, POSITION_KEYS);
  if (Object.keys(patch).length === 0) throw fail.validation({ body: MSG.unableToUpdate }, MSG.unableToUpdate);
  await ctx.db.transaction(async (tx) => {
    const row = await pwdOr404(ctx, body.id, { forUpdate: true, db: tx });
    if (!pwdActions(ctx.actor, row).edit) {
      if (row.statusId !== PWD_STATUS.JOB_DESCRIPTION) throw fail.conflict(NOT_A_JOB_DESCRIPTION);
      throw fail.forbidden();
    }
    if (patch.beneficiaryId) await checkBeneficiary(ctx, patch.beneficiaryId, row.petitionerId);
    const before = Object.fromEntries(Object.keys(patch).map((k) => [k, row[k as keyof PwdRow]]));
    await updatePwdRow(tx, row.tenantId, row.id, patch);
    await writeAudit(tx, { tenantId: row.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "pwd.update", entityType: "pwd_case", entityId: row.id, before, after: patch, ip: ctx.ip });
  });
  return pwdDetails(ctx, body.id);
}

export async function filePwd(ctx: ActorContext, body: FilePwdBody): Promise<PwdDetails> {
  if (compareDates(body.filedDate, todayOf(ctx)) > 0) throw fail.validation({ filedDate: "The filed date cannot be in the future" });
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await pwdOr404(ctx, body.id, { forUpdate: true, db: tx });
      if (!pwdActions(ctx.actor, row).file) {
        if (row.statusId !== PWD_STATUS.JOB_DESCRIPTION) throw fail.conflict(ALREADY_FILED);
        throw fail.forbidden();
      }
      if (body.dolCaseNumber && (await dolNumberTaken(tx, row.tenantId, body.dolCaseNumber, row.id))) throw fail.conflict(DOL_NUMBER_TAKEN);
      const after = { statusId: PWD_STATUS.FILED, filedDate: body.filedDate, dolCaseNumber: body.dolCaseNumber ?? null };
      await updatePwdRow(tx, row.tenantId, row.id, after);
      await writeAudit(tx, { tenantId: row.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "pwd.file", entityType: "pwd_case", entityId: row.id, before: { statusId: row.statusId }, after, ip: ctx.ip });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail.conflict(DOL_NUMBER_TAKEN);
    throw err;
  }
  return pwdDetails(ctx, body.id);
}

export async function recordPwdDetermination(ctx: ActorContext, body: PwdDeterminationBody): Promise<PwdDetails> {
  await ctx.db.transaction(async (tx) => {
    const row = await pwdOr404(ctx, body.id, { forUpdate: true, db: tx });
    if (!pwdActions(ctx.actor, row).determine) {
      if (row.statusId !== PWD_STATUS.FILED) throw fail.conflict(NOT_FILED);
      throw fail.forbidden();
    }
    if (row.filedDate && compareDates(body.determinationDate, row.filedDate) < 0) throw fail.validation({ determinationDate: "The determination cannot be earlier than the filing" });
    if (compareDates(body.determinationDate, todayOf(ctx)) > 0) throw fail.validation({ determinationDate: "The determination date cannot be in the future" });
    const problem = pwdValidityProblem(body.determinationDate, body.validityEnd);
    if (problem) {
      const range = pwdValidityRange(body.determinationDate);
      throw fail.validation({ validityEnd: problem === "before_90_days" ? `A PWD is valid at least 90 days: not before ${isoToUsDate(range.earliest)}` : `A PWD is valid at most 1 year: not after ${isoToUsDate(range.latest)}` });
    }
    const after = { statusId: PWD_STATUS.RESPONSE, determinationDate: body.determinationDate, wageCents: body.wageCents, wageUnit: body.wageUnit, wageLevel: body.wageLevel ?? null, validityEnd: body.validityEnd };
    await updatePwdRow(tx, row.tenantId, row.id, after);
    await writeAudit(tx, { tenantId: row.tenantId, actorUserId: ctx.actor.userId, actorRoleId: ctx.actor.roleId, action: "pwd.determination", entityType: "pwd_case", entityId: row.id, before: { statusId: row.statusId }, after, ip: ctx.ip });
  });
  return pwdDetails(ctx, body.id);
}
