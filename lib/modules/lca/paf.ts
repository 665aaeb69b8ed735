// The public access file of an LCA (20 CFR 655.760, domain rules 7–9): the checklist of its items,
// uploads, the workers employed under it, the legal hold, and the purge with its certificate. Files live
// in the file store; their rows and the certificate are written in one transaction, and the files are
// deleted from the store once it commits.
import "server-only";
import { randomUUID } from "node:crypto";
import { resolveBeneficiaries } from "@/lib/modules/cases/case-inputs";
import { writeAudit } from "@/lib/server/audit/audit";
import type { Actor } from "@/lib/server/auth/session";
import type { ActorContext } from "@/lib/server/context";
import type { Executor } from "@/lib/server/db/client";
import { fail } from "@/lib/server/errors";
import type { UploadedFile } from "@/lib/server/http/define-upload-route";
import { log } from "@/lib/server/log";
import { getFileStore } from "@/lib/server/storage/file-store";
import { saveFileAt } from "@/lib/server/storage/uploaded-file";
import { can } from "@/lib/shared/permissions";
import { uploadExtension } from "@/lib/shared/validation/upload";
import { lcaOr404 } from "./lca-details";
import { pafItemStatuses } from "./paf-checklist";
import type { PafBuildState, PafDto, PafHoldBody, LcaSettingsDto, PafUploadFields, WorkersSaveBody } from "./paf-contract";
import { employerOf, insertHistory, updateLcaRow, type LcaRow } from "./repository/lcas";
import { noticesOf } from "./repository/notices";
import { autoPurgeOn, deletePafItems, findPafItem, insertPafItem, insertPurge, pafChangedAt, pafItemsOf, purgeOf, replaceWorkers, saveAutoPurge, workersOf, type PafItemRow } from "./repository/paf";
import { lcaPafAvailableBy, pafPurgeableFrom, pafRetainUntil } from "./rules";

export const PAF_ON_HOLD = "This LCA is on legal hold: release the hold before purging its public access file";
export const PAF_NOT_DUE = "The public access file must be kept until its retention date";
export const PAF_PURGED = "This public access file was purged";
export const CONFIRM_MISMATCH = "Type the LCA number to confirm";

/** Rule 9's dates of an LCA with its workers; null while someone still works under it or without an end date. */
export function retentionOf(l: Pick<LcaRow, "endDate" | "withdrawnDate">, workers: readonly { employedUntil: string | null }[]) {
  if (!l.endDate) return { retainUntil: null, basis: null, purgeableFrom: null } as const;
  const r = pafRetainUntil({ endDate: l.endDate, withdrawnDate: l.withdrawnDate ?? undefined, workers });
  return { retainUntil: r.date, basis: r.basis, purgeableFrom: r.date ? pafPurgeableFrom(r.date) : null };
}

/** Why the PAF cannot be purged on `today`, or null. */
export function purgeBlock(l: Pick<LcaRow, "legalHold" | "pafPurgedAt">, purgeableFrom: string | null, today: string): string | null {
  if (l.pafPurgedAt) return PAF_PURGED;
  if (l.legalHold) return PAF_ON_HOLD;
  if (!purgeableFrom || today < purgeableFrom) return PAF_NOT_DUE;
  return null;
}

/** Whether the PAF was built and is still what the LCA holds (null once purged). */
export function pafBuildState(l: Pick<LcaRow, "pafPurgedAt" | "pafBuiltAt">, changedAt: Date | undefined): PafBuildState | null {
  if (l.pafPurgedAt) return null;
  if (!l.pafBuiltAt) return "never";
  return changedAt && changedAt > l.pafBuiltAt ? "stale" : "current";
}

export async function pafOf(db: Executor, actor: Actor, l: LcaRow, today: string): Promise<PafDto> {
  const [files, workers, notices, purged, changed] = await Promise.all([
    pafItemsOf(db, l.tenantId, l.id),
    workersOf(db, l.tenantId, l.id),
    noticesOf(db, l.tenantId, l.id),
    purgeOf(db, l.tenantId, l.id),
    pafChangedAt(db, l.tenantId, [l.id]),
  ]);
  const checklist = pafItemStatuses(l, new Set(files.map((f) => f.kind)), workers, notices.length > 0).map((item) => ({
    ...item,
    files: files
      .filter((f) => f.kind === item.kind)
      .map((f) => ({ id: f.id, fileName: f.fileName, mimetype: f.mimetype, size: f.size, uploadedAt: f.createdAt.toISOString(), uploadedByName: f.uploadedByName })),
  }));
  const missing = checklist.filter((c) => c.status === "missing").map((c) => c.kind);
  const ret = retentionOf(l, workers);
  return {
    lcaId: l.id,
    lcaNumber: l.lcaNumber,
    checklist,
    complete: missing.length === 0,
    missing,
    workers,
    availableBy: lcaPafAvailableBy(l),
    retainUntil: ret.retainUntil,
    retainBasis: ret.basis,
    purgeableFrom: ret.purgeableFrom,
    legalHold: l.legalHold,
    successorEntity: l.successorEntity,
    dueForPurge: l.pafDueForPurgeAt !== null && !l.pafPurgedAt,
    canPurge: can(actor, "paf.purge") && purgeBlock(l, ret.purgeableFrom, today) === null,
    purged,
    builtAt: l.pafBuiltAt?.toISOString() ?? null,
    build: pafBuildState(l, changed.get(l.id)),
  };
}

