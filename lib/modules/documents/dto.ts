// Document rows as the API answers them.
import { VERSIONED_CATEGORIES, type DocumentCategory, type DocumentDto, type DocumentStatus, type DocumentVersionDto } from "./contract";
import { docTypeLabel } from "./doc-types";
import type { DocumentListRecord, DocumentRecord } from "./repository";

type Names = { uploaderName?: string | null; beneficiaryName?: string | null };

function toVersionDto(r: DocumentRecord & Names): DocumentVersionDto {
  return {
    id: r.id,
    version: r.version,
    key: r.fileKey,
    fileName: r.fileName,
    mimetype: r.mimetype,
    size: r.sizeBytes,
    uploadedBy: r.uploadedByUserId ? { id: r.uploadedByUserId, name: r.uploaderName ?? "" } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toDocumentDto(r: DocumentRecord & Names, versions: DocumentVersionDto[] = []): DocumentDto {
  return {
    ...toVersionDto(r),
    petitionId: r.petitionId,
    category: r.category as DocumentCategory,
    docType: r.docType,
    docTypeLabel: docTypeLabel(r.docType) || r.docType,
    beneficiary: r.beneficiaryId ? { id: r.beneficiaryId, name: r.beneficiaryName ?? "" } : null,
    groupId: r.groupId,
    status: r.status as DocumentStatus,
    rejectReason: r.rejectReason,
    versions,
  };
}

/**
 * The rows of a case's documents tab: one row per document; a forms-and-letters group shows its
 * newest version with every earlier one under `versions` (newest first). Newest documents first.
 */
export function groupDocuments(rows: readonly DocumentListRecord[]): DocumentDto[] {
  const groups = new Map<string, DocumentListRecord[]>();
  const out: { sortAt: number; dto: DocumentDto }[] = [];
  for (const r of rows) {
    if (VERSIONED_CATEGORIES.includes(r.category as DocumentCategory) && r.groupId) {
      const list = groups.get(r.groupId) ?? [];
      list.push(r);
      groups.set(r.groupId, list);
    } else {
      out.push({ sortAt: r.createdAt.getTime(), dto: toDocumentDto(r) });
    }
  }
  for (const list of groups.values()) {
    const sorted = [...list].sort((a, b) => b.version - a.version);
    const [latest, ...older] = sorted;
    out.push({ sortAt: latest.createdAt.getTime(), dto: toDocumentDto(latest, older.map(toVersionDto)) });
  }
  return out.sort((a, b) => b.sortAt - a.sortAt).map((x) => x.dto);
}
