// A firm's wall (issue 15 section 3): announcements its managers post — to the staff, or to everyone including
// the firm's clients — shown with the case events each reader may see. Deleted ones are kept (deleted_at) for
// the audit. Owned by lib/modules/walls.
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";
import { tenants } from "./tenancy";

// @owner walls
export const wallPosts = pgTable(
  "wall_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    /** staff | all (the firm's clients too). */
    audience: text("audience").notNull().default("staff"),
    pinned: boolean("pinned").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedByUserId: uuid("deleted_by_user_id"),
  },
  (t) => [index("wall_posts_tenant_created_idx").on(t.tenantId, t.createdAt)],
);
export type WallPostRow = typeof wallPosts.$inferSelect;
