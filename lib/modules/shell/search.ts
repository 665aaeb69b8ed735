// Global search results in display order (cases first: they are the daily work) with the page each one opens.
import type { CaseHit, SearchAnswer, SearchHit } from "./contract";

type SearchKind = "cases" | "clients" | "beneficiaries" | "users";
type FlatHit = SearchHit & { kind: SearchKind; href: string; /** Second line: status, client and beneficiary of a case. */ detail?: string | null };

const HREF: Record<Exclude<SearchKind, "cases">, (id: string) => string> = {
  clients: (id) => `/app/company/details/${encodeURIComponent(id)}`,
  beneficiaries: (id) => `/app/beneficiaries?focus=${encodeURIComponent(id)}`,
  users: (id) => `/app/users?focus=${encodeURIComponent(id)}`,
};

/** "2026-000002 · Wei Zhang - H-1B cap petition" (the custom number when the firm gave one). */
function caseHit(c: CaseHit): FlatHit {
  const number = c.customCaseNumber || c.caseNumber;
  const detail = [c.statusName, c.petitionerName, c.beneficiaryName].filter(Boolean).join(" · ");
  return { id: String(c.id), name: c.title ? `${number} · ${c.title}` : number, kind: "cases", href: c.detailsPath, detail: detail || null };
}

export function flattenHits(answer: Partial<SearchAnswer> | null | undefined): FlatHit[] {
  if (!answer) return [];
  const cases = (Array.isArray(answer.cases) ? answer.cases : []).map(caseHit);
  return [
    ...cases,
    ...(["clients", "beneficiaries", "users"] as const).flatMap((kind) =>
      (Array.isArray(answer[kind]) ? answer[kind] : []).map((h) => ({ ...h, id: String(h.id), kind, href: HREF[kind](String(h.id)) })),
    ),
  ];
}
