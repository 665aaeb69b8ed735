// Cases (petitions), their beneficiaries, role assignments, history, documents, the per-firm
// workflow configuration and questionnaire links.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { branches, tenants } from "./tenancy";
import { beneficiaries, companies } from "./clients";

/** One entry of a firm's workflow (spec section 3 "Workflow configuration"). */
export type WorkflowEntry = {
  code: string;
  name: string;
  editors: { roleId: number; name: string }[];
  watchers: { roleId: number; name: string }[];
  include: boolean;
  actionRequired: "Yes" | "No";
  step: 1 | 2 | 3;
  optional: boolean;
  confirmRequired: boolean;
};

// @owner workflow
/** One activity list per firm and workflow variant ("petition", "rfe", "perm", "greencard": lib/modules/workflow/variants.ts). */
export const workflowConfigs = pgTable(
  "workflow_configs",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    variant: text("variant").notNull().default("petition"),
    entries: jsonb("entries").$type<WorkflowEntry[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.variant] })],
);

// @owner cases
export const petitions = pgTable(
  "petitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** Firm-wide sequence number shown as the case number (e.g. 2026-000123). */
    caseNumber: text("case_number").notNull(),
    /** The firm's own number when allowCustomCaseNo is set (ASSIGN_CUSTOM_CASE_NO). */
    customCaseNumber: text("custom_case_number"),
    allowCustomCaseNo: boolean("allow_custom_case_no").notNull().default(false),
    title: text("title"),
    typeId: integer("type_id").notNull().default(1),
    subTypeId: integer("sub_type_id"),
    petitionerId: uuid("petitioner_id").references(() => companies.id),
    branchId: uuid("branch_id").references(() => branches.id),
    createdByUserId: uuid("created_by_user_id"),
    /** petition_status master data, 1..33. */
    statusId: integer("status_id").notNull().default(1),
    /** Calendar dates as YYYY-MM-DD. */
    deadlineDate: text("deadline_date"),
    premiumProcessing: boolean("premium_processing").notNull().default(false),
    /** Which premium clock applies: I129 | I140 | I140_E13_NIW | I539_I765 (domain rule 17). */
    premiumForm: text("premium_form"),
    completedActivities: jsonb("completed_activities").$type<string[]>().notNull().default([]),
    nextWorkflowActivity: text("next_workflow_activity"),
    /**
     * The next step of the PERM record or the green card's USCIS stages while they drive the case (sub types 12
     * and 15, lib/modules/workflow/case-stage.ts). Kept by cases' syncCaseStage (cases/steps/stage.ts); the
     * header and the list show it instead of nextWorkflowActivity while stageDriven.
     */
    stageActivity: text("stage_activity"),
    /** The PERM record or the USCIS stages drive the case's status and next step (stageActivity null: their steps are done). */
    stageDriven: boolean("stage_driven").notNull().default(false),
    /**
     * What the case's status is read from when its PERM record or USCIS stages drive it (lib/modules/workflow/case-stage.ts):
     * the PERM module and the green-card module write their part with each change (addHistory's `stage`), so the cases read
     * their own row (issue 36 §1: cases read perm_cases, pwd_cases and gc_stages while both modules import cases).
     */
    stagePerm: jsonb("stage_perm").$type<{ statusId: number; filedDate: string | null; auditResponseDate: string | null; pwdStatusId: number | null } | null>(),
    stageUscis: jsonb("stage_uscis").$type<{ stage: "i140" | "i485" | "i765" | "i131"; status: "not_filed" | "filed" | "rfe" | "approved" | "denied" | "withdrawn"; receiptNumber: string | null }[]>().notNull().default([]),
    petitionerSignRequested: boolean("petitioner_sign_requested").notNull().default(false),
    courierTrackingCategory: text("courier_tracking_category"),
    carrierId: integer("carrier_id"),
    trackingNumber: text("tracking_number"),
    receiptNumber: text("receipt_number"),
    receiptDate: text("receipt_date"),
    /** approved | denied | rfe | withdrawn */
    uscisResponse: text("uscis_response"),
    responseDate: text("response_date"),
    rfeNoticeDate: text("rfe_notice_date"),
    rfeServedByMail: boolean("rfe_served_by_mail").notNull().default(false),
    /** The day USCIS received the firm's RFE/NOID response (upload-rfe-response-docs): the premium clock restarts (domain rule 17). */
    rfeResponseReceivedDate: text("rfe_response_received_date"),
    filingFeeCents: bigint("filing_fee_cents", { mode: "number" }),
    validityStart: text("validity_start"),
    validityEnd: text("validity_end"),
    lcaRequired: boolean("lca_required").notNull().default(false),
    /**
     * The LCAs behind the case, as the LCA module keeps them (lib/modules/lca/repository/lcas.ts syncCaseLcaStanding, through
     * cases' setLcaStanding): a live filed or certified LCA is linked (LCA_SUBMIT may complete), a live certified one is.
     */
    lcaFiled: boolean("lca_filed").notNull().default(false),
    lcaCertified: boolean("lca_certified").notNull().default(false),
    /** The firm opened editing to the client again after SUBMIT_TO_LAW_FIRM (/gc-petition/manage-edit-option). */
    editUnlocked: boolean("edit_unlocked").notNull().default(false),
    /** The case approver (ASSIGN_CASE_APPROVER): an attorney (6) or an admin (3); kept apart from the attorney assignment. */
    caseApproverUserId: uuid("case_approver_user_id"),
    /** Copies of the petitioner's name and the primary beneficiary's "First Last" for the list's name sorts (kept by triggers). */
    petitionerName: text("petitioner_name"),
    beneficiaryName: text("beneficiary_name"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("petitions_tenant_case_number_uq").on(t.tenantId, t.caseNumber),
    index("petitions_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("petitions_tenant_updated_idx").on(t.tenantId, t.updatedAt),
    index("petitions_tenant_status_created_idx").on(t.tenantId, t.statusId, t.createdAt),
    index("petitions_tenant_type_created_idx").on(t.tenantId, t.typeId, t.subTypeId, t.createdAt),
    index("petitions_tenant_petitioner_created_idx").on(t.tenantId, t.petitionerId, t.createdAt),
    index("petitions_tenant_branch_created_idx").on(t.tenantId, t.branchId, t.createdAt),
    index("petitions_tenant_deadline_idx").on(t.tenantId, t.deadlineDate),
    index("petitions_tenant_petitioner_name_idx").on(t.tenantId, t.petitionerName),
    index("petitions_tenant_beneficiary_name_idx").on(t.tenantId, t.beneficiaryName),
    index("petitions_tenant_custom_case_number_idx").on(t.tenantId, t.customCaseNumber),
  ],
);

// @owner cases
export const petitionBeneficiaries = pgTable(
  "petition_beneficiaries",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    beneficiaryId: uuid("beneficiary_id").notNull().references(() => beneficiaries.id),
    isPrimary: boolean("is_primary").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.petitionId, t.beneficiaryId] }), index("petition_beneficiaries_tenant_beneficiary_idx").on(t.tenantId, t.beneficiaryId)],
);

