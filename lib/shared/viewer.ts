// The signed-in user as the screens of every module see it (can() of lib/shared/permissions.ts takes it).
// Built on the server by lib/modules/profile/get-viewer.ts from the page session and passed to the client screens as a prop.
export type Viewer = {
  userId: string;
  /** The membership (account) the session was opened for; users/update takes it as `id` for the own profile. */
  membershipId: string;
  roleId: number;
  companyId: string | null;
  branchId: string | null;
  /** The firm's permission entries for this role, read fresh with the page session: pass the viewer to can() (lib/shared/permissions.ts). */
  permissions: readonly string[];
  /** tenantDetails.profCompleted is 'yes'. */
  tenantProfileComplete: boolean;
  /** Registration or company registration completed (role 50). */
  petitionerProfileComplete: boolean;
};
