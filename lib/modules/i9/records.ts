// I-9 records (issue 12): started for an employee's employment, listed with the status computed from their
// state and dates (rules.ts on each write; repository/records.ts `statusSql` for what a list shows), and
// kept in step with the employment's dates. Within the actor's I-9 reach; every change on the audit trail.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import { toCsv } from "@/lib/server/csv";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { diffDays } from "@/lib/shared/calendar";
import type { CreateI9Body, I9ActivityBody, I9EventDto, I9ListBody, I9QueueCountsDto, I9RecordDto, I9Status, WorkAuthorizationReportBody, WorkAuthorizationReportDto } from "./contract";
import { employeeEvent, reachOf, visibleEmployee } from "./access";
import { findRecord, insertRecord, listRecords as listRows, liveRecordsOf, queueCounts, reverifyWindowCounts, searchRecordRows, updateRecordRow, type RecordListed } from "./repository/records";
import { appendEvents, eventsPage, type EmployeeRow } from "./repository/employees";
import { CURRENT_I9_EDITION, retention, section1Due, section2Due } from "./rules";
import { rehireDatesOf, retentionOfEmployment } from "./retention";

export const ALREADY_STARTED = "This employment already has a Form I-9";

function overdueDays(r: RecordListed, today: string): number | null {
  const due = r.status === "section1_pending" ? r.section1Due : r.status === "section2_pending" ? r.section2Due : null;
  const late = due ? diffDays(due, today) : 0;
  return late > 0 ? late : null;
}

