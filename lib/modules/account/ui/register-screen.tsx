"use client";
// /app/register: choose "company (client of this firm)" or "beneficiary", fill that form, then the
// "check your e-mail" screen.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import type { RegisterPath } from "../contract";
import { AccountCard } from "./account-card";
import { BeneficiaryRegisterForm, type BeneficiaryRegisterDone } from "./beneficiary-register-form";
import { ClientSignupForm, type ClientSignupDone } from "./client-signup-form";
import { ButtonLink, TextLink } from "./links";
import { ResultCard } from "./result-card";

type Done = ({ path: "company" } & ClientSignupDone) | ({ path: "beneficiary" } & BeneficiaryRegisterDone);

type Props = {
  firmName: string;
  /** The firm is active (registration is closed on a pending or inactive firm). */
  firmOpen: boolean;
  initialPath: RegisterPath | null;
  /** A beneficiary invitation token from the e-mailed link. */
  inviteToken: string | null;
};

export function RegisterScreen({ firmName, firmOpen, initialPath, inviteToken }: Props) {
  const t = useTranslations("account.register");
  const [path, setPath] = useState<RegisterPath | null>(inviteToken ? "beneficiary" : initialPath);
  const [done, setDone] = useState<Done | null>(null);

  if (done) return <RegisterDone done={done} firmName={firmName} />;
  if (!firmOpen) {
    return (
      <ResultCard tone="warning" title={t("closedTitle")} autoFocus={false} actions={<ButtonLink href="/app/login">{t("signIn")}</ButtonLink>}>
        <p>{t("closedText", { firm: firmName })}</p>
      </ResultCard>
    );
  }

  const options: { value: RegisterPath; title: string; text: string }[] = [
    { value: "company", title: t("company.choice"), text: t("company.choiceText", { firm: firmName }) },
    { value: "beneficiary", title: t("beneficiary.choice"), text: t("beneficiary.choiceText") },
  ];
  return (
    <AccountCard wide title={t("title")} description={t("subtitle", { firm: firmName })}>
      <fieldset className="mb-6">
        <legend className="mb-3 text-sm font-medium text-fg">{t("whoAreYou")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map((o) => (
            <label
              key={o.value}
              className={cn(
                "flex cursor-pointer gap-3 rounded-lg border border-border bg-surface p-4 hover:bg-surface-muted",
                "has-[:checked]:border-primary has-[:checked]:bg-surface-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
              )}
            >
              <input
                type="radio"
                name="register-path"
                value={o.value}
                checked={path === o.value}
                onChange={() => setPath(o.value)}
                className="mt-1 size-4 accent-primary focus-visible:outline-none"
              />
              <span className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-fg">{o.title}</span>
                <span className="text-xs text-fg-muted">{o.text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {path === "company" ? <ClientSignupForm onDone={(d) => setDone({ path: "company", ...d })} /> : null}
      {path === "beneficiary" ? <BeneficiaryRegisterForm inviteToken={inviteToken} onDone={(d) => setDone({ path: "beneficiary", ...d })} /> : null}
      <p className="mt-6 text-center text-sm text-fg-muted">
        {t("haveAccount")} <TextLink href="/app/login">{t("signIn")}</TextLink>
      </p>
    </AccountCard>
  );
}

function RegisterDone({ done, firmName }: { done: Done; firmName: string }) {
  const t = useTranslations("account.register");
  const resend = (
    <p>
      {t("noMail")} <TextLink href="/app/resend-link?type=verification">{t("resend")}</TextLink>
    </p>
  );
  if (done.path === "company") {
    return (
      <ResultCard tone="info" title={t("company.doneTitle")} actions={<ButtonLink href="/app/login" variant="secondary">{t("backToSignIn")}</ButtonLink>}>
        <p>{t("company.doneVerify", { email: done.email })}</p>
        <p>{t("company.doneApproval", { firm: firmName })}</p>
        {resend}
      </ResultCard>
    );
  }
  if (!done.verificationRequired) {
    return (
      <ResultCard tone="success" title={t("beneficiary.readyTitle")} actions={<ButtonLink href="/app/login">{t("signIn")}</ButtonLink>}>
        <p>{t("beneficiary.readyText", { firm: firmName })}</p>
        {done.passwordSet ? null : <p>{t("existingPassword")}</p>}
      </ResultCard>
    );
  }
  return (
    <ResultCard tone="info" title={t("beneficiary.doneTitle")} actions={<ButtonLink href="/app/login" variant="secondary">{t("backToSignIn")}</ButtonLink>}>
      <p>{t("beneficiary.doneText", { email: done.email })}</p>
      {done.passwordSet ? null : <p>{t("existingPassword")}</p>}
      {resend}
    </ResultCard>
  );
}
