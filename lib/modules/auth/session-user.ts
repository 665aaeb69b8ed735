// The signed-in user's details (spec section 3 "User" with tenantDetails and the checklist):
// answered by /auth/login and /users/login-user-details.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import type { Actor } from "@/lib/server/auth/session";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import { fail } from "@/lib/server/errors";
import { loginRoleName } from "@/lib/shared/constants/roles";
import { billingStateOf } from "@/lib/modules/billing/facts";
import { findUserById } from "@/lib/server/auth/identity";
import { findCompanyById } from "./repository";

export function tenantDetails(t: TenantRow) {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    typeId: t.typeId,
    profCompleted: t.profCompleted ? "yes" : "no",
    defaultWorkflowComplted: t.defaultWorkflowCompleted,
    adminName: t.adminName,
    adminEmail: t.adminEmail,
    phone: t.phone,
    phoneCountryCode: t.phoneCountryCode,
    profileUpdatedOn: t.profileUpdatedOn?.toISOString() ?? null,
    whiteLabled: t.whiteLabeled,
    logo: t.logo,
    favicon: t.favicon,
    permissions: t.permissions,
    selectedPlans: t.selectedPlans,
    feiNumber: t.feiNumber,
    petitionerInfo: { feiNumber: t.typeId === 2 ? t.feiNumber : null },
  };
}

export function tenantChecklist(t: TenantRow) {
  return {
    petitionSetupCompleted: t.petitionSetupCompleted,
    workflowSetupCompleted: t.workflowSetupCompleted,
    branchSetupCompleted: t.branchSetupCompleted,
  };
}

export async function loginUserDetails(db: Executor, actor: Actor, tenant: TenantRow, token?: string) {
  const user = await findUserById(db, actor.userId);
  if (!user) throw fail.unauthenticated();
  const [company, billing] = await Promise.all([
    actor.companyId ? findCompanyById(db, actor.companyId) : null,
    billingStateOf(db, { tenantId: tenant.id, roleId: actor.roleId, companyId: actor.companyId }),
  ]);
  const details = {
    userId: user.id,
    tenantId: tenant.id,
    roleId: actor.roleId,
    loginRoleId: actor.roleId,
    loginRoleName: loginRoleName(actor.roleId),
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    phoneCountryCode: user.phoneCountryCode,
    countryCallingCode: user.phoneCountryCode,
    profilePicture: user.profilePicture,
    passwordUpdated: user.passwordUpdated,
    registrationCompleted: user.registrationCompleted,
    emailVerified: user.emailVerifiedAt !== null,
    deletionRequested: user.deletionRequestedAt !== null,
    companyRegistrationCompleted: company?.registrationCompleted ?? false,
    companyId: company?.id ?? null,
    companyStatusId: company?.statusId ?? null,
    companyName: company?.name ?? null,
    companyEmail: company?.email ?? null,
    companyDetails: { profileUpdatedOn: company?.profileUpdatedOn?.toISOString() ?? null },
    accountType: company?.accountType ?? null,
    accountSubType: company?.accountSubType ?? null,
    branchId: actor.branchId,
    /** The firm's permission entries for this role (lib/shared/permissions.ts effectivePermissions), for can() in the screens. */
    permissions: actor.permissions,
    globalConfig: { isAllowExternalCases: tenant.isAllowExternalCases },
    preferences: user.preferences,
    tenantDetails: tenantDetails(tenant),
    checklist: tenantChecklist(tenant),
    /** Card and plan of the caller's subscriber (spec section 2: roles 3, 4, 12, 50, 51); null for other roles. */
    billing,
  };
  return { ...(token ? { token } : {}), user: details, ...details };
}

export type LoginUserDetails = Awaited<ReturnType<typeof loginUserDetails>>;

/** Petitioner profile is complete when registration or company registration is completed (spec section 4). */
export function petitionerProfileComplete(d: Pick<LoginUserDetails, "registrationCompleted" | "companyRegistrationCompleted">) {
  return d.registrationCompleted || d.companyRegistrationCompleted;
}
