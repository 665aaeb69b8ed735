"use client";
// /app/login: password sign-in, the account chooser, the hand-off from another sub-domain (?handoff=).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { applyApiErrors, Form, FormAlert } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { loginBody, type LoginBody, type LoginChoice } from "@/lib/modules/auth/contract";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { DASHBOARD_PATH, safeNextPath } from "@/lib/shared/navigation";
import { AccountChooser } from "./account-chooser";
import { isChoice, isRedirect, type LoginAnswer } from "./login-api";

const credentials = loginBody.options[0];
type Credentials = z.infer<typeof credentials>;

export function LoginScreen({ next, handoff, firmName }: { next: string | null; handoff: string | null; firmName: string | null }) {
  const t = useTranslations("login");
  const [choice, setChoice] = useState<LoginChoice | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<Credentials>({ resolver: zodResolver(credentials), defaultValues: { email: "", password: "" } });

  const login = useMutation({
    // signIn: an inactive account's answer is shown here (whom to ask), not treated as a session that ended.
    mutationFn: (body: LoginBody) => apiPost<LoginAnswer>("auth/login", body, { signIn: true }),
    onMutate: () => setAlert(null),
    onSuccess: (answer) => {
      if (isRedirect(answer)) return leave(answer.redirectUrl);
      if (isChoice(answer)) return setChoice(answer);
      leave(safeNextPath(next) ?? DASHBOARD_PATH);
    },
    onError: (e, body) => {
      if ("choiceToken" in body) setChoice(null);
      setAlert("email" in body ? applyApiErrors(form, e) : errorMessage(e));
    },
  });

  function leave(url: string) {
    setLeaving(true);
    window.location.assign(url);
  }

  const handoffSent = useRef(false);
  useEffect(() => {
    if (!handoff || handoffSent.current) return;
    handoffSent.current = true;
    login.mutate({ handoffToken: handoff });
  }, [handoff, login]);

  const busy = leaving || (login.isPending && "handoffToken" in (login.variables ?? {}));
  return (
    <Card className="w-full max-w-md p-8">
      <h1 className="text-2xl font-semibold text-fg">{choice ? t("chooser.title") : t("title")}</h1>
      <p className="mb-6 mt-1 text-sm text-fg-muted">{firmName ? t("subtitleFirm", { firm: firmName }) : t("subtitle")}</p>
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> {t("signingIn")}
        </p>
      ) : choice ? (
        <AccountChooser
          choice={choice}
          loading={login.isPending}
          onBack={() => setChoice(null)}
          onChoose={(membershipId) => login.mutate({ choiceToken: choice.choiceToken, membershipId })}
        />
      ) : (
        <Form form={form} onSubmit={(v) => login.mutate(v)} className="flex flex-col gap-4" aria-label={t("title")}>
          <FormAlert message={alert} />
          <TextField name="email" type="email" label={t("email")} required autoComplete="username" autoFocus />
          <TextField name="password" type="password" label={t("password")} required autoComplete="current-password" />
          <div className="flex justify-end">
            <Link href="/app/forgot-password" className="rounded text-sm text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus">
              {t("forgot")}
            </Link>
          </div>
          <Button type="submit" loading={login.isPending}>
            {t("submit")}
          </Button>
          <p className="text-center text-sm text-fg-muted">
            {t("noAccount")}{" "}
            <Link href="/app/register" className="rounded font-medium text-link underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-focus">
              {t("register")}
            </Link>
          </p>
        </Form>
      )}
    </Card>
  );
}
