// The firm's clients: petitioner companies and individual sponsors, their contacts and signatories,
// and the beneficiaries (foreign workers) with their dependants.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { branches, tenants, type AddressJson } from "./tenancy";

// @owner companies
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    branchId: uuid("branch_id").references(() => branches.id),
    /** "Company" (petitioner employer) or "Individual" (with sub type "Sponsor"). */
    accountType: text("account_type").notNull().default("Company"),
    accountSubType: text("account_sub_type"),
    name: text("name").notNull(),
    /** Individuals only. */
    firstName: text("first_name"),
    middleName: text("middle_name"),
    lastName: text("last_name"),
    feiNumber: text("fei_number"),
    email: text("email"),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    website: text("website"),
    address: jsonb("address").$type<AddressJson>(),
    naicsCode: text("naics_code"),
    yearEstablished: integer("year_established"),
    employeeCount: integer("employee_count"),
    /** Gross annual income in US cents. */
    grossIncomeCents: bigint("gross_income_cents", { mode: "number" }),
    /** company_status: 1 active, 2 inactive, 3 pending approval, 4 rejected. */
    statusId: integer("status_id").notNull().default(1),
    registrationCompleted: boolean("registration_completed").notNull().default(false),
    profileUpdatedOn: timestamp("profile_updated_on", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("companies_tenant_type_name_idx").on(t.tenantId, t.accountType, t.name),
    index("companies_tenant_created_idx").on(t.tenantId, t.createdAt),
    // The global search's typo-tolerant match of client names (pg_trgm, lib/server/db/text-search.ts).
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    /** Client lists sorted by last change. */
    index("companies_tenant_type_updated_idx").on(t.tenantId, t.accountType, t.updatedAt),
    /** Branch managers' scope, the branch filter and the branch delete check. */
    index("companies_tenant_branch_idx").on(t.tenantId, t.branchId),
    uniqueIndex("companies_tenant_fein_uq")
      .on(t.tenantId, t.feiNumber)
      .where(sql`${t.feiNumber} is not null and ${t.deletedAt} is null`),
  ],
);

// @owner companies
export const companyContacts = pgTable(
  "company_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    companyId: uuid("company_id").notNull().references(() => companies.id),
    name: text("name").notNull(),
    title: text("title"),
    email: text("email"),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_contacts_tenant_company_idx").on(t.tenantId, t.companyId)],
);

// @owner companies
export const authorizedSignatories = pgTable(
  "authorized_signatories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    companyId: uuid("company_id").notNull().references(() => companies.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    title: text("title").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    /** 1 active, 2 inactive. */
    statusId: integer("status_id").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("authorized_signatories_tenant_company_idx").on(t.tenantId, t.companyId, t.lastName)],
);

/** A value's source: the questionnaire that answered it, or the user who typed it; `differs` a later answer that was not taken. */
export type FieldSource =
  | { kind: "questionnaire"; questionnaireId: string; questionnaireKind: string; at: string }
  | { kind: "typed"; userId: string | null; at: string; differs?: { questionnaireId: string; questionnaireKind: string; at: string } };
export type FieldSources = Record<string, FieldSource>;

// @owner beneficiaries
export const beneficiaries = pgTable(
  "beneficiaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** The employer (petitioner) or sponsor this worker is filed for. */
    companyId: uuid("company_id").references(() => companies.id),
    branchId: uuid("branch_id").references(() => branches.id),
    /** The beneficiary's own login, when they have one. */
    userId: uuid("user_id"),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    phoneCountryCode: text("phone_country_code"),
    /** Calendar dates as YYYY-MM-DD. */
    dateOfBirth: text("date_of_birth"),
    gender: text("gender"),
    countryOfBirthId: integer("country_of_birth_id"),
    citizenshipCountryId: integer("citizenship_country_id"),
    /** Plaintext of before the numbers were sealed: emptied at start (lib/modules/beneficiaries/numbers.ts), never written. */
    legacyPassportNumber: text("passport_number"),
    /** The passport number sealed by the field cipher (aad "beneficiary.passport:<id>"), its blind index for search. */
    passportNumberSealed: text("passport_number_sealed"),
    passportNumberIndex: text("passport_number_index"),
    passportCountryId: integer("passport_country_id"),
    passportExpiry: text("passport_expiry"),
    // The person's US status documents (the expiry radar): I-94 record, visa stamp, EAD, first day in H-1B status.
    /** Plaintext of before the numbers were sealed: emptied at start, never written. */
    legacyI94Number: text("i94_number"),
    /** The I-94 number sealed (aad "beneficiary.i94:<id>"). */
    i94NumberSealed: text("i94_number_sealed"),
    i94Expiry: text("i94_expiry"),
    visaStampExpiry: text("visa_stamp_expiry"),
    eadExpiry: text("ead_expiry"),
    h1bStartDate: text("h1b_start_date"),
    // The person's answers on the beneficiary questionnaire that the forms ask (issue 34): class of admission now
    // held, last arrival in the US, passport issue date, USCIS receipt numbers of earlier petitions.
    currentStatus: text("current_status"),
    lastEntryDate: text("last_entry_date"),
    passportIssueDate: text("passport_issue_date"),
    priorReceiptNumbers: jsonb("prior_receipt_numbers").$type<string[]>(),
    /** Where each field's value came from (lib/modules/beneficiaries/provenance.ts): a questionnaire, or typed by a user. */
    fieldSources: jsonb("field_sources").$type<FieldSources>(),
    address: jsonb("address").$type<AddressJson>(),
    /** 1 active, 2 inactive. */
    statusId: integer("status_id").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("beneficiaries_tenant_name_idx").on(t.tenantId, t.lastName, t.firstName),
    index("beneficiaries_tenant_company_idx").on(t.tenantId, t.companyId),
    index("beneficiaries_tenant_created_idx").on(t.tenantId, t.createdAt),
    /** Branch managers' scope, the branch filter and the branch delete check. */
    index("beneficiaries_tenant_branch_idx").on(t.tenantId, t.branchId),
    /** A beneficiary's own record (role 51). */
    index("beneficiaries_tenant_user_idx").on(t.tenantId, t.userId),
    /** Search by exact passport number (the blind index). */
    index("beneficiaries_tenant_passport_idx").on(t.tenantId, t.passportNumberIndex),
  ],
);

// @owner beneficiaries
export const dependants = pgTable(
  "dependants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    beneficiaryId: uuid("beneficiary_id").notNull().references(() => beneficiaries.id),
    /** "spouse" or "child". */
    relation: text("relation").notNull(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    dateOfBirth: text("date_of_birth"),
    countryOfBirthId: integer("country_of_birth_id"),
    email: text("email"),
    /** Plaintext of before the numbers were sealed: emptied at start, never written. */
    legacyPassportNumber: text("passport_number"),
    /** The passport number sealed (aad "dependant.passport:<id>"). */
    passportNumberSealed: text("passport_number_sealed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("dependants_tenant_beneficiary_idx").on(t.tenantId, t.beneficiaryId)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type { AddressJson };
