// Files uploaded through /api/s3/upload (or /api/common/local-upload) before a document row uses them.
// The row says who uploaded what, so /api/s3/delete only removes the caller's own unattached uploads
// and a signed URL of an unattached file is only given to its uploader or to those who see its case.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenancy";
import { petitions } from "./cases";

// @owner documents
export const fileUploads = pgTable(
  "file_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    fileKey: text("file_key").notNull(),
    /** The case the file was uploaded for, when named at upload time. */
    petitionId: uuid("petition_id").references(() => petitions.id),
    /** The intended category (beneficiary_doc, forms_letters, scanned_copy, uscis_response), if given. */
    category: text("category"),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedByUserId: uuid("uploaded_by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("file_uploads_file_key_uq").on(t.fileKey),
    index("file_uploads_tenant_uploader_idx").on(t.tenantId, t.uploadedByUserId, t.createdAt),
  ],
);

export type FileUploadRow = typeof fileUploads.$inferSelect;
