// The PWD's code lists, shared by the contract, the rules and the screens.

/** petition_status ids of a PWD (spec section 3): Job Description → PWD Filed → PWD Response. */
export const PWD_STATUS = { JOB_DESCRIPTION: 14, FILED: 15, RESPONSE: 16 } as const;
export type PwdStatusId = (typeof PWD_STATUS)[keyof typeof PWD_STATUS];
export const PWD_STATUS_IDS = [14, 15, 16] as const satisfies readonly PwdStatusId[];

/** Professional occupations (a bachelor's or more normally required) add three recruitment steps (rule 13). */
export const POSITION_TYPES = ["professional", "non_professional"] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

/** The minimum education the position requires (ETA-9141 section E). */
export const EDUCATION_LEVELS = ["none", "high_school", "associate", "bachelor", "master", "doctorate", "other"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The DOL's PWD case number: P-100-YYDDD-NNNNNN (year, day of year, serial). */
export const DOL_PWD_NUMBER = /^P-100-\d{5}-\d{6}$/;

/** Days before the validity end from which a PWD shows as expiring. */
export const PWD_EXPIRING_DAYS = 60;

/** petition_status ids of a PERM case (spec section 3). */
export const PERM_STATUS = {
  ADVERTISEMENTS: 17,
  QUESTIONNAIRE_FINALIZED: 18,
  DRAFT_CREATED: 19,
  DRAFT_APPROVED: 20,
  SUBMITTED: 21,
  CERTIFIED: 22,
  DENIED: 23,
  AUDIT: 27,
  SUPERVISED_RECRUITMENT: 28,
  AUDIT_RESPONSE_SUBMITTED: 29,
  WITHDRAWN: 31,
} as const;
export type PermStatusId = (typeof PERM_STATUS)[keyof typeof PERM_STATUS];

/** The preparation steps, in order, each moved to by /api/perm/update-status (the filing is /api/perm/file). */
export const PERM_PREPARATION_STATUS_IDS = [17, 18, 19, 20] as const satisfies readonly PermStatusId[];

/** The DOL's answers that end a PERM case: certified, denied, withdrawn. */
export const PERM_CLOSED_STATUS_IDS: readonly number[] = [PERM_STATUS.CERTIFIED, PERM_STATUS.DENIED, PERM_STATUS.WITHDRAWN];
/** An audit or supervised-recruitment letter waits for its answer. */
export const PERM_AUDITED_STATUS_IDS: readonly number[] = [PERM_STATUS.AUDIT, PERM_STATUS.SUPERVISED_RECRUITMENT];

/** The case sub types a PERM record belongs to: 12 PERM Labor Certification, 15 GC Employment. */
export const PERM_SUB_TYPE_IDS = [12, 15] as const;

export const RECRUITMENT_KINDS = ["job_order", "sunday_ad", "notice_of_filing", "additional"] as const;
export type RecruitmentKind = (typeof RECRUITMENT_KINDS)[number];

/** The ten additional recruitment steps for professional occupations (20 CFR 656.17(e)(1)(ii)). */
export const ADDITIONAL_STEP_KINDS = [
  "job_fair",
  "employer_website",
  "job_search_website",
  "campus_recruiting",
  "trade_publication",
  "private_recruitment_firm",
  "referral_program",
  "campus_placement_office",
  "local_newspaper",
  "radio_tv",
] as const;
export type AdditionalStepKind = (typeof ADDITIONAL_STEP_KINDS)[number];

/** The DOL's ETA-9089 case number: G-100-YYDDD-NNNNNN. */
export const DOL_PERM_NUMBER = /^G-100-\d{5}-\d{6}$/;

/** The employer answers an audit letter within 30 days of its date (20 CFR 656.20(b)). */
export const AUDIT_RESPONSE_DAYS = 30;

export const AUDIT_KINDS = ["audit", "supervised"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const PERM_DECISIONS = ["certified", "denied", "withdrawn"] as const;
export type PermDecision = (typeof PERM_DECISIONS)[number];
