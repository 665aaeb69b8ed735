// The dashboard's own table: a user's arrangement of the widgets (db/schema/dashboard.ts), per firm.
import "server-only";
import { and, eq } from "drizzle-orm";
import { dashboardLayouts, type DashboardLayoutEntry } from "@/db/schema/dashboard";
import type { Executor } from "@/lib/server/db/client";

export async function layoutOf(db: Executor, tenantId: string, userId: string): Promise<DashboardLayoutEntry[] | null> {
  const [row] = await db
    .select({ widgets: dashboardLayouts.widgets })
    .from(dashboardLayouts)
    .where(and(eq(dashboardLayouts.tenantId, tenantId), eq(dashboardLayouts.userId, userId)));
  return row?.widgets ?? null;
}

export async function saveLayout(db: Executor, tenantId: string, userId: string, widgets: DashboardLayoutEntry[]): Promise<void> {
  await db
    .insert(dashboardLayouts)
    .values({ tenantId, userId, widgets })
    .onConflictDoUpdate({ target: [dashboardLayouts.tenantId, dashboardLayouts.userId], set: { widgets, updatedAt: new Date() } });
}

export async function deleteLayout(db: Executor, tenantId: string, userId: string): Promise<void> {
  await db.delete(dashboardLayouts).where(and(eq(dashboardLayouts.tenantId, tenantId), eq(dashboardLayouts.userId, userId)));
}
