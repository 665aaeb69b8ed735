// Writing cap registrations: create a draft (the person's details copied from the beneficiary), edit it
// while draft or ready, move its status along CAP_TRANSITIONS. The area and wage level come from the
// OFLC tables of the season when they know the county and occupation (a wage below Level I registers
// at Level I); otherwise the level given is kept as "manual". A registration selected by USCIS opens its
// H-1B cap petition case with the filing deadline, in the same transaction.
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { fail } from "@/lib/server/errors";
import { kickOutbox } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import { patchOf } from "@/lib/shared/patch";
import { can } from "@/lib/shared/permissions";
import { createCaseIn } from "@/lib/modules/cases/create-case";
import type { WageUnit } from "@/lib/modules/lca/constants";
import { wageLevelAt } from "@/lib/modules/wages/wage-data";
import { CAP_CASE_TYPE, CAP_STATUS, type CapDto, type CapStatusBody, type CreateCapBody, type UpdateCapBody } from "./contract";
import { capOr404, capStatusName, seasonWageDay, toCapDto } from "./cap-reads";
import { canUpdateCap, nextCapStatuses } from "./policy";
import { sealCapPassport, withPassport } from "./numbers";
import { beneficiaryPassport } from "@/lib/modules/beneficiaries/numbers";
import { capFilingDeadline, capIssues } from "./rules";
import { confirmationTaken, findEmployer, findPerson, insertRegistrations, listedRegistration, registrationOf, updateRegistration, type CapInsert, type CapRegistrationRow } from "./repository/registrations";

export const NOT_EDITABLE = "A registration can be changed only while it is a draft or ready";
export const duplicateMessage = (fy: number) => `This beneficiary is already registered for this client in FY${fy}`;

type Position = Pick<CapInsert, "socCode" | "worksiteState" | "worksiteCounty" | "wageCents" | "wageUnit" | "wageLevel" | "areaCode" | "areaName" | "wageLevelSource">;

/** The area and level of a position from the season's OFLC tables, else the level given (manual). */
export async function derivePosition(db: Executor, fiscalYear: number, p: Position): Promise<Pick<CapInsert, "areaCode" | "areaName" | "wageLevel" | "wageLevelSource">> {
  const manual = { wageLevel: p.wageLevel ?? null, wageLevelSource: p.wageLevel ? "manual" : null };
  if (!p.socCode || !p.worksiteState || !p.worksiteCounty) return { areaCode: null, areaName: null, ...manual };
  const found = await wageLevelAt(db, {
    socCode: p.socCode,
    state: p.worksiteState,
    county: p.worksiteCounty,
    wageCents: p.wageCents ?? 1,
    wageUnit: (p.wageUnit ?? "Year") as WageUnit,
    on: seasonWageDay(fiscalYear),
  });
  const area = { areaCode: found.areaCode, areaName: found.areaName };
  if (!found.found || p.wageCents == null || !p.wageUnit) return { ...area, ...manual };
  return { ...area, wageLevel: found.level ?? "I", wageLevelSource: "oflc" };
}

/** The employer within the actor's reach: a petitioner only its own company, a branch manager their branch's. */
export async function employerInReach(db: Executor, ctx: ActorContext, petitionerId: string) {
  const { actor } = ctx;
  const employer = await findEmployer(db, actor.tenantId, petitionerId);
  if (!employer) return null;
  if (actor.roleId === ROLE.PETITIONER && employer.id !== actor.companyId) return null;
  if (actor.roleId === ROLE.BRANCH_MANAGER && employer.branchId !== actor.branchId) return null;
  return employer;
}

