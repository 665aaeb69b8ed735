// Form I-9 employment verification (issue 12; lib/modules/i9/README.md): an employer's employees, their
// I-9 records (Section 1 by the employee, Section 2 by the employer or a remote verifier, Supplement B
// entries), the token links, the append-only audit trail, legal holds and purge certificates. The employer
// is a client company of the firm (companies) or the firm itself (company_id null). Social Security numbers
// and document numbers are stored encrypted (lib/server/crypto/field-cipher.ts), never in plain text.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";
import { companies } from "./clients";
import { users } from "./identity";

// @owner i9
export const i9Employees = pgTable(
  "i9_employees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** The employer: a client of the firm, or null for the firm itself. */
    companyId: uuid("company_id").references(() => companies.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    middleInitial: text("middle_initial"),
    email: text("email"),
    /** The HR system's employee id (CSV import matches on it). */
    externalId: text("external_id"),
    /** The first day of work for pay of the current employment (YYYY-MM-DD). */
    hireDate: text("hire_date").notNull(),
    /** The last day of employment; null while employed. */
    terminationDate: text("termination_date"),
    workLocation: text("work_location"),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when every I-9 of the employee was purged: contact details and ids are cleared; the name stays (as on the purge certificates). */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
  },
  (t) => [
    index("i9_employees_tenant_company_name_idx").on(t.tenantId, t.companyId, t.lastName, t.firstName),
    // The global search's typo-tolerant match (pg_trgm, lib/server/db/text-search.ts).
    index("i9_employees_first_name_trgm_idx").using("gin", t.firstName.op("gin_trgm_ops")),
    index("i9_employees_last_name_trgm_idx").using("gin", t.lastName.op("gin_trgm_ops")),
    uniqueIndex("i9_employees_external_uq")
      .on(t.tenantId, sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.externalId)
      .where(sql`external_id is not null`),
  ],
);

// @owner i9
/**
 * One Form I-9 of an employee (a rehire beyond rule 5 gets a new one). `state` is what was done; the
 * screens' labels (Section 2 due, reverification due, eligible for purge…) are computed from it and the
 * dates by lib/modules/i9/rules.ts.
 */
export const i9Records = pgTable(
  "i9_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => i9Employees.id),
    companyId: uuid("company_id").references(() => companies.id),
    /** The form's edition (e.g. 01/20/25). */
    edition: text("edition").notNull(),
    /** The first day of employment this I-9 is for. */
    hireDate: text("hire_date").notNull(),
    /** A job of less than 3 business days: Section 2 on the first day (rule 2). */
    shortJob: boolean("short_job").notNull().default(false),
    /** section1_pending | section2_pending | complete | purged */
    state: text("state").notNull().default("section1_pending"),
    /** Section 1 without its sensitive numbers (names, address, birth date, contact, attestation, preparers). */
    section1: jsonb("section1").$type<Record<string, unknown>>(),
    /** Section 1's SSN, A-number/USCIS number, I-94 and foreign passport numbers, encrypted as one value. */
    section1Sealed: text("section1_sealed"),
    /** Blind index of the SSN: possible duplicates without decrypting. */
    ssnIndex: text("ssn_index"),
    citizenship: text("citizenship"),
    /** Section 1's "authorized to work until" (authorized_alien). */
    authorizedUntil: text("authorized_until"),
    section1SignedAt: timestamp("section1_signed_at", { withTimezone: true }),
    /** Section 2 without its document numbers (in i9_record_documents, encrypted). */
    section2: jsonb("section2").$type<Record<string, unknown>>(),
    section2SignedAt: timestamp("section2_signed_at", { withTimezone: true }),
    section2SignedByUserId: uuid("section2_signed_by_user_id"),
    section2VerifierId: uuid("section2_verifier_id"),
    /** Rule 2, kept for lists and reminders: Section 1 by the first day, Section 2 three business days later. */
    section1Due: text("section1_due").notNull(),
    section2Due: text("section2_due").notNull(),
    /** Rule 1, from the employee's hire and termination dates (null while employed). */
    retainUntil: text("retain_until"),
    purgeFrom: text("purge_from"),
    /** The date Section 2 was completed (rule 5 counts from it). */
    completedOn: text("completed_on"),
    /** Rule 4: the date work authorization must be reverified by, kept with the record for lists and reminders. */
    reverifyBy: text("reverify_by"),
    /** Rule 3: the replacement document is due by this day while a receipt stands for it. */
    receiptDue: text("receipt_due"),
    /** E-Verify, entered by hand: case number, result, dates. */
    everify: jsonb("everify").$type<Record<string, unknown>>(),
    /** A good-faith note for a late Section or reverification (what an inspection looks for). */
    lateNote: text("late_note"),
    /** When the daily review told the firm this I-9 may be purged (once). */
    dueNotifiedAt: timestamp("due_notified_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    purgedAt: timestamp("purged_at", { withTimezone: true }),
  },
  (t) => [
    index("i9_records_tenant_company_state_idx").on(t.tenantId, t.companyId, t.state),
    index("i9_records_tenant_employee_idx").on(t.tenantId, t.employeeId),
    index("i9_records_tenant_purge_idx").on(t.tenantId, t.purgeFrom).where(sql`purge_from is not null and purged_at is null`),
    index("i9_records_tenant_reverify_idx").on(t.tenantId, t.reverifyBy).where(sql`reverify_by is not null`),
    index("i9_records_tenant_ssn_idx").on(t.tenantId, t.ssnIndex).where(sql`ssn_index is not null`),
  ],
);

