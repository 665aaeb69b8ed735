// Communication (issue 15): threads on a case (or on a client) between the firm's team, the client's contacts and
// the beneficiary; their messages (body, mentioned users), the files attached to a message (taken over from the
// documents module's uploads, /api/s3/upload) and, per thread and user, how far the user has read ("read up to").
// Owned by lib/modules/communication.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { petitions } from "./cases";
import { companies } from "./clients";
import { tenants } from "./tenancy";

// @owner communication
export const communicationThreads = pgTable(
  "communication_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** The case the thread is about; or, for a thread with the client outside any case, `companyId`. */
    petitionId: uuid("petition_id").references(() => petitions.id),
    companyId: uuid("company_id").references(() => companies.id),
    subject: text("subject").notNull(),
    createdByUserId: uuid("created_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("communication_threads_case_idx").on(t.tenantId, t.petitionId, t.lastMessageAt),
    index("communication_threads_company_idx").on(t.tenantId, t.companyId, t.lastMessageAt),
    check("communication_threads_about_chk", sql`(${t.petitionId} is null) <> (${t.companyId} is null)`),
  ],
);
export type CommunicationThreadRow = typeof communicationThreads.$inferSelect;

// @owner communication
export const communicationMessages = pgTable(
  "communication_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communicationThreads.id),
    authorUserId: uuid("author_user_id").notNull(),
    body: text("body").notNull(),
    /** The users mentioned (each among those who may be addressed on the case when it was written). */
    mentions: uuid("mentions").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The author changed the body (before anyone else read it); the earlier text is in the audit log. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The author withdrew it (before anyone else read it): the body is emptied, the files hidden; the audit log keeps both. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("communication_messages_thread_idx").on(t.tenantId, t.threadId, t.createdAt)],
);
export type CommunicationMessageRow = typeof communicationMessages.$inferSelect;

// @owner communication
export const communicationAttachments = pgTable(
  "communication_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    messageId: uuid("message_id")
      .notNull()
      .references(() => communicationMessages.id),
    /** The stored file's key (the file store of lib/server/storage), taken over from the author's upload. */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("communication_attachments_message_idx").on(t.tenantId, t.messageId)],
);
export type CommunicationAttachmentRow = typeof communicationAttachments.$inferSelect;

// @owner communication
/** "Read up to": the user has read every message of the thread written at or before `readAt`. */
export const communicationReads = pgTable(
  "communication_reads",
  {
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communicationThreads.id),
    userId: uuid("user_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index("communication_reads_user_idx").on(t.tenantId, t.userId)],
);

// @owner communication
/**
 * A reply link: the e-mail telling a user of a new message carries a one-time link to answer it without signing
 * in (/app/message-reply?token=). Only the token's hash is kept; the link acts as `userId` on `threadId`.
 */
export const communicationReplyLinks = pgTable(
  "communication_reply_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    tokenHash: text("token_hash").notNull(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communicationThreads.id),
    /** The message the e-mail was about (shown on the reply page). */
    messageId: uuid("message_id")
      .notNull()
      .references(() => communicationMessages.id),
    userId: uuid("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("communication_reply_links_token_idx").on(t.tokenHash), index("communication_reply_links_thread_idx").on(t.tenantId, t.threadId)],
);
export type CommunicationReplyLinkRow = typeof communicationReplyLinks.$inferSelect;
