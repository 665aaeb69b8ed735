"use client";
// "I am a beneficiary": the person's details and password -> /users/register (the server forces role 51).
// An optional invitation token (from /app/register?token=…) links the invited beneficiary record.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import type { RegisterResult } from "@/lib/modules/auth/register-beneficiary";
import { apiPost } from "@/lib/shared/api-client";
import { beneficiaryRegisterForm, type BeneficiaryRegisterInput, type BeneficiaryRegisterValues } from "../contract";
import { useErrorText } from "./api-errors";
import { reportSubmitError } from "./form-errors";
import { PasswordField } from "./password-field";
import { TermsConsent } from "./terms-consent";

export type BeneficiaryRegisterDone = { email: string; verificationRequired: boolean; passwordSet: boolean };

export function BeneficiaryRegisterForm({ inviteToken, onDone }: { inviteToken: string | null; onDone: (done: BeneficiaryRegisterDone) => void }) {
  const t = useTranslations("account.register");
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => beneficiaryRegisterForm(t("termsRequired")), [t]);
  const form = useForm<BeneficiaryRegisterInput, unknown, BeneficiaryRegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: { token: inviteToken ?? "", firstName: "", lastName: "", email: "", phone: "", password: "", confirmPassword: "", acceptTerms: false },
  });

  const register = useMutation({
    mutationFn: ({ acceptTerms: _accepted, ...body }: BeneficiaryRegisterValues) => apiPost<RegisterResult>("users/register", body),
    onMutate: () => setAlert(null),
    onSuccess: (data, v) => {
      toast.success(t("beneficiary.toast"));
      onDone({ email: v.email, verificationRequired: data.emailVerificationRequired, passwordSet: data.passwordSet });
    },
    onError: (e) => reportSubmitError(form, e, errorText, setAlert),
  });

  return (
    <Form form={form} onSubmit={(v) => register.mutate(v)} className="flex flex-col gap-6" aria-label={t("beneficiary.formLabel")}>
      <FormAlert message={alert} />
      {inviteToken ? <p className="rounded-md bg-info-soft px-3 py-2 text-sm text-info-strong">{t("beneficiary.invited")}</p> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-fg">{t("beneficiary.sectionDetails")}</legend>
        <TextField name="firstName" label={t("firstName")} required autoComplete="given-name" />
        <TextField name="lastName" label={t("lastName")} required autoComplete="family-name" />
        <TextField name="email" type="email" label={t("email")} hint={t("emailHint")} required autoComplete="email" />
        <TextField name="phone" type="tel" label={t("beneficiary.phone")} hint={t("phoneHint")} autoComplete="tel" />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-base font-semibold text-fg">{t("sectionPassword")}</legend>
        <PasswordField name="password" label={t("password")} required showRules autoComplete="new-password" />
        <PasswordField name="confirmPassword" label={t("confirmPassword")} required autoComplete="new-password" />
      </fieldset>
      <TermsConsent />
      <Button type="submit" loading={register.isPending}>
        {register.isPending ? t("submitting") : t("beneficiary.submit")}
      </Button>
    </Form>
  );
}
