// Storage keys of standing documents: tenants/<tenantId>/company-documents/<clientId | "firm">/<uuid>-<safe name>.
import { safeFileName } from "@/lib/modules/documents/keys";

export function companyDocumentKey(tenantId: string, companyId: string | null, fileName: string, id: string = globalThis.crypto.randomUUID()): string {
  return `tenants/${tenantId}/company-documents/${companyId ?? "firm"}/${id}-${safeFileName(fileName)}`;
}
