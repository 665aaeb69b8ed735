// I-9 retention and purge (issue 12 section 4, domain rule 1). An I-9 is kept while the person works and
// then until the later of 3 years from the hire and 1 year from the termination (rules.ts `retention`); from
// the day after (`purgeFrom`) it may be purged:
// - by a person with i9.admin, the employee's name typed to confirm, or by the daily job when the firm turned
//   automatic purge on (jobs.ts; the firm's admins are told once when a record becomes purgeable);
// - never while a legal hold stands on the record or on its whole employer (an audit, litigation);
// - the purge clears the Sections, the sealed numbers, the documents, Supplement B, links and E-Verify, and
//   keeps a certificate: employee name, employer, hire and termination dates, the retention basis, when, by
//   whom (listed on /app/purged-i9). The audit trail, which holds no personal data, stays.
import "server-only";
import { notify } from "@/lib/modules/notifications/notify";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import type { Db, Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import { formatDate } from "@/lib/shared/format/dates";
import { allowedRoles } from "@/lib/shared/permissions";
import { employeeEvent, reachOf } from "./access";
import { employerOptions } from "./employees";
import { visibleRecord } from "./records";
import { appendEvents } from "./repository/employees";
import { findRecord, type RecordListed } from "./repository/records";
import {
  autoPurgeOn,
  certificateOf,
  insertCertificate,
  insertHold,
  listCertificates,
  listHolds,
  lockRecord,
  markDueNotified,
  memberIdsInRoles,
  recordsDueForPurge,
  releaseHoldRow,
  retentionCounts,
  saveAutoPurge,
  scrubEmployeeIfAllPurged,
  scrubRecord,
  standingHold,
  type CertificateListed,
  type HoldListed,
} from "./repository/retention";
import { supplementsOf } from "./repository/supplements";
import { deleteCopyFiles } from "./copies";
import { retention } from "./rules";
import type {
  HoldsListBody,
  I9LegalHoldDto,
  I9PurgeCertificateDto,
  I9RetentionReportDto,
  I9SettingsDto,
  PlaceHoldBody,
  PurgeI9Body,
  PurgedI9ListBody,
  RetentionReportBody,
} from "./retention-contract";

/** Rule 1's answer for one Form I-9, with the hire date it counted from. */
export type RetentionOfEmployment = { retainUntil: string; purgeFrom: string; basis: "hire" | "termination"; countedHire: string };

/**
 * Rule 1 for a Form I-9 whose employment may have resumed by a Supplement B rehire (pure). The M-274 lets a
 * rehire within 3 years of the form's completion keep the original form, but the employment that ends is the
 * one that began on the rehire date: the hire date that counts is the latest of the original hire and the
 * rehire dates on or before the termination (a rehire dated after it did not start yet). The form is kept
 * until the later of 3 years after that hire and 1 year after the termination (a Feb 29 anniversary on Mar 1)
 * and may be purged from the day after; none while employed.
 */
export function retentionOfEmployment(e: { hireDate: string; rehireDates: readonly string[]; terminationDate: string | null }): RetentionOfEmployment | null {
  if (!e.terminationDate) return null;
  const end = e.terminationDate;
  const countedHire = e.rehireDates.filter((d) => d <= end).reduce((a, b) => (b > a ? b : a), e.hireDate);
  const kept = retention(countedHire, end)!;
  return { ...kept, countedHire };
}

/** The rehire dates of a record's Supplement B entries. */
export async function rehireDatesOf(db: Executor, tenantId: string, recordId: string): Promise<string[]> {
  return (await supplementsOf(db, tenantId, recordId)).flatMap((s) => (s.kind === "rehire" && s.rehireDate ? [s.rehireDate] : []));
}

export const HELD = "A legal hold stops the purge of this Form I-9: release the hold first";
const ALREADY_PURGED = "This Form I-9 was already purged";

/** Why the record cannot be purged on `today` (rule 1, legal holds), or null. */
export function purgeBlock(r: Pick<RecordListed, "purgedAt" | "terminationDate" | "retainUntil" | "purgeFrom" | "legalHold">, today: string): string | null {
  if (r.purgedAt) return ALREADY_PURGED;
  if (!r.terminationDate || !r.purgeFrom || !r.retainUntil) return "The employee still works here: a Form I-9 is kept for as long as the employment lasts (rule 1)";
  if (today < r.purgeFrom) return `This Form I-9 must be kept until ${formatDate(r.retainUntil, "UTC", "en")} (rule 1)`;
  if (r.legalHold) return HELD;
  return null;
}

const employeeNameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;

export function toCertificateDto(c: CertificateListed, firmName: string): I9PurgeCertificateDto {
  return {
    id: c.id,
    recordId: c.recordId,
    companyId: c.companyId,
    employerName: c.companyName ?? firmName,
    employeeName: c.employeeName,
    hireDate: c.hireDate,
    terminationDate: c.terminationDate,
    retainUntil: c.retainUntil,
    basis: c.basis === "hire" ? "hire" : "termination",
    purgedByName: c.purgedByName,
    automatic: c.purgedByUserId === null,
    purgedAt: c.purgedAt.toISOString(),
  };
}

type Purger = { userId: string | null; name: string | null; roleId: number | null; ip: string | null };

/** The purge inside the caller's transaction (the record locked and checked by the caller); answers the store keys of the document copies, to delete once it commits. */
async function purgeInTx(tx: Executor, r: RecordListed, by: Purger, at: Date): Promise<string[]> {
  const kept = retentionOfEmployment({ hireDate: r.hireDate, rehireDates: await rehireDatesOf(tx, r.tenantId, r.id), terminationDate: r.terminationDate })!;
  await insertCertificate(tx, {
    tenantId: r.tenantId,
    recordId: r.id,
    companyId: r.companyId,
    employeeName: employeeNameOf(r),
    // The hire of the employment that ended (a Supplement B rehire's date when there was one).
    hireDate: kept.countedHire,
    terminationDate: r.terminationDate!,
    retainUntil: kept.retainUntil,
    basis: kept.basis,
    purgedByUserId: by.userId,
    purgedByName: by.name,
    purgedAt: at,
  });
  const copyKeys = await scrubRecord(tx, r.tenantId, r.id, at);
  await scrubEmployeeIfAllPurged(tx, r.tenantId, r.employeeId, at);
  const detail = { retainUntil: kept.retainUntil, basis: kept.basis, automatic: by.userId === null };
  await appendEvents(tx, [{ tenantId: r.tenantId, recordId: r.id, employeeId: r.employeeId, actorKind: by.userId ? "user" : "system", actorUserId: by.userId, action: "i9.purged", detail, ip: by.ip }]);
  await writeAudit(tx, { tenantId: r.tenantId, actorUserId: by.userId, actorRoleId: by.roleId, action: "i9.purge", entityType: "i9_record", entityId: r.id, after: detail, ip: by.ip });
  return copyKeys;
}

export async function purgeI9(ctx: ActorContext, body: PurgeI9Body): Promise<I9PurgeCertificateDto> {
  const { actor } = ctx;
  const copyKeys = await ctx.db.transaction(async (tx) => {
    await lockRecord(tx, actor.tenantId, body.id);
    const r = await visibleRecord(ctx, tx, body.id);
    const block = purgeBlock(r, ctx.clock.today);
    if (block) throw fail.conflict(block);
    if (body.confirmName.replace(/\s+/g, " ").toLowerCase() !== employeeNameOf(r).toLowerCase()) {
      throw fail.validation({ confirmName: `Type the employee's name, ${employeeNameOf(r)}, to confirm` });
    }
    return purgeInTx(tx, r, { userId: actor.userId, name: actor.name, roleId: actor.roleId, ip: ctx.ip ?? null }, new Date());
  });
  await deleteCopyFiles(copyKeys);
  return toCertificateDto((await certificateOf(ctx.db, actor.tenantId, body.id))!, ctx.tenant.name);
}

/** The purge certificate of a record (null while it is not purged). */
export async function certificateOfRecord(ctx: ActorContext, recordId: string): Promise<I9PurgeCertificateDto | null> {
  const c = await certificateOf(ctx.db, ctx.actor.tenantId, recordId);
  return c ? toCertificateDto(c, ctx.tenant.name) : null;
}

export async function purgedI9s(ctx: ActorContext, body: PurgedI9ListBody): Promise<{ rows: I9PurgeCertificateDto[]; total: number }> {
  const { rows, total } = await listCertificates(ctx.db, ctx.actor.tenantId, reachOf(ctx), body);
  return { rows: rows.map((c) => toCertificateDto(c, ctx.tenant.name)), total };
}

// ---------- legal holds ----------

function toHoldDto(h: HoldListed, firmName: string): I9LegalHoldDto {
  return {
    id: h.id,
    recordId: h.recordId,
    employeeName: h.firstName !== null && h.lastName !== null ? `${h.firstName} ${h.lastName}` : null,
    companyId: h.recordId ? null : h.companyId,
    employerName: h.companyName ?? firmName,
    reason: h.reason,
    placedByName: h.placedByName,
    placedAt: h.placedAt.toISOString(),
    releasedByName: h.releasedByName,
    releasedAt: h.releasedAt?.toISOString() ?? null,
  };
}

/** A hold's line on the audit trail: on the record's trail for a record's hold; an employer's stands alone. */
const holdEvent = (ctx: ActorContext, action: string, on: { recordId: string | null; employeeId: string | null }, detail: Record<string, unknown>) => ({
  ...employeeEvent(ctx, "", action, detail),
  ...on,
});

const ALL_HOLDS: HoldsListBody = { page: 1, perpage: 1, search: "", sortBy: "placedAt", sortOrder: "desc", filter: { matcher: {} } } as HoldsListBody;

async function holdDto(ctx: ActorContext, db: Executor, id: string): Promise<I9LegalHoldDto> {
  const { rows } = await listHolds(db, ctx.actor.tenantId, reachOf(ctx), ALL_HOLDS, id);
  if (!rows[0]) throw fail.notFound("Legal hold");
  return toHoldDto(rows[0], ctx.tenant.name);
}

export async function placeHold(ctx: ActorContext, body: PlaceHoldBody): Promise<I9LegalHoldDto> {
  const { actor } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    let target: { recordId: string } | { companyId: string | null };
    let recordId: string | null = null;
    let employeeId: string | null = null;
    if (body.recordId) {
      const r = await visibleRecord(ctx, tx, body.recordId);
      if (r.purgedAt) throw fail.conflict(ALREADY_PURGED);
      target = { recordId: r.id };
      recordId = r.id;
      employeeId = r.employeeId;
    } else {
      const companyId = body.employer === "firm" ? null : body.employer!;
      if (!(await employerOptions({ ...ctx, db: tx })).some((o) => o.id === companyId)) throw fail.notFound("Employer");
      target = { companyId };
    }
    if (await standingHold(tx, actor.tenantId, target)) throw fail.conflict(recordId ? "This Form I-9 is already on legal hold" : "This employer is already on legal hold");
    const h = await insertHold(tx, {
      tenantId: actor.tenantId,
      recordId,
      companyId: "companyId" in target ? target.companyId : null,
      reason: body.reason,
      placedByUserId: actor.userId,
    });
    await appendEvents(tx, [holdEvent(ctx, "legal_hold.placed", { recordId, employeeId }, { holdId: h.id, reason: body.reason, employer: recordId ? null : body.employer })]);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "i9.hold-place", entityType: "i9_legal_hold", entityId: h.id, after: body, ip: ctx.ip });
    return h.id;
  });
  return holdDto(ctx, ctx.db, id);
}

