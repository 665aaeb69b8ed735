// Standing documents (issue 15 section 3): a firm's own (policies, its FEIN letter …) and each client's
// (FEIN letter, financials, org chart), in one-level folders, with every uploaded version kept and an
// optional expiry date that makes reminders. company_id null = the firm's own. Owned by
// lib/modules/company-documents; the stored files live under tenants/<tenantId>/company-documents/.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./clients";
import { tenants } from "./tenancy";

// @owner company-documents
export const companyDocumentFolders = pgTable(
  "company_document_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** The client the folder belongs to; null: the firm's own documents. */
    companyId: uuid("company_id").references(() => companies.id),
    name: text("name").notNull(),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("company_document_folders_tenant_company_idx").on(t.tenantId, t.companyId, t.name)],
);

// @owner company-documents
export const companyDocuments = pgTable(
  "company_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    /** The client the document belongs to; null: the firm's own documents. */
    companyId: uuid("company_id").references(() => companies.id),
    folderId: uuid("folder_id").references(() => companyDocumentFolders.id),
    title: text("title").notNull(),
    /** policy | fein_letter | financials | org_chart | other */
    category: text("category").notNull(),
    /** YYYY-MM-DD, optional. */
    expiryDate: text("expiry_date"),
    /** The latest version's number (versions are company_document_versions). */
    currentVersion: integer("current_version").notNull().default(1),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: the row and its files are kept for the audit. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedByUserId: uuid("deleted_by_user_id"),
  },
  (t) => [
    index("company_documents_tenant_company_idx").on(t.tenantId, t.companyId, t.folderId, t.updatedAt),
    index("company_documents_tenant_expiry_idx").on(t.tenantId, t.expiryDate),
  ],
);

// @owner company-documents
export const companyDocumentVersions = pgTable(
  "company_document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").notNull().references(() => tenants.id),
    documentId: uuid("document_id")
      .notNull()
      .references(() => companyDocuments.id),
    version: integer("version").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    mimetype: text("mimetype").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedByUserId: uuid("uploaded_by_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_document_versions_doc_version_uq").on(t.documentId, t.version),
    uniqueIndex("company_document_versions_file_key_uq").on(t.fileKey),
    index("company_document_versions_tenant_doc_idx").on(t.tenantId, t.documentId),
  ],
);

export type CompanyDocumentRow = typeof companyDocuments.$inferSelect;
export type CompanyDocumentVersionRow = typeof companyDocumentVersions.$inferSelect;
export type CompanyDocumentFolderRow = typeof companyDocumentFolders.$inferSelect;
