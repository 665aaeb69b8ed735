// Labor Condition Applications (ETA-9035): the LCA with its worksites, the workers employed under it
// (for the public access file's retention, domain rule 9), the cases it backs and its history
// (status changes and edits, with who and when).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { branches, tenants } from "./tenancy";
import { beneficiaries, companies } from "./clients";
import { petitions } from "./cases";

// @owner lca
export const lcas = pgTable(
  "lcas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    /** Firm-wide sequence shown on screens (LCA-2026-0001). */
    lcaNumber: text("lca_number").notNull(),
    /** 1 requested, 2 in preparation, 3 details pending, 4 filed, 5 certified, 6 denied, 7 withdrawn, 8 expired. */
    statusId: integer("status_id").notNull().default(1),
    /** H-1B | H-1B1 Chile | H-1B1 Singapore | E-3 Australian */
    visaClass: text("visa_class").notNull().default("H-1B"),
    /** The employer: a client of the firm. */
    petitionerId: uuid("petitioner_id").references(() => companies.id),
    branchId: uuid("branch_id").references(() => branches.id),
    employerFein: text("employer_fein"),
    jobTitle: text("job_title"),
    socCode: text("soc_code"),
    socTitle: text("soc_title"),
    fullTime: boolean("full_time").notNull().default(true),
    /** Calendar dates (YYYY-MM-DD). */
    beginDate: text("begin_date"),
    endDate: text("end_date"),
    workers: integer("workers").notNull().default(1),
    wageFromCents: bigint("wage_from_cents", { mode: "number" }),
    wageToCents: bigint("wage_to_cents", { mode: "number" }),
    /** Hour | Week | Bi-Weekly | Month | Year */
    wageUnit: text("wage_unit"),
    pwCents: bigint("pw_cents", { mode: "number" }),
    pwUnit: text("pw_unit"),
    /** I | II | III | IV */
    pwLevel: text("pw_level"),
    /** OEWS | CBA | SURVEY | OTHER */
    pwSource: text("pw_source"),
    h1bDependent: boolean("h1b_dependent"),
    willfulViolator: boolean("willful_violator"),
    /**
     * ETA-9035 section H: a dependent employer or willful violator will use the LCA only for exempt H-1B
     * workers (20 CFR 655.737; DOL disclosure file SUPPORT_H1B). null: not answered (not asked when neither).
     */
    exemptWorkersOnly: boolean("exempt_workers_only"),
    /** The DOL case number once filed: I-200-YYDDD-NNNNNN. */
    dolCaseNumber: text("dol_case_number"),
    filedDate: text("filed_date"),
    decisionDate: text("decision_date"),
    withdrawnDate: text("withdrawn_date"),
    desiredSocCodes: jsonb("desired_soc_codes").$type<string[]>().notNull().default([]),
    notes: text("notes"),
    /** A legal hold stops the PAF's purge until released. */
    legalHold: boolean("legal_hold").notNull().default(false),
    /** Rule 7: the successor-entity statement is part of the PAF only when the employer took over another. */
    successorEntity: boolean("successor_entity").notNull().default(false),
    /** Set by the daily job once `pafRetainUntil` has passed (and a reminder went to the firm). */
    pafDueForPurgeAt: timestamp("paf_due_for_purge_at", { withTimezone: true }),
    pafPurgedAt: timestamp("paf_purged_at", { withTimezone: true }),
    /** The PAF as last built (/app/paf-generation): the stored bundle PDF, when and by whom. */
    pafBuiltAt: timestamp("paf_built_at", { withTimezone: true }),
    pafBuiltBy: uuid("paf_built_by"),
    pafBuiltKey: text("paf_built_key"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("lcas_tenant_number_uq").on(t.tenantId, t.lcaNumber),
    uniqueIndex("lcas_tenant_dol_case_number_uq")
      .on(t.tenantId, t.dolCaseNumber)
      .where(sql`${t.dolCaseNumber} is not null and ${t.deletedAt} is null`),
    index("lcas_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("lcas_tenant_status_created_idx").on(t.tenantId, t.statusId, t.createdAt),
    index("lcas_tenant_petitioner_idx").on(t.tenantId, t.petitionerId),
    index("lcas_tenant_begin_idx").on(t.tenantId, t.beginDate),
    index("lcas_tenant_end_idx").on(t.tenantId, t.endDate),
    // The global search's typo-tolerant match (pg_trgm, lib/server/db/text-search.ts).
    index("lcas_job_title_trgm_idx").using("gin", t.jobTitle.op("gin_trgm_ops")),
    index("lcas_lca_number_trgm_idx").using("gin", t.lcaNumber.op("gin_trgm_ops")),
  ],
);

// @owner lca
/** A place of employment of the LCA (DOL: WORKSITE_*); `secondary` for the additional worksites. */
export const lcaWorksites = pgTable(
  "lca_worksites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    position: integer("position").notNull().default(0),
    address1: text("address1").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    county: text("county"),
    /** USPS two-letter code. */
    state: text("state").notNull(),
    postalCode: text("postal_code").notNull(),
    workers: integer("workers").notNull().default(1),
    secondary: boolean("secondary").notNull().default(false),
  },
  (t) => [index("lca_worksites_lca_idx").on(t.tenantId, t.lcaId), index("lca_worksites_tenant_state_idx").on(t.tenantId, t.state)],
);

