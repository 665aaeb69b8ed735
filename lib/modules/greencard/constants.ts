// The green card's code lists, shared by the contract, the rules and the screens.

/** Employment-based preference categories the firm's green cards are filed in. */
export const GC_CATEGORIES = ["EB1", "EB2", "EB3", "EB3_OTHER"] as const;
export type GcCategory = (typeof GC_CATEGORIES)[number];

/** The Visa Bulletin's chargeability areas: the oversubscribed countries and everyone else. */
export const CHARGEABILITY_AREAS = ["ALL", "CHINA", "INDIA", "MEXICO", "PHILIPPINES"] as const;
export type Chargeability = (typeof CHARGEABILITY_AREAS)[number];

/** The two charts of each month: final action dates (A) and dates for filing (B). */
export const BULLETIN_CHARTS = ["final_action", "filing"] as const;
export type BulletinChart = (typeof BULLETIN_CHARTS)[number];

/** The USCIS stages after the labor certification. */
export const GC_STAGES = ["i140", "i485", "i765", "i131"] as const;
export type GcStage = (typeof GC_STAGES)[number];

export const STAGE_STATUSES = ["not_filed", "filed", "rfe", "approved", "denied", "withdrawn"] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/** The green-card employment case: petition type 3, sub type 15 (spec section 2). */
export const GC_CASE_TYPE = 3;
export const GC_EMPLOYMENT_SUB_TYPE = 15;

/** Countries (master data ids, db/seed/reference/countries.ts) charged to their own area. */
export const AREA_BY_COUNTRY_ID: Readonly<Record<number, Chargeability>> = { 44: "CHINA", 101: "INDIA", 142: "MEXICO", 173: "PHILIPPINES" };
