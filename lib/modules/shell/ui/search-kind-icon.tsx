// The small outline icon of each global search group (decorative: the group's name is written next to it).
import type { SearchKind } from "../search";

const PATHS: Record<SearchKind, string> = {
  // briefcase
  cases: "M4 7h16v12H4z M9 7V5h6v2",
  // building
  clients: "M5 20V4h10v16 M15 9h4v11 M8 8h4 M8 12h4 M8 16h4",
  // person
  beneficiaries: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 20c1-4 4-6 8-6s7 2 8 6",
  // two people
  users: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 19c.7-3 3-5 6-5s5.3 2 6 5 M16 5a3 3 0 0 1 0 6 M18 14c1.5.6 2.6 2.3 3 5",
  // certificate
  lcas: "M5 4h14v12H5z M9 8h6 M9 11h6 M10 16l-1 4 3-2 3 2-1-4",
  // id card
  i9s: "M3 6h18v12H3z M8 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M5 16c.5-1.5 1.6-2 3-2s2.5.5 3 2 M14 9h4 M14 12h4",
  // receipt
  invoices: "M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6 M9 16h3",
  // speech bubble
  tickets: "M4 5h16v11H9l-5 4z M8 9h8 M8 12h5",
  // document
  documents: "M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6",
};

export function SearchKindIcon({ kind }: { kind: SearchKind }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0 text-fg-muted" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}