export async function createCap(ctx: ActorContext, body: CreateCapBody): Promise<CapDto> {
  const { db, actor } = ctx;
  const employer = await employerInReach(db, ctx, body.petitionerId);
  if (!employer) throw fail.notFound("Client");
  const person = await findPerson(db, actor.tenantId, body.beneficiaryId);
  if (!person || (actor.roleId === ROLE.PETITIONER && person.companyId !== actor.companyId)) throw fail.notFound("Beneficiary");
  const { fiscalYear, petitionerId, beneficiaryId, capType, ...fields } = body;
  const pick = <K extends keyof typeof fields>(k: K, fallback: (typeof fields)[K] | null) => (fields[k] === undefined ? fallback : fields[k]);
  // The id is chosen here: the sealed passport number is bound to it.
  const id = randomUUID();
  const values: CapInsert = {
    id,
    tenantId: actor.tenantId,
    fiscalYear,
    petitionerId,
    beneficiaryId,
    branchId: employer.branchId,
    capType: capType ?? "regular",
    dateOfBirth: pick("dateOfBirth", person.dateOfBirth),
    gender: pick("gender", person.gender as (typeof fields)["gender"]),
    countryOfBirthId: pick("countryOfBirthId", person.countryOfBirthId),
    citizenshipCountryId: pick("citizenshipCountryId", person.citizenshipCountryId),
    ...sealCapPassport(actor.tenantId, id, pick("passportNumber", beneficiaryPassport(person))),
    passportCountryId: pick("passportCountryId", person.passportCountryId),
    passportExpiry: pick("passportExpiry", person.passportExpiry),
    jobTitle: fields.jobTitle ?? null,
    socCode: fields.socCode ?? null,
    worksiteCity: fields.worksiteCity ?? null,
    worksiteCounty: fields.worksiteCounty ?? null,
    worksiteState: fields.worksiteState ?? null,
    wageCents: fields.wageCents ?? null,
    wageUnit: fields.wageUnit ?? null,
    wageLevel: fields.wageLevel ?? null,
    notes: fields.notes ?? null,
    createdBy: actor.userId,
  };
  Object.assign(values, await derivePosition(db, fiscalYear, values));
  await db
    .transaction(async (tx) => {
      if (await registrationOf(tx, actor.tenantId, { fiscalYear, petitionerId, beneficiaryId })) throw fail.conflict(duplicateMessage(fiscalYear));
      const [row] = await insertRegistrations(tx, [values]);
      await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "cap.create", entityType: "cap_registration", entityId: row.id, after: row, ip: ctx.ip });
    })
    .catch((e) => {
      throw isUniqueViolation(e) ? fail.conflict(duplicateMessage(fiscalYear)) : e;
    });
  return toCapDto(ctx, await listedRegistration(db, actor.tenantId, id));
}

const EDIT_KEYS = [
  "capType",
  "dateOfBirth",
  "gender",
  "countryOfBirthId",
  "citizenshipCountryId",
  "passportNumber",
  "passportCountryId",
  "passportExpiry",
  "jobTitle",
  "socCode",
  "worksiteCity",
  "worksiteCounty",
  "worksiteState",
  "wageCents",
  "wageUnit",
  "wageLevel",
  "notes",
] as const;

/** A registration's changes, the passport number in plain (sealed by applyCapPatch). */
type CapPatch = Partial<CapInsert> & { passportNumber?: string | null };

/** Apply a patch to a registration (edit or fill link): position re-derived; a ready one must stay complete. */
export async function applyCapPatch(tx: Executor, tenantId: string, r: CapRegistrationRow, changes: CapPatch): Promise<CapRegistrationRow> {
  const { passportNumber, ...patch } = changes;
  const merged = { ...withPassport(r), ...changes };
  Object.assign(patch, await derivePosition(tx, r.fiscalYear, merged));
  const issues = capIssues({ ...merged, ...patch });
  if (r.statusId === CAP_STATUS.READY && issues.length) throw fail.validation({ statusId: `A ready registration must stay complete: ${issues.join(", ")}` });
  return updateRegistration(tx, tenantId, r.id, { ...patch, ...sealCapPassport(tenantId, r.id, passportNumber) });
}

export async function updateCap(ctx: ActorContext, body: UpdateCapBody): Promise<CapDto> {
  const { db, actor } = ctx;
  await db.transaction(async (tx) => {
    const r = await capOr404(tx, actor, body.id, { forUpdate: true });
    if (!can(actor, "cap.update", { branchId: r.branchId })) throw fail.forbidden("Your role cannot change this registration");
    if (!canUpdateCap(actor, r)) throw fail.validation({ id: NOT_EDITABLE }, NOT_EDITABLE);
    const after = await applyCapPatch(tx, actor.tenantId, r, patchOf(body, EDIT_KEYS) as CapPatch);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "cap.update", entityType: "cap_registration", entityId: r.id, before: r, after, ip: ctx.ip });
  });
  return toCapDto(ctx, await listedRegistration(db, actor.tenantId, body.id));
}

