// Client codes without zod, for screens (first-load JavaScript: docs/performance.md). The contract re-exports them.

/** company_status master data. */
export const COMPANY_STATUS = { ACTIVE: 1, INACTIVE: 2, PENDING_APPROVAL: 3, REJECTED: 4 } as const;

export const ACCOUNT_TYPE = { COMPANY: "Company", INDIVIDUAL: "Individual" } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
