// A case's status and the step it waits on, from its steps (pure; issue 34 §2). A petition's own workflow sets
// them as its steps complete (engine.ts). A PERM labor certification (sub type 12) and a green-card employment
// case (sub type 15) move on their records instead: the PERM record's status (17 advertisements … 21 submitted to
// the DOL, 27–29 audit, the DOL's decision) and, for the green card, the USCIS stages after it (I-140, I-485 with
// the I-765 and I-131 beside it). `caseStage` says what the case shows: its status (petition_status 1–33) and
// the next step of the stage that drives it (a PERM_* or GC_* code of the firm's list, null once done), or null
// while nothing after the case's own workflow has started. The cases module writes it (cases/steps/stage.ts)
// whenever the PERM record or a stage changes; the case header, the case list and the dashboard read it.
import type { WorkflowEntry } from "@/db/schema/cases";
import { gcProgress, type GcStageName, type GcStageStatus } from "./gc-progress";
import { nextActivity } from "./rules";

/** petition_status ids (spec "Case status list"). */
export const CASE_STATUS = {
  IN_PROCESS: 3,
  SUBMITTED_TO_USCIS: 12,
  RECEIPT_RECEIVED: 13,
  JOB_DESCRIPTION: 14,
  PWD_FILED: 15,
  ADVERTISEMENTS: 17,
  QUESTIONNAIRE_FINALIZED: 18,
  DRAFT_CREATED: 19,
  DRAFT_APPROVED: 20,
  PERM_SUBMITTED: 21,
  APPROVED: 22,
  DENIED: 23,
  RFE_RECEIVED: 24,
  AUDIT: 27,
  SUPERVISED_RECRUITMENT: 28,
  AUDIT_RESPONSE_SUBMITTED: 29,
  WITHDRAWN: 31,
} as const;
const S = CASE_STATUS;

/** The case sub types whose progress is a PERM record (12 PERM labor certification) or PERM and the USCIS stages (15). */
export const PERM_LABOR_SUB_TYPE = 12;
export const GC_EMPLOYMENT_SUB_TYPE = 15;
export const STAGE_DRIVEN_SUB_TYPES: readonly number[] = [PERM_LABOR_SUB_TYPE, GC_EMPLOYMENT_SUB_TYPE];

export type PermStageInput = { statusId: number; filedDate: string | null; auditResponseDate: string | null; pwdStatusId: number | null };
export type GcStageInput = { stage: GcStageName; status: GcStageStatus; receiptNumber: string | null };
export type CaseStageInput = {
  subTypeId: number | null;
  perm: PermStageInput | null;
  stages: readonly GcStageInput[];
  permEntries: readonly WorkflowEntry[];
  gcEntries: readonly WorkflowEntry[];
};
export type CaseStage = { statusId: number; activity: string | null };

const PERM_CLOSED: readonly number[] = [S.APPROVED, S.DENIED, S.WITHDRAWN];
const PERM_AUDITED: readonly number[] = [S.AUDIT, S.SUPERVISED_RECRUITMENT];

const included = (entries: readonly WorkflowEntry[], code: string) => entries.some((e) => e.code === code && e.include);

/**
 * The PERM record's next step on the firm's PERM list (the same reading as lib/modules/perm/workflow.ts
 * permProgress, which case-stage.test.ts checks it against): an audit letter makes its answer next; otherwise
 * the first included step not done, the audit answer never on its own.
 */
export function permNextStep(entries: readonly WorkflowEntry[], p: Omit<PermStageInput, "pwdStatusId">): string | null {
  if (PERM_CLOSED.includes(p.statusId)) return null;
  if (PERM_AUDITED.includes(p.statusId)) return "PERM_AUDIT_RESPONSE";
  const reached = [S.ADVERTISEMENTS, S.QUESTIONNAIRE_FINALIZED, S.DRAFT_CREATED, S.DRAFT_APPROVED].indexOf(p.statusId as 17);
  const r = reached === -1 ? 4 : reached;
  const done = ["PERM_QUESTIONNAIRE_FINALIZED", "PERM_DRAFT_CREATED", "PERM_DRAFT_APPROVED", "PERM_FILED"].filter((c, i) => r >= i + 1 && included(entries, c));
  return nextActivity(
    entries.filter((e) => e.code !== "PERM_AUDIT_RESPONSE"),
    done,
  );
}

/** The green card's USCIS stages, when one is filed: the status they give and their next step. */
function uscisStage(stages: readonly GcStageInput[], gcEntries: readonly WorkflowEntry[]): CaseStage | null {
  const of = (s: GcStageName) => stages.find((x) => x.stage === s);
  const i140 = of("i140");
  const i485 = of("i485");
  const next = () => gcProgress(gcEntries, stages).next;
  const filedStatus = (s: GcStageInput) => (s.receiptNumber ? S.RECEIPT_RECEIVED : S.SUBMITTED_TO_USCIS);
  if (i485 && i485.status !== "not_filed") {
    if (i485.status === "approved") return { statusId: S.APPROVED, activity: null };
    if (i485.status === "denied") return { statusId: S.DENIED, activity: null };
    if (i485.status === "withdrawn") return { statusId: S.WITHDRAWN, activity: null };
    if (i485.status === "rfe") return { statusId: S.RFE_RECEIVED, activity: "GC_I485_DECIDED" };
    return { statusId: filedStatus(i485), activity: next() };
  }
  if (i140 && i140.status !== "not_filed") {
    if (i140.status === "denied") return { statusId: S.DENIED, activity: null };
    if (i140.status === "withdrawn") return { statusId: S.WITHDRAWN, activity: null };
    if (i140.status === "rfe") return { statusId: S.RFE_RECEIVED, activity: "GC_I140_DECIDED" };
    // Approved: the case goes on to the I-485 ("In Process", the next step says which); 22 would close it.
    if (i140.status === "approved") return { statusId: S.IN_PROCESS, activity: next() };
    return { statusId: filedStatus(i140), activity: next() };
  }
  return null;
}

/**
 * What the case shows, or null while its own workflow drives it (no PERM record, no USCIS stage filed; another
 * sub type). The latest stage wins: a filed USCIS stage over the PERM record (an EB-1 or NIW has no PERM at all).
 */
export function caseStage(i: CaseStageInput): CaseStage | null {
  if (i.subTypeId === null || !STAGE_DRIVEN_SUB_TYPES.includes(i.subTypeId)) return null;
  const greenCard = i.subTypeId === GC_EMPLOYMENT_SUB_TYPE;
  if (greenCard) {
    const uscis = uscisStage(i.stages, i.gcEntries);
    if (uscis) return uscis;
  }
  const p = i.perm;
  if (!p) return null;
  if (p.statusId === S.APPROVED) {
    // Certified: a labor certification is done; a green card files its I-140 next (within 180 days).
    return greenCard ? { statusId: S.IN_PROCESS, activity: gcProgress(i.gcEntries, i.stages).next } : { statusId: S.APPROVED, activity: null };
  }
  if (p.statusId === S.DENIED || p.statusId === S.WITHDRAWN) return { statusId: p.statusId, activity: null };
  const next = permNextStep(i.permEntries, p);
  // Recruitment waits on the prevailing wage: a PWD not yet determined shows as the case's status (14, 15).
  if (p.statusId === S.ADVERTISEMENTS && (p.pwdStatusId === S.JOB_DESCRIPTION || p.pwdStatusId === S.PWD_FILED)) return { statusId: p.pwdStatusId, activity: next };
  return { statusId: p.statusId, activity: next };
}
