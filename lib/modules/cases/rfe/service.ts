// The RFE case calls (/api/rfe-petition/*): list, details, activity list, the notice and its issues,
// the response attorney and paralegal, the approval of the prepared response, the petitioner's
// signature and the filing. Reach is the petition's (an RFE case of a case the caller cannot see is 404).
import "server-only";
import { randomUUID } from "node:crypto";
import type { PetitionRow, WorkflowEntry } from "@/db/schema/cases";
import type { RfeCaseRow } from "@/db/schema/rfe";
import { overdue, rfeResponseDue } from "@/lib/modules/deadlines/rules";
import { getMasterRow } from "@/lib/modules/masterdata/service";
import type { Actor } from "@/lib/modules/workflow/engine";
import { canAct, nextActivity } from "@/lib/modules/workflow/rules";
import type { ActorContext } from "@/lib/server/context";
import type { Executor, Tx } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { roleName } from "@/lib/shared/constants/roles";
import { calendarDaysBetween } from "@/lib/shared/format";
import { MSG } from "@/lib/shared/validation/messages";
import { caseMasterNames } from "../case-inputs";
import { todayOf } from "../case-details";
import { historyPage } from "../case-history";
import { caseDetailsPath } from "../contract";
import { caseVisibility } from "../policy";
import { notifyCase, usersWhoSeeCase } from "../case-recipients";
import { activeMember } from "../repository/steps";
import { lockCase } from "../steps/complete";
import { withCase, unableToUpdate } from "../steps/context";
import type { CaseHistoryRow } from "../contract";
import {
  RFE_STATUS,
  type ManageRfeNoticeBody,
  type RfeActivityListBody,
  type RfeApprovalBody,
  type RfeAssignBody,
  type RfeDetails,
  type RfeKind,
  type RfeListBody,
  type RfeListRow,
  type RfeSignBody,
  type RfeTrackingBody,
} from "./contract";
import { findVisibleRfe, listRfeCases, lockRfeRow, rfeDocumentCounts, updateRfeRow, userNames, type RfeListRecord } from "./repository";
import { completeRfeStep, mirrorNoticeOnPetition, rfeAudit, rfeDetailsPath, rfeEntries, rfeHistory, rfeNumber } from "./steps";

type Names = Awaited<ReturnType<typeof caseMasterNames>>;

/** Still owed: the case open and nothing filed or received yet. */
const owed = (r: RfeCaseRow) => !r.closedAt && !r.filedDate && !r.receivedDate;

