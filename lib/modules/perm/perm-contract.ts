// Request schemas and answer shapes of /api/perm/* (the labor certification of a case: its recruitment
// record, the filing window of rule 13, the filing with the DOL, audits and the decision).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import {
  ADDITIONAL_STEP_KINDS,
  AUDIT_KINDS,
  DOL_PERM_NUMBER,
  PERM_DECISIONS,
  PERM_PREPARATION_STATUS_IDS,
  RECRUITMENT_KINDS,
  type AdditionalStepKind,
  type AuditKind,
  type PermDecision,
  type PermStatusId,
  type RecruitmentKind,
} from "./constants";
import type { FilingGap, FilingWindow, StepProblem } from "./rules";

export * from "./constants";

/** POST /api/perm/create: the PERM record of a case (sub type 12 or 15), on a PWD of the case's client when there is one. */
export const createPermBody = z.object({
  petitionId: v.uuid("Case"),
  pwdId: v.optionalUuid("PWD"),
  /** Without a PWD: whether the position is a professional occupation (with one, the PWD says). */
  professional: z.boolean({ error: MSG.invalid("Professional Occupation") }).optional(),
});
export type CreatePermBody = z.output<typeof createPermBody>;

/** POST /api/perm/link-pwd: change (or clear) the PWD before filing. */
export const linkPwdBody = z.object({ id: v.uuid("PERM case"), pwdId: z.union([v.uuid("PWD"), z.null()]) });
export type LinkPwdBody = z.output<typeof linkPwdBody>;

/** POST /api/perm/save-step: add (no stepId) or change a step of the recruitment record. */
export const saveStepBody = z
  .object({
    id: v.uuid("PERM case"),
    stepId: v.optionalUuid("Step"),
    kind: z.enum(RECRUITMENT_KINDS, { error: MSG.invalid("Step") }),
    startDate: v.usDate("Start Date"),
    /** Job order and notice of filing only; one-day steps end the day they start. */
    endDate: v.optionalUsDate(),
    source: v.requiredString("Source", 200),
    additionalKind: clearable(z.enum(ADDITIONAL_STEP_KINDS, { error: MSG.invalid("Additional Step") })),
  })
  .superRefine((b, ctx) => {
    if ((b.kind === "job_order" || b.kind === "notice_of_filing") && !b.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: MSG.required("End Date") });
    if (b.kind === "additional" && !b.additionalKind) ctx.addIssue({ code: "custom", path: ["additionalKind"], message: MSG.required("Additional Step") });
  });
export type SaveStepBody = z.output<typeof saveStepBody>;
export type SaveStepInput = z.input<typeof saveStepBody>;

export const stepIdBody = z.object({ stepId: v.uuid("Step") });

/** Multipart fields of /api/perm/step-proof-upload (the file is the part named file). */
export const stepProofFields = z.object({ stepId: v.uuid("Step") });

/** POST /api/perm/update-status: the next preparation step (18 questionnaire finalized, 19 draft created, 20 draft approved). */
export const permStatusBody = z.object({ id: v.uuid("PERM case"), statusId: z.literal(PERM_PREPARATION_STATUS_IDS, { error: MSG.invalid("Status") }) });
export type PermStatusBody = z.output<typeof permStatusBody>;

/** /api/perm/confirm-review-completed: the attorney confirms the ETA-9089 draft was reviewed (19 → 20). */
export const permReviewBody = z.object({
  id: v.uuid("PERM case"),
  confirm: z.literal(true, { error: "Confirm that you reviewed the ETA-9089 draft" }),
});
export type PermReviewBody = z.output<typeof permReviewBody>;

/** POST /api/perm/file: submitted to the DOL (21) inside the filing window, on a PWD valid that day. */
export const filePermBody = z.object({
  id: v.uuid("PERM case"),
  filedDate: v.usDate("Filed Date"),
  dolCaseNumber: clearable(
    v.requiredFormat("DOL Case Number", 20, (s: string) => DOL_PERM_NUMBER.test(s.trim().toUpperCase()), MSG.invalid("DOL Case Number")).transform((s) => s.trim().toUpperCase()),
  ),
});
export type FilePermBody = z.output<typeof filePermBody>;

