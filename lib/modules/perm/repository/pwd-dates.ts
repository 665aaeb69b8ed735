// The determined PWDs' validity ends per person, for the expiry radar (lib/modules/expiry-radar). Scoped by tenantId.
import "server-only";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { pwdCases } from "@/db/schema/perm";
import type { Executor } from "@/lib/server/db/client";

export type DatedRecord = { beneficiaryId: string; id: string; label: string; date: string };

/** The live PWDs with a validity end of these people. */
export async function pwdValidityOf(db: Executor, tenantId: string, beneficiaryIds: readonly string[]): Promise<DatedRecord[]> {
  if (beneficiaryIds.length === 0) return [];
  const rows = await db
    .select({ beneficiaryId: pwdCases.beneficiaryId, id: pwdCases.id, label: pwdCases.pwdNumber, date: pwdCases.validityEnd })
    .from(pwdCases)
    .where(and(eq(pwdCases.tenantId, tenantId), inArray(pwdCases.beneficiaryId, [...beneficiaryIds]), isNull(pwdCases.deletedAt), isNotNull(pwdCases.validityEnd)));
  return rows.map((r) => ({ beneficiaryId: r.beneficiaryId!, id: r.id, label: r.label, date: r.date! }));
}

/** The people of the firm with a live PWD that has a validity end (the radar watches them). */
export async function peopleWithPwdValidity(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: pwdCases.beneficiaryId })
    .from(pwdCases)
    .where(and(eq(pwdCases.tenantId, tenantId), isNull(pwdCases.deletedAt), isNotNull(pwdCases.validityEnd), isNotNull(pwdCases.beneficiaryId)));
  return rows.map((r) => r.id!);
}
