// Request and answer of /api/search (the app shell's global search overlay).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import type { ClientSearchHit } from "@/lib/modules/companies/service";
import type { BeneficiarySearchHit } from "@/lib/modules/beneficiaries/service";

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
};
