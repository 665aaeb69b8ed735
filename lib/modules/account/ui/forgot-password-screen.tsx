"use client";
// /app/forgot-password: ask for a reset link. The answer is the same whether or not the address has an
// account (no account enumeration); too many requests show the server's wait message.
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
import { emailForm, type EmailInput, type EmailValues } from "../contract";
import { AccountCard } from "./account-card";
import { useErrorText } from "./api-errors";
import { reportSubmitError } from "./form-errors";
import { ButtonLink, TextLink } from "./links";
import { ResultCard } from "./result-card";

export function ForgotPasswordScreen() {
  const t = useTranslations("account.forgot");
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(emailForm), defaultValues: { email: "" } });
  const send = useMutation({
    mutationFn: (v: EmailValues) => apiPost<null>("auth/forgot-password", v),
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
