// TanStack Query keys of the documents module.
import type { DocumentCategory } from "../contract";

export const documentsKeys = {
  all: ["documents"] as const,
  lists: () => [...documentsKeys.all, "list"] as const,
  case: (petitionId: string) => [...documentsKeys.lists(), petitionId] as const,
  list: (petitionId: string, category?: DocumentCategory) => [...documentsKeys.case(petitionId), category ?? "all"] as const,
  types: () => [...documentsKeys.all, "types"] as const,
  checklist: (typeId: number, subTypeId?: number | null) => [...documentsKeys.all, "checklist", typeId, subTypeId ?? 0] as const,
};
