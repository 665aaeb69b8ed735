// The LCA list (filters, sorts, the caller's reach), one LCA's activity (status logs and edits) and the
// purge certificates of public access files.
import "server-only";
import type { ActorContext } from "@/lib/server/context";
import type { LcaActivityBody, LcaActivityRow, LcaListBody, LcaListRow } from "./contract";
import { lcaOr404 } from "./lca-details";
import { lcaVisibility } from "./policy";
import type { PafPurgeDto, PafPurgedListBody } from "./paf-contract";
import { activityOf, lcaVisibilityCond, listLcaRows, searchLcaRows } from "./repository/lcas";
import { purgedList } from "./repository/paf";

export function listLcas(ctx: ActorContext, body: LcaListBody): Promise<{ rows: LcaListRow[]; total: number }> {
  return listLcaRows(ctx.db, ctx.actor.tenantId, lcaVisibility(ctx.actor), body);
}

export async function lcaActivityList(ctx: ActorContext, body: LcaActivityBody): Promise<{ rows: LcaActivityRow[]; total: number }> {
  const l = await lcaOr404(ctx.db, ctx.actor, body.id);
  return activityOf(ctx.db, ctx.actor.tenantId, l.id, { page: body.page, perpage: body.perpage, order: body.sortOrder });
}

/** The firm's PAF purge certificates, within the caller's reach. */
export function purgedCertificates(ctx: ActorContext, body: PafPurgedListBody): Promise<{ rows: PafPurgeDto[]; total: number }> {
  return purgedList(ctx.db, ctx.actor.tenantId, lcaVisibilityCond(lcaVisibility(ctx.actor)), body);
}

export type LcaSearchHit = { id: string; lcaNumber: string; jobTitle: string | null; dolCaseNumber: string | null; statusId: number; petitionerName: string | null; detailsPath: string };

/** The global search's LCAs: up to `limit` within the caller's reach (none without lca.read), best match first. */
export async function searchLcas(ctx: ActorContext, q: string, limit: number): Promise<LcaSearchHit[]> {
  const vis = lcaVisibility(ctx.actor);
  if (vis.kind === "none") return [];
  const rows = await searchLcaRows(ctx.db, ctx.actor.tenantId, vis, q, limit);
  return rows.map((r) => ({ ...r, detailsPath: `/app/lca-details/${r.id}` }));
}
