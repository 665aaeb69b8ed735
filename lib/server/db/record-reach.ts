// The SQL of a client-owned record's reach (lib/shared/record-reach.ts) on the record's branch and client columns.
import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { RecordReach } from "@/lib/shared/record-reach";

export function recordReachCond(reach: RecordReach, cols: { branchId: PgColumn; petitionerId: PgColumn }): SQL | undefined {
  switch (reach.kind) {
    case "tenant":
      return undefined;
    case "branch":
      return reach.branchId ? eq(cols.branchId, reach.branchId) : sql`false`;
    case "company":
      return reach.companyId ? eq(cols.petitionerId, reach.companyId) : sql`false`;
    case "none":
      return sql`false`;
  }
}