export async function releaseHold(ctx: ActorContext, id: string): Promise<I9LegalHoldDto> {
  const { actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    const before = await holdDto(ctx, tx, id);
    if (before.releasedAt) throw fail.conflict("This legal hold was already released");
    await releaseHoldRow(tx, actor.tenantId, id, actor.userId, new Date());
    await appendEvents(tx, [holdEvent(ctx, "legal_hold.released", { recordId: before.recordId, employeeId: null }, { holdId: id, reason: before.reason })]);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "i9.hold-release", entityType: "i9_legal_hold", entityId: id, before, ip: ctx.ip });
  });
  return holdDto(ctx, ctx.db, id);
}

export async function holdsList(ctx: ActorContext, body: HoldsListBody): Promise<{ rows: I9LegalHoldDto[]; total: number }> {
  const { rows, total } = await listHolds(ctx.db, ctx.actor.tenantId, reachOf(ctx), body);
  return { rows: rows.map((h) => toHoldDto(h, ctx.tenant.name)), total };
}

// ---------- settings, report ----------

export async function i9Settings(ctx: ActorContext): Promise<I9SettingsDto> {
  return { autoPurge: await autoPurgeOn(ctx.db, ctx.actor.tenantId) };
}

export async function saveI9Settings(ctx: ActorContext, body: I9SettingsDto): Promise<I9SettingsDto> {
  const { actor } = ctx;
  return ctx.db.transaction(async (tx) => {
    const before = await autoPurgeOn(tx, actor.tenantId);
    await saveAutoPurge(tx, actor.tenantId, body.autoPurge);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "i9.settings", entityType: "tenant", entityId: actor.tenantId, before: { autoPurge: before }, after: body, ip: ctx.ip });
    return { autoPurge: body.autoPurge };
  });
}

