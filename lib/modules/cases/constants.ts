// The case module's code lists and sort keys without zod, so a screen can use them without loading the
// validation library (the case list's first-load JavaScript: docs/performance.md). The contracts re-export them.

/** A case is closed when its status is Approved, Denied or Withdrawn, or closedAt is set; otherwise active. */
export const CLOSED_STATUS_IDS: readonly number[] = [22, 23, 31];
/** RFE cases: status 24–26, 30, 32, 33 (RFE or NOID received, response prepared, approved, filed, received) or the USCIS response is "rfe" / "noid". */
export const RFE_STATUS_IDS: readonly number[] = [24, 25, 26, 30, 32, 33];

/** Default case type (spec section 9): H-1B. */
export const DEFAULT_CASE_TYPE_ID = 1;
/** Sub type 15, the permanent-residence employment case, opens its own details screen. */
export const GC_EMPLOYMENT_SUB_TYPE_ID = 15;

/** The sort keys of the case list (spec section 9): created (default), updated, deadline days, case number, status, beneficiary, client. */
export const CASE_SORT_FIELDS = ["createdAt", "updatedAt", "deadlineDate", "caseNumber", "statusId", "beneficiaryName", "petitionerName"] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];
