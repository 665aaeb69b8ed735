// The dashboard (issue 15 section 4): the reader's arrangement of the widgets the permission table lets
// their role see, and each widget's figures from the module that owns the data, read through that
// module's service with the reader's own reach (a petitioner's figures are its company's, a beneficiary's
// its own cases'). A widget the role may not see is 403, whatever was saved.
import "server-only";
import { caseStatsByUser } from "@/lib/modules/cases/case-stats";
import { todayOf } from "@/lib/modules/cases/case-details";
import { casesAwaitingMe, casesByBranch, openCasesByStep } from "@/lib/modules/cases/dashboard-stats";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { listCases } from "@/lib/modules/cases/list-cases";
import { listBeneficiaries } from "@/lib/modules/beneficiaries/service";
import { beneficiaryListBody } from "@/lib/modules/beneficiaries/contract";
import { companyListBody } from "@/lib/modules/companies/contract";
import { listCompanies } from "@/lib/modules/companies/service";
import { unreadThreads } from "@/lib/modules/communication/service";
import { mySignatureCounts } from "@/lib/modules/esign/views";
import { ticketSummary } from "@/lib/modules/tickets/service";
import { wallPage } from "@/lib/modules/walls/service";
import { invoiceSummary } from "@/lib/modules/invoices/service";
import { lcaListBody } from "@/lib/modules/lca/contract";
import { LCA_STATUSES } from "@/lib/modules/lca/constants";
import { listLcas } from "@/lib/modules/lca/list-lcas";
import { PWD_STATUS_IDS } from "@/lib/modules/perm/constants";
import { PWD_VALIDITY_FILTERS, pwdListBody } from "@/lib/modules/perm/contract";
import { listPwds } from "@/lib/modules/perm/pwd";
import { todoListBody } from "@/lib/modules/reminders/contract";
import { listTodos } from "@/lib/modules/reminders/list-reminders";
import { getWorkflow } from "@/lib/modules/workflow/config";
import { addDays, diffDays } from "@/lib/shared/calendar/days";
import { isoToUsDate } from "@/lib/shared/validation/rules";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { DashboardAnswer, GetStatsBody, SaveLayoutBody, WidgetStats } from "./contract";
import { deleteLayout, layoutOf, saveLayout } from "./repository";
import { arrange, availableWidgets, DASHBOARD_SIZES as SIZES, type WidgetCode } from "./widgets";

/** The upcoming-deadlines window: overdue up to 30 days back, due in the next 60. */
const DEADLINE_BACK_DAYS = 30;
const DEADLINE_AHEAD_DAYS = 60;

export async function dashboardOf(ctx: ActorContext): Promise<DashboardAnswer> {
  const saved = await layoutOf(ctx.db, ctx.tenant.id, ctx.actor.userId);
  return { widgets: arrange(saved, ctx.actor.roleId, availableWidgets(ctx.actor)), isDefault: saved === null, sizes: SIZES };
}

export async function saveDashboardLayout(ctx: ActorContext, body: SaveLayoutBody): Promise<DashboardAnswer> {
  if (body.reset) {
    await deleteLayout(ctx.db, ctx.tenant.id, ctx.actor.userId);
    return dashboardOf(ctx);
  }
  const available = availableWidgets(ctx.actor);
  const refused = body.widgets!.findIndex((w) => !available.includes(w.code));
  if (refused >= 0) throw fail.validation({ [`widgets.${refused}.code`]: "This widget is not available for your role" });
  // Widgets the list leaves out keep their default place (arrange adds them), so a saved list stays whole.
  await saveLayout(ctx.db, ctx.tenant.id, ctx.actor.userId, arrange(body.widgets!, ctx.actor.roleId, available));
  return dashboardOf(ctx);
}

/** A case-list body from the module's own contract (its defaults), for the widgets that list cases. */
const caseBody = (input: Record<string, unknown>) => caseListBody.parse(input);

