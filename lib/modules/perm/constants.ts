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
