"use client";
// Screens that e-mail a link to an address (forgot password, resend a link): the e-mail form and its
// call, and the "sent" card. The server answers the same whether or not the address has an account.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { emailForm, type EmailInput, type EmailValues } from "../contract";
import { useErrorText } from "./api-errors";
import { reportSubmitError } from "./form-errors";
import { ButtonLink } from "./links";
import { ResultCard } from "./result-card";

/** The e-mail form and the call to `path()` (read at submit time), with a toast on success and the server's errors on the form. */
export function useEmailLinkRequest(path: () => string, successToast: string) {
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(emailForm), defaultValues: { email: "" } });
  const send = useMutation({
    mutationFn: (v: EmailValues) => apiPost<null>(path(), v),
    onMutate: () => setAlert(null),
    onSuccess: () => toast.success(successToast),
    onError: (e) => reportSubmitError(form, e, errorText, setAlert),
  });
  return { form, send, alert };
}

/** "Check your e-mail": back to sign-in, or send again. Labels `sentTitle`, `sentText`, `sentHint`, `backToSignIn`, `again` of `namespace`. */
export function LinkSentCard({ namespace, onAgain }: { namespace: string; onAgain: () => void }) {
  const t = useTranslations(namespace);
  return (
    <ResultCard
      tone="info"
      title={t("sentTitle")}
      actions={
        <>
          <ButtonLink href="/app/login">{t("backToSignIn")}</ButtonLink>
          <Button variant="secondary" onClick={onAgain}>
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
