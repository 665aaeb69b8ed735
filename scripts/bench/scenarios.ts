// The bench scenarios: what each request asks for. Every request goes to a random bench firm with
// one of its sessions, so the load is spread over many tenants and sessions.

import { ROLE } from "@/lib/shared/constants/roles";

/** A bench firm: its sessions' tokens (admin, attorneys, paralegals) with the role of each, and sampled case ids. */
export type Firm = { slug: string; tenantId: string; cases: number; tokens: string[]; tokenRoles: number[]; caseIds: string[] };

export type Scenario = {
  name: string;
  title: string;
  path: "/api/petition/list" | "/api/petition/details" | "/api/notify/list" | "/api/todos/list" | "/api/dashboard/get-stats";
  /** What it reads: the case list and details, the dashboard's case widgets (their query plans are checked), notifications, to-dos. */
  kind: "cases" | "notifications" | "todos" | "dashboard";
  /** Case-list scenarios must read petitions through an index that starts with tenant_id. */
  list: boolean;
  /** Only sessions of these roles (the route's permission under the firm's default permission entries); all when absent. */
  roles?: number[];
  body: (firm: Firm, random: () => number) => unknown;
};

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** Mostly the first page, sometimes one of the next few. */
const page = (random: () => number) => (random() < 0.8 ? 1 : int(random, 2, 4));

export const SCENARIOS: Scenario[] = [
  {
    name: "list-default",
    title: "list, default sort (created, newest first)",
    path: "/api/petition/list",
    kind: "cases",
    list: true,
    body: (_f, r) => ({ page: page(r), perpage: 25 }),
  },
  {
    name: "list-status",
    title: "list, status filter",
    path: "/api/petition/list",
    kind: "cases",
    list: true,
    body: (_f, r) => ({ page: 1, perpage: 25, filter: { matcher: { statusIds: r() < 0.7 ? [int(r, 1, 13)] : [int(r, 1, 6), int(r, 7, 13)] } } }),
  },
  {
    name: "list-sort-deadline",
    title: "list, sorted by deadline",
    path: "/api/petition/list",
    kind: "cases",
    list: true,
    body: (_f, r) => ({ page: page(r), perpage: 25, sortBy: "deadlineDate", sortOrder: r() < 0.8 ? "asc" : "desc" }),
  },
  {
    name: "list-sort-client",
    title: "list, sorted by client name",
    path: "/api/petition/list",
    kind: "cases",
    list: true,
    body: (_f, r) => ({ page: page(r), perpage: 25, sortBy: "petitionerName", sortOrder: r() < 0.8 ? "asc" : "desc" }),
  },
  {
    name: "list-deadline-premium",
    title: "list, deadline range + premium processing",
    path: "/api/petition/list",
    kind: "cases",
    list: true,
    body: (_f, r) => {
      const start = int(r, -30, 30);
      return { page: 1, perpage: 25, sortBy: "deadlineDate", sortOrder: "asc", filter: { matcher: { deadlineDateRange: { start: isoDay(start), end: isoDay(start + int(r, 14, 90)) }, premiumProcessing: true } } };
    },
  },
  {
    name: "details",
    title: "details of a random case",
    path: "/api/petition/details",
    kind: "cases",
    list: false,
    body: (f, r) => ({ id: f.caseIds[Math.floor(r() * f.caseIds.length)] }),
  },
  {
    // The bell: the caller's notifications (about 20 per staff user), newest first, with the unread count.
    name: "notify-list",
    title: "notifications of the caller (bell), newest first",
    path: "/api/notify/list",
    kind: "notifications",
    list: false,
    body: (_f, r) => (r() < 0.8 ? { page: r() < 0.9 ? 1 : 2, perpage: 20 } : { page: 1, perpage: 20, filter: { matcher: { unreadOnly: true } } }),
  },
  {
    // The to-do page: reminders assigned to the caller (about 5 per staff user), open ones by due date.
    name: "todos-list",
    title: "to-dos of the caller, open, by due date",
    path: "/api/todos/list",
    kind: "todos",
    list: false,
    // task.list needs the firm's TASK_LIST entry, which the default permissions give the admin (and
    // branch and LCA managers), not attorneys or paralegals: their to-do list answers 403.
    roles: [ROLE.ADMIN],
    body: (_f, r) => (r() < 0.8 ? { page: 1, perpage: 25 } : { page: 1, perpage: 25, filter: { matcher: { overdue: true } } }),
  },
  {
    // The dashboard's case widgets (issue 15): counts by status and by branch, open cases by next step, the
    // cases waiting on the caller, deadlines, the latest cases and a status tab — one widget per request.
    name: "dashboard-stats",
    title: "dashboard widgets over the firm's cases",
    path: "/api/dashboard/get-stats",
    kind: "dashboard",
    list: false,
    body: (_f, r) => ({ widget: DASHBOARD_WIDGETS[Math.floor(r() * DASHBOARD_WIDGETS.length)] }),
  },
];

/** The dashboard widgets the bench asks for: those computed over the firm's cases (the others read small tables). */
export const DASHBOARD_WIDGETS = ["CASE_STATS_BY_STATUS", "CASE_BY_STATUS", "PENDING_CASE_STATS", "CASE_STATS_BY_BRANCH", "ACTION", "DEADLINE", "CURRENT_STATUS_OF_CASE"] as const;

/** The session tokens of `f` a scenario's requests may use. */
export function tokensFor(s: Scenario, f: Firm): string[] {
  if (!s.roles) return f.tokens;
  const allowed = f.tokens.filter((_, i) => s.roles!.includes(f.tokenRoles[i]));
  return allowed.length ? allowed : f.tokens;
}

/** Fixed requests of a scenario for the query plans and the answer check: page 1, and both sort orders of a sort. */
export function planBodies(s: Scenario, firm: Firm): { label: string; body: unknown }[] {
  let seed = 7;
  const fixed = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  if (s.name === "list-status") return [{ label: s.name, body: { page: 1, perpage: 25, filter: { matcher: { statusIds: [3] } } } }];
  const body = s.body(firm, fixed) as Record<string, unknown>;
  if (s.kind === "notifications") return [{ label: s.name, body: { page: 1, perpage: 20 } }, { label: `${s.name} unread`, body: { page: 1, perpage: 20, filter: { matcher: { unreadOnly: true } } } }];
  if (s.kind === "todos") return [{ label: s.name, body: { page: 1, perpage: 25 } }, { label: `${s.name} overdue`, body: { page: 1, perpage: 25, filter: { matcher: { overdue: true } } } }];
  if (s.kind === "dashboard") return DASHBOARD_WIDGETS.map((widget) => ({ label: `${s.name} ${widget}`, body: { widget } }));
  if (!s.list) return [{ label: s.name, body }];
  if (s.name === "list-sort-deadline" || s.name === "list-sort-client") {
    return (["asc", "desc"] as const).map((sortOrder) => ({ label: `${s.name} ${sortOrder}`, body: { ...body, page: 1, sortOrder } }));
  }
  return [{ label: s.name, body: { ...body, page: 1 } }];
}
