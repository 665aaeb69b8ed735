// Branch codes without zod, for screens (first-load JavaScript: docs/performance.md). The contract re-exports them.

export const BRANCH_STATUS = { ACTIVE: 1, INACTIVE: 2 } as const;

/** Branch dropdowns read every branch at once (a firm has tens, not thousands). */
export const BRANCHES_MAX_PERPAGE = 1000;
