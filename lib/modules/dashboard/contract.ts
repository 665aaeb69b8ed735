// Requests and answers of the dashboard's calls (spec section 7 "Others": /dashboard, /dashboard/get-stats;
// /dashboard/save-layout is this product's, see README): the caller's arrangement, one widget's figures.
import { z } from "zod";
import { v } from "@/lib/shared/validation/zod";
import { MSG } from "@/lib/shared/validation/messages";
import type { CaseListRow, CaseStats } from "@/lib/modules/cases/contract";
import type { BranchCaseCount, StepCaseCount } from "@/lib/modules/cases/dashboard-stats";
import type { UnreadThreadDto } from "@/lib/modules/communication/contract";
import type { InvoiceSummary } from "@/lib/modules/invoices/contract";
import type { TicketSummary } from "@/lib/modules/tickets/contract";
import type { WallPage } from "@/lib/modules/walls/contract";
import type { ReminderDto } from "@/lib/modules/reminders/contract";
import { WIDGET_CODES, type LayoutEntry, type WidgetCode } from "./widgets";

const widgetCode = z.enum(WIDGET_CODES, { error: MSG.invalid("Widget") });

export const dashboardBody = z.object({});

/** One widget's figures; `page` for the lists with pages (ACTION, CASE_BY_STATUS), `statusId` for CASE_BY_STATUS's tab. */
export const getStatsBody = z.object({
  widget: widgetCode,
  page: v.optionalInt("Page", { min: 1, max: 10_000 }),
  statusId: v.optionalInt("Status", { min: 1, max: 33 }),
});
export type GetStatsBody = z.output<typeof getStatsBody>;

/** The whole arrangement in order (every widget the role may see, each once), or `reset` to the role's default. */
export const saveLayoutBody = z
  .object({
    widgets: z
      .array(z.object({ code: widgetCode, hidden: z.boolean({ error: MSG.invalid("Hidden") }) }), { error: MSG.invalid("Widgets") })
      .max(WIDGET_CODES.length, { error: MSG.invalid("Widgets") })
      .refine((list) => new Set(list.map((w) => w.code)).size === list.length, { error: "Each widget may be listed once" })
      .optional(),
    reset: z.literal(true, { error: MSG.invalid("Reset") }).optional(),
  })
  .refine((b) => (b.widgets === undefined) !== (b.reset === undefined), { error: "Send the widgets in their order, or reset", path: ["widgets"] });
export type SaveLayoutBody = z.output<typeof saveLayoutBody>;

export type DashboardAnswer = {
  /** The reader's widgets in order, hidden ones included (the screen offers to show them again). */
  widgets: LayoutEntry[];
  /** Whether the arrangement is the role's default (nothing saved). */
  isDefault: boolean;
  sizes: { recentActivity: number; myTasks: number; widgetList: number; tabPage: number; latestCases: number };
};

export type CasePage = { rows: CaseListRow[]; total: number; page: number; perpage: number };
export type CountBy<K extends string, V extends string | number> = ({ [P in K]: V } & { count: number })[];

export type WidgetStats =
  | ({ widget: "ACTION" } & CasePage)
  | { widget: "TASK"; rows: ReminderDto[]; total: number }
  | { widget: "MESSAGES"; rows: UnreadThreadDto[] }
  | { widget: "SUPPORT_TICKET"; summary: TicketSummary }
  | { widget: "CURRENT_STATUS_OF_CASE"; rows: (CaseListRow & { nextStepName: string | null })[]; total: number }
  /** `daysLeft`: calendar days from the reader's today to the deadline (negative: overdue by that many). */
  | { widget: "DEADLINE"; rows: (CaseListRow & { daysLeft: number })[]; total: number; from: string; until: string }
  | { widget: "CASE_STATS_BY_STATUS"; stats: CaseStats }
  | { widget: "PENDING_CASE_STATS"; rows: StepCaseCount[] }
  | { widget: "CASE_STATS_BY_BRANCH"; rows: BranchCaseCount[] }
  | ({ widget: "CASE_BY_STATUS"; tabs: { statusId: number; statusName: string | null; count: number }[]; statusId: number | null } & CasePage)
  /** The firm's wall (lib/modules/walls): announcements and case events, first page. */
  | { widget: "UPDATES"; wall: WallPage }
  | { widget: "CASE_SIGN_STATS"; envelopes: Record<string, number>; ink: Record<string, number> }
  | { widget: "INVOICE"; summary: InvoiceSummary }
  | { widget: "LCA"; total: number; byStatus: { statusId: number; key: string; name: string; count: number }[] }
  | { widget: "PWD_POSITIONS_STATS"; total: number; byStatus: { statusId: number; count: number }[]; byValidity: { validity: string; count: number }[] }
  | { widget: "CLIENT"; total: number; latest: { id: string; name: string; createdAt: string }[] }
  | { widget: "BENEFICIARY"; total: number; latest: { id: string; name: string; companyName: string | null; createdAt: string }[] };

export type StatsOf<C extends WidgetCode> = Extract<WidgetStats, { widget: C }>;
