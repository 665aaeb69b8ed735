"use client";
// The pages that choose a password from an e-mailed link: password reset, first password of an
// activated or invited account, and the activation of an invited firm. The link is checked when the
// page opens; if it stops working before the form is sent, the same "invalid link" page appears.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { newPasswordForm, PASSWORD_LINK_PATHS, type NewPasswordInput, type NewPasswordValues, type PasswordLinkKind } from "../contract";
import { AccountCard } from "./account-card";
import { isInvalidLinkError, useErrorText } from "./api-errors";
import { reportSubmitError } from "./form-errors";
import { InvalidLink } from "./invalid-link";
import { ButtonLink } from "./links";
import { PasswordField } from "./password-field";
import { ResultCard } from "./result-card";

type Answer = { email?: string };

export function SetPasswordScreen({ kind, token, firmName }: { kind: PasswordLinkKind; token: string; firmName: string }) {
  const t = useTranslations("account.setPassword");
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const save = useMutation({
    mutationFn: (v: NewPasswordValues) => apiPost<Answer>(PASSWORD_LINK_PATHS[kind], { token, ...v }),
    onMutate: () => setAlert(null),
    onSuccess: () => toast.success(t(`${kind}.toast`)),
    onError: (e) => {
      if (isInvalidLinkError(e)) {
        toast.error(t("linkStopped"));
        setLinkDead(true);
        return;
      }
      reportSubmitError(form, e, errorText, setAlert);
    },
  });

  if (linkDead) return <InvalidLink kind={kind} autoFocus />;
  if (save.isSuccess) {
    const email = save.data?.email;
    return (
      <ResultCard tone="success" title={t(`${kind}.doneTitle`)} actions={<ButtonLink href="/app/login">{t("signIn")}</ButtonLink>}>
        <p>{t(`${kind}.doneText`, { firm: firmName })}</p>
        {email ? <p>{t("signInAs", { email })}</p> : null}
      </ResultCard>
    );
  }

  return (
    <AccountCard title={t(`${kind}.title`)} description={t(`${kind}.subtitle`, { firm: firmName })}>
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="flex flex-col gap-4" aria-label={t(`${kind}.title`)}>
        <FormAlert message={alert} />
        <PasswordField name="password" label={t("password")} required showRules autoComplete="new-password" autoFocus />
        <PasswordField name="confirmPassword" label={t("confirmPassword")} required autoComplete="new-password" />
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t("saving") : t(`${kind}.submit`)}
        </Button>
      </Form>
    </AccountCard>
  );
}