function toRow(rec: RfeListRecord, names: Names, today: string): RfeListRow {
  const r = rec.rfe;
  const due = owed(r);
  return {
    id: r.id,
    number: rfeNumber(rec.customCaseNumber ?? rec.caseNumber, r.sequence),
    kind: r.kind as RfeKind,
    petitionId: r.petitionId,
    caseNumber: rec.customCaseNumber ?? rec.caseNumber,
    casePath: caseDetailsPath(r.petitionId, rec.subTypeId),
    petitionerId: rec.petitionerId,
    petitionerName: rec.petitionerName,
    beneficiaryName: rec.beneficiaryName,
    statusId: r.statusId,
    statusName: names.statusName(r.statusId) ?? String(r.statusId),
    noticeDate: r.noticeDate,
    dueDate: r.dueDate,
    daysLeft: due ? calendarDaysBetween(today, r.dueDate) : null,
    overdueLabel: due ? overdue(r.dueDate, today).label : null,
    attorneyName: rec.attorneyName,
    paralegalName: rec.paralegalName,
    nextWorkflowActivity: r.nextWorkflowActivity,
    closed: r.closedAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listRfe(ctx: ActorContext, body: RfeListBody): Promise<{ rows: RfeListRow[]; total: number }> {
  const today = todayOf(ctx);
  const [{ rows, total }, names] = await Promise.all([
    listRfeCases(ctx.db, ctx.actor.tenantId, caseVisibility(ctx.actor), body, today),
    caseMasterNames(ctx.db, ctx.actor.tenantId, ctx.locale),
  ]);
  return { rows: rows.map((r) => toRow(r, names, today)), total };
}

async function visibleRfeOr404(db: Executor, ctx: ActorContext, id: string) {
  const found = await findVisibleRfe(db, ctx.actor.tenantId, id, caseVisibility(ctx.actor));
  if (!found) throw fail.notFound("RFE case");
  return found;
}

export async function rfeDetails(ctx: ActorContext, id: string): Promise<RfeDetails> {
  const { rfe: r, petition: p } = await visibleRfeOr404(ctx.db, ctx, id);
  const [names, people, documentCounts, entries] = await Promise.all([
    caseMasterNames(ctx.db, ctx.actor.tenantId, ctx.locale),
    userNames(ctx.db, [r.attorneyUserId, r.paralegalUserId]),
    rfeDocumentCounts(ctx.db, ctx.actor.tenantId, r.id),
    rfeEntries(ctx.db, ctx.actor.tenantId),
  ]);
  const row = toRow(
    {
      rfe: r,
      caseNumber: p.caseNumber,
      customCaseNumber: p.customCaseNumber,
      subTypeId: p.subTypeId,
      petitionerId: p.petitionerId,
      petitionerName: p.petitionerName,
      beneficiaryName: p.beneficiaryName,
      attorneyName: r.attorneyUserId ? (people.get(r.attorneyUserId) ?? null) : null,
      paralegalName: r.paralegalUserId ? (people.get(r.paralegalUserId) ?? null) : null,
    },
    names,
    todayOf(ctx),
  );
  return {
    ...row,
    sequence: r.sequence,
    servedByMail: r.servedByMail,
    issues: r.issues,
    attorneyUserId: r.attorneyUserId,
    paralegalUserId: r.paralegalUserId,
    petitionerSignRequested: r.petitionerSignRequested,
    carrierId: r.carrierId,
    trackingNumber: r.trackingNumber,
    filedDate: r.filedDate,
    receivedDate: r.receivedDate,
    outcome: r.outcome,
    outcomeDate: r.outcomeDate,
    completedActivities: r.completedActivities,
    // The firm's steps: those it excluded are left out unless this case already did them.
    workflow: entries.filter((e) => e.include || r.completedActivities.includes(e.code)).map((e) => ({
      code: e.code,
      name: e.name,
      step: e.step,
      optional: e.optional,
      done: r.completedActivities.includes(e.code),
      next: r.nextWorkflowActivity === e.code,
      canAct: !r.closedAt && canAct(e, ctx.actor.roleId),
    })),
    petition: {
      id: p.id,
      caseNumber: p.customCaseNumber ?? p.caseNumber,
      typeName: names.typeName(p.typeId),
      subTypeId: p.subTypeId,
      receiptNumber: p.receiptNumber,
      premiumProcessing: p.premiumProcessing,
      detailsPath: caseDetailsPath(p.id, p.subTypeId),
    },
    documentCounts,
  };
}

export async function rfeActivityList(ctx: ActorContext, body: RfeActivityListBody): Promise<{ rows: CaseHistoryRow[]; total: number }> {
  const { rfe: r, petition: p } = await visibleRfeOr404(ctx.db, ctx, body.id);
  return historyPage(ctx, p.id, { page: body.page, perpage: body.perpage, rfeCaseId: r.id });
}

type RfeScope = { tx: Tx; petition: PetitionRow; rfe: RfeCaseRow; actor: Actor; entries: WorkflowEntry[] };

/**
 * An action on an RFE case: the petition locked with the one visibility rule (withCase), then the RFE
 * row; 409 once the RFE case is closed.
 */
export async function withRfe<T>(ctx: ActorContext, id: string, run: (s: RfeScope) => Promise<T>): Promise<T> {
  const { rfe } = await visibleRfeOr404(ctx.db, ctx, id);
  return withCase(ctx, rfe.petitionId, async ({ tx, petition, actor }) => {
    const locked = await lockRfeRow(tx, actor.tenantId, rfe.id);
    if (!locked) throw fail.notFound("RFE case");
    if (locked.closedAt) throw fail.conflict(CLOSED);
    return run({ tx, petition, rfe: locked, actor, entries: await rfeEntries(tx, actor.tenantId) });
  });
}

const CLOSED = "This RFE case is closed: USCIS has answered the response";

const entryOf = (entries: readonly WorkflowEntry[], code: string) => entries.find((e) => e.code === code)!;

/** 403 unless the caller's role may act on the RFE step (as the firm configured it). */
function requireRfeCanAct(entries: readonly WorkflowEntry[], code: string, roleId: number) {
  const entry = entryOf(entries, code);
  if (!canAct(entry, roleId)) throw fail.forbidden(`Your role cannot complete "${entry.name}"`);
  return entry;
}

/** Edit the notice (kind, date, service by mail → the due date of rule 18) and the issues USCIS raised. */
export async function manageRfeNotice(ctx: ActorContext, body: ManageRfeNoticeBody): Promise<RfeDetails> {
  const { id, ...changes } = body;
  if (Object.values(changes).every((x) => x === undefined)) throw unableToUpdate();
  await withRfe(ctx, id, async ({ tx, petition, rfe: r, actor, entries }) => {
    requireRfeCanAct(entries, "RFE_NOTICE_RECORDED", actor.roleId);
    const kind = (changes.kind ?? r.kind) as RfeKind;
    const noticeDate = changes.noticeDate ?? r.noticeDate;
    const servedByMail = changes.servedByMail ?? r.servedByMail;
    const issues = changes.issues?.map((i) => ({ id: i.id ?? randomUUID(), text: i.text, resolved: i.resolved })) ?? r.issues;
    const dueDate = rfeResponseDue({ noticeDate, servedByMail, kind });
    const noticeChanged = kind !== r.kind || noticeDate !== r.noticeDate || servedByMail !== r.servedByMail;
    const statusId = kind !== r.kind && (r.statusId === RFE_STATUS.rfe || r.statusId === RFE_STATUS.noid) ? (kind === "NOID" ? RFE_STATUS.noid : RFE_STATUS.rfe) : r.statusId;
    const updated = await updateRfeRow(tx, r.tenantId, r.id, { kind, noticeDate, servedByMail, dueDate, issues, statusId });
    if (noticeChanged) await mirrorNoticeOnPetition(tx, petition, updated);
    const fields = [noticeChanged ? "notice" : null, changes.issues ? "issues" : null].filter((f): f is string => f !== null);
    await rfeHistory(tx, { tenantId: r.tenantId, petitionId: petition.id, rfeCaseId: r.id, actor, code: null, line: { code: "rfeNoticeUpdated", params: { kind, date: dueDate, open: issues.filter((i) => !i.resolved).length, total: issues.length } } });
    await rfeAudit(tx, r, actor, "rfe.manage_notice", { kind: r.kind, noticeDate: r.noticeDate, servedByMail: r.servedByMail, dueDate: r.dueDate, issues: r.issues }, { kind, noticeDate, servedByMail, dueDate, issues, fields }, ctx.ip);
  });
  return rfeDetails(ctx, id);
}

/** The response attorney (completes RFE_ASSIGN_ATTORNEY when it is next; later a reassignment) or paralegal. */
export async function assignRfeRole(ctx: ActorContext, body: RfeAssignBody): Promise<RfeDetails> {
  await withRfe(ctx, body.id, async ({ tx, petition, rfe: r, actor, entries }) => {
    requireRfeCanAct(entries, "RFE_ASSIGN_ATTORNEY", actor.roleId);
    const member = await activeMember(tx, r.tenantId, body.userId, body.roleId);
    if (!member) throw fail.validation({ userId: `Choose an active ${roleName(body.roleId)} of the firm` });
    if ((await usersWhoSeeCase(tx, r.tenantId, petition.id, [member.userId])).length === 0) throw fail.validation({ userId: `${member.name} cannot see this case` });
    const attorney = body.roleId === 6;
    const previous = attorney ? r.attorneyUserId : r.paralegalUserId;
    if (previous === member.userId) return;
    const patch = attorney ? { attorneyUserId: member.userId } : { paralegalUserId: member.userId };
    const slot = attorney ? "ASSIGN_ATTORNEY" : "ASSIGN_PARALEGAL";
    const line = { code: previous ? "roleChanged" : "roleAssigned", params: { slot, slotName: roleName(body.roleId), name: member.name } } as const;
    if (attorney && r.nextWorkflowActivity === "RFE_ASSIGN_ATTORNEY") {
      await completeRfeStep(tx, { rfe: r, petition, entries, code: "RFE_ASSIGN_ATTORNEY", actor, ip: ctx.ip, patch, line, outOfSequence: true });
    } else {
      await updateRfeRow(tx, r.tenantId, r.id, patch);
      await rfeHistory(tx, { tenantId: r.tenantId, petitionId: petition.id, rfeCaseId: r.id, actor, code: null, line });
      await rfeAudit(tx, r, actor, "rfe.assign_role", { roleId: body.roleId, userId: previous }, { roleId: body.roleId, userId: member.userId }, ctx.ip);
    }
    await notifyCase(tx, petition, { actorUserId: actor.userId, recipients: [member.userId], kind: "case.assigned", params: { slot, slotName: `${roleName(body.roleId)} (${rfeNumber(petition.caseNumber, r.sequence)})` } });
  });
  return rfeDetails(ctx, body.id);
}

/** The prepared response is sent for the attorney's approval (req-rfe-response-docs-approval): needs a response document. */
export async function requestRfeApproval(ctx: ActorContext, rfeCaseId: string, responseDocuments: (tx: Executor, r: RfeCaseRow) => Promise<number>): Promise<RfeDetails> {
  await withRfe(ctx, rfeCaseId, async ({ tx, petition, rfe: r, actor, entries }) => {
    requireRfeCanAct(entries, "RFE_RESPONSE_DOCS_PREPARED", actor.roleId);
    requireNextRfe(entries, r, "RFE_RESPONSE_DOCS_PREPARED");
    if ((await responseDocuments(tx, r)) === 0) throw fail.conflict(NO_RESPONSE_DOCS);
    await completeRfeStep(tx, { rfe: r, petition, entries, code: "RFE_RESPONSE_DOCS_PREPARED", actor, ip: ctx.ip });
  });
  return rfeDetails(ctx, rfeCaseId);
}

export const NO_RESPONSE_DOCS = "Upload the response documents before asking for their approval";

function requireNextRfe(entries: readonly WorkflowEntry[], r: RfeCaseRow, code: string) {
  const entry = entryOf(entries, code);
  if (r.completedActivities.includes(code)) throw fail.conflict(`"${entry.name}" is already completed on this RFE case`);
  if (r.nextWorkflowActivity !== code) throw fail.conflict(`"${entry.name}" is not the next step of this RFE case`);
}

/** The attorney approves the prepared response (33), or sends it back to preparation with the reason. */
export async function rfeApproval(ctx: ActorContext, body: RfeApprovalBody): Promise<RfeDetails> {
  if (body.approve === undefined) throw unableToUpdate();
  await withRfe(ctx, body.id, async ({ tx, petition, rfe: r, actor, entries }) => {
    requireRfeCanAct(entries, "RFE_RESPONSE_DOCS_APPROVED", actor.roleId);
    requireNextRfe(entries, r, "RFE_RESPONSE_DOCS_APPROVED");
    if (body.approve) {
      await completeRfeStep(tx, { rfe: r, petition, entries, code: "RFE_RESPONSE_DOCS_APPROVED", actor, ip: ctx.ip });
      return;
    }
    const back = { completedActivities: r.completedActivities.filter((c) => c !== "RFE_RESPONSE_DOCS_PREPARED"), nextWorkflowActivity: "RFE_RESPONSE_DOCS_PREPARED", statusId: r.kind === "NOID" ? RFE_STATUS.noid : RFE_STATUS.rfe };
    await updateRfeRow(tx, r.tenantId, r.id, back);
    await rfeHistory(tx, { tenantId: r.tenantId, petitionId: petition.id, rfeCaseId: r.id, actor, code: "RFE_RESPONSE_DOCS_APPROVED", line: { code: "rfeResponseReturned", params: { reason: body.reason ?? "" } } });
    await rfeAudit(tx, r, actor, "rfe.response_returned", { nextWorkflowActivity: r.nextWorkflowActivity, statusId: r.statusId }, { ...back, reason: body.reason }, ctx.ip);
    const preparers = [r.paralegalUserId].filter((x): x is string => !!x);
    if (preparers.length > 0) {
      await notifyCase(tx, petition, { actorUserId: actor.userId, recipients: await usersWhoSeeCase(tx, r.tenantId, petition.id, preparers), kind: "workflow.completed", params: { activity: "RFE_RESPONSE_DOCS_APPROVED", activityName: "Response returned for changes", next: "RFE_RESPONSE_DOCS_PREPARED", nextName: "Response documents prepared" } });
    }
  });
  return rfeDetails(ctx, body.id);
}

const SIGN_CODES = ["RFE_REQUEST_PETITIONER_SIGN", "RFE_PETITIONER_SIGNED"];

/** `{ id }` asks the petitioner to sign the response; `{ id, signed: true }` records the signature; `{ id, skip: true }` passes the optional signature steps. */
export async function rfeSign(ctx: ActorContext, body: RfeSignBody): Promise<RfeDetails> {
  await withRfe(ctx, body.id, async ({ tx, petition, rfe: r, actor, entries }) => {
    if (body.skip) {
      const code = r.nextWorkflowActivity;
      if (code !== "RFE_REQUEST_PETITIONER_SIGN" && code !== "RFE_PETITIONER_SIGNED") throw fail.conflict("The petitioner's signature is not the next step of this RFE case");
      const entry = requireRfeCanAct(entries, code, actor.roleId);
      if (!entry.optional) throw fail.conflict(`"${entry.name}" cannot be skipped: the firm's RFE workflow does not make it optional`);
      // Both signature steps are passed (asking for a signature nobody gives is pointless), none recorded as done.
      const passed = { completedActivities: r.completedActivities, nextWorkflowActivity: nextActivity(entries, [...r.completedActivities, ...SIGN_CODES], code) };
      await updateRfeRow(tx, r.tenantId, r.id, passed);
      await rfeHistory(tx, { tenantId: r.tenantId, petitionId: petition.id, rfeCaseId: r.id, actor, code, line: { code: "activitySkipped", params: { activity: code, activityName: entry.name } } });
      await rfeAudit(tx, r, actor, "rfe.sign_skipped", { nextWorkflowActivity: r.nextWorkflowActivity }, passed, ctx.ip);
      return;
    }
    const code = body.signed ? "RFE_PETITIONER_SIGNED" : "RFE_REQUEST_PETITIONER_SIGN";
    requireRfeCanAct(entries, code, actor.roleId);
    requireNextRfe(entries, r, code);
    await completeRfeStep(tx, { rfe: r, petition, entries, code, actor, ip: ctx.ip, patch: body.signed ? {} : { petitionerSignRequested: true } });
  });
  return rfeDetails(ctx, body.id);
}

/** The response filed with USCIS (25): the day, and the courier and tracking number when sent by courier. */
export async function rfeTracking(ctx: ActorContext, body: RfeTrackingBody): Promise<RfeDetails> {
  await withRfe(ctx, body.id, async ({ tx, petition, rfe: r, actor, entries }) => {
    requireRfeCanAct(entries, "RFE_RESPONSE_FILED", actor.roleId);
    requireNextRfe(entries, r, "RFE_RESPONSE_FILED");
    if (body.filedDate < r.noticeDate) throw fail.validation({ filedDate: MSG.invalid("Filed Date") });
    if (body.filedDate > todayOf(ctx)) throw fail.validation({ filedDate: "The filed date cannot be in the future" });
    if (body.carrierId !== undefined && !(await getMasterRow(tx, r.tenantId, "carriers", body.carrierId))) throw fail.validation({ carrierId: MSG.invalid("Carrier") });
    const trackingNumber = body.trackingNumber ? body.trackingNumber.replace(/\s+/g, "").toUpperCase() : null;
    if (trackingNumber && !/^[A-Z0-9]+$/.test(trackingNumber)) throw fail.validation({ trackingNumber: MSG.invalid("Tracking Number") });
    if (trackingNumber && body.carrierId === undefined) throw fail.validation({ carrierId: MSG.required("Carrier") });
    await completeRfeStep(tx, {
      entries,
      rfe: r,
      petition,
      code: "RFE_RESPONSE_FILED",
      actor,
      ip: ctx.ip,
      patch: { filedDate: body.filedDate, carrierId: body.carrierId ?? null, trackingNumber },
      line: { code: "rfeFiled", params: { date: body.filedDate } },
    });
  });
  return rfeDetails(ctx, body.id);
}

export { rfeDetailsPath };

/** The RFE case a document call works on: 404 outside the caller's reach, 403 unless the caller may act on `code`. */
export async function rfeForStep(ctx: ActorContext, id: string, code: string): Promise<{ rfe: RfeCaseRow; petition: PetitionRow }> {
  const found = await visibleRfeOr404(ctx.db, ctx, id);
  requireRfeCanAct(await rfeEntries(ctx.db, ctx.actor.tenantId), code, ctx.actor.roleId);
  return found;
}

/** In the caller's transaction: the petition and the RFE row locked (409 once closed). */
export async function lockRfeForWrite(tx: Executor, tenantId: string, rfeCaseId: string, petitionId: string): Promise<{ rfe: RfeCaseRow; petition: PetitionRow }> {
  const petition = await lockCase(tx, tenantId, petitionId);
  const rfe = await lockRfeRow(tx, tenantId, rfeCaseId);
  if (!rfe) throw fail.notFound("RFE case");
  if (rfe.closedAt) throw fail.conflict(CLOSED);
  return { rfe, petition };
}
