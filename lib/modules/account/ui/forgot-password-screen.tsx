"use client";
// /app/forgot-password: ask for a reset link. The answer is the same whether or not the address has an
// account (no account enumeration); too many requests show the server's wait message.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { AccountCard } from "./account-card";
import { LinkSentCard, useEmailLinkRequest } from "./email-link-request";
import { TextLink } from "./links";

export function ForgotPasswordScreen() {
  const t = useTranslations("account.forgot");
  const { form, send, alert } = useEmailLinkRequest(() => "auth/forgot-password", t("toast"));
  if (send.isSuccess) return <LinkSentCard namespace="account.forgot" onAgain={() => send.reset()} />;

  return (
    <AccountCard title={t("title")} description={t("subtitle")}>
      <Form form={form} onSubmit={(v) => send.mutate(v)} className="flex flex-col gap-4" aria-label={t("title")}>
        <FormAlert message={alert} />
        <TextField name="email" type="email" label={t("email")} required autoComplete="email" autoFocus />
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? t("sending") : t("submit")}
        </Button>
        <p className="text-center text-sm text-fg-muted">
          <TextLink href="/app/login">{t("backToSignIn")}</TextLink>
        </p>
      </Form>
    </AccountCard>
  );
}