// @owner lca
/** A case the LCA backs (linking fills the case's LCA step). */
export const lcaCases = pgTable(
  "lca_cases",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    petitionId: uuid("petition_id")
      .notNull()
      .references(() => petitions.id),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lcaId, t.petitionId] }), index("lca_cases_tenant_petition_idx").on(t.tenantId, t.petitionId)],
);

// @owner lca
/** An H-1B worker employed under the LCA, with the dates that drive the PAF's retention (rule 9). */
export const lcaWorkers = pgTable(
  "lca_workers",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    beneficiaryId: uuid("beneficiary_id")
      .notNull()
      .references(() => beneficiaries.id),
    employedFrom: text("employed_from"),
    /** null while still employed under the LCA. */
    employedUntil: text("employed_until"),
  },
  (t) => [primaryKey({ columns: [t.lcaId, t.beneficiaryId] }), index("lca_workers_tenant_beneficiary_idx").on(t.tenantId, t.beneficiaryId)],
);

// @owner lca
/**
 * The LCA's activity: every status change (`statusId` set: the spec's statusLogs) and every edit,
 * link and notice, as a code with parameters rendered in the reader's language.
 */
export const lcaHistory = pgTable(
  "lca_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    /** requested | status | updated | case.linked | case.unlinked | worker.saved | … */
    code: text("code").notNull(),
    statusId: integer("status_id"),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    userId: uuid("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lca_history_lca_idx").on(t.tenantId, t.lcaId, t.createdAt)],
);

// @owner lca
/**
 * The notice of filing (20 CFR 655.734, domain rule 10) of an LCA: posted on paper at a worksite (two
 * locations or more) or electronically for all of them, for 10 business days from `startDate`. An
 * electronic posting is a public page at an unguessable `publicSlug`, live from start to end date and
 * taken down by the daily job (`takenDownAt`), its views counted for the public access file.
 */
export const lcaNotices = pgTable(
  "lca_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    /** The worksite of a paper posting; null for an electronic posting (it covers every worksite). */
    worksiteId: uuid("worksite_id").references(() => lcaWorksites.id),
    /** physical | electronic */
    method: text("method").notNull(),
    /** Where the paper notice hangs (e.g. "Break room, 2nd floor"). */
    locations: jsonb("locations").$type<string[]>().notNull().default([]),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    publicSlug: text("public_slug"),
    views: integer("views").notNull().default(0),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lca_notices_lca_idx").on(t.tenantId, t.lcaId),
    uniqueIndex("lca_notices_slug_uq").on(t.publicSlug),
    index("lca_notices_live_idx").on(t.endDate).where(sql`${t.publicSlug} is not null and ${t.takenDownAt} is null`),
  ],
);