export async function retentionReport(ctx: ActorContext, body: RetentionReportBody): Promise<I9RetentionReportDto> {
  const today = ctx.clock.today;
  const [y, m] = today.split("-").map(Number);
  const months = Array.from({ length: body.months }, (_, i) => {
    const n = y * 12 + m - 1 + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
  const c = await retentionCounts(ctx.db, ctx.actor.tenantId, reachOf(ctx), body.employers, today, { from: `${months[0]}-01`, to: `${months[months.length - 1]}-31` });
  return {
    retained: c.retained,
    eligible: c.eligible,
    held: c.held,
    purged: c.purged,
    autoPurge: await autoPurgeOn(ctx.db, ctx.actor.tenantId),
    byMonth: months.map((month) => ({ month, count: c.byMonth.get(month) ?? 0 })),
  };
}

// ---------- the daily review ----------

/**
 * Records past their purge day and on no hold: the firm's I-9 admins are told once per record; when the
 * firm turned automatic purge on, the record is purged (the certificate names no person).
 */
export async function reviewI9Retention(db: Db, today: string): Promise<{ due: number; purged: number }> {
  let due = 0;
  let purged = 0;
  const autoByFirm = new Map<string, boolean>();
  for (const d of await recordsDueForPurge(db, today)) {
    if (!autoByFirm.has(d.tenantId)) autoByFirm.set(d.tenantId, await autoPurgeOn(db, d.tenantId));
    const auto = autoByFirm.get(d.tenantId)!;
    const copyKeys: string[] = [];
    await db.transaction(async (tx) => {
      await lockRecord(tx, d.tenantId, d.id);
      const r = await findRecord(tx, d.tenantId, { kind: "firm" }, d.id, today);
      if (!r || purgeBlock(r, today)) return;
      if (auto) {
        copyKeys.push(...(await purgeInTx(tx, r, { userId: null, name: null, roleId: null, ip: null }, new Date())));
        purged++;
        return;
      }
      if (!(await markDueNotified(tx, d.tenantId, d.id, new Date()))) return;
      due++;
      await notify(tx, {
        tenantId: d.tenantId,
        actorUserId: null,
        recipients: await memberIdsInRoles(tx, d.tenantId, allowedRoles("i9.admin")),
        kind: "i9.due-for-purge",
        params: { name: employeeNameOf(d), date: d.purgeFrom },
        link: `/app/i9-details/${d.id}`,
      });
    });
    await deleteCopyFiles(copyKeys);
  }
  return { due, purged };
}
