// Who may call the account calls that need a role (pure).
import { ROLE } from "@/lib/shared/constants/roles";

/** Firm staff who may invite a client (petitioner) by e-mail. */
export const INVITE_PETITIONER_ROLES: readonly number[] = [
  ROLE.PLATFORM_ADMIN,
  ROLE.SETTINGS,
  ROLE.ADMIN,
  ROLE.BRANCH_MANAGER,
  ROLE.FRONT_OFFICE,
];

export function canInvitePetitioner(roleId: number): boolean {
  return INVITE_PETITIONER_ROLES.includes(roleId);
}