// @owner lca
/**
 * One item of an LCA's public access file (20 CFR 655.760, domain rule 7) uploaded by the firm: the
 * file lives in the file store under `fileKey`. Items the app writes itself (the notice and posting
 * record, the prevailing-wage statement) are generated into the bundle, not stored here.
 */
export const pafItems = pgTable(
  "paf_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    /** CERTIFIED_LCA | WAGE_RATE | ACTUAL_WAGE | PREVAILING_WAGE | BENEFITS | SUCCESSOR | WORKER_RECEIPT | OTHER */
    kind: text("kind").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    size: integer("size").notNull(),
    uploadedBy: uuid("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("paf_items_lca_idx").on(t.tenantId, t.lcaId)],
);

// @owner lca
/**
 * The certificate of a purged public access file: what was deleted, when, by whom (null: the automatic
 * purge), and the retention basis (rule 9). The LCA row itself stays; only the PAF's files go.
 */
export const pafPurges = pgTable(
  "paf_purges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    lcaNumber: text("lca_number").notNull(),
    dolCaseNumber: text("dol_case_number"),
    employerName: text("employer_name"),
    retainUntil: text("retain_until").notNull(),
    /** LAST_WORKER | LCA_END | WITHDRAWAL */
    basis: text("basis").notNull(),
    /** The files deleted: kind, name, size. */
    items: jsonb("items").$type<{ kind: string; fileName: string; size: number }[]>().notNull().default([]),
    purgedBy: uuid("purged_by"),
    purgedByName: text("purged_by_name"),
    purgedAt: timestamp("purged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("paf_purges_tenant_purged_idx").on(t.tenantId, t.purgedAt), uniqueIndex("paf_purges_lca_uq").on(t.lcaId)],
);

// @owner lca
/**
 * Token links for the employer's contact to fill an LCA's job and worksite details without signing in
 * (spec route fill-lca-anonymous-user): one LCA each, stored as the token's sha256, expiring, single use.
 */
export const lcaFillLinks = pgTable(
  "lca_fill_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    tokenHash: text("token_hash").notNull(),
    sentTo: text("sent_to").notNull(),
    sentBy: uuid("sent_by"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lca_fill_links_token_uq").on(t.tokenHash), index("lca_fill_links_lca_idx").on(t.tenantId, t.lcaId)],
);

// @owner lca
/** A firm's LCA settings: whether a PAF past its retention date is purged by the daily job without a person. */
export const lcaSettings = pgTable("lca_settings", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id),
  autoPurgePaf: boolean("auto_purge_paf").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LcaRow = typeof lcas.$inferSelect;
export type LcaFillLinkRow = typeof lcaFillLinks.$inferSelect;
export type LcaNoticeRow = typeof lcaNotices.$inferSelect;
export type LcaWorksiteRow = typeof lcaWorksites.$inferSelect;

// @owner lca
/**
 * A request to see or receive an LCA's public access file (/app/paf-requests): made by the client or
 * recorded by the firm for someone who asked; due one working day after it is made (rule 8), answered
 * with the built PAF (ready) or declined with a reason.
 */
export const pafRequests = pgTable(
  "paf_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id),
    lcaId: uuid("lca_id")
      .notNull()
      .references(() => lcas.id),
    /** 1 requested, 2 in progress, 3 ready, 4 declined. */
    statusId: integer("status_id").notNull().default(1),
    /** Who asked, as the firm records it (a member of the public, an employee, the DOL); null: the requesting user. */
    requesterName: text("requester_name"),
    note: text("note"),
    dueDate: text("due_date").notNull(),
    declineReason: text("decline_reason"),
    requestedBy: uuid("requested_by"),
    handledBy: uuid("handled_by"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("paf_requests_tenant_created_idx").on(t.tenantId, t.createdAt), index("paf_requests_lca_idx").on(t.tenantId, t.lcaId)],
);

