// What the dashboard (lib/modules/dashboard) reads of the cases, each within the caller's reach: cases per
// branch, open cases per next workflow step (with the step's name in the firm's workflow and whether the
// caller's role may act on it), the open cases waiting on the caller's role, and the newest history lines.
import "server-only";
import { canAct } from "@/lib/modules/workflow/rules";
import { getWorkflow } from "@/lib/modules/workflow/config";
import type { ActorContext } from "@/lib/server/context";
import { caseMasterNames } from "./case-inputs";
import { todayOf, toListRow } from "./case-details";
import { caseDetailsPath, type CaseHistoryRow, type CaseListRow } from "./contract";
import { historyRowOf } from "./case-history";
import { caseVisibility } from "./policy";
import { recentHistory } from "./repository/details";
import { caseCountsByBranch, listCases as listCaseRows, openCasesByNextActivity } from "./repository/list";

export type BranchCaseCount = { branchId: string | null; branchName: string | null; open: number; closed: number };
export type StepCaseCount = { code: string | null; name: string | null; count: number; mine: boolean };
export type RecentActivityRow = CaseHistoryRow & { petitionId: string; caseNumber: string; detailsPath: string };

export async function casesByBranch(ctx: ActorContext): Promise<BranchCaseCount[]> {
  return caseCountsByBranch(ctx.db, ctx.actor.tenantId, caseVisibility(ctx.actor));
}

/** The steps of the firm's workflow the caller's role may act on now. */
async function myStepCodes(ctx: ActorContext): Promise<{ mine: Set<string>; names: Map<string, string> }> {
  const entries = await getWorkflow(ctx.db, ctx.actor.tenantId);
  return {
    mine: new Set(entries.filter((e) => e.include && canAct(e, ctx.actor.roleId)).map((e) => e.code)),
    names: new Map(entries.map((e) => [e.code, e.name])),
  };
}

export async function openCasesByStep(ctx: ActorContext): Promise<StepCaseCount[]> {
  const [rows, steps] = await Promise.all([openCasesByNextActivity(ctx.db, ctx.actor.tenantId, caseVisibility(ctx.actor)), myStepCodes(ctx)]);
  return rows.map((r) => ({ code: r.code, name: r.code ? (steps.names.get(r.code) ?? r.code) : null, count: r.count, mine: r.code !== null && steps.mine.has(r.code) }));
}

/** Open cases within reach whose next step the caller's role may act on, the longest waiting first. */
export async function casesAwaitingMe(ctx: ActorContext, page: { page: number; perpage: number }): Promise<{ rows: CaseListRow[]; total: number }> {
  const { mine } = await myStepCodes(ctx);
  const [{ rows, total }, names] = await Promise.all([
    listCaseRows(ctx.db, ctx.actor.tenantId, {
      visibility: caseVisibility(ctx.actor),
      page: page.page,
      perpage: page.perpage,
      sortBy: "updatedAt",
      sortOrder: "asc",
      matcher: { title: undefined, petitionerId: undefined },
      nextActivities: [...mine],
    }),
    caseMasterNames(ctx.db, ctx.actor.tenantId, ctx.locale),
  ]);
  return { rows: rows.map((r) => toListRow(r, names, todayOf(ctx))), total };
}

/** The newest history lines of the cases within reach (older than `before`), in the reader's language. */
export async function recentCaseActivity(ctx: ActorContext, limit: number, before?: Date): Promise<RecentActivityRow[]> {
  const rows = await recentHistory(ctx.db, ctx.actor.tenantId, caseVisibility(ctx.actor), limit, before);
  return rows.map((r) => ({
    ...historyRowOf(r, ctx),
    petitionId: r.petitionId,
    caseNumber: r.caseNumber,
    detailsPath: caseDetailsPath(r.petitionId, r.subTypeId),
  }));
}
