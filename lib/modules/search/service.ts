// Global search: up to 5 cases, clients, beneficiaries, (for user managers) users, LCAs, I-9 records,
// invoices, support tickets and case documents matching the text, each group through its owning module's
// service, so each module's own reach rule applies (cases: the cases module's list service). The matching
// and ranking (pg_trgm typo tolerance, full-text, exact numbers first) is lib/server/db/text-search.ts.
import "server-only";
import { searchClients } from "@/lib/modules/companies/service";
import { searchBeneficiaries } from "@/lib/modules/beneficiaries/service";
import { userListBody } from "@/lib/modules/users/contract";
import { listUsers } from "@/lib/modules/users/manage-users";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { listCases } from "@/lib/modules/cases/list-cases";
import { searchLcas } from "@/lib/modules/lca/list-lcas";
import { searchI9s } from "@/lib/modules/i9/records";
import { searchInvoices } from "@/lib/modules/invoices/service";
import { searchTickets } from "@/lib/modules/tickets/service";
import { searchDocuments } from "@/lib/modules/documents/search-documents";
import { can } from "@/lib/shared/permissions";
import { SEARCH_LIMIT, type CaseSearchHit, type SearchBody, type SearchResult, type UserSearchHit } from "./contract";
import type { ActorContext } from "@/lib/server/context";


async function searchUsers(ctx: ActorContext, q: string): Promise<UserSearchHit[]> {
  if (!can(ctx.actor, "user.manage")) return [];
  const body = userListBody.parse({ page: 1, perpage: SEARCH_LIMIT, sortBy: "name", sortOrder: "asc", search: q });
  const { rows } = await listUsers(ctx, body);
  return rows.map((u) => ({ id: u.id, userId: u.userId, name: u.name, email: u.email, roleId: u.roleId, roleName: u.roleName }));
}

async function searchCases(ctx: ActorContext, q: string): Promise<CaseSearchHit[]> {
  if (!can(ctx.actor, "case.read")) return [];
  const body = caseListBody.parse({ page: 1, perpage: SEARCH_LIMIT, sortBy: "updatedAt", sortOrder: "desc", search: q });
  const { rows } = await listCases(ctx, body);
  return rows.map((c) => ({
    id: c.id,
    caseNumber: c.caseNumber,
    customCaseNumber: c.customCaseNumber,
    title: c.title,
    statusName: c.statusName,
    petitionerName: c.petitionerName,
    beneficiaryName: c.beneficiaryName,
    detailsPath: c.detailsPath,
  }));
}

export async function globalSearch(ctx: ActorContext, body: SearchBody): Promise<SearchResult> {
  const q = body.q;
  const [cases, clients, beneficiaries, users, lcas, i9s, invoices, tickets, documents] = await Promise.all([
    searchCases(ctx, q),
    searchClients(ctx.db, ctx.actor, q, SEARCH_LIMIT),
    searchBeneficiaries(ctx.db, ctx.actor, q, SEARCH_LIMIT),
    searchUsers(ctx, q),
    searchLcas(ctx, q, SEARCH_LIMIT),
    searchI9s(ctx, q, SEARCH_LIMIT),
    searchInvoices(ctx, q, SEARCH_LIMIT),
    searchTickets(ctx, q, SEARCH_LIMIT),
    searchDocuments(ctx, q, SEARCH_LIMIT),
  ]);
  return { cases, clients, beneficiaries, users, lcas, i9s, invoices, tickets, documents };
}