// @owner i9
/** A document examined for Section 2 (or a Supplement B entry): list, kind, issuer, number (encrypted), expiry, receipt. */
export const i9RecordDocuments = pgTable(
  "i9_record_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => i9Records.id),
    /** null: Section 2; else the Supplement B entry it belongs to. */
    supplementId: uuid("supplement_id"),
    /** A | B | C */
    list: text("list").notNull(),
    /** lib/modules/i9/documents.ts code. */
    code: text("code").notNull(),
    issuingAuthority: text("issuing_authority"),
    numberSealed: text("number_sealed"),
    expirationDate: text("expiration_date"),
    /** A receipt for a replacement document (rule 3). */
    receipt: boolean("receipt").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("i9_record_documents_tenant_record_idx").on(t.tenantId, t.recordId)],
);

// @owner i9
/**
 * A copy of a document examined (issue 33 §5): an employer that copies the documents presented — or must, for
 * E-Verify photo matching (a U.S. passport or passport card, a Permanent Resident Card, an EAD) — keeps the
 * copy with the Form I-9; stored in the file store under the record, listed with its document, in the
 * inspection package, removed by the purge.
 */
export const i9DocumentCopies = pgTable(
  "i9_document_copies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => i9Records.id),
    documentId: uuid("document_id")
      .notNull()
      .references(() => i9RecordDocuments.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("i9_document_copies_tenant_record_idx").on(t.tenantId, t.recordId)],
);

// @owner i9
/** Supplement B: a reverification, a rehire within rule 5, or a name change; earlier entries are kept. */
export const i9Supplements = pgTable(
  "i9_supplements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => i9Records.id),
    /** reverification | rehire | name_change */
    kind: text("kind").notNull(),
    newName: jsonb("new_name").$type<{ firstName: string; lastName: string; middleInitial?: string | null }>(),
    rehireDate: text("rehire_date"),
    signedByUserId: uuid("signed_by_user_id"),
    signedByName: text("signed_by_name").notNull(),
    signedOn: text("signed_on").notNull(),
    /** The entry's other boxes: additional information, the alternative procedure, the typed signature. */
    detail: jsonb("detail").$type<{ additionalInformation?: string | null; alternativeProcedure?: boolean; signature?: string }>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("i9_supplements_tenant_record_idx").on(t.tenantId, t.recordId)],
);

// @owner i9
/** Remote verifiers (authorized representatives): a notary or agent who completes Section 2 with the employee. */
export const i9Verifiers = pgTable(
  "i9_verifiers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organization: text("organization"),
    title: text("title"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("i9_verifiers_tenant_name_idx").on(t.tenantId, t.name)],
);

// @owner i9
/** A token link (hashed, expiring): the employee's Section 1, or a verifier's Section 2. */
export const i9Links = pgTable(
  "i9_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id")
      .notNull()
      .references(() => i9Records.id),
    /** section1 | verifier */
    kind: text("kind").notNull(),
    verifierId: uuid("verifier_id").references(() => i9Verifiers.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("i9_links_token_uq").on(t.tokenHash), index("i9_links_tenant_record_idx").on(t.tenantId, t.recordId)],
);

// @owner i9
/**
 * The I-9 audit trail: who did what to a record, when, from which IP (an attestation's signer identity,
 * time and IP included). Append-only: a trigger refuses UPDATE and DELETE (migration 0026). It holds no
 * personal data, so it survives the record's purge.
 */
export const i9Events = pgTable(
  "i9_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id"),
    employeeId: uuid("employee_id"),
    /** user | employee (Section 1 link) | verifier (verifier link) | system */
    actorKind: text("actor_kind").notNull(),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name"),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("i9_events_tenant_record_idx").on(t.tenantId, t.recordId, t.createdAt)],
);

// @owner i9
/** A legal hold (audit, litigation) on one record or a whole employer: no purge until released. */
export const i9LegalHolds = pgTable(
  "i9_legal_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id").references(() => i9Records.id),
    /** A whole employer: a client, or the firm itself when both ids are null. */
    companyId: uuid("company_id").references(() => companies.id),
    reason: text("reason").notNull(),
    placedByUserId: uuid("placed_by_user_id").references(() => users.id),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    releasedByUserId: uuid("released_by_user_id").references(() => users.id),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [index("i9_legal_holds_tenant_idx").on(t.tenantId).where(sql`released_at is null`)],
);

// @owner i9
/** What stays of a purged I-9: who it was, the employment dates, the retention basis, when and by whom. */
export const i9PurgeCertificates = pgTable(
  "i9_purge_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    recordId: uuid("record_id").notNull(),
    companyId: uuid("company_id").references(() => companies.id),
    employeeName: text("employee_name").notNull(),
    hireDate: text("hire_date").notNull(),
    terminationDate: text("termination_date").notNull(),
    retainUntil: text("retain_until").notNull(),
    /** hire | termination (rule 1) */
    basis: text("basis").notNull(),
    /** null: the automatic purge. */
    purgedByUserId: uuid("purged_by_user_id"),
    purgedByName: text("purged_by_name"),
    purgedAt: timestamp("purged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("i9_purge_certificates_tenant_purged_idx").on(t.tenantId, t.purgedAt)],
);

// @owner i9
/** The employers an I-9 user (role 49) works for: a client, or the firm itself (company_id null). */
export const i9UserEmployers = pgTable(
  "i9_user_employers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    companyId: uuid("company_id").references(() => companies.id),
  },
  (t) => [uniqueIndex("i9_user_employers_uq").on(t.tenantId, t.userId, sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`)],
);

// @owner i9
/** A firm's I-9 settings: whether an I-9 past its retention date (and on no legal hold) is purged by the daily job without a person. */
export const i9Settings = pgTable("i9_settings", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  autoPurge: boolean("auto_purge").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
