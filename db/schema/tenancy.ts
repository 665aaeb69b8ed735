// Tenants (law firms and petitioner tenants), branches and the firm's settings.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Address as in spec section 3 "Address" (ids point to master data). */
export type AddressJson = {
  line1?: string;
  line2?: string;
  aptType?: "APT" | "STE" | "FLR" | null;
  aptNumber?: string;
  countryId?: number | null;
  stateId?: number | null;
  locationId?: number | null;
  zipcode?: string;
};

// @owner server/tenancy
export const tenants = pgTable(
  "tenants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    /** 1 = law firm, 2 = petitioner tenant. */
    typeId: integer("type_id").notNull().default(1),
    name: text("name").notNull(),
    /** 1 active, 2 inactive, 3 pending activation (company_status master data). */
    statusId: integer("status_id").notNull().default(1),
    adminName: text("admin_name"),
    adminEmail: text("admin_email"),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    feiNumber: text("fei_number"),
    website: text("website"),
    address: jsonb("address").$type<AddressJson>(),
    profCompleted: boolean("prof_completed").notNull().default(false),
    profileUpdatedOn: timestamp("profile_updated_on", { withTimezone: true }),
    defaultWorkflowCompleted: boolean("default_workflow_completed").notNull().default(false),
    whiteLabeled: boolean("white_labeled").notNull().default(false),
    logo: text("logo"),
    favicon: text("favicon"),
    /** Permission entries by role id: { "50": ["CASE_CREATE", …], … }. */
    permissions: jsonb("permissions").$type<Record<string, string[]>>().notNull().default({}),
    /** Subscription plans selected (codes such as "PAF", "I9"), in selection order. */
    selectedPlans: jsonb("selected_plans").$type<string[]>().notNull().default([]),
    petitionSetupCompleted: boolean("petition_setup_completed").notNull().default(false),
    workflowSetupCompleted: boolean("workflow_setup_completed").notNull().default(false),
    branchSetupCompleted: boolean("branch_setup_completed").notNull().default(false),
    isAllowExternalCases: boolean("is_allow_external_cases").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("tenants_slug_uq").on(t.slug)],
);

// @owner branches
export const branches = pgTable(
  "branches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    name: text("name").notNull(),
    code: text("code"),
    email: text("email"),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    address: jsonb("address").$type<AddressJson>(),
    /** 1 active, 2 inactive. */
    statusId: integer("status_id").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("branches_tenant_name_idx").on(t.tenantId, t.name),
    uniqueIndex("branches_tenant_name_uq").on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);
