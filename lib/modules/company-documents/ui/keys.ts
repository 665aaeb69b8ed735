// TanStack Query keys of the standing documents screens.
import type { CompanyDocumentListBody } from "../contract";

export const companyDocumentsKeys = {
  all: ["company-documents"] as const,
  lists: () => [...companyDocumentsKeys.all, "list"] as const,
  list: (body: Partial<CompanyDocumentListBody>) => [...companyDocumentsKeys.lists(), body] as const,
  folders: (companyId: string | null) => [...companyDocumentsKeys.all, "folders", companyId ?? "firm"] as const,
  details: (id: string) => [...companyDocumentsKeys.all, "details", id] as const,
  /** The case's picker: the case's client's and the firm's documents. */
  picker: (companyId: string | null, search: string) => [...companyDocumentsKeys.all, "picker", companyId ?? "firm", search] as const,
};
