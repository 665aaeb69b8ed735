// Drizzle queries of the firm's workflow configuration (every function takes tenantId). The case
// rows the workflow moves are written by the cases module (lib/modules/cases/repository/steps.ts).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { workflowConfigs, type WorkflowEntry } from "@/db/schema/cases";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import type { WorkflowVariant } from "./variants";

export async function findConfigRow(db: Executor, tenantId: string, variant: WorkflowVariant = "petition") {
  const [row] = await db
    .select()
    .from(workflowConfigs)
    .where(and(eq(workflowConfigs.tenantId, tenantId), eq(workflowConfigs.variant, variant)))
    .limit(1);
  return row ?? null;
}

export async function saveConfig(tx: Executor, tenantId: string, variant: WorkflowVariant, entries: WorkflowEntry[]) {
  const now = new Date();
  const [row] = await tx
    .insert(workflowConfigs)
    .values({ tenantId, variant, entries, updatedAt: now })
    .onConflictDoUpdate({ target: [workflowConfigs.tenantId, workflowConfigs.variant], set: { entries, updatedAt: now } })
    .returning();
  return row;
}

export async function tenantTypeId(db: Executor, tenantId: string): Promise<number> {
  const [t] = await db.select({ typeId: tenants.typeId }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return t?.typeId ?? 1;
}

/**
 * Case changes and workflow configuration changes of a firm are serialised by a transaction-level
 * advisory lock on the firm: every case lock takes it shared, a configuration change exclusive. So a
 * completion never computes the next step from a configuration that is being replaced, and the
 * configuration change sees every case as its completions left it. Always taken before row locks.
 */
const WORKFLOW_LOCK_SPACE = 7301;
export async function lockWorkflowShared(tx: Executor, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${WORKFLOW_LOCK_SPACE}, hashtext(${tenantId}))`);
}
export async function lockWorkflowExclusive(tx: Executor, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WORKFLOW_LOCK_SPACE}, hashtext(${tenantId}))`);
}
