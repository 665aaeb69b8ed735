// Request schemas and answer shapes of the standing documents (/api/company/documents-*, document-*):
// a firm's own (no companyId) and a client's (companyId). Shared by the routes and the screens.
import { z } from "zod";
import { listRequest } from "@/lib/shared/list";
import { MSG } from "@/lib/shared/validation/messages";
import { clearable, v } from "@/lib/shared/validation/zod";
import { COMPANY_DOCUMENT_CATEGORIES, COMPANY_DOCUMENT_SORT_FIELDS, type CompanyDocumentCategory } from "./constants";
import type { ExpiryState } from "./expiry";

const category = z.enum(COMPANY_DOCUMENT_CATEGORIES, { error: (iss) => (iss.input === undefined || iss.input === "" ? MSG.required("Category") : MSG.invalid("Category")) });

/**
 * documents-save (multipart with `file`, or JSON for metadata only). Without `id`: a new document (title,
 * category and a file required) of the firm (no companyId) or of the client `companyId`. With `id`: missing
 * keys unchanged, `folderId`/`expiryDate` null or "" clear; a file adds the next version (old ones kept).
 */
export const saveCompanyDocumentFields = z.object({
  id: v.optionalUuid("Document"),
  companyId: v.optionalUuid("Client"),
  folderId: clearable(v.uuid("Folder")),
  title: v.requiredString("Title", 200).optional(),
  category: category.optional(),
  expiryDate: clearable(v.usDate("Expiry Date")),
});
export type SaveCompanyDocumentFields = z.output<typeof saveCompanyDocumentFields>;

export const companyDocumentIdBody = z.object({ id: v.uuid("Document") });
export type CompanyDocumentIdBody = z.output<typeof companyDocumentIdBody>;

export const companyDocumentListBody = listRequest(
  COMPANY_DOCUMENT_SORT_FIELDS,
  z.object({ folderId: v.optionalUuid("Folder"), categories: z.array(category).max(5, { error: MSG.max(5) }).optional() }),
).extend({ companyId: v.optionalUuid("Client") });
export type CompanyDocumentListBody = z.output<typeof companyDocumentListBody>;

export const folderListBody = z.object({ companyId: v.optionalUuid("Client") });
export type FolderListBody = z.output<typeof folderListBody>;

export const saveFolderBody = z.object({ id: v.optionalUuid("Folder"), companyId: v.optionalUuid("Client"), name: v.requiredString("Folder Name", 100) });
export type SaveFolderBody = z.output<typeof saveFolderBody>;

export const deleteFolderBody = z.object({ id: v.uuid("Folder") });
export type DeleteFolderBody = z.output<typeof deleteFolderBody>;

export const documentUrlBody = z.object({ versionId: v.uuid("Version") });
export type DocumentUrlBody = z.output<typeof documentUrlBody>;

/** Staff add a client's (or the firm's) standing document to a case's forms and letters, without a new upload. */
export const addToCaseBody = z.object({ documentId: v.uuid("Document"), petitionId: v.uuid("Case") });
export type AddToCaseBody = z.output<typeof addToCaseBody>;

export type CompanyDocumentVersionDto = { id: string; version: number; fileName: string; mimetype: string; sizeBytes: number; uploadedByName: string | null; createdAt: string };

export type CompanyDocumentDto = {
  id: string;
  companyId: string | null;
  companyName: string | null;
  folderId: string | null;
  folderName: string | null;
  title: string;
  category: CompanyDocumentCategory;
  expiryDate: string | null;
  /** On the caller's today: expired, expiring soon (30 days) or valid; null without a date. */
  expiry: { state: ExpiryState; days: number } | null;
  currentVersion: number;
  /** The latest version. */
  latest: CompanyDocumentVersionDto;
  createdAt: string;
  updatedAt: string;
  /** Every version, newest first (documents-save, document-details). */
  versions?: CompanyDocumentVersionDto[];
};

export type CompanyDocumentFolderDto = { id: string; companyId: string | null; name: string; documentCount: number };
