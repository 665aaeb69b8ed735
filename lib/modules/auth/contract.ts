// Request and response shapes of /api/auth/*.
import { z } from "zod";
import { ROLE } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { isValidFein, normalizeFein } from "@/lib/shared/validation/rules";
import { v } from "@/lib/shared/validation/zod";

/** An address and its password: the sign-in, and the company approval check (which answers only to the owner). */
export const credentialsBody = z.object({
  // Spec section 5: a malformed address is a 422 "Please enter a valid email.", not a failed sign-in.
  email: v.email(),
  password: z.string({ error: MSG.required("Password") }).min(1, MSG.required("Password")).max(200),
});
export type CredentialsBody = z.infer<typeof credentialsBody>;

export const loginBody = z.union([
  credentialsBody,
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

// ---------------------------------------------------------------------------------------------
// Account calls other than login (payloads documented in lib/modules/auth/README.md).

/** Not in the spec's catalogue; same style as its case-number confirmation message. */
export const PASSWORD_CONFIRM_MISMATCH = "The password confirmation does not match";
export const WRONG_CURRENT_PASSWORD = "The current password is incorrect";
export const SAME_PASSWORD = "The new password must be different from the current password";
export const WRONG_PASSWORD = "The password is incorrect";
/** Same text as the users module's activation of a person who already has an account. */
export const EXISTING_ACCOUNT_PASSWORD = "This e-mail already has an account: enter its current password";

const secret = (field: string) =>
  z
    .string({ error: MSG.required(field) })
    .min(1, { error: MSG.required(field), abort: true })
    .max(128, { error: MSG.maxLength(128) });

/** Token from an e-mail link (activation, invitation, reset, verification). */
const linkToken = () => v.requiredString("Token", 200);

function passwordsMatch(passwordKey: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value[passwordKey] !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: PASSWORD_CONFIRM_MISMATCH, path: ["confirmPassword"] });
    }
  };
}

const optionalFein = () =>
  v.optionalFormat(isValidFein, MSG.invalid("FEIN"), 20).transform((s) => (s === undefined ? undefined : (normalizeFein(s) ?? s)));

export const signupBody = z.object({
  company: z.object(
    {
      name: v.requiredString("Company Name"),
      feiNumber: optionalFein(),
      email: v.email("Company Email", { rejectTemporary: true }),
      phone: v.phone("Company Phone"),
      phoneCountryCode: v.optionalString(8),
    },
    { error: MSG.required("Company") },
  ),
  contact: z
    .object(
      {
        firstName: v.requiredString("First Name", 100),
        lastName: v.requiredString("Last Name", 100),
        email: v.email("Email", { rejectTemporary: true }),
        password: v.strongPassword(),
        confirmPassword: secret("Confirm Password"),
      },
      { error: MSG.required("Contact") },
    )
    .superRefine(passwordsMatch("password")),
});
export type SignupBody = z.infer<typeof signupBody>;

export const tokenBody = z.object({ token: linkToken() });
export type TokenBody = z.infer<typeof tokenBody>;

export const emailBody = z.object({ email: v.email() });
export type EmailBody = z.infer<typeof emailBody>;

/** Set a password from an e-mail link: /users/activate and /auth/update-password. */
export const setPasswordBody = z
  .object({ token: linkToken(), password: v.strongPassword(), confirmPassword: secret("Confirm Password") })
  .superRefine(passwordsMatch("password"));
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const registerBody = z
  .object({
    token: v.optionalString(200),
    firstName: v.requiredString("First Name", 100),
    lastName: v.requiredString("Last Name", 100),
    email: v.email("Email", { rejectTemporary: true }),
    phone: v.optionalPhone(),
    phoneCountryCode: v.optionalString(8),
    password: v.strongPassword(),
    confirmPassword: secret("Confirm Password"),
    /** Spec section 5: beneficiary registration forces role 51, whatever is sent. */
    roleId: z.unknown().optional().transform((): number => ROLE.BENEFICIARY),
  })
  .superRefine(passwordsMatch("password"));
export type RegisterBody = z.infer<typeof registerBody>;

export const changePasswordBody = z
  .object({
    oldPassword: secret("Old Password"),
    newPassword: v.strongPassword("New Password"),
    confirmPassword: secret("Confirm Password"),
    /** Spec section 5: defaults to 7 when absent; accepted and not used otherwise (README). */
    roleId: v.optionalInt("Role").catch(undefined).transform((r): number => r ?? ROLE.SUPERVISOR),
  })
  .superRefine(passwordsMatch("newPassword"));
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const switchAccountBody = z.object({ membershipId: v.uuid("Account") });
export type SwitchAccountBody = z.infer<typeof switchAccountBody>;

export const deleteProfileRequestBody = z.object({ password: secret("Password") });
export type DeleteProfileRequestBody = z.infer<typeof deleteProfileRequestBody>;

export const emptyBody = z.object({});

/**
 * Answer of /auth/checkCompanyApproval, given only after the address's password (an unknown address and a
 * wrong password both answer 401 "Invalid email or password"); `{ false, null }` when the account has no
 * company in this firm.
 */
export type CompanyApproval = { approved: boolean; statusId: number | null };

/** Days between /delete-my-profile/request and the deletion (README). */
export const DELETION_GRACE_DAYS = 30;
