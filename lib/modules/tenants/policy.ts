// Who may do what with firms (pure).
import { ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";

/** Roles that read and edit the firm profile and branding (the settings pages of roles 1, 2 and 3). */
export const TENANT_PROFILE_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN];
/** Platform-level firm management: invitations, status, deletion. */
export const PLATFORM_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN];
/** The setup checklist is shown to the firm's staff. */
export const CHECKLIST_ROLES: readonly number[] = STAFF_ROLES;

/** Only the platform admin may name a firm other than the one of the request's host. */
export const mayAddressOtherTenant = (roleId: number) => roleId === ROLE.PLATFORM_ADMIN;
