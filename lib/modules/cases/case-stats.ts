// Counts of the caller's visible cases by status and by the statistics case types of spec
// section 3, and "my tasks": open cases whose next activity the caller's role may act on.
import "server-only";
import { canAct } from "@/lib/modules/workflow/rules";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { getMasterRows } from "@/lib/modules/masterdata/service";
import type { CaseStats } from "./contract";
import { caseVisibility } from "./policy";
import { caseStats } from "./repository/list";
import type { ActorContext } from "@/lib/server/context";

export async function caseStatsByUser(ctx: ActorContext): Promise<CaseStats> {
  const { db, actor } = ctx;
  const entries = await getWorkflow(db, actor.tenantId);
  const taskCodes = entries.filter((e) => e.include && canAct(e, actor.roleId)).map((e) => e.code);
  const s = await caseStats(db, actor.tenantId, caseVisibility(actor), taskCodes);
  const names = await getMasterRows(db, actor.tenantId, "petition_status", s.byStatus.map((r) => r.statusId), ctx.locale);
  return {
    total: s.total,
    active: s.total - s.closed,
    closed: s.closed,
    byStatus: s.byStatus.map((r) => ({ statusId: r.statusId, statusName: names.get(r.statusId)?.name ?? null, count: r.count })),
    byCaseType: s.byCaseType,
    myTasks: s.myTasks,
  };
}
