// The case history (activity list), newest first, with the actors' names; each line in the reader's
// language when it was stored as a code (history-lines.ts), else as written.
import "server-only";
import { roleName } from "@/lib/shared/constants/roles";
import { offsetOf } from "@/lib/shared/list";
import { visibleCaseOr404 } from "./case-details";
import { historyText } from "./history-lines";
import type { CaseHistoryRow } from "./contract";
import type { ActivityListBody } from "./list-contract";
import { listHistory, type HistoryRecord } from "./repository/details";
import type { ActorContext } from "@/lib/server/context";

export async function caseActivityList(ctx: ActorContext, body: ActivityListBody): Promise<{ rows: CaseHistoryRow[]; total: number }> {
  const p = await visibleCaseOr404(ctx.db, ctx.actor, body.id);
  return historyPage(ctx, p.id, body);
}

/** One page of a case's history lines (only those of one of its RFE cases with `rfeCaseId`), in the reader's language. */
export async function historyPage(ctx: ActorContext, petitionId: string, page: { page: number; perpage: number; rfeCaseId?: string }): Promise<{ rows: CaseHistoryRow[]; total: number }> {
  const { rows, total } = await listHistory(ctx.db, ctx.actor.tenantId, petitionId, page.perpage, offsetOf(page.page, page.perpage), page.rfeCaseId);
  return { rows: rows.map((r) => historyRowOf(r, ctx)), total };
}

/** A stored history line as the reader sees it (their language and date order). */
export function historyRowOf(r: HistoryRecord, reader: { locale: ActorContext["locale"]; actor: { dateFormat: ActorContext["actor"]["dateFormat"] } }): CaseHistoryRow {
  return {
    id: Number(r.id),
    activityCode: r.activityCode,
    message: historyText({ code: r.messageCode, params: r.messageParams, message: r.message }, reader.locale, reader.actor.dateFormat),
    actorUserId: r.actorUserId,
    actorName: r.actorName,
    actorRoleId: r.actorRoleId,
    actorRoleName: r.actorRoleId == null ? null : roleName(r.actorRoleId),
    createdAt: r.createdAt.toISOString(),
  };
}
