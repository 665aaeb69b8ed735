// Global master data (tenant_id null), upserted on every start so new reference rows arrive with upgrades.
import { sql } from "drizzle-orm";
import { masterData } from "@/db/schema/platform";
import type { Db } from "@/lib/server/db/client";
import { referenceRows, type ReferenceRow } from "./reference/all";

export async function loadReferenceData(db: Db): Promise<number> {
  const rows: ReferenceRow[] = referenceRows();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map((r) => ({
        tenantId: null,
        category: r.category,
        code: r.code,
        name: r.name,
        parentCode: r.parentCode ?? null,
        sortOrder: r.sortOrder ?? 0,
        extra: r.extra ?? {},
        names: r.names ?? {},
      }));
      await tx
        .insert(masterData)
        .values(chunk)
        .onConflictDoUpdate({
          target: [masterData.category, masterData.tenantId, masterData.code],
          set: {
            name: sql`excluded.name`,
            parentCode: sql`excluded.parent_code`,
            sortOrder: sql`excluded.sort_order`,
            extra: sql`excluded.extra`,
            names: sql`excluded.names`,
          },
          // A row a platform admin edited (updated_at moved) keeps the admin's values.
          setWhere: sql`${masterData.updatedAt} = ${masterData.createdAt}`,
        });
    }
  });
  return rows.length;
}
