// Server side of the Viewer: the page session of this request (shared with the layout through React cache).
// A page without a session sends the browser to the login page, like the authenticated layout does.
import "server-only";
import { redirect } from "next/navigation";
import { getPageSession } from "@/lib/modules/auth/page-session";
import { petitionerProfileComplete } from "@/lib/modules/auth/session-user";
import { LOGIN_PATH, tenantProfileComplete } from "@/lib/shared/navigation";
import type { Viewer } from "@/lib/shared/viewer";

export async function getViewer(): Promise<Viewer> {
  const session = await getPageSession();
  if (!session) redirect(LOGIN_PATH);
  const { actor, details } = session;
  return {
    userId: actor.userId,
    membershipId: actor.membershipId,
    roleId: actor.roleId,
    companyId: actor.companyId,
    branchId: actor.branchId,
    permissions: actor.permissions,
    tenantProfileComplete: tenantProfileComplete(details.tenantDetails.profCompleted),
    petitionerProfileComplete: petitionerProfileComplete(details),
  };
}
