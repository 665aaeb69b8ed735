// Global search results in display order with the page each one opens.
import type { SearchAnswer, SearchHit } from "./contract";

type SearchKind = "clients" | "beneficiaries" | "users";
type FlatHit = SearchHit & { kind: SearchKind; href: string };

const HREF: Record<SearchKind, (id: string) => string> = {
  clients: (id) => `/app/company/details/${encodeURIComponent(id)}`,
  beneficiaries: (id) => `/app/beneficiaries?focus=${encodeURIComponent(id)}`,
  users: (id) => `/app/users?focus=${encodeURIComponent(id)}`,
};

export function flattenHits(answer: Partial<SearchAnswer> | null | undefined): FlatHit[] {
  if (!answer) return [];
  return (["clients", "beneficiaries", "users"] as const).flatMap((kind) =>
    (Array.isArray(answer[kind]) ? answer[kind] : []).map((h) => ({ ...h, id: String(h.id), kind, href: HREF[kind](String(h.id)) })),
  );
}