// @owner cases
/** Who acts on the case for a role (assign-a-role: supervisor, paralegal, attorney …). */
export const petitionAssignments = pgTable(
  "petition_assignments",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    roleId: integer("role_id").notNull(),
    userId: uuid("user_id").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.petitionId, t.roleId] }), index("petition_assignments_tenant_user_idx").on(t.tenantId, t.userId)],
);

// @owner cases
/** The case history (activity list): one line per completed activity or notable change. */
export const petitionHistory = pgTable(
  "petition_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** The line belongs to this RFE case of the petition too (its own activity list, db/schema/rfe.ts). */
    rfeCaseId: uuid("rfe_case_id"),
    activityCode: text("activity_code"),
    /** The English text; shown as is for lines written before message_code existed. */
    message: text("message").notNull(),
    /** The line's code (messages/<locale>/history.json "lines"), shown in the reader's language (lib/modules/cases/history-lines.ts). */
    messageCode: text("message_code"),
    /** The parameters of the code (names, numbers, activity codes …). */
    messageParams: jsonb("message_params").$type<Record<string, unknown>>(),
    actorUserId: uuid("actor_user_id"),
    actorRoleId: integer("actor_role_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("petition_history_tenant_petition_idx").on(t.tenantId, t.petitionId, t.id),
    // The dashboard's recent activity across a firm's cases, newest first.
    index("petition_history_tenant_id_idx").on(t.tenantId, t.id),
    index("petition_history_tenant_rfe_idx").on(t.tenantId, t.rfeCaseId, t.id).where(sql`rfe_case_id is not null`),
  ],
);

