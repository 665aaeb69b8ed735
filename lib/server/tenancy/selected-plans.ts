// The firm's selected plans (tenants.selected_plans: the products of its subscription, which the landing rule
// of lib/shared/navigation.ts reads). Written by the billing module when a firm subscribes, changes plan or
// cancels; kept here, with the tenant look-up, so billing needs no import of the tenants module (which imports
// auth, which reads billing's facts: a module cycle otherwise).
import "server-only";
import { eq } from "drizzle-orm";
import { tenants } from "@/db/schema/tenancy";
import type { Executor } from "@/lib/server/db/client";

export async function setSelectedPlans(db: Executor, tenantId: string, products: readonly string[]): Promise<void> {
  await db.update(tenants).set({ selectedPlans: [...products], updatedAt: new Date() }).where(eq(tenants.id, tenantId));
}
