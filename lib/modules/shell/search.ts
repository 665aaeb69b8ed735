// Global search results in display order (cases first: they are the daily work) with the page each one opens.
import type { CaseHit, SearchAnswer, SearchHit } from "./contract";

export const SEARCH_KINDS = ["cases", "clients", "beneficiaries", "users", "lcas", "i9s", "invoices", "tickets", "documents"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export type FlatHit = SearchHit & { kind: SearchKind; href: string; /** Second line: status, client and beneficiary of a case. */ detail?: string | null };

const HREF: Record<"clients" | "beneficiaries" | "users", (id: string) => string> = {
  clients: (id) => `/app/company/details/${encodeURIComponent(id)}`,
  beneficiaries: (id) => `/app/beneficiaries?focus=${encodeURIComponent(id)}`,
  users: (id) => `/app/users?focus=${encodeURIComponent(id)}`,
};

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;

/** "2026-000002 · Wei Zhang - H-1B cap petition" (the custom number when the firm gave one). */
function caseHit(c: CaseHit): FlatHit {
  const number = c.customCaseNumber || c.caseNumber;
  return { id: String(c.id), name: c.title ? `${number} · ${c.title}` : number, kind: "cases", href: c.detailsPath, detail: line(c.statusName, c.petitionerName, c.beneficiaryName) };
}

const list = <T,>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);

export function flattenHits(answer: Partial<SearchAnswer> | null | undefined): FlatHit[] {
  if (!answer) return [];
  return [
    ...list(answer.cases).map(caseHit),
    ...(["clients", "beneficiaries", "users"] as const).flatMap((kind) => list(answer[kind]).map((h) => ({ ...h, id: String(h.id), kind, href: HREF[kind](String(h.id)) }))),
    ...list(answer.lcas).map((h): FlatHit => ({ id: h.id, kind: "lcas", href: h.detailsPath, name: line(h.lcaNumber, h.jobTitle)!, detail: h.petitionerName ?? null })),
    ...list(answer.i9s).map((h): FlatHit => ({ id: h.id, kind: "i9s", href: h.detailsPath, name: h.employeeName, detail: line(h.employerName, h.hireDate) })),
    ...list(answer.invoices).map((h): FlatHit => ({ id: h.id, kind: "invoices", href: h.detailsPath, name: line(h.displayNumber, h.clientName)!, detail: h.billToName && h.billToName !== h.clientName ? h.billToName : null })),
    ...list(answer.tickets).map((h): FlatHit => ({ id: h.id, kind: "tickets", href: h.detailsPath, name: `${h.displayNumber} · ${h.subject}`, detail: h.companyName ?? null })),
    ...list(answer.documents).map((h): FlatHit => ({ id: h.id, kind: "documents", href: h.detailsPath, name: h.fileName, detail: line(h.caseNumber, h.caseTitle) })),
  ];
}
