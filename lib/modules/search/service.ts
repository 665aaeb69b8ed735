// Global search: up to 5 cases, clients, beneficiaries and (for user managers) users matching the text,
// each group by the same visibility rules as its own list (cases: the cases module's list service).
import "server-only";
import { searchClients } from "@/lib/modules/companies/service";
import { searchBeneficiaries } from "@/lib/modules/beneficiaries/service";
import { userListBody } from "@/lib/modules/users/contract";
import { listUsers } from "@/lib/modules/users/manage-users";
import { caseListBody } from "@/lib/modules/cases/list-contract";
import { listCases } from "@/lib/modules/cases/list-cases";
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
  const [cases, clients, beneficiaries, users] = await Promise.all([
    searchCases(ctx, body.q),
    searchClients(ctx.db, ctx.actor, body.q, SEARCH_LIMIT),
    searchBeneficiaries(ctx.db, ctx.actor, body.q, SEARCH_LIMIT),
    searchUsers(ctx, body.q),
  ]);
  return { cases, clients, beneficiaries, users };
}