/**
 * Open the H-1B cap petition case of a selected registration (once), with the filing deadline. Whoever may record
 * the selection (cap.update, cap.import) gets the case opened: it is the selection's consequence, not a case the
 * caller creates, so neither case.create (CASE_CREATE) nor the firm's CREATE_PETITION editors are asked (issue 34 §3).
 */
export async function openCapCase(tx: Executor, ctx: ActorContext, r: CapRegistrationRow, beneficiaryName: string, selectedOn: string): Promise<string> {
  if (r.petitionId) return r.petitionId;
  const petitionId = await createCaseIn(tx, ctx, {
    ...CAP_CASE_TYPE,
    petitionerId: r.petitionerId,
    beneficiaryIds: [r.beneficiaryId],
    branchId: r.branchId ?? undefined,
    title: `${beneficiaryName} - H-1B cap petition FY${r.fiscalYear}`.slice(0, 200),
    deadlineDate: capFilingDeadline(r.fiscalYear, selectedOn),
    premiumProcessing: false,
    allowCustomCaseNo: false,
    customCaseNumber: undefined,
    confirmCaseNumber: undefined,
  }, { openedBy: "cap-selection" });
  await updateRegistration(tx, ctx.actor.tenantId, r.id, { petitionId });
  return petitionId;
}

export async function updateCapStatus(ctx: ActorContext, body: CapStatusBody): Promise<CapDto> {
  const { db, actor } = ctx;
  await db.transaction(async (tx) => {
    const r = await capOr404(tx, actor, body.id, { forUpdate: true });
    if (!can(actor, "cap.update", { branchId: r.branchId })) throw fail.forbidden("Your role cannot change this registration");
    if (!nextCapStatuses(actor, r).includes(body.statusId)) {
      const m = `A registration cannot go from ${capStatusName(r.statusId, "en")} to ${capStatusName(body.statusId, "en")}`;
      throw fail.validation({ statusId: m }, m);
    }
    const day = body.date ?? ctx.clock.today;
    if (day > ctx.clock.today) throw fail.validation({ date: "The date cannot be in the future" });
    const patch: Partial<CapInsert> = { statusId: body.statusId };
    if (body.statusId === CAP_STATUS.READY) {
      const issues = capIssues(withPassport(r));
      if (issues.length) throw fail.validation({ statusId: `Complete the registration first: ${issues.join(", ")}` });
    }
    if (body.statusId === CAP_STATUS.SUBMITTED) {
      if (!body.confirmationNumber) throw fail.validation({ confirmationNumber: "Confirmation Number is required" });
      if (await confirmationTaken(tx, actor.tenantId, body.confirmationNumber, r.id)) throw fail.conflict(`The confirmation number ${body.confirmationNumber} is already on another registration`);
      Object.assign(patch, { confirmationNumber: body.confirmationNumber, submittedDate: day });
    }
    if (body.statusId === CAP_STATUS.SELECTED || body.statusId === CAP_STATUS.NOT_SELECTED) patch.resultDate = day;
    if (body.statusId === CAP_STATUS.FILED && !r.petitionId) throw fail.validation({ statusId: "Open the cap petition case first" });
    const after = await updateRegistration(tx, actor.tenantId, r.id, patch);
    if (body.statusId === CAP_STATUS.SELECTED) {
      const listed = await listedRegistration(tx, actor.tenantId, r.id);
      await openCapCase(tx, ctx, after, listed.beneficiaryName, day);
    }
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "cap.update-status", entityType: "cap_registration", entityId: r.id, before: r, after, ip: ctx.ip });
  }).catch((e) => {
    if (isUniqueViolation(e)) throw fail.conflict(`The confirmation number ${body.confirmationNumber} is already on another registration`);
    throw e;
  });
  kickOutbox(db);
  return toCapDto(ctx, await listedRegistration(db, actor.tenantId, body.id));
}
