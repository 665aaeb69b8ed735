// Prevailing wage determinations (ETA-9141; spec /pwd-list, /pwd-case-details/{id}), the first step of a
// green card through PERM. Owned by lib/modules/perm.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { beneficiaries, companies } from "./clients";
import { branches, tenants } from "./tenancy";

export const pwdCases = pgTable(
  "pwd_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** PWD-YYYY-NNNN from the firm's counter. */
    pwdNumber: text("pwd_number").notNull(),
    petitionerId: uuid("petitioner_id").notNull().references(() => companies.id),
    /** The worker the position is for, when there is one already. */
    beneficiaryId: uuid("beneficiary_id").references(() => beneficiaries.id),
    branchId: uuid("branch_id").references(() => branches.id),
    /** petition_status 14 Job Description, 15 PWD Filed, 16 PWD Response. */
    statusId: integer("status_id").notNull().default(14),
    jobTitle: text("job_title").notNull(),
    socCode: text("soc_code").notNull(),
    /** professional | non_professional (PERM recruitment: professional occupations add three steps). */
    positionType: text("position_type").notNull(),
    worksiteCity: text("worksite_city").notNull(),
    worksiteCounty: text("worksite_county"),
    worksiteState: text("worksite_state").notNull(),
    /** none | high_school | associate | bachelor | master | doctorate | other */
    educationLevel: text("education_level").notNull(),
    experienceMonths: integer("experience_months").notNull().default(0),
    specialRequirements: text("special_requirements"),
    filedDate: text("filed_date"),
    /** The DOL's case number, P-100-YYDDD-NNNNNN. */
    dolCaseNumber: text("dol_case_number"),
    determinationDate: text("determination_date"),
    wageCents: bigint("wage_cents", { mode: "number" }),
    wageUnit: text("wage_unit"),
    /** I | II | III | IV, or null when the determination states none (a survey or a CBA wage). */
    wageLevel: text("wage_level"),
    /** As the determination states it (rule 12: 90 days to 1 year after the determination). */
    validityEnd: text("validity_end"),
    notes: text("notes"),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("pwd_cases_tenant_number_uq").on(t.tenantId, t.pwdNumber),
    uniqueIndex("pwd_cases_tenant_dol_uq").on(t.tenantId, t.dolCaseNumber).where(sql`dol_case_number is not null and deleted_at is null`),
    index("pwd_cases_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("pwd_cases_tenant_petitioner_idx").on(t.tenantId, t.petitionerId),
    index("pwd_cases_tenant_validity_idx").on(t.tenantId, t.validityEnd),
  ],
);

export type PwdRow = typeof pwdCases.$inferSelect;
