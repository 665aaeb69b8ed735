// E-signature envelopes (issue 13 section 3): a case's forms-and-letters document sent to be signed by
// token link, its signers, the boxes each fills, the append-only event trail (the certificate page is
// built from it), and the platform's sealing identity. Owned by lib/modules/esign.
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, bigserial } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { tenants } from "./tenancy";

// @owner esign
export const esignEnvelopes = pgTable(
  "esign_envelopes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** The forms_letters document version the envelope was made from. */
    sourceDocumentId: uuid("source_document_id").notNull(),
    documentName: text("document_name").notNull(),
    /** draft | sent | completed | declined | voided | expired */
    status: text("status").notNull().default("draft"),
    /** sequential | parallel */
    signingOrder: text("signing_order").notNull().default("sequential"),
    message: text("message"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the original PDF, before anything was stamped. */
    originalSha256: text("original_sha256").notNull(),
    originalFileKey: text("original_file_key").notNull(),
    pageCount: integer("page_count").notNull(),
    /** The new forms_letters version holding the sealed document. */
    signedDocumentId: uuid("signed_document_id"),
    voidReason: text("void_reason"),
    /** Part of the case's petitioner-signature step: DOC_SIGNER_LIST waits for it (lib/modules/esign/ink/step.ts). */
    signatureStep: boolean("signature_step").notNull().default(false),
    createdByUserId: uuid("created_by_user_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("esign_envelopes_case_idx").on(t.tenantId, t.petitionId, t.createdAt)],
);
export type EsignEnvelopeRow = typeof esignEnvelopes.$inferSelect;

// @owner esign
export const esignSigners = pgTable(
  "esign_signers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    envelopeId: uuid("envelope_id").notNull().references(() => esignEnvelopes.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** 1-based signing order (sequential envelopes sign in it). */
    signOrder: integer("sign_order").notNull(),
    /** pending | sent | viewed | signed | declined */
    status: text("status").notNull().default("pending"),
    /** SHA-256 of the link's token; the token itself is never stored. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** drawn | typed */
    method: text("method"),
  },
  (t) => [
    index("esign_signers_envelope_idx").on(t.tenantId, t.envelopeId),
    uniqueIndex("esign_signers_token_uq").on(t.tokenHash).where(sql`token_hash is not null`),
  ],
);
export type EsignSignerRow = typeof esignSigners.$inferSelect;

// @owner esign
export const esignFields = pgTable(
  "esign_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    envelopeId: uuid("envelope_id").notNull().references(() => esignEnvelopes.id),
    signerId: uuid("signer_id").notNull().references(() => esignSigners.id),
    /** signature | initials | date | text */
    kind: text("kind").notNull(),
    page: integer("page").notNull(),
    /** Fractions of the page as shown (stamp.ts): left and top edges from the top-left, width, height. */
    x: doublePrecision("x").notNull(),
    y: doublePrecision("y").notNull(),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    required: boolean("required").notNull().default(true),
    /** The signer's value (stamp.ts FieldValue), filled at signing. */
    value: jsonb("value"),
  },
  (t) => [index("esign_fields_envelope_idx").on(t.tenantId, t.envelopeId)],
);
export type EsignFieldRow = typeof esignFields.$inferSelect;

// @owner esign
/** Append-only: rows are inserted, never updated or deleted. */
export const esignEvents = pgTable(
  "esign_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    envelopeId: uuid("envelope_id").notNull().references(() => esignEnvelopes.id),
    signerId: uuid("signer_id"),
    /** created | fields_saved | sent | viewed | consented | signed | declined | voided | expired | completed */
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details").notNull().default({}),
  },
  (t) => [index("esign_events_envelope_idx").on(t.tenantId, t.envelopeId, t.id)],
);
export type EsignEventRow = typeof esignEvents.$inferSelect;

// @owner esign
/**
 * The identities that seal completed documents: the platform's (tenant_id null, made on first need) and a
 * firm's own (uploaded on the Settings page, esign/identity/save; one per firm, replaced by the next upload).
 * The PKCS#12 and its passphrase are sealed with the app's secret (iron-session).
 */
export const esignIdentities = pgTable(
  "esign_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: the platform's; else the firm's own. */
    tenantId: uuid("tenant_id").references(() => tenants.id),
    commonName: text("common_name").notNull(),
    fingerprint: text("fingerprint").notNull(),
    certificatePem: text("certificate_pem").notNull(),
    /** { p12: base64, passphrase } sealed with the app's secret. */
    sealed: text("sealed").notNull(),
    /** A firm's: when it was uploaded (set again when replaced). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("esign_identities_firm_uq").on(t.tenantId).where(sql`tenant_id is not null`),
    uniqueIndex("esign_identities_platform_uq").on(sql`(tenant_id is null)`).where(sql`tenant_id is null`),
  ],
);
export type EsignIdentityRow = typeof esignIdentities.$inferSelect;

// @owner esign
/**
 * Wet-ink signature requests (lib/modules/esign/ink): a filled USCIS form's signature pages sent to be signed by
 * hand, the scan that came back (kept with the case's forms and letters) and who keeps the signed originals where.
 */
export const esignInkRequests = pgTable(
  "esign_ink_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    petitionId: uuid("petition_id").notNull().references(() => petitions.id),
    /** The form (I-129), its edition (01/20/25) and the forms-and-letters version the packet was made from. */
    form: text("form").notNull(),
    edition: text("edition").notNull(),
    sourceDocumentId: uuid("source_document_id").notNull(),
    /** The edition's signature fields asked for (uscis-forms signature-boxes.ts) and the form pages they are on. */
    fields: jsonb("fields").$type<string[]>().notNull(),
    pages: jsonb("pages").$type<number[]>().notNull(),
    packetFileKey: text("packet_file_key").notNull(),
    packetPageCount: integer("packet_page_count").notNull(),
    signerName: text("signer_name").notNull(),
    signerEmail: text("signer_email"),
    /** Part of the case's petitioner-signature step (REQUEST_PETITIONER_SIGN → DOC_SIGNER_LIST). */
    signatureStep: boolean("signature_step").notNull().default(false),
    /** requested | received | cancelled */
    status: text("status").notNull().default("requested"),
    requestedByUserId: uuid("requested_by_user_id").notNull(),
    /** The scan of the signed pages (documents, forms_letters "Form I-129 (01/20/25) - signed pages"). */
    scanDocumentId: uuid("scan_document_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedByUserId: uuid("received_by_user_id"),
    originalsHolder: text("originals_holder"),
    originalsLocation: text("originals_location"),
    originalsRecordedAt: timestamp("originals_recorded_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("esign_ink_requests_case_idx").on(t.tenantId, t.petitionId, t.createdAt)],
);
export type EsignInkRequestRow = typeof esignInkRequests.$inferSelect;
