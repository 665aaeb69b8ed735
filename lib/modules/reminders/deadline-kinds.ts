// The kinds of deadline that make reminders. A module adds its own with one call:
//   registerDeadlineKind({ kind: "lca.expiry", find: async (db, { today, tenantId, petitionId }) => rows })
// `find` answers the deadlines in force (one row per case at most), the scan (deadline-scan.ts) makes
// one reminder per case, kind and offset from them, and dismisses the open ones whose deadline is gone.
// The three kinds of cases are registered here: the case's deadline date, the premium-processing clock
// (rule 17) and the RFE/NOID response due date (rule 18); their dates come from lib/modules/deadlines/rules.ts.
import "server-only";
import { caseDeadlineInputs, type CaseDeadlineInput } from "@/lib/modules/cases/deadline-inputs";
import { caseDeadlines } from "@/lib/modules/deadlines/rules";
import type { Executor } from "@/lib/server/db/client";
import type { NotificationKind } from "@/lib/modules/notifications/notify";
import { DEADLINE_OFFSETS } from "./contract";

export type DeadlineRow = {
  tenantId: string;
  /** The case the deadline belongs to; null for another record's (then `subject` and `link` say which). */
  petitionId: string | null;
  /** What the deadline is of, when not a case ("i9:<id>"); default: the case's id. */
  subject?: string;
  /** Where its notifications lead, when not the case's page. */
  link?: string;
  /** The deadline itself (YYYY-MM-DD). */
  dueDate: string;
  /** Who gets the reminders (a case's team); filtered and completed by deadline-assignees.ts (none: the firm's managers). */
  assignees: readonly string[];
  /** The branch of the case (or record): its branch manager is one of the managers who get it when the team cannot. */
  branchId?: string | null;
  /** Parameters of the title (caseNumber at least), also sent with the notifications. */
  titleParams: Record<string, string | number | null>;
};

export type DeadlineScope = { today: string; tenantId?: string; petitionId?: string };

export type DeadlineKind = {
  /** A stable code (stored in reminders.deadline_kind, titles in messages/<locale>/reminders.json "deadlineTitles"). */
  kind: string;
  /** The English title of the reminders (rendered again in the reader's language by the screens). */
  title: (params: DeadlineRow["titleParams"]) => string;
  /** Days before the deadline with a reminder; an overdue reminder (the day after) is always added. */
  offsets?: readonly number[];
  /** The deadlines in force in `scope` (every firm, one firm or one case). */
  find: (db: Executor, scope: DeadlineScope) => Promise<DeadlineRow[]>;
  /** The notifications of a deadline not on a case (default: deadline.approaching / deadline.overdue, which name the case). */
  notify?: { approaching: NotificationKind; overdue: NotificationKind };
};

/** What a deadline row is of: its subject, or its case. */
export const subjectOf = (row: Pick<DeadlineRow, "subject" | "petitionId">): string => row.subject ?? row.petitionId ?? "";

const g = globalThis as unknown as { __deadlineKinds?: Map<string, DeadlineKind> };
const kinds = (g.__deadlineKinds ??= new Map());

export function registerDeadlineKind(k: DeadlineKind): void {
  kinds.set(k.kind, k);
}

export function deadlineKinds(): DeadlineKind[] {
  return [...kinds.values()];
}

export const offsetsOf = (k: DeadlineKind): readonly number[] => k.offsets ?? DEADLINE_OFFSETS;

// ---------------------------------------------------------------------------------------------
// The case kinds: one read of the cases' inputs per scan, shared by the three kinds.

const inputsCache = new WeakMap<DeadlineScope, Promise<CaseDeadlineInput[]>>();
function casesIn(db: Executor, scope: DeadlineScope): Promise<CaseDeadlineInput[]> {
  let p = inputsCache.get(scope);
  if (!p) inputsCache.set(scope, (p = caseDeadlineInputs(db, { tenantId: scope.tenantId, petitionId: scope.petitionId })));
  return p;
}

const NOTICE_RESPONSES = new Set(["rfe", "noid"]);

type CaseDate = { date: string | null; params?: Record<string, string> };

function caseKind(kind: string, title: (p: DeadlineRow["titleParams"]) => string, dateOf: (c: CaseDeadlineInput, today: string) => CaseDate): DeadlineKind {
  return {
    kind,
    title,
    find: async (db, scope) =>
      (await casesIn(db, scope)).flatMap((c) => {
        const { date, params } = dateOf(c, scope.today);
        return date ? [{ tenantId: c.tenantId, petitionId: c.id, branchId: c.branchId, dueDate: date, assignees: c.assigneeIds, titleParams: { caseNumber: c.caseNumber, ...params } }] : [];
      }),
  };
}

/** The case's own deadline date (petitions.deadline_date). */
registerDeadlineKind(caseKind("case.deadline", (p) => `Case ${p.caseNumber}: deadline`, (c, today) => ({ date: caseDeadlines(c, today).deadlineDate })));

/** Rule 17: USCIS's premium-processing action date, while the clock runs (not paused by an RFE, not stopped). */
registerDeadlineKind(
  caseKind("premium.clock", (p) => `Case ${p.caseNumber}: premium processing deadline`, (c, today) => {
    const d = caseDeadlines(c, today);
    return { date: d.premiumClock === "running" ? d.premiumDeadline : null };
  }),
);

/** Rule 18: the RFE/NOID response due date, while the response is owed (no response received yet). */
registerDeadlineKind(
  caseKind("rfe.response", (p) => `Case ${p.caseNumber}: ${p.notice ?? "RFE"} response due`, (c, today) => {
    const owed = NOTICE_RESPONSES.has((c.uscisResponse ?? "").toLowerCase()) && !c.rfeResponseReceivedDate;
    const d = caseDeadlines(c, today);
    return { date: owed ? d.rfeDue : null, params: { notice: d.noticeKind ?? "RFE" } };
  }),
);
