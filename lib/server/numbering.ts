// The firms' running numbers: the only writer of `tenant_counters` (owner server/numbering). One counter per
// firm and name ("case:2026", "lca:2026", "pwd:2026"), advanced atomically in the caller's transaction, so
// two servers numbering at once never hand out the same number and a rolled-back transaction gives its
// numbers back.
import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";

/** Reserve `n` numbers (default 1) of the firm's counter `name`: the first one reserved (1 for a new counter). */
export async function reserveNumbers(tx: Executor, tenantId: string, name: string, n = 1): Promise<number> {
  const rows = await tx.execute(sql`
    insert into tenant_counters (tenant_id, name, value) values (${tenantId}, ${name}, ${n})
    on conflict (tenant_id, name) do update set value = tenant_counters.value + ${n}
    returning value`);
  return Number(rowsOf<{ value: number | string }>(rows)[0].value) - n + 1;
}
