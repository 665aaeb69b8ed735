"use client";
// A used, expired, mistyped or other firm's link: say so plainly and offer a new one.
import { useTranslations } from "next-intl";
import type { PasswordLinkKind } from "../contract";
import { ButtonLink, TextLink } from "./links";
import { ResultCard } from "./result-card";

type LinkKind = PasswordLinkKind | "verify";

/** Where each kind of link is requested again. */
const REQUEST_NEW: Record<LinkKind, string> = {
  reset: "/app/forgot-password",
  set: "/app/resend-link?type=activation",
  activate: "/app/resend-link?type=activation",
  invite: "/app/resend-link?type=activation",
  firm: "/app/resend-link?type=firm",
  verify: "/app/resend-link?type=verification",
};

export function InvalidLink({ kind, autoFocus = false }: { kind: LinkKind; autoFocus?: boolean }) {
  const t = useTranslations("account.invalidLink");
  return (
    <ResultCard
      tone="warning"
      title={t("title")}
      autoFocus={autoFocus}
      actions={
        <>
          <ButtonLink href={REQUEST_NEW[kind]}>{t(kind === "reset" ? "requestReset" : "requestNew")}</ButtonLink>
          <TextLink href="/app/login" className="text-sm">
            {t("signIn")}
          </TextLink>
        </>
      }
    >
      <p>{t("text")}</p>
      <p>{t(`validity.${kind}`)}</p>
    </ResultCard>
  );
}

/** The firm of an account-activation link is already active: nothing left to do but sign in. */
export function FirmAlreadyActive() {
  const t = useTranslations("account.invalidLink");
  return (
    <ResultCard tone="info" title={t("firmActiveTitle")} autoFocus={false} actions={<ButtonLink href="/app/login">{t("signIn")}</ButtonLink>}>
      <p>{t("firmActiveText")}</p>
    </ResultCard>
  );
}
