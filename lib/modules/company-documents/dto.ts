// Rows → answers of the standing documents.
import "server-only";
import type { CompanyDocumentDto, CompanyDocumentVersionDto } from "./contract";
import type { CompanyDocumentCategory } from "./constants";
import { expiryState } from "./expiry";
import type { DocumentWithNames, VersionWithUploader } from "./repository";

export const toVersionDto = (v: VersionWithUploader): CompanyDocumentVersionDto => ({
  id: v.id,
  version: v.version,
  fileName: v.fileName,
  mimetype: v.mimetype,
  sizeBytes: v.sizeBytes,
  uploadedByName: v.uploadedByName,
  createdAt: v.createdAt.toISOString(),
});

export function toDocumentDto(r: DocumentWithNames, today: string, versions?: VersionWithUploader[]): CompanyDocumentDto {
  return {
    id: r.doc.id,
    companyId: r.doc.companyId,
    companyName: r.companyName,
    folderId: r.doc.folderId,
    folderName: r.folderName,
    title: r.doc.title,
    category: r.doc.category as CompanyDocumentCategory,
    expiryDate: r.doc.expiryDate,
    expiry: expiryState(r.doc.expiryDate, today),
    currentVersion: r.doc.currentVersion,
    latest: toVersionDto(r.latest),
    createdAt: r.doc.createdAt.toISOString(),
    updatedAt: r.doc.updatedAt.toISOString(),
    ...(versions ? { versions: versions.map(toVersionDto) } : {}),
  };
}