export async function pafDetails(ctx: ActorContext, lcaId: string): Promise<PafDto> {
  return pafOf(ctx.db, ctx.actor, await lcaOr404(ctx.db, ctx.actor, lcaId), ctx.clock.today);
}

function requireEdit(actor: Actor, l: LcaRow): void {
  if (!can(actor, "lca.update", { branchId: l.branchId })) throw fail.forbidden("Your role cannot change this LCA's public access file");
  if (l.pafPurgedAt) throw fail.conflict(PAF_PURGED);
}

export async function uploadPafItem(ctx: ActorContext, fields: PafUploadFields, files: readonly UploadedFile[]): Promise<PafDto> {
  const { db, actor } = ctx;
  const file = files[0];
  if (!file) throw fail.validation({ file: "*File is required" });
  const key = `tenants/${actor.tenantId}/lca/${fields.lcaId}/paf/${randomUUID()}.${uploadExtension(file.name) || "bin"}`;
  await saveFileAt(file, key);
  try {
    return await db.transaction(async (tx) => {
      const l = await lcaOr404(tx, actor, fields.lcaId, { forUpdate: true });
      requireEdit(actor, l);
      const row = await insertPafItem(tx, { tenantId: actor.tenantId, lcaId: l.id, kind: fields.kind, fileKey: key, fileName: file.name.slice(0, 200), mimetype: file.mimetype, size: file.size, uploadedBy: actor.userId });
      await insertHistory(tx, { tenantId: actor.tenantId, lcaId: l.id, code: "paf.uploaded", params: { kind: fields.kind, fileName: row.fileName }, userId: actor.userId });
      await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "paf.upload", entityType: "paf_item", entityId: row.id, after: row, ip: ctx.ip });
      return pafOf(tx, actor, l, ctx.clock.today);
    });
  } catch (e) {
    await getFileStore().delete(key).catch(() => undefined);
    throw e;
  }
}

export async function removePafItem(ctx: ActorContext, id: string): Promise<PafDto> {
  const { db, actor } = ctx;
  const { dto, key } = await db.transaction(async (tx) => {
    const item = await findPafItem(tx, actor.tenantId, id);
    if (!item) throw fail.notFound("Item");
    const l = await lcaOr404(tx, actor, item.lcaId, { forUpdate: true });
    requireEdit(actor, l);
    await deletePafItems(tx, actor.tenantId, [item.id]);
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: l.id, code: "paf.removed", params: { kind: item.kind, fileName: item.fileName }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "paf.remove", entityType: "paf_item", entityId: item.id, before: item, ip: ctx.ip });
    return { dto: await pafOf(tx, actor, l, ctx.clock.today), key: item.fileKey };
  });
  await deleteStoredFiles([key]);
  return dto;
}

export async function setPafHold(ctx: ActorContext, body: PafHoldBody): Promise<PafDto> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const before = await lcaOr404(tx, actor, body.lcaId, { forUpdate: true });
    requireEdit(actor, before);
    const patch = { ...(body.legalHold !== undefined ? { legalHold: body.legalHold } : {}), ...(body.successorEntity !== undefined ? { successorEntity: body.successorEntity } : {}) };
    if (Object.keys(patch).length === 0) throw fail.validation({ body: "Unable to update" }, "Unable to update");
    const l = await updateLcaRow(tx, actor.tenantId, before.id, patch);
    if (body.legalHold !== undefined && body.legalHold !== before.legalHold)
      await insertHistory(tx, { tenantId: actor.tenantId, lcaId: l.id, code: body.legalHold ? "paf.hold" : "paf.released", userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "paf.hold", entityType: "lca", entityId: l.id, before: { legalHold: before.legalHold, successorEntity: before.successorEntity }, after: patch, ip: ctx.ip });
    return pafOf(tx, actor, l, ctx.clock.today);
  });
}