export function toRecordDto(r: RecordListed, firmName: string, today: string): I9RecordDto {
  return {
    id: r.id,
    employeeId: r.employeeId,
    employeeName: `${r.firstName} ${r.lastName}`,
    companyId: r.companyId,
    employerName: r.companyName ?? firmName,
    edition: r.edition,
    hireDate: r.hireDate,
    terminationDate: r.terminationDate,
    shortJob: r.shortJob,
    status: r.status,
    section1Due: r.section1Due,
    section2Due: r.section2Due,
    overdueDays: overdueDays(r, today),
    reverifyBy: r.reverifyBy,
    receiptDocumentDue: r.receiptDue,
    retainUntil: r.retainUntil,
    purgeFrom: r.purgeFrom,
    completedOn: r.completedOn,
    legalHold: r.legalHold,
    lateNote: r.lateNote,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function visibleRecord(ctx: ActorContext, db: Executor, id: string): Promise<RecordListed> {
  const row = await findRecord(db, ctx.actor.tenantId, reachOf(ctx), id, ctx.clock.today);
  if (!row) throw fail.notFound("I-9");
  return row;
}

/** The record as lists show it (the details call adds its Sections: details.ts). */
export async function recordSummary(ctx: ActorContext, id: string): Promise<I9RecordDto> {
  return toRecordDto(await visibleRecord(ctx, ctx.db, id), ctx.tenant.name, ctx.clock.today);
}

export async function listI9s(ctx: ActorContext, body: I9ListBody): Promise<{ rows: I9RecordDto[]; total: number }> {
  const { rows, total } = await listRows(ctx.db, ctx.actor.tenantId, reachOf(ctx), body, ctx.clock.today);
  return { rows: rows.map((r) => toRecordDto(r, ctx.tenant.name, ctx.clock.today)), total };
}

export type I9SearchHit = { id: string; employeeName: string; employerName: string; status: I9Status; hireDate: string; detailsPath: string };

/** The global search's I-9 records: up to `limit` within the caller's I-9 reach (none without i9.read), best match first. */
export async function searchI9s(ctx: ActorContext, q: string, limit: number): Promise<I9SearchHit[]> {
  const reach = reachOf(ctx);
  if (reach.kind === "none") return [];
  const rows = await searchRecordRows(ctx.db, ctx.actor.tenantId, reach, q, limit, ctx.clock.today);
  return rows.map((r) => ({ id: r.id, employeeName: `${r.firstName} ${r.lastName}`, employerName: r.companyName ?? ctx.tenant.name, status: r.status, hireDate: r.hireDate, detailsPath: `/app/i9-details/${r.id}` }));
}

/** /app/work-authorization-reports: current employees' authorizations ended, or ending within 30, 60, 90 days (the rows: /api/i9/list with `reverifyWithin`). */
export function workAuthorizationReport(ctx: ActorContext, body: WorkAuthorizationReportBody): Promise<WorkAuthorizationReportDto> {
  return reverifyWindowCounts(ctx.db, ctx.actor.tenantId, reachOf(ctx), body.employers, ctx.clock.today);
}

/** How many I-9s within reach wait in each work queue (the list's queue filter shows them). */
export function i9QueueCounts(ctx: ActorContext): Promise<I9QueueCountsDto> {
  return queueCounts(ctx.db, ctx.actor.tenantId, reachOf(ctx), ctx.clock.today);
}

/** The statuses of a current employee's I-9. */
export const ACTIVE_STATUSES = ["section1_pending", "section2_pending", "complete", "reverification_due", "expired_authorization"] as const;

/** /i9/get-active-i9-cases: the list limited to current employees' I-9s (a status filter narrows it further). */
export function listActiveI9s(ctx: ActorContext, body: I9ListBody): Promise<{ rows: I9RecordDto[]; total: number }> {
  const asked = body.filter.matcher.statuses;
  const statuses = asked?.length ? asked.filter((s) => (ACTIVE_STATUSES as readonly string[]).includes(s)) : [...ACTIVE_STATUSES];
  if (statuses.length === 0) return Promise.resolve({ rows: [], total: 0 });
  return listI9s(ctx, { ...body, filter: { matcher: { ...body.filter.matcher, statuses } } });
}

/** Starts the Form I-9 of the employee's employment (its hire date unless another is given): Section 1 pending. */
export async function createI9(ctx: ActorContext, body: CreateI9Body): Promise<I9RecordDto> {
  const id = await ctx.db.transaction(async (tx) => {
    const e = await visibleEmployee(ctx, tx, body.employeeId, { forUpdate: true });
    const hireDate = body.hireDate ?? e.hireDate;
    const existing = await liveRecordsOf(tx, ctx.actor.tenantId, e.id);
    if (existing.some((r) => r.hireDate === hireDate)) throw fail.conflict(ALREADY_STARTED);
    const kept = retention(hireDate, e.terminationDate);
    const row = await insertRecord(tx, {
      tenantId: ctx.actor.tenantId,
      employeeId: e.id,
      companyId: e.companyId,
      edition: CURRENT_I9_EDITION,
      hireDate,
      shortJob: body.shortJob,
      section1Due: section1Due(hireDate),
      section2Due: section2Due(hireDate, body.shortJob),
      retainUntil: kept?.retainUntil ?? null,
      purgeFrom: kept?.purgeFrom ?? null,
      createdByUserId: ctx.actor.userId,
    });
    await appendEvents(tx, [{ ...employeeEvent(ctx, e.id, "i9.created", { edition: CURRENT_I9_EDITION }), recordId: row.id }]);
    return row.id;
  });
  return recordSummary(ctx, id);
}

/**
 * Rule 1 again for the employee's live records after the employment's dates changed (inside the change's
 * transaction), counting from a Supplement B rehire when there was one (retention.ts `retentionOfEmployment`).
 */
export async function refreshRetention(tx: Executor, e: Pick<EmployeeRow, "id" | "tenantId" | "terminationDate">): Promise<void> {
  for (const r of await liveRecordsOf(tx, e.tenantId, e.id)) {
    const kept = retentionOfEmployment({ hireDate: r.hireDate, rehireDates: await rehireDatesOf(tx, e.tenantId, r.id), terminationDate: e.terminationDate });
    const patch = { retainUntil: kept?.retainUntil ?? null, purgeFrom: kept?.purgeFrom ?? null };
    if (patch.retainUntil !== r.retainUntil) await updateRecordRow(tx, e.tenantId, r.id, patch);
  }
}

/** The record's audit trail with its employee's changes, newest first. */
export async function i9Activity(ctx: ActorContext, body: I9ActivityBody): Promise<{ rows: I9EventDto[]; total: number }> {
  const r = await visibleRecord(ctx, ctx.db, body.id);
  const { rows, total } = await eventsPage(ctx.db, ctx.actor.tenantId, { recordId: r.id, employeeId: r.employeeId, page: body.page, perpage: body.perpage });
  return {
    rows: rows.map(({ e, userName, userEmail }) => ({
      id: e.id,
      action: e.action,
      actorKind: e.actorKind,
      actorName: userName ?? e.actorName ?? null,
      accountName: userName ?? null,
      accountEmail: userEmail ?? null,
      // i9_events.actor_name holds only the name typed in a signature box (Sections 1 and 2, Supplement B, corrections).
      signedAs: e.actorName ?? null,
      detail: e.detail,
      ip: e.ip,
      createdAt: e.createdAt.toISOString(),
    })),
    total,
  };
}

export const I9_EXPORT_MAX_ROWS = 10_000;

const STATUS_LABEL: Record<I9Status, { en: string; es: string }> = {
  section1_pending: { en: "Section 1 pending", es: "Sección 1 pendiente" },
  section2_pending: { en: "Section 2 pending", es: "Sección 2 pendiente" },
  complete: { en: "Complete", es: "Completo" },
  reverification_due: { en: "Reverification due", es: "Reverificación pendiente" },
  expired_authorization: { en: "Authorization expired", es: "Autorización vencida" },
  terminated: { en: "Terminated", es: "Baja" },
  eligible_for_purge: { en: "Eligible for purge", es: "Se puede depurar" },
  purged: { en: "Purged", es: "Depurado" },
};

const CSV_HEADER = ["Employee", "Employer", "Hire date", "Termination date", "Status", "Days overdue", "Section 1 due", "Section 2 due", "Reverify by", "Keep until", "Purge from", "Edition", "Legal hold", "Late note"];

/** The whole filtered list (up to 10,000 forms, in the list's order) as CSV; dates YYYY-MM-DD, statuses in the reader's language. */
export async function i9ListCsv(ctx: ActorContext, body: I9ListBody): Promise<{ fileName: string; bytes: Buffer }> {
  const { rows } = await listI9s(ctx, { ...body, page: 1, perpage: I9_EXPORT_MAX_ROWS });
  const lang = ctx.locale === "es" ? "es" : "en";
  const bytes = toCsv(
    CSV_HEADER,
    rows.map((r) => [r.employeeName, r.employerName, r.hireDate, r.terminationDate, STATUS_LABEL[r.status][lang], r.overdueDays, r.section1Due, r.section2Due, r.reverifyBy, r.retainUntil, r.purgeFrom, r.edition, r.legalHold ? "Yes" : "No", r.lateNote]),
  );
  return { fileName: `i9-forms-${ctx.clock.today}.csv`, bytes };
}