export async function widgetStats(ctx: ActorContext, body: GetStatsBody): Promise<WidgetStats> {
  const code: WidgetCode = body.widget;
  if (!availableWidgets(ctx.actor).includes(code)) throw fail.forbidden();
  const page = body.page ?? 1;
  switch (code) {
    case "ACTION": {
      const r = await casesAwaitingMe(ctx, { page, perpage: SIZES.tabPage });
      return { widget: code, ...r, page, perpage: SIZES.tabPage };
    }
    case "MESSAGES":
      return { widget: code, rows: await unreadThreads(ctx, SIZES.recentActivity) };
    case "SUPPORT_TICKET":
      return { widget: code, summary: await ticketSummary(ctx) };
    case "TASK": {
      const r = await listTodos(ctx, todoListBody.parse({ page: 1, perpage: SIZES.myTasks, sortBy: "dueDate", sortOrder: "asc" }));
      return { widget: code, rows: r.rows, total: r.total };
    }
    case "CURRENT_STATUS_OF_CASE": {
      const [r, entries] = await Promise.all([
        listCases(ctx, caseBody({ page: 1, perpage: SIZES.latestCases, sortBy: "createdAt", sortOrder: "desc" })),
        getWorkflow(ctx.db, ctx.tenant.id),
      ]);
      const names = new Map(entries.map((e) => [e.code, e.name]));
      return { widget: code, rows: r.rows.map((c) => ({ ...c, nextStepName: c.nextWorkflowActivity ? (names.get(c.nextWorkflowActivity) ?? null) : null })), total: r.total };
    }
    case "DEADLINE": {
      const today = todayOf(ctx);
      const from = addDays(today, -DEADLINE_BACK_DAYS);
      const until = addDays(today, DEADLINE_AHEAD_DAYS);
      const r = await listCases(
        ctx,
        caseBody({
          page: 1,
          perpage: SIZES.myTasks,
          sortBy: "deadlineDate",
          sortOrder: "asc",
          filter: { matcher: { getActiveCases: true, deadlineDateRange: { start: isoToUsDate(from), end: isoToUsDate(until) } } },
        }),
      );
      return { widget: code, rows: r.rows.map((c) => ({ ...c, daysLeft: diffDays(today, c.deadlineDate!) })), total: r.total, from, until };
    }
    case "CASE_STATS_BY_STATUS":
      return { widget: code, stats: await caseStatsByUser(ctx) };
    case "PENDING_CASE_STATS":
      return { widget: code, rows: await openCasesByStep(ctx) };
    case "CASE_STATS_BY_BRANCH":
      return { widget: code, rows: await casesByBranch(ctx) };
    case "CASE_BY_STATUS": {
      const stats = await caseStatsByUser(ctx);
      const tabs = stats.byStatus.filter((s) => s.count > 0);
      const statusId = body.statusId ?? tabs[0]?.statusId ?? null;
      if (statusId === null) return { widget: code, tabs, statusId, rows: [], total: 0, page, perpage: SIZES.tabPage };
      const r = await listCases(ctx, caseBody({ page, perpage: SIZES.tabPage, sortBy: "updatedAt", sortOrder: "desc", filter: { matcher: { statusIds: [statusId] } } }));
      return { widget: code, tabs, statusId, ...r, page, perpage: SIZES.tabPage };
    }
    case "UPDATES":
      return { widget: code, wall: await wallPage(ctx, { perpage: SIZES.recentActivity }) };
    case "CASE_SIGN_STATS":
      return { widget: code, ...(await mySignatureCounts(ctx)) };
    case "INVOICE":
      return { widget: code, summary: await invoiceSummary(ctx) };
    case "LCA": {
      const counts = await Promise.all(LCA_STATUSES.map((s) => listLcas(ctx, lcaListBody.parse({ page: 1, perpage: 1, filter: { matcher: { statusIds: [s.id] } } }))));
      const byStatus = LCA_STATUSES.map((s, i) => ({ statusId: s.id, key: s.key, name: ctx.locale === "es" ? s.es : s.en, count: counts[i].total }));
      return { widget: code, total: byStatus.reduce((a, s) => a + s.count, 0), byStatus };
    }
    case "PWD_POSITIONS_STATS": {
      const one = (matcher: Record<string, unknown>) => listPwds(ctx, pwdListBody.parse({ page: 1, perpage: 1, filter: { matcher } })).then((r) => r.total);
      const [byStatus, byValidity] = await Promise.all([
        Promise.all(PWD_STATUS_IDS.map(async (statusId) => ({ statusId, count: await one({ statusIds: [statusId] }) }))),
        Promise.all(PWD_VALIDITY_FILTERS.map(async (validity) => ({ validity, count: await one({ validity }) }))),
      ]);
      return { widget: code, total: byStatus.reduce((a, s) => a + s.count, 0), byStatus, byValidity };
    }
    case "CLIENT": {
      const r = await listCompanies(ctx, companyListBody.parse({ page: 1, perpage: 5, sortBy: "createdAt", sortOrder: "desc" }));
      return { widget: code, total: r.total, latest: r.rows.map((c) => ({ id: c.id, name: c.name, createdAt: c.createdAt })) };
    }
    case "BENEFICIARY": {
      const r = await listBeneficiaries(ctx, beneficiaryListBody.parse({ page: 1, perpage: 5, sortBy: "createdAt", sortOrder: "desc" }));
      return { widget: code, total: r.total, latest: r.rows.map((b) => ({ id: b.id, name: b.name, companyName: b.companyName, createdAt: b.createdAt })) };
    }
  }
}
