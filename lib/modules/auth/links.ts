// E-mailed links of accounts: issue a one-time token (older ones of the same purpose in the tenant
// are revoked), build the tenant's URL and put the e-mail in the outbox of the caller's transaction.
import "server-only";
import type { Executor } from "@/lib/server/db/client";
import { issueToken } from "@/lib/server/auth/one-time-token";
import { countAttempt } from "@/lib/server/http/rate-limit";
import { enqueueMail } from "@/lib/server/mail/outbox";
import { ROLE } from "@/lib/shared/constants/roles";
import { link } from "./context";
import { activationMail, alreadyRegisteredMail, invitationMail, passwordResetMail, verifyEmailMail, verifyExistingAccountMail, type AuthMail } from "./emails";
import { revokeUserTenantTokens } from "@/lib/server/auth/one-time-token";
import { type UserRow } from "@/lib/server/auth/identity";
import { type TenantMembership } from "./repository";
import type { PublicContext } from "@/lib/server/context";

type LinkPurpose = "email_verification" | "invitation" | "activation" | "password_reset";

/** The screens the links open (spec section 2). */
const LINK_PATHS: Record<LinkPurpose, string> = {
  email_verification: "/app/verify-email",
  invitation: "/app/public/account-activation-invite",
  activation: "/app/public/activate-user-account",
  password_reset: "/app/public/reset-password",
};

type Recipient = Pick<UserRow, "id" | "email" | "name">;
/** `existingAccount`: the address already had an account with a password (the e-mail verification text says so). */
type Extra = { companyName?: string | null; inviterName?: string | null; membershipId?: string; existingAccount?: boolean };

export async function sendAccountLink(tx: Executor, req: PublicContext, user: Recipient, purpose: LinkPurpose, extra: Extra = {}): Promise<void> {
  await revokeUserTenantTokens(tx, user.id, req.tenant.id, purpose);
  const payload = extra.membershipId ? { membershipId: extra.membershipId } : {};
  const token = await issueToken(tx, { purpose, userId: user.id, tenantId: req.tenant.id, payload });
  const url = link(req, `${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`);
  const base = { tenantName: req.tenant.name, name: user.name, link: url };
  const mail: AuthMail =
    purpose === "email_verification"
      ? extra.existingAccount
        ? verifyExistingAccountMail(base)
        : verifyEmailMail(base)
      : purpose === "invitation"
        ? invitationMail({ ...base, companyName: extra.companyName ?? "your company", inviterName: extra.inviterName ?? req.tenant.name })
        : purpose === "activation"
          ? activationMail(base)
          : passwordResetMail(base);
  await enqueueMail(tx, { tenantId: req.tenant.id, to: user.email, ...mail });
}

const ACCOUNT_MAIL_WINDOW = 60_000;

/**
 * Count an account e-mail (invitation, or what a sign-up or registration sends) to `email` from this
 * firm: true for the first in a minute, false when one already went out (README "One e-mail per address
 * per minute"). Counted in the caller's transaction, so a call that rolls back leaves no count.
 */
export async function claimAccountMail(tx: Executor, tenantId: string, email: string): Promise<boolean> {
  return (await countAttempt(tx, `account-mail:${tenantId}:${email.trim().toLowerCase()}`, ACCOUNT_MAIL_WINDOW)) === 1;
}

/** A petitioner whose company the firm has not approved yet (signup) waits for the firm, not for a link. */
export function awaitingApproval(m: Pick<TenantMembership, "roleId" | "companyStatusId">): boolean {
  return m.roleId === ROLE.PETITIONER && m.companyStatusId !== null && m.companyStatusId !== 1;
}

/**
 * Send the link a pending account (membership status 3) of this tenant is waiting for: without a
 * password the invitation (petitioners) or activation link; with one, the e-mail verification link
 * while the address is unverified. Returns what was sent, or null when nothing is pending.
 */
export async function sendPendingAccountLink(
  tx: Executor,
  req: PublicContext,
  user: UserRow,
  memberships: TenantMembership[],
): Promise<LinkPurpose | null> {
  const pending = memberships.filter((m) => m.statusId === 3);
  if (pending.length === 0) return null;
  if (!user.passwordHash) {
    const m = pending[0];
    const purpose: LinkPurpose = m.roleId === ROLE.PETITIONER ? "invitation" : "activation";
    await sendAccountLink(tx, req, user, purpose, { membershipId: m.membershipId, companyName: m.companyName });
    return purpose;
  }
  if (!user.emailVerifiedAt) {
    await sendAccountLink(tx, req, user, "email_verification");
    return "email_verification";
  }
  return null;
}

/**
 * A sign-up or registration for an address that already has an account here creates nothing: its owner
 * is e-mailed the link a pending account waits for, else "you already have an account", unless an account
 * e-mail went to the address in the last minute (claimAccountMail). Returns what was sent, for the audit.
 */
export async function tellExistingOwner(tx: Executor, req: PublicContext, user: UserRow, memberships: TenantMembership[]): Promise<string> {
  if (!(await claimAccountMail(tx, req.tenant.id, user.email))) return "none_within_a_minute";
  const pending = await sendPendingAccountLink(tx, req, user, memberships);
  if (pending) return pending;
  const mail = alreadyRegisteredMail({ tenantName: req.tenant.name, name: user.name, loginLink: link(req, "/app/login"), resetLink: link(req, "/app/forgot-password") });
  await enqueueMail(tx, { tenantId: req.tenant.id, to: user.email, ...mail });
  return "already_registered";
}
