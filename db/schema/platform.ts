// Cross-cutting tables: master data, the audit log and the e-mail outbox.
import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, boolean } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";

// @owner masterdata
/**
 * Master data of the 13 categories of spec section 3. `code` is the id the spec and the wire use
 * (231 = United States). Rows with tenant_id null are global; a tenant may add its own.
 */
export const masterData = pgTable(
  "master_data",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid("tenant_id").references(() => tenants.id),
    category: text("category").notNull(),
    code: integer("code").notNull(),
    name: text("name").notNull(),
    /**
     * The name in other languages, by locale ({ es: "Caso iniciado" }); `name` is the English one.
     * Seeded for the global reference rows; a firm's own rows have none and show `name` everywhere.
     */
    names: jsonb("names").$type<Record<string, string>>().notNull().default({}),
    /** Parent code: countryId for states, stateId for locations, typeId for sub types. */
    parentCode: integer("parent_code"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Category-specific fields (e.g. minZipcodeLength, callingCode, designation, iso2). */
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("master_data_uq").on(t.category, t.tenantId, t.code).nullsNotDistinct(),
    index("master_data_category_parent_idx").on(t.category, t.parentCode, t.sortOrder),
  ],
);

// @owner server/audit
/** Append-only record of every mutation. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid("tenant_id"),
    actorUserId: uuid("actor_user_id"),
    actorRoleId: integer("actor_role_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_tenant_created_idx").on(t.tenantId, t.createdAt), index("audit_log_entity_idx").on(t.tenantId, t.entityType, t.entityId)],
);

// @owner server/mail
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id"),
    toAddress: text("to_address").notNull(),
    /** Kept in plain text for support: no template puts a link or token in a subject. */
    subject: text("subject").notNull(),
    /**
     * The bodies, sealed by the field cipher (associated data "mail.outbox:<id>:text" / ":html",
     * lib/server/mail/sealed-mail.ts) and opened only to deliver; erased (null) once delivered or given up.
     */
    textSealed: text("text_sealed"),
    htmlSealed: text("html_sealed"),
    /**
     * Plain bodies of the rows queued before the bodies were sealed (migration 0042 erased the delivered ones):
     * read once at delivery, then erased like the sealed ones; never written. A later migration drops them.
     */
    legacyTextBody: text("text_body"),
    legacyHtmlBody: text("html_body"),
    template: text("template").notNull(),
    /** pending, sending (claimed by a delivery), sent, failed, logged (no SMTP configured). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_status_idx").on(t.status, t.createdAt), index("email_outbox_to_idx").on(t.toAddress)],
);

// @owner server/http
/**
 * Idempotency-Key of a create (defineRoute({ idempotent: true })): a repeat with the same key from the
 * same user of the same firm on the same route answers the stored first result instead of creating
 * again; a repeat with another body answers 409. `response` is null while the first call runs. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    route: text("route").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body as received (parsed JSON, re-serialized). */
    requestHash: text("request_hash").notNull(),
    /** { data, message } of the first call's 200 answer; null while it runs. */
    response: jsonb("response").$type<{ data: unknown; message?: string }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("idempotency_keys_uq").on(t.tenantId, t.userId, t.route, t.key),
    index("idempotency_keys_expiry_idx").on(t.tenantId, t.expiresAt),
  ],
);

// @owner server/crypto
/**
 * Key check values (lib/server/crypto/key-check.ts): for each secret that protects stored data (the field
 * encryption keys by id, the session secret), a known value sealed with it at first use. A server whose
 * configured secret cannot open its check refuses to start, so it never seals new data with another key.
 */
export const secretChecks = pgTable("secret_checks", {
  /** "field:<key id>" or "session". */
  name: text("name").primaryKey(),
  sealed: text("sealed").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
