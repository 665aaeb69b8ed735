// Builds the shell's data (user, branding, accounts, preferences) from the page session.
import "server-only";
import type { PageSession } from "@/lib/modules/auth/page-session";
import { getDb } from "@/lib/server/db/client";
import { roleName } from "@/lib/shared/constants/roles";
import type { ShellData } from "./contract";
import { listActiveAccounts } from "./repository";

export async function shellData(session: PageSession): Promise<ShellData> {
  const { actor, details, tenant } = session;
  const rows = await listActiveAccounts(await getDb(), actor.userId);
  return {
    roleId: actor.roleId,
    userName: details.name,
    email: details.email,
    tenantName: tenant.name,
    showLogo: Boolean(tenant.whiteLabeled && tenant.logo),
    accounts: rows.map((r) => ({
      membershipId: r.membershipId,
      tenantName: r.tenantName,
      roleId: r.roleId,
      roleName: roleName(r.roleId),
      companyName: r.companyName,
      branchName: r.branchName,
      current: r.membershipId === actor.membershipId,
    })),
    preferences: details.preferences ?? {},
  };
}
