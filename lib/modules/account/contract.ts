// Form schemas of the sign-up, password-link and firm-address screens. The fields come from the auth
// and tenants contracts (same rules and messages as the routes); only the screen-level additions live here.
import { z } from "zod";
import { emailBody, PASSWORD_CONFIRM_MISMATCH, registerBody, setPasswordBody, signupBody } from "@/lib/modules/auth/contract";

/** The two ways to register on /app/register. */
export const REGISTER_PATHS = ["company", "beneficiary"] as const;
export type RegisterPath = (typeof REGISTER_PATHS)[number];

/** What /app/resend-link can send again, and the call that sends it. */
export const RESEND_KINDS = ["verification", "activation", "firm"] as const;
export type ResendKind = (typeof RESEND_KINDS)[number];
export const RESEND_PATHS: Record<ResendKind, string> = {
  verification: "users/resend-verify-link",
  activation: "auth/request-activation-email",
  firm: "auth/request-activation-key",
};

/** The screens that choose a password from an e-mailed link, and the call each one makes. */
export type PasswordLinkKind = "reset" | "set" | "activate" | "invite" | "firm";
export const PASSWORD_LINK_PATHS: Record<PasswordLinkKind, string> = {
  reset: "auth/update-password",
  set: "users/activate",
  activate: "users/activate",
  invite: "users/activate",
  firm: "tenant/register",
};

const acceptTerms = (message: string) => z.boolean().refine((checked) => checked, { error: message });

/**
 * Client company registration: one e-mail field (the contact's, also used as the company's e-mail),
 * plus the terms checkbox. `toSignupBody` builds the /auth/signup payload.
 */
export function clientSignupForm(termsMessage: string) {
  const company = signupBody.shape.company.shape;
  return z.object({
    company: z.object({ name: company.name, feiNumber: company.feiNumber, phone: company.phone }),
    contact: signupBody.shape.contact,
    acceptTerms: acceptTerms(termsMessage),
  });
}
export type ClientSignupInput = z.input<ReturnType<typeof clientSignupForm>>;
export type ClientSignupValues = z.output<ReturnType<typeof clientSignupForm>>;

export function toSignupBody(v: ClientSignupValues) {
  return { company: { ...v.company, email: v.contact.email }, contact: v.contact };
}

/** Beneficiary registration (/users/register; the server forces role 51) plus the terms checkbox. */
export function beneficiaryRegisterForm(termsMessage: string) {
  return registerBody.extend({ acceptTerms: acceptTerms(termsMessage) });
}
export type BeneficiaryRegisterInput = z.input<ReturnType<typeof beneficiaryRegisterForm>>;
export type BeneficiaryRegisterValues = z.output<ReturnType<typeof beneficiaryRegisterForm>>;

/** New password + confirmation; the token of the link is added when sending. */
export const newPasswordForm = z
  .object({ password: setPasswordBody.shape.password, confirmPassword: setPasswordBody.shape.confirmPassword })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: "custom", message: PASSWORD_CONFIRM_MISMATCH, path: ["confirmPassword"] });
  });
export type NewPasswordInput = z.input<typeof newPasswordForm>;
export type NewPasswordValues = z.output<typeof newPasswordForm>;

export const emailForm = emailBody;
export type EmailInput = z.input<typeof emailForm>;
export type EmailValues = z.output<typeof emailForm>;

/** A firm's sub-domain label, as the server reads it from the host (lib/server/tenancy/tenant.ts). */
export const FIRM_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function firmAddressForm(messages: { required: string; invalid: string }) {
  return z.object({
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: messages.required, abort: true })
      .refine((s) => FIRM_SLUG.test(s), { error: messages.invalid }),
  });
}
export type FirmAddressInput = z.input<ReturnType<typeof firmAddressForm>>;
export type FirmAddressValues = z.output<ReturnType<typeof firmAddressForm>>;

/** A same-site page a visitor on the bare host may continue to on their firm's address. */
export function safeFirmPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/app/") || next.startsWith("//") || next.includes("\\") || /[\s]/.test(next)) return null;
  return next;
}

/** The sign-in page of a firm, on the current host: "acme" + "localhost:3000" -> http://acme.localhost:3000/app/login. */
export function firmUrl(protocol: string, host: string, slug: string, path = "/app/login"): string {
  const bare = host.replace(/^www\./i, "");
  return `${protocol}//${slug}.${bare}${path}`;
}
