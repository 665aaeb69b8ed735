// The records a PERM or green-card case's status is read from (lib/modules/workflow/case-stage.ts): its PERM
// record with the PWD it is filed on, and its USCIS stages. Read-only here: the PERM and green-card modules
// own those rows; the cases module writes only the case's status and stage step. Every query is scoped by tenantId.
import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { petitions } from "@/db/schema/cases";
import { gcStages } from "@/db/schema/greencard";
import { permCases, pwdCases } from "@/db/schema/perm";
import type { Executor } from "@/lib/server/db/client";
import type { GcStageInput, PermStageInput } from "@/lib/modules/workflow/case-stage";

export type StageRecords = { perm: PermStageInput | null; stages: GcStageInput[] };

export async function stageRecordsOf(db: Executor, tenantId: string, petitionId: string): Promise<StageRecords> {
  const [perms, stages] = await Promise.all([
    db
      .select({ statusId: permCases.statusId, filedDate: permCases.filedDate, auditResponseDate: permCases.auditResponseDate, pwdStatusId: pwdCases.statusId })
      .from(permCases)
      .leftJoin(pwdCases, and(eq(pwdCases.tenantId, permCases.tenantId), eq(pwdCases.id, permCases.pwdId), isNull(pwdCases.deletedAt)))
      .where(and(eq(permCases.tenantId, tenantId), eq(permCases.petitionId, petitionId)))
      .limit(1),
    db
      .select({ stage: gcStages.stage, status: gcStages.status, receiptNumber: gcStages.receiptNumber })
      .from(gcStages)
      .where(and(eq(gcStages.tenantId, tenantId), eq(gcStages.petitionId, petitionId))),
  ]);
  return { perm: perms[0] ?? null, stages: stages as GcStageInput[] };
}

/** The firm's live cases of the sub types whose progress is their records (a new PERM or green-card list applies to them). */
export async function stageCaseIds(db: Executor, tenantId: string, subTypeIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ id: petitions.id })
    .from(petitions)
    .where(and(eq(petitions.tenantId, tenantId), inArray(petitions.subTypeId, [...subTypeIds]), isNull(petitions.deletedAt)));
  return rows.map((r) => r.id);
}
