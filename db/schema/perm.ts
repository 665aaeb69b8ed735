// Prevailing wage determinations (ETA-9141; spec /pwd-list, /pwd-case-details/{id}), the first step of a
// green card through PERM. Owned by lib/modules/perm.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { beneficiaries, companies } from "./clients";
import { branches, tenants } from "./tenancy";

// @owner perm
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

// @owner perm
/**
 * The labor certification (ETA-9089) of a case: a PERM case (sub type 12) or the PERM stage of a
 * green-card employment case (sub type 15), one per case. Its client, branch and people are the case's.
 */
export const permCases = pgTable(
  "perm_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** The determination the application is filed on (same client); its validity closes the filing window. */
    pwdId: uuid("pwd_id").references(() => pwdCases.id),
    /** Professional occupations add the additional recruitment steps (rule 13); from the PWD when linked. */
    professional: boolean("professional").notNull().default(true),
    /** petition_status 17 Advertisements … 21 Submitted to DOL, 27–29 audit, 22 certified, 23 denied, 31 withdrawn. */
    statusId: integer("status_id").notNull().default(17),
    filedDate: text("filed_date"),
    /** The DOL's ETA-9089 case number, G-100-YYDDD-NNNNNN. */
    dolCaseNumber: text("dol_case_number"),
    /** audit | supervised (supervised recruitment) */
    auditKind: text("audit_kind"),
    auditNoticeDate: text("audit_notice_date"),
    /** 30 days after the audit letter (20 CFR 656.20(b)), kept for lists and reminders. */
    auditDueDate: text("audit_due_date"),
    auditResponseDate: text("audit_response_date"),
    /** certified | denied | withdrawn */
    decision: text("decision"),
    decisionDate: text("decision_date"),
    /** Certified: the I-140 must be filed by this day (rule 13, 180 days moved back to a business day). */
    i140Deadline: text("i140_deadline"),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("perm_cases_petition_uq").on(t.petitionId),
    uniqueIndex("perm_cases_tenant_dol_uq").on(t.tenantId, t.dolCaseNumber).where(sql`dol_case_number is not null`),
    index("perm_cases_tenant_pwd_idx").on(t.tenantId, t.pwdId),
  ],
);

export type PermCaseRow = typeof permCases.$inferSelect;

// @owner perm
/** One step of a PERM case's recruitment record with its proof (tear sheet, job order printout, posted notice). */
export const permRecruitmentSteps = pgTable(
  "perm_recruitment_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    permCaseId: uuid("perm_case_id").notNull().references(() => permCases.id, { onDelete: "cascade" }),
    /** job_order | sunday_ad | notice_of_filing | additional (rules.ts RecruitmentStep) */
    kind: text("kind").notNull(),
    startDate: text("start_date").notNull(),
    /** The last day of a job order or notice; a one-day step (ad, additional step) has end = start. */
    endDate: text("end_date").notNull(),
    /** Where it ran: the SWA, the newspaper, the website, the job fair… */
    source: text("source").notNull(),
    /** For an additional step: which of the ten (job fair, employer website, …). */
    additionalKind: text("additional_kind"),
    proofFileKey: text("proof_file_key"),
    proofFileName: text("proof_file_name"),
    proofMimetype: text("proof_mimetype"),
    proofSize: integer("proof_size"),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("perm_recruitment_steps_case_idx").on(t.tenantId, t.permCaseId, t.startDate)],
);

export type PermRecruitmentStepRow = typeof permRecruitmentSteps.$inferSelect;
