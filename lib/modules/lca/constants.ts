// The LCA's code lists (ETA-9035 and the DOL disclosure files), shared by the contract, the rules,
// the import and the screens.

/** Statuses of an LCA. 2 and 3 are the editable states of spec section 4. */
export const LCA_STATUS = {
  REQUESTED: 1,
  IN_PREPARATION: 2,
  DETAILS_PENDING: 3,
  FILED: 4,
  CERTIFIED: 5,
  DENIED: 6,
  WITHDRAWN: 7,
  EXPIRED: 8,
} as const;
export type LcaStatusId = (typeof LCA_STATUS)[keyof typeof LCA_STATUS];

/** Each status with its names (the API answers `status` in the reader's language; screens use messages/<locale>/lca.json "status.<key>"). */
export const LCA_STATUSES = [
  { id: 1, key: "requested", en: "Requested", es: "Solicitada" },
  { id: 2, key: "inPreparation", en: "In preparation", es: "En preparación" },
  { id: 3, key: "detailsPending", en: "Details pending", es: "Datos pendientes" },
  { id: 4, key: "filed", en: "Filed", es: "Presentada" },
  { id: 5, key: "certified", en: "Certified", es: "Certificada" },
  { id: 6, key: "denied", en: "Denied", es: "Denegada" },
  { id: 7, key: "withdrawn", en: "Withdrawn", es: "Retirada" },
  { id: 8, key: "expired", en: "Expired", es: "Vencida" },
] as const satisfies readonly { id: LcaStatusId; key: string; en: string; es: string }[];

/** Spec section 4: an LCA may be updated in these states (by the user who logged the state, or an admin). */
export const EDITABLE_LCA_STATUSES: readonly LcaStatusId[] = [LCA_STATUS.IN_PREPARATION, LCA_STATUS.DETAILS_PENDING];

/**
 * Where each status may go. Requested is taken up (in preparation) or sent to the client for details;
 * filing needs the DOL case number; the DOL certifies or denies a filed LCA; the employer may withdraw a
 * filed or certified one; a certified LCA expires after its end date (the daily job).
 */
export const LCA_TRANSITIONS: Readonly<Record<LcaStatusId, readonly LcaStatusId[]>> = {
  1: [2, 3, 7],
  2: [3, 4, 7],
  3: [2, 4, 7],
  4: [5, 6, 7],
  5: [7, 8],
  6: [],
  7: [],
  8: [],
};

export const VISA_CLASSES = ["H-1B", "H-1B1 Chile", "H-1B1 Singapore", "E-3 Australian"] as const;
export type VisaClass = (typeof VISA_CLASSES)[number];

export { WAGE_LEVELS, WAGE_UNITS, US_STATES, type UsState, type WageLevel, type WageUnit } from "@/lib/shared/wages";

/** The prevailing wage's source (ETA-9035 F.b): OEWS (the OFLC wage data), a collective bargaining agreement, a survey, other. */
export const PW_SOURCES = ["OEWS", "CBA", "SURVEY", "OTHER"] as const;
export type PwSource = (typeof PW_SOURCES)[number];

