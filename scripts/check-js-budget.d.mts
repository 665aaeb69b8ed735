// Types of scripts/check-js-budget.mjs for the TypeScript test that imports it.
export type RouteBundleStats = { route: string; firstLoadUncompressedJsBytes?: number; firstLoadChunkPaths: string[] }[];
export type BudgetRow = { route: string; kib: number; budget: number | undefined };
export function checkBudgets(
  stats: RouteBundleStats,
  budgets: Record<string, number>,
  sizeOf: (chunkPath: string) => number,
): { rows: BudgetRow[]; problems: string[] };
