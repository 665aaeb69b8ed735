// Request and response shapes of /api/auth/*.
import { z } from "zod";

export const loginBody = z.union([
  z.object({
    email: z.string().trim().min(1, "*Email is required").max(254),
    password: z.string().min(1, "*Password is required").max(200),
  }),
  z.object({
    choiceToken: z.string().min(10).max(200),
    membershipId: z.uuid("Choose an account"),
  }),
  z.object({ handoffToken: z.string().min(10).max(200) }),
]);
export type LoginBody = z.infer<typeof loginBody>;

/** One account the user may sign in as (the login chooser). */
export type AccountOption = {
  membershipId: string;
  tenantSlug: string;
  tenantName: string;
  roleId: number;
  roleName: string;
  companyId: string | null;
  companyName: string | null;
  branchId: string | null;
  branchName: string | null;
};

/** Answer when the user must choose: no session yet. */
export type LoginChoice = {
  choiceRequired: true;
  choiceToken: string;
  accounts: { tenantSlug: string; tenantName: string }[];
  companies: { companyId: string; companyName: string }[];
  branches: { branchId: string; branchName: string }[];
  options: AccountOption[];
};

/** Answer when the chosen account lives on another firm's sub-domain. */
export type LoginRedirect = { redirectUrl: string };
