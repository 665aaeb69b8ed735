// Request and answer of /api/search (the app shell's global search overlay).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import type { ClientSearchHit } from "@/lib/modules/companies/service";
import type { BeneficiarySearchHit } from "@/lib/modules/beneficiaries/service";
import type { LcaSearchHit } from "@/lib/modules/lca/list-lcas";
import type { I9SearchHit } from "@/lib/modules/i9/records";
import type { InvoiceSearchHit } from "@/lib/modules/invoices/service";
import type { TicketSearchHit } from "@/lib/modules/tickets/service";
import type { DocumentSearchHit } from "@/lib/modules/documents/search-documents";

/** Hits per group. */
export const SEARCH_LIMIT = 5;
const SEARCH_MIN_LENGTH = 2;

export const searchBody = z.object({
  q: v.requiredString("Search", 100).min(SEARCH_MIN_LENGTH, { error: MSG.min(SEARCH_MIN_LENGTH) }),
});
export type SearchBody = z.output<typeof searchBody>;

/** A case the caller may open (the cases module's visibility), with what tells it apart. */
export type CaseSearchHit = {
  id: string;
  caseNumber: string;
  customCaseNumber: string | null;
  title: string | null;
  statusName: string | null;
  petitionerName: string | null;
  beneficiaryName: string | null;
  detailsPath: string;
};

export type UserSearchHit = { id: string; userId: string; name: string; email: string; roleId: number; roleName: string };

export type SearchResult = {
  /** By case number, custom number, title, receipt number, client or beneficiary; newest activity first. */
  cases: CaseSearchHit[];
  clients: ClientSearchHit[];
  beneficiaries: BeneficiarySearchHit[];
  /** Only for roles 1–4 (the firm's user managers); empty for everyone else. */
  users: UserSearchHit[];
  /** By LCA number, ETA case number, job title or employer (lca.read reach); typo-tolerant, best first. */
  lcas: LcaSearchHit[];
  /** By employee name or employee id (the I-9 reach: roles with i9.read only). */
  i9s: I9SearchHit[];
  /** By number (INV-000123 or 123, exact first), client or bill-to name (invoice.read; a client never sees a draft). */
  invoices: InvoiceSearchHit[];
  /** By number (TKT-000123 or 123, exact first) or subject (the tickets' reach). */
  tickets: TicketSearchHit[];
  /** By file name or document type, on cases the reader reaches, in the categories its role reads. */
  documents: DocumentSearchHit[];
};
