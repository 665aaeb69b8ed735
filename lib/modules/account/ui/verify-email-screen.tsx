"use client";
// /app/verify-email?token=: confirms the address as soon as the page opens (the link works once), then
// says what comes next: sign in, or wait for the firm to approve the company.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import type { VerifyEmailResult } from "@/lib/modules/auth/verify-email";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { useErrorText } from "./api-errors";
import { InvalidLink } from "./invalid-link";
import { ButtonLink } from "./links";
import { ResultCard } from "./result-card";

/** Failures that say nothing about the link (the call may be tried again). */
const transient = (e: unknown) => e instanceof ApiError && ["NETWORK", "INTERNAL", "RATE_LIMITED"].includes(e.code);

export function VerifyEmailScreen({ token, firmName }: { token: string; firmName: string | null }) {
  const t = useTranslations("account.verify");
  const errorText = useErrorText();
  const verify = useMutation({
    mutationFn: () => apiPost<VerifyEmailResult>("auth/verify-email", { token }),
    onSuccess: () => toast.success(t("toast")),
    onError: (e) => toast.error(transient(e) ? errorText(e) : t("invalidToast")),
  });

  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate();
  }, [token, verify]);

  if (!token) return <InvalidLink kind="verify" />;
  if (verify.isError) {
    if (!transient(verify.error)) return <InvalidLink kind="verify" autoFocus />;
    return (
      <ResultCard tone="danger" title={t("failedTitle")} actions={<Button onClick={() => verify.mutate()}>{t("retry")}</Button>}>
        <p>{errorText(verify.error)}</p>
      </ResultCard>
    );
  }
  if (verify.isSuccess) {
    const firm = firmName ?? t("theFirm");
    return verify.data.awaitingApproval ? (
      <ResultCard tone="success" title={t("verifiedTitle")} actions={<ButtonLink href="/app/login" variant="secondary">{t("backToSignIn")}</ButtonLink>}>
        <p>{t("awaitingApproval", { firm })}</p>
      </ResultCard>
    ) : (
      <ResultCard tone="success" title={t("verifiedTitle")} actions={<ButtonLink href="/app/login">{t("signIn")}</ButtonLink>}>
        <p>{t("canSignIn")}</p>
      </ResultCard>
    );
  }
  return (
    <Card className="w-full max-w-md p-8 text-center">
      <h1 className="text-2xl font-semibold text-fg">{t("title")}</h1>
      <p role="status" className="mt-4 flex items-center justify-center gap-2 text-sm text-fg-muted">
        <Spinner /> {t("checking")}
      </p>
    </Card>
  );
}
