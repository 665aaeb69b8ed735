// The setup flags of the navigation rules, read from the signed-in user's details (server and client).
import type { LoginUserDetails } from "@/lib/modules/auth/session-user";
import { tenantProfileComplete, type SetupState } from "@/lib/shared/navigation";

type Details = Pick<LoginUserDetails, "roleId" | "registrationCompleted" | "companyRegistrationCompleted" | "permissions"> & {
  billing?: LoginUserDetails["billing"];
  tenantDetails: Pick<LoginUserDetails["tenantDetails"], "profCompleted">;
};

/** Same rule as petitionerProfileComplete() in lib/modules/auth/session-user.ts, without its server imports. */
export function setupStateOf(d: Details): SetupState {
  return {
    roleId: d.roleId,
    tenantProfileComplete: tenantProfileComplete(d.tenantDetails.profCompleted),
    petitionerProfileComplete: Boolean(d.registrationCompleted || d.companyRegistrationCompleted),
    permissions: d.permissions,
    billing: d.billing ?? null,
  };
}