// @owner cases
/**
 * A file of a case: beneficiary documents (with accept/reject), forms and letters (versioned),
 * scanned copies of the filed packet, and USCIS response documents.
 */
export const petitionDocuments = pgTable(
  "petition_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    beneficiaryId: uuid("beneficiary_id"),
    /** The RFE case of an rfe_response / rfe_scanned_copy document (db/schema/rfe.ts). */
    rfeCaseId: uuid("rfe_case_id"),
    /** beneficiary_doc | forms_letters | scanned_copy | uscis_response | rfe_response | rfe_scanned_copy */
    category: text("category").notNull(),
    /** Document-type key of the catalogue (passport, resume, offerLetter …) or a form name. */
    docType: text("doc_type").notNull(),
    /** Versions of one forms-and-letters document share a group id. */
    groupId: uuid("group_id"),
    version: integer("version").notNull().default(1),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** pending | accepted | rejected (beneficiary documents) */
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    uploadedByUserId: uuid("uploaded_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("petition_documents_tenant_petition_idx").on(t.tenantId, t.petitionId, t.category, t.createdAt),
    // The global search's typo-tolerant match (pg_trgm, lib/server/db/text-search.ts).
    index("petition_documents_file_name_trgm_idx").using("gin", t.fileName.op("gin_trgm_ops")),
    index("petition_documents_doc_type_trgm_idx").using("gin", t.docType.op("gin_trgm_ops")),
    uniqueIndex("petition_documents_file_key_uq").on(t.fileKey),
  ],
);

// @owner documents
/** Documents requested per case type (and optional sub type) from the beneficiary. */
export const documentChecklists = pgTable(
  "document_checklists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    typeId: integer("type_id").notNull(),
    subTypeId: integer("sub_type_id"),
    docTypes: jsonb("doc_types").$type<string[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("document_checklists_uq").on(t.tenantId, t.typeId, sql`coalesce(${t.subTypeId}, 0)`)],
);

// @owner questionnaires
/**
 * A questionnaire sent by e-mail with an unguessable, expiring, single-case token (stored hashed).
 * The link stays usable (progress saves as you go) until it is submitted or expires.
 */
export const questionnaires = pgTable(
  "questionnaires",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    beneficiaryId: uuid("beneficiary_id"),
    /** beneficiary | petitioner | sponsor */
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    sentTo: text("sent_to").notNull(),
    /** The answers without their identity numbers (lib/modules/questionnaires/numbers.ts: passportNumber, i94Number, alienNumber). */
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** Those numbers, by their path in the answers, sealed as one value (aad "questionnaire.numbers:<id>"). */
    answerNumbersSealed: text("answer_numbers_sealed"),
    /** sent | in_progress | submitted */
    status: text("status").notNull().default("sent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("questionnaires_token_uq").on(t.tokenHash), index("questionnaires_tenant_petition_idx").on(t.tenantId, t.petitionId)],
);

export type PetitionRow = typeof petitions.$inferSelect;

// @owner server/numbering
/** Per-firm counters (case numbers), incremented atomically with UPDATE … RETURNING. */
export const tenantCounters = pgTable(
  "tenant_counters",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    name: text("name").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);
