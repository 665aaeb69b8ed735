// Global search: up to 5 clients, beneficiaries and (for user managers) users matching the text,
// each group by the same visibility rules as its own list.
import "server-only";
import { searchClients } from "@/lib/modules/companies/service";
import { searchBeneficiaries } from "@/lib/modules/beneficiaries/service";
import { userListBody } from "@/lib/modules/users/contract";
import { listUsers } from "@/lib/modules/users/manage-users";
import { can } from "@/lib/shared/permissions";
import { SEARCH_LIMIT, type SearchBody, type SearchResult, type UserSearchHit } from "./contract";
import type { ActorContext } from "@/lib/server/context";


async function searchUsers(ctx: ActorContext, q: string): Promise<UserSearchHit[]> {
  if (!can(ctx.actor, "user.manage")) return [];
  const body = userListBody.parse({ page: 1, perpage: SEARCH_LIMIT, sortBy: "name", sortOrder: "asc", search: q });
  const { rows } = await listUsers(ctx, body);
  return rows.map((u) => ({ id: u.id, userId: u.userId, name: u.name, email: u.email, roleId: u.roleId, roleName: u.roleName }));
}

export async function globalSearch(ctx: ActorContext, body: SearchBody): Promise<SearchResult> {
  const [clients, beneficiaries, users] = await Promise.all([
    searchClients(ctx.db, ctx.actor, body.q, SEARCH_LIMIT),
    searchBeneficiaries(ctx.db, ctx.actor, body.q, SEARCH_LIMIT),
    searchUsers(ctx, body.q),
  ]);
  return { clients, beneficiaries, users };
}
