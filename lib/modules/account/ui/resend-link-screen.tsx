"use client";
// /app/resend-link: send again the e-mail verification link, an account activation link, or a pending
// firm's activation key. The server answers the same whether or not anything was waiting.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { emailForm, RESEND_KINDS, RESEND_PATHS, type EmailInput, type EmailValues, type ResendKind } from "../contract";
import { AccountCard } from "./account-card";
import { useErrorText } from "./api-errors";
import { reportSubmitError } from "./form-errors";
import { ButtonLink, TextLink } from "./links";
import { ResultCard } from "./result-card";

export function ResendLinkScreen({ initialKind }: { initialKind: ResendKind }) {
  const t = useTranslations("account.resend");
  const errorText = useErrorText();
  const [kind, setKind] = useState<ResendKind>(initialKind);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(emailForm), defaultValues: { email: "" } });
  const send = useMutation({
    mutationFn: (v: EmailValues) => apiPost<null>(RESEND_PATHS[kind], v),
    onMutate: () => setAlert(null),
    onSuccess: () => toast.success(t("toast")),
    onError: (e) => reportSubmitError(form, e, errorText, setAlert),
  });

  if (send.isSuccess) {
    return (
      <ResultCard
        tone="info"
        title={t("sentTitle")}
        actions={
          <>
            <ButtonLink href="/app/login">{t("backToSignIn")}</ButtonLink>
            <Button variant="secondary" onClick={() => send.reset()}>
              {t("again")}
            </Button>
          </>
        }
      >
        <p>{t("sentText")}</p>
        <p>{t("sentHint")}</p>
      </ResultCard>
    );
  }

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
