// Where a PERM record stands on the firm's PERM activity list (lib/modules/workflow/perm-definitions.ts),
// read from its status (pure): the record's status is the truth, the list says which checkpoints the firm
// uses, who takes each step and who is told. A firm that leaves out "questionnaires finalized" goes from
// the advertisements (17) straight to the draft; one that leaves out the attorney's review files from the
// draft created (19).
import type { WorkflowEntry } from "@/db/schema/cases";
import { nextActivity } from "@/lib/modules/workflow/rules";
import type { PermActivityCode } from "@/lib/modules/workflow/perm-definitions";
import { PERM_AUDITED_STATUS_IDS, PERM_CLOSED_STATUS_IDS, PERM_STATUS } from "./constants";

const S = PERM_STATUS;
const CLOSED = PERM_CLOSED_STATUS_IDS;

/** How far the preparation and filing went: 0 advertisements … 4 filed (the audit statuses are after filing). */
function reached(p: PermProgressInput): number {
  switch (p.statusId) {
    case S.ADVERTISEMENTS:
      return 0;
    case S.QUESTIONNAIRE_FINALIZED:
      return 1;
    case S.DRAFT_CREATED:
      return 2;
    case S.DRAFT_APPROVED:
      return 3;
    default:
      // Filed, audited, decided; a withdrawal tells only whether the application had been filed.
      return p.statusId === S.WITHDRAWN && !p.filedDate ? -1 : 4;
  }
}

export type PermProgressInput = { statusId: number; filedDate: string | null; auditResponseDate: string | null };
export type PermProgress = { completed: PermActivityCode[]; next: PermActivityCode | null };

const included = (entries: readonly WorkflowEntry[], code: string) => entries.some((e) => e.code === code && e.include);

/**
 * The steps done and the step the record waits on. An audit or supervised-recruitment letter makes the
 * answer the next step; otherwise the next is the first included step not done, in the list's order (the
 * audit answer is never "next" on its own: it comes only with a letter).
 */
export function permProgress(entries: readonly WorkflowEntry[], p: PermProgressInput): PermProgress {
  const r = reached(p);
  const completed: PermActivityCode[] = [];
  const mark = (code: PermActivityCode, done: boolean) => done && included(entries, code) && completed.push(code);
  mark("PERM_QUESTIONNAIRE_FINALIZED", r >= 1);
  mark("PERM_DRAFT_CREATED", r >= 2);
  mark("PERM_DRAFT_APPROVED", r >= 3);
  mark("PERM_FILED", r >= 4);
  mark("PERM_AUDIT_RESPONSE", p.statusId === S.AUDIT_RESPONSE_SUBMITTED || (p.auditResponseDate !== null && CLOSED.includes(p.statusId)));
  mark("PERM_DOL_DECISION", CLOSED.includes(p.statusId));
  if (CLOSED.includes(p.statusId)) return { completed, next: null };
  if (PERM_AUDITED_STATUS_IDS.includes(p.statusId)) return { completed, next: "PERM_AUDIT_RESPONSE" };
  const sequence = entries.filter((e) => e.code !== "PERM_AUDIT_RESPONSE");
  return { completed, next: nextActivity(sequence, completed) as PermActivityCode | null };
}
