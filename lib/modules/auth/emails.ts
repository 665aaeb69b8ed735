// E-mail texts of the account and sign-in calls: subject, plain text and simple HTML with the link.
import "server-only";
import { linkMail as render, type LinkMail } from "@/lib/server/mail/link-mail";

export type AuthMail = LinkMail;

const hello = (name: string) => `Hello ${name || "there"},`;
const ignore = "If you did not ask for this, you can ignore this e-mail.";

export function verifyEmailMail(p: { tenantName: string; name: string; link: string }): AuthMail {
  return render("auth.verify_email", `${p.tenantName}: verify your e-mail address`, {
    greeting: hello(p.name),
    paragraphs: [`Please confirm your e-mail address for your account with ${p.tenantName}. The link is valid for 3 days and works once.`],
    action: { label: "Verify e-mail address", url: p.link },
    footer: ignore,
  });
}

export function invitationMail(p: { tenantName: string; name: string; companyName: string; inviterName: string; link: string }): AuthMail {
  return render("auth.invitation", `${p.tenantName} invited you to its client portal`, {
    greeting: hello(p.name),
    paragraphs: [
      `${p.inviterName} of ${p.tenantName} invited you to manage the immigration cases of ${p.companyName}.`,
      "Choose a password to activate your account. The link is valid for 7 days and works once.",
    ],
    action: { label: "Activate your account", url: p.link },
    footer: ignore,
  });
}

/**
 * Registration with an address that already has a beneficiary account in the firm: the form answered as
 * for a new address (it must not tell who has an account), so the owner of the address learns it here.
 */
export function alreadyRegisteredMail(p: { tenantName: string; name: string; loginLink: string; resetLink: string }): AuthMail {
  return render("auth.already_registered", `${p.tenantName}: you already have an account`, {
    greeting: hello(p.name),
    paragraphs: [
      `Someone, probably you, tried to register with ${p.tenantName} using this e-mail address. You already have an account, so nothing was changed.`,
      `Sign in with your password. If you forgot it, choose a new one here: ${p.resetLink}`,
    ],
    action: { label: "Sign in", url: p.loginLink },
    footer: "If you did not ask for this, you can ignore this e-mail: your account stays as it is.",
  });
}

/**
 * Registration with an address that already has an account (with its own password) at this or another
 * firm: the verification link adds the beneficiary access; the password typed in the form was not used.
 */
export function verifyExistingAccountMail(p: { tenantName: string; name: string; link: string }): AuthMail {
  return render("auth.verify_existing_account", `${p.tenantName}: confirm your beneficiary access`, {
    greeting: hello(p.name),
    paragraphs: [
      `Someone, probably you, registered as a beneficiary with ${p.tenantName} using this e-mail address, which already has an account.`,
      "Confirm with the link below to add this access to your account. Your existing password stays the same: the password typed in the registration form was not used. The link is valid for 3 days and works once.",
    ],
    action: { label: "Confirm and add access", url: p.link },
    footer: "If you did not ask for this, you can ignore this e-mail: nothing changes until the link is used.",
  });
}

export function activationMail(p: { tenantName: string; name: string; link: string }): AuthMail {
  return render("auth.activation", `${p.tenantName}: activate your account`, {
    greeting: hello(p.name),
    paragraphs: [`Choose a password to activate your account with ${p.tenantName}. The link is valid for 7 days and works once.`],
    action: { label: "Activate your account", url: p.link },
    footer: ignore,
  });
}

export function tenantActivationMail(p: { tenantName: string; name: string; link: string }): AuthMail {
  return render("auth.tenant_activation", `${p.tenantName}: your activation key`, {
    greeting: hello(p.name),
    paragraphs: [`Use this link to activate ${p.tenantName} and set up your firm's account. It is valid for 7 days and works once; older keys no longer work.`],
    action: { label: "Activate your firm", url: p.link },
    footer: ignore,
  });
}

export function passwordResetMail(p: { tenantName: string; name: string; link: string }): AuthMail {
  return render("auth.password_reset", `${p.tenantName}: reset your password`, {
    greeting: hello(p.name),
    paragraphs: ["We received a request to reset your password. The link is valid for 60 minutes and works once."],
    action: { label: "Reset password", url: p.link },
    footer: "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
  });
}

export function passwordChangedMail(p: { tenantName: string; name: string; loginLink: string }): AuthMail {
  return render("auth.password_changed", `${p.tenantName}: your password was changed`, {
    greeting: hello(p.name),
    paragraphs: [
      "The password of your account was just changed, and your other sessions were signed out.",
      `If you did not do this, reset your password at once and tell ${p.tenantName}.`,
    ],
    action: { label: "Sign in", url: p.loginLink },
  });
}

export function signupReceivedMail(p: { tenantName: string; companyName: string; contactName: string; contactEmail: string; link: string }): AuthMail {
  return render("auth.signup_received", `New client registration: ${p.companyName}`, {
    greeting: `Hello ${p.tenantName} team,`,
    paragraphs: [
      `${p.contactName} (${p.contactEmail}) registered ${p.companyName} as a client. The company is pending approval.`,
      "Review the company and approve it so the contact can sign in.",
    ],
    action: { label: "Review clients", url: p.link },
  });
}

export function deletionRequestedMail(p: { tenantName: string; name: string; scheduledFor: string; link: string }): AuthMail {
  return render("auth.deletion_requested", `${p.tenantName}: your profile deletion request`, {
    greeting: hello(p.name),
    paragraphs: [
      `We received your request to delete your profile. It will be deleted on or after ${p.scheduledFor} (30 days from today).`,
      "Until then you can still sign in, and you can cancel the request from your profile page.",
    ],
    action: { label: "Open your profile", url: p.link },
    footer: "If you did not ask for this, sign in, cancel the request and change your password.",
  });
}

export function deletionRevertedMail(p: { tenantName: string; name: string; link: string }): AuthMail {
  return render("auth.deletion_reverted", `${p.tenantName}: profile deletion cancelled`, {
    greeting: hello(p.name),
    paragraphs: ["Your request to delete your profile was cancelled. Your account stays as it is."],
    action: { label: "Open your profile", url: p.link },
  });
}
