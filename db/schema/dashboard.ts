// A user's arrangement of the dashboard's widgets (issue 15 section 4): the order and which are hidden, as
// lib/modules/dashboard/widgets.ts codes. No row: the role's default arrangement. Owned by lib/modules/dashboard.
import { jsonb, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";
import { users } from "./identity";

export type DashboardLayoutEntry = { code: string; hidden: boolean };

// @owner dashboard
export const dashboardLayouts = pgTable(
  "dashboard_layouts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    widgets: jsonb("widgets").$type<DashboardLayoutEntry[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
