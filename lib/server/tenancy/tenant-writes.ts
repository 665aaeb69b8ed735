// The firms' rows: the only writer of `tenants` (db/schema/tenancy.ts, owner server/tenancy). The tenants
// module (registration, profile, branding), branches and workflow (the set-up checklist) and billing (the
// selected plans) change a firm through these functions; lib/server sits below every module, so none of
// them needs to import another for it.
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";
import type { TenantRow } from "./tenant";

export async function insertTenant(db: Executor, values: typeof tenants.$inferInsert): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  return row;
}

export async function updateTenant(db: Executor, tenantId: string, patch: Partial<typeof tenants.$inferInsert>): Promise<TenantRow> {
  const [row] = await db
    .update(tenants)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .returning();
  return row;
}

/** Tick the tenant checklist's branchSetupCompleted; true when it changed. */
export async function markBranchSetupCompleted(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set({ branchSetupCompleted: true, updatedAt: new Date() })
    .where(and(eq(tenants.id, tenantId), eq(tenants.branchSetupCompleted, false)))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

export async function markWorkflowSetUp(tx: Executor, tenantId: string) {
  await tx.update(tenants).set({ workflowSetupCompleted: true, defaultWorkflowCompleted: true, updatedAt: new Date() }).where(eq(tenants.id, tenantId));
}

/** The products of the firm's subscription (written by billing when a firm subscribes, changes plan or cancels; read by the landing rule of lib/shared/navigation.ts). */
export async function setSelectedPlans(db: Executor, tenantId: string, products: readonly string[]): Promise<void> {
  await db.update(tenants).set({ selectedPlans: [...products], updatedAt: new Date() }).where(eq(tenants.id, tenantId));
}
