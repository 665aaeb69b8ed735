// Role ids of spec section 6.
export const ROLE = {
  PLATFORM_ADMIN: 1,
  SETTINGS: 2,
  ADMIN: 3,
  BRANCH_MANAGER: 4,
  FRONT_OFFICE: 5,
  ATTORNEY: 6,
  SUPERVISOR: 7,
  PARALEGAL: 8,
  DOC_MANAGER: 9,
  DOC_EXECUTIVE: 10,
  LCA_MANAGER: 11,
  SUBSCRIBER: 12,
  I9_USER: 49,
  PETITIONER: 50,
  BENEFICIARY: 51,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAMES: Record<number, string> = {
  1: "Platform Admin",
  2: "Settings Manager",
  3: "Admin",
  4: "Branch Manager",
  5: "Front Office User",
  6: "Attorney",
  7: "Supervisor",
  8: "Paralegal",
  9: "Documentation Manager",
  10: "Documentation Executive",
  11: "LCA Manager",
  12: "Subscriber",
  49: "I-9 User",
  50: "Petitioner",
  51: "Beneficiary",
};

export const ALL_ROLE_IDS = Object.values(ROLE) as RoleId[];

/** Law-office (firm staff) roles: everyone but petitioners and beneficiaries. */
export const STAFF_ROLES: readonly number[] = ALL_ROLE_IDS.filter((r) => r !== ROLE.PETITIONER && r !== ROLE.BENEFICIARY);
/** Roles that see the settings pages. */
export const SETTINGS_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN, ROLE.PETITIONER];
/** Roles that may manage the firm's users, branches and clients. */
export const FIRM_MANAGER_ROLES: readonly number[] = [ROLE.PLATFORM_ADMIN, ROLE.SETTINGS, ROLE.ADMIN, ROLE.BRANCH_MANAGER];
/** Roles that load card and plan details after login. */
export const BILLING_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER, ROLE.SUBSCRIBER, ROLE.PETITIONER, ROLE.BENEFICIARY];

export function roleName(roleId: number): string {
  return ROLE_NAMES[roleId] ?? `Role ${roleId}`;
}

/** The name shown for the role of a signed-in user; role 51 is "anonymous" on token links. */
export function loginRoleName(roleId: number, viaToken = false): string {
  return roleId === ROLE.BENEFICIARY && viaToken ? "anonymous" : roleName(roleId);
}

/**
 * Tenant permission entries (spec section 6) and their defaults by role id: what a new firm gets, and
 * what a role the firm's map has no key for falls back to (lib/shared/permissions.ts effectivePermissions).
 */
export const PERMISSIONS = [
  "PETITIONER_COMPLETE_PROFILE",
  "PETITIONER_INVITE",
  "TASK_LIST",
  "CASE_CREATE",
  "CAP_LCA_CREATE",
  "LCA_CREATE",
  "BENEFICIARY_INVITE",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Every case role has the to-do list (TASK_LIST) by default (issue 33: the people who do the work see their
 * reminders); a firm may still turn it off per role. Firms of before this default: migration
 * 0045 (lib/modules/tenants/README.md "Permission defaults").
 */
export const DEFAULT_PERMISSIONS: Record<string, Permission[]> = {
  "3": ["PETITIONER_INVITE", "TASK_LIST", "CASE_CREATE", "CAP_LCA_CREATE", "LCA_CREATE", "BENEFICIARY_INVITE"],
  "4": ["PETITIONER_INVITE", "TASK_LIST", "CASE_CREATE", "CAP_LCA_CREATE", "LCA_CREATE", "BENEFICIARY_INVITE"],
  "5": ["PETITIONER_INVITE", "TASK_LIST", "CASE_CREATE", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"],
  "6": ["TASK_LIST", "CAP_LCA_CREATE"],
  "7": ["TASK_LIST", "CAP_LCA_CREATE"],
  "8": ["TASK_LIST", "CAP_LCA_CREATE"],
  "9": ["TASK_LIST", "CAP_LCA_CREATE"],
  "10": ["TASK_LIST", "CAP_LCA_CREATE"],
  "11": ["TASK_LIST", "CAP_LCA_CREATE", "LCA_CREATE"],
  "50": ["PETITIONER_COMPLETE_PROFILE", "CASE_CREATE", "CAP_LCA_CREATE", "BENEFICIARY_INVITE"],
};
