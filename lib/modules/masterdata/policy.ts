// Who may read and write master data (pure).
import { ROLE } from "@/lib/shared/constants/roles";
import { isPublicCategory, type MasterCategory } from "./categories";

/** Where a writer's rows go: tenantId null = the global rows. Null for roles that may not write. */
export function writeScope(actor: { roleId: number; tenantId: string }): { tenantId: string | null } | null {
  if (actor.roleId === ROLE.PLATFORM_ADMIN) return { tenantId: null };
  if (actor.roleId === ROLE.SETTINGS || actor.roleId === ROLE.ADMIN) return { tenantId: actor.tenantId };
  return null;
}

/** Public categories are listed to anyone; the others need a signed-in user of the tenant. */
export function mayList(category: MasterCategory, signedIn: boolean): boolean {
  return signedIn || isPublicCategory(category);
}