export async function saveWorkers(ctx: ActorContext, body: WorkersSaveBody): Promise<PafDto> {
  const { db, actor } = ctx;
  const ids = [...new Set(body.workers.map((w) => w.beneficiaryId))];
  if (ids.length !== body.workers.length) throw fail.validation({ workers: "Each worker may be listed once" });
  await resolveBeneficiaries(db, actor, ids).catch(() => {
    throw fail.validation({ workers: "Workers must be beneficiaries of your firm" });
  });
  return db.transaction(async (tx) => {
    const l = await lcaOr404(tx, actor, body.lcaId, { forUpdate: true });
    requireEdit(actor, l);
    const before = await workersOf(tx, actor.tenantId, l.id);
    await replaceWorkers(tx, actor.tenantId, l.id, body.workers.map((w) => ({ beneficiaryId: w.beneficiaryId, employedFrom: w.employedFrom ?? null, employedUntil: w.employedUntil ?? null })));
    await insertHistory(tx, { tenantId: actor.tenantId, lcaId: l.id, code: "workers.saved", params: { count: ids.length }, userId: actor.userId });
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.workers", entityType: "lca", entityId: l.id, before, after: body.workers, ip: ctx.ip });
    return pafOf(tx, actor, l, ctx.clock.today);
  });
}

export async function deleteStoredFiles(keys: readonly string[]): Promise<void> {
  const store = getFileStore();
  for (const key of keys) {
    await store.delete(key).catch((err) => log.error({ err, key }, "[paf] a purged file could not be deleted from the store"));
  }
}

/**
 * Purge the PAF: its uploaded files go, a certificate stays (what, when, by whom, the retention basis).
 * `purgedBy` null: the automatic purge of the daily job. Runs in the caller's transaction; answers the
 * store keys to delete once it commits.
 */
export async function purgeInTx(tx: Executor, l: LcaRow, by: { userId: string | null; name: string | null; roleId: number | null; ip: string | null }, retention: { retainUntil: string; basis: string }): Promise<string[]> {
  const items: PafItemRow[] = await pafItemsOf(tx, l.tenantId, l.id);
  await deletePafItems(tx, l.tenantId, items.map((i) => i.id));
  await insertPurge(tx, {
    tenantId: l.tenantId,
    lcaId: l.id,
    lcaNumber: l.lcaNumber,
    dolCaseNumber: l.dolCaseNumber,
    employerName: (await employerOf(tx, l.tenantId, l.petitionerId))?.name ?? null,
    retainUntil: retention.retainUntil,
    basis: retention.basis,
    items: items.map((i) => ({ kind: i.kind, fileName: i.fileName, size: i.size })),
    purgedBy: by.userId,
    purgedByName: by.name,
  });
  // The built bundle is a copy of the same files: it goes too.
  await updateLcaRow(tx, l.tenantId, l.id, { pafPurgedAt: new Date(), pafBuiltKey: null });
  await insertHistory(tx, { tenantId: l.tenantId, lcaId: l.id, code: "paf.purged", params: { files: items.length, retainUntil: retention.retainUntil, basis: retention.basis }, userId: by.userId });
  await writeAudit(tx, { tenantId: l.tenantId, actorUserId: by.userId, actorRoleId: by.roleId, action: "paf.purge", entityType: "lca", entityId: l.id, before: items, ip: by.ip });
  return [...items.map((i) => i.fileKey), ...(l.pafBuiltKey ? [l.pafBuiltKey] : [])];
}

export async function purgePaf(ctx: ActorContext, lcaId: string, confirmLcaNumber: string): Promise<PafDto> {
  const { db, actor } = ctx;
  const { dto, keys } = await db.transaction(async (tx) => {
    const l = await lcaOr404(tx, actor, lcaId, { forUpdate: true });
    if (!can(actor, "paf.purge")) throw fail.forbidden("Your role cannot purge a public access file");
    if (confirmLcaNumber.trim().toUpperCase() !== l.lcaNumber.toUpperCase()) throw fail.validation({ confirmLcaNumber: CONFIRM_MISMATCH });
    const ret = retentionOf(l, await workersOf(tx, actor.tenantId, l.id));
    const block = purgeBlock(l, ret.purgeableFrom, ctx.clock.today);
    if (block) throw fail.conflict(block);
    const keys = await purgeInTx(tx, l, { userId: actor.userId, name: actor.name, roleId: actor.roleId, ip: ctx.ip }, { retainUntil: ret.retainUntil!, basis: ret.basis! });
    const after = await lcaOr404(tx, actor, lcaId);
    return { dto: await pafOf(tx, actor, after, ctx.clock.today), keys };
  });
  await deleteStoredFiles(keys);
  return dto;
}


export async function lcaSettings(ctx: ActorContext): Promise<LcaSettingsDto> {
  return { autoPurgePaf: await autoPurgeOn(ctx.db, ctx.actor.tenantId) };
}

export async function saveLcaSettings(ctx: ActorContext, body: LcaSettingsDto): Promise<LcaSettingsDto> {
  const { db, actor } = ctx;
  return db.transaction(async (tx) => {
    const before = await autoPurgeOn(tx, actor.tenantId);
    await saveAutoPurge(tx, actor.tenantId, body.autoPurgePaf);
    await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "lca.settings", entityType: "tenant", entityId: actor.tenantId, before: { autoPurgePaf: before }, after: body, ip: ctx.ip });
    return { autoPurgePaf: body.autoPurgePaf };
  });
}
