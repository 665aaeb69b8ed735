// The dashboard's widgets (spec section 9 codes): what each shows, the permission that decides who sees it
// (the firm's permission table), its width, and the default arrangement per kind of user; a user's saved
// arrangement merged with what the role may see now. Pure: used by the service and the screen alike.
import { can, type Action, type PermissionSubject } from "@/lib/shared/permissions";
import { ROLE } from "@/lib/shared/constants/roles";

/** Spec section 9, in its order. */
export const SPEC_WIDGET_CODES = [
  "MESSAGES",
  "CASE_SIGN_STATS",
  "UPDATES",
  "ACTION",
  "DEADLINE",
  "CASE_STATS_BY_STATUS",
  "CASE_BY_STATUS",
  "CASE_STATS_BY_BRANCH",
  "CLIENT",
  "BENEFICIARY",
  "LCA",
  "INVOICE",
  "SUPPORT_TICKET",
  "PENDING_CASE_STATS",
  "CURRENT_STATUS_OF_CASE",
  "TASK",
  "PWD_POSITIONS_STATS",
] as const;

type Def = {
  /** What the reader must be allowed (the module's read permission). */
  action: Action;
  /** Firm staff only (a client's own cases are counted by the other widgets). */
  staffOnly?: boolean;
  /** Two columns wide on a wide screen. */
  wide?: boolean;
};

export const WIDGETS = {
  ACTION: { action: "case.read", wide: true },
  MESSAGES: { action: "communication.read" },
  TASK: { action: "task.list" },
  CURRENT_STATUS_OF_CASE: { action: "case.read", wide: true },
  DEADLINE: { action: "case.read" },
  CASE_STATS_BY_STATUS: { action: "case.read" },
  PENDING_CASE_STATS: { action: "case.read", staffOnly: true },
  CASE_STATS_BY_BRANCH: { action: "branch.list", staffOnly: true },
  CASE_BY_STATUS: { action: "case.read", wide: true },
  UPDATES: { action: "wall.read" },
  CASE_SIGN_STATS: { action: "esign.read", staffOnly: true },
  INVOICE: { action: "invoice.read" },
  SUPPORT_TICKET: { action: "ticket.read" },
  LCA: { action: "lca.read" },
  PWD_POSITIONS_STATS: { action: "pwd.read" },
  CLIENT: { action: "client.read", staffOnly: true },
  BENEFICIARY: { action: "beneficiary.read" },
} as const satisfies Record<(typeof SPEC_WIDGET_CODES)[number], Def>;

export type WidgetCode = keyof typeof WIDGETS;
export const WIDGET_CODES = Object.keys(WIDGETS) as [WidgetCode, ...WidgetCode[]];
export type LayoutEntry = { code: WidgetCode; hidden: boolean };

const CLIENT_ROLES: readonly number[] = [ROLE.PETITIONER, ROLE.BENEFICIARY];

/** Firm staff start with every widget they may see except "Current status" (one case each for a client); clients with their cases first. */
const STAFF_HIDDEN: readonly WidgetCode[] = ["CURRENT_STATUS_OF_CASE"];
const CLIENT_ORDER: readonly WidgetCode[] = ["CURRENT_STATUS_OF_CASE", "ACTION", "MESSAGES", "UPDATES", "CASE_STATS_BY_STATUS", "DEADLINE", "INVOICE", "BENEFICIARY", "TASK"];

export const isWide = (code: WidgetCode) => (WIDGETS[code] as Def).wide === true;

/** The widgets the reader may see now (the firm's permission table for its role). */
export function availableWidgets(subject: PermissionSubject): WidgetCode[] {
  const client = CLIENT_ROLES.includes(subject.roleId);
  return WIDGET_CODES.filter((code) => {
    const def: Def = WIDGETS[code];
    return can(subject, def.action) && !(def.staffOnly && client);
  });
}

/** The arrangement of a user who never changed it. */
export function defaultLayout(roleId: number, available: readonly WidgetCode[]): LayoutEntry[] {
  if (CLIENT_ROLES.includes(roleId)) {
    const first = CLIENT_ORDER.filter((c) => available.includes(c));
    return [...first, ...available.filter((c) => !first.includes(c))].map((code) => ({ code, hidden: false }));
  }
  return available.map((code) => ({ code, hidden: STAFF_HIDDEN.includes(code) }));
}

/**
 * A saved arrangement as it applies now: its widgets in its order (without those the role may no longer
 * see, or twice), then any widget the role may see that it does not name, as the default places it.
 */
export function arrange(saved: readonly { code: string; hidden: boolean }[] | null, roleId: number, available: readonly WidgetCode[]): LayoutEntry[] {
  const defaults = defaultLayout(roleId, available);
  if (!saved) return defaults;
  const seen = new Set<string>();
  const kept: LayoutEntry[] = [];
  for (const e of saved) {
    if (seen.has(e.code) || !available.includes(e.code as WidgetCode)) continue;
    seen.add(e.code);
    kept.push({ code: e.code as WidgetCode, hidden: e.hidden === true });
  }
  return [...kept, ...defaults.filter((d) => !seen.has(d.code))];
}

/** Spec section 9 sizes. */
export const DASHBOARD_SIZES = { recentActivity: 15, myTasks: 15, widgetList: 100, tabPage: 25, latestCases: 2 } as const;
