// /app/paf-generation: build (or rebuild) an LCA's public access file — the bundle PDF of paf-bundle.ts is
// kept in the file store as the PAF "as built", with when and by whom, so the firm hands out the same
// document to whoever asks (and answers PAF requests with it). The LCA changing afterwards (an upload, a
// removal, an edit, a notice, the workers) makes the built PAF stale until it is built again. Only filed
// LCAs have a PAF; a purged one is never rebuilt (the purge deletes the built bundle too).
import "server-only";
import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/server/audit/audit";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { log } from "@/lib/server/log";
import { getFileStore } from "@/lib/server/storage/file-store";
import { can } from "@/lib/shared/permissions";
import { LCA_STATUS } from "./constants";
import { lcaOr404 } from "./lca-details";
import { PAF_PURGED } from "./paf";
import { pafBundle } from "./paf-bundle";
import { insertHistory, updateLcaRow } from "./repository/lcas";

export const PAF_NOT_FILED = "An LCA has a public access file once it is filed";
export const PAF_NOT_BUILT = "This public access file has not been built yet";

export type PafBuildResult = { lcaId: string; builtAt: string };

export async function buildPaf(ctx: ActorContext, lcaId: string): Promise<PafBuildResult> {
  const { db, actor } = ctx;
  const l = await lcaOr404(db, actor, lcaId);
  if (!can(actor, "lca.update", { branchId: l.branchId })) throw fail.forbidden("Your role cannot build this LCA's public access file");
  if (l.pafPurgedAt) throw fail.conflict(PAF_PURGED);
  if (l.statusId < LCA_STATUS.FILED) throw fail.validation({ lcaId: PAF_NOT_FILED }, PAF_NOT_FILED);
  const { bytes } = await pafBundle(ctx, lcaId);
  const key = `tenants/${actor.tenantId}/lca/${l.id}/paf/built-${randomUUID()}.pdf`;
  const store = getFileStore();
  await store.put(key, Buffer.from(bytes), { contentType: "application/pdf" });
  let replaced: string | null = null;
  try {
    const out = await db.transaction(async (tx) => {
      const locked = await lcaOr404(tx, actor, lcaId, { forUpdate: true });
      if (locked.pafPurgedAt) throw fail.conflict(PAF_PURGED);
      replaced = locked.pafBuiltKey;
      const at = new Date();
      await updateLcaRow(tx, actor.tenantId, l.id, { pafBuiltAt: at, pafBuiltBy: actor.userId, pafBuiltKey: key });
      await insertHistory(tx, { tenantId: actor.tenantId, lcaId: l.id, code: "paf.built", params: { bytes: bytes.length }, userId: actor.userId });
      await writeAudit(tx, { tenantId: actor.tenantId, actorUserId: actor.userId, actorRoleId: actor.roleId, action: "paf.build", entityType: "lca", entityId: l.id, after: { key, bytes: bytes.length }, ip: ctx.ip });
      return { lcaId: l.id, builtAt: at.toISOString() };
    });
    if (replaced) await store.delete(replaced).catch((err) => log.error({ err, key: replaced }, "[paf] the replaced built PAF could not be deleted"));
    return out;
  } catch (e) {
    await store.delete(key).catch(() => undefined);
    throw e;
  }
}

/** The PAF as last built, as stored (the PDF handed out). */
export async function builtPafFile(ctx: ActorContext, lcaId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const l = await lcaOr404(ctx.db, ctx.actor, lcaId);
  if (!l.pafBuiltKey || !l.pafBuiltAt) throw fail.notFound("Built public access file");
  const file = await getFileStore().get(l.pafBuiltKey);
  if (!file) throw fail.notFound("Built public access file");
  return { fileName: `PAF-${l.lcaNumber}-${l.pafBuiltAt.toISOString().slice(0, 10)}.pdf`, bytes: file.body };
}