/** POST /api/perm/record-audit: a notice of audit (27) or of supervised recruitment (28); the response is due 30 days after the letter. */
export const permAuditBody = z.object({ id: v.uuid("PERM case"), auditKind: z.enum(AUDIT_KINDS, { error: MSG.invalid("Notice") }), noticeDate: v.usDate("Notice Date") });
export type PermAuditBody = z.output<typeof permAuditBody>;

/** POST /api/perm/audit-response: the employer's answer was sent (29). */
export const permAuditResponseBody = z.object({ id: v.uuid("PERM case"), responseDate: v.usDate("Response Date") });
export type PermAuditResponseBody = z.output<typeof permAuditResponseBody>;

/** POST /api/perm/record-decision (UPDATE_DOL_RESPONSE): certified (22, with the I-140 deadline), denied (23) or withdrawn (31). */
export const permDecisionBody = z.object({ id: v.uuid("PERM case"), decision: z.enum(PERM_DECISIONS, { error: (iss) => (iss.input === undefined || iss.input === "" ? MSG.required("Decision") : MSG.invalid("Decision")) }), decisionDate: v.usDate("Decision Date") });
export type PermDecisionBody = z.output<typeof permDecisionBody>;

/** POST /api/perm/details and /api/perm/generate-pdf: by the case (a case has at most one PERM record). */
export const permOfCaseBody = z.object({ petitionId: v.uuid("Case") });

export type PermStepDto = {
  id: string;
  kind: RecruitmentKind;
  startDate: string;
  endDate: string;
  source: string;
  additionalKind: AdditionalStepKind | null;
  proof: { fileName: string; mimetype: string; size: number } | null;
  /** What rule 13 finds wrong with this step on its own. */
  problems: StepProblem["problem"][];
};

/** One thing to fix before filing: its code (FilingGap), the step it is about, the date it names, how many are missing. */
export type PermFilingGapDto = { code: FilingGap["code"]; stepId: string | null; date: string | null; missing: number | null };

export type PermPwdDto = {
  id: string;
  pwdNumber: string;
  jobTitle: string;
  validityEnd: string | null;
  /** Rule 12 on the caller's day. */
  expired: boolean;
};

export type PermDto = {
  id: string;
  petitionId: string;
  statusId: PermStatusId;
  statusName: string;
  professional: boolean;
  pwd: PermPwdDto | null;
  steps: PermStepDto[];
  /** What the record as a whole lacks (missing mandatory steps). */
  recordProblems: StepProblem["problem"][];
  /** Rule 13's window from the steps and the PWD's validity. */
  window: FilingWindow & { earliestSetByStep: string | null; latestSetByStep: string | null };
  /** What stands between the record and a filing on the caller's day (rules.ts permFilingGaps); [] once filed. */
  filingGaps: PermFilingGapDto[];
  /** Whether the application can be filed on the caller's day: no gap. */
  canFileToday: boolean;
  filedDate: string | null;
  dolCaseNumber: string | null;
  auditKind: AuditKind | null;
  auditNoticeDate: string | null;
  auditDueDate: string | null;
  auditResponseDate: string | null;
  decision: PermDecision | null;
  decisionDate: string | null;
  i140Deadline: string | null;
  /** Calendar days to the audit response or the I-140 deadline, whichever is open (negative once past). */
  daysLeft: number | null;
  /** The ETA-9089 draft is among the case's PERM forms (its upload marks the draft created, 19). */
  draftOnFile: boolean;
  /**
   * nextStatus: the step staff mark by hand (18, the questionnaire finalized); uploadForms: PERM forms and
   * letters may be uploaded (preparation); approveDraft: the caller may confirm the draft's review (19 → 20).
   */
  actions: { edit: boolean; nextStatus: PermStatusId | null; uploadForms: boolean; approveDraft: boolean; file: boolean; audit: boolean; auditResponse: boolean; decide: boolean };
  /**
   * The firm's PERM activity list (/app/workflow-config?tab=perm) as this record stands on it: the steps the
   * firm uses (and any done before it left one out), done or not, the one the record waits on, and whether the
   * caller's role takes it.
   */
  workflow: { code: string; name: string; done: boolean; next: boolean; canAct: boolean }[];
  updatedAt: string;
};
