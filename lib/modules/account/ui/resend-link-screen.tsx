"use client";
// /app/resend-link: send again the e-mail verification link, an account activation link, or a pending
// firm's activation key. The server answers the same whether or not anything was waiting.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { RESEND_KINDS, RESEND_PATHS, type ResendKind } from "../contract";
import { AccountCard } from "./account-card";
import { LinkSentCard, useEmailLinkRequest } from "./email-link-request";
import { TextLink } from "./links";

export function ResendLinkScreen({ initialKind }: { initialKind: ResendKind }) {
  const t = useTranslations("account.resend");
  const [kind, setKind] = useState<ResendKind>(initialKind);
  const { form, send, alert } = useEmailLinkRequest(() => RESEND_PATHS[kind], t("toast"));
  if (send.isSuccess) return <LinkSentCard namespace="account.resend" onAgain={() => send.reset()} />;

  return (
    <AccountCard title={t("title")} description={t("subtitle")}>
      <Form form={form} onSubmit={(v) => send.mutate(v)} className="flex flex-col gap-5" aria-label={t("title")}>
        <FormAlert message={alert} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-fg">{t("what")}</legend>
          {RESEND_KINDS.map((k) => (
            <label key={k} className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-3 hover:bg-surface-muted has-[:checked]:border-primary">
              <input
                type="radio"
                name="resend-kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="mt-0.5 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-fg">{t(`kinds.${k}.label`)}</span>
                <span className="text-xs text-fg-muted">{t(`kinds.${k}.text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField name="email" type="email" label={t("email")} required autoComplete="email" />
        <Button type="submit" loading={send.isPending}>
          {send.isPending ? t("sending") : t("submit")}
        </Button>
        <p className="text-center text-sm text-fg-muted">
          <TextLink href="/app/forgot-password">{t("forgot")}</TextLink>
          <span aria-hidden="true"> · </span>
          <TextLink href="/app/login">{t("backToSignIn")}</TextLink>
        </p>
      </Form>
    </AccountCard>
  );
}
