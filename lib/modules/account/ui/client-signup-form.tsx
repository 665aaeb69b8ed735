"use client";
// "I represent a company": the company, its contact person and the contact's password -> /auth/signup.
// The company then waits for the firm's approval; the contact first verifies the e-mail address.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Form, FormAlert } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import type { SignupResult } from "@/lib/modules/auth/signup";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { clientSignupForm, toSignupBody, type ClientSignupInput, type ClientSignupValues } from "../contract";
import { useErrorText } from "./api-errors";
import { reportSubmitError } from "./form-errors";
import { PasswordField } from "./password-field";
import { TermsConsent } from "./terms-consent";

export type ClientSignupDone = { email: string };

const DEFAULTS: ClientSignupInput = {
  company: { name: "", feiNumber: "", phone: "" },
  contact: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  acceptTerms: false,
};

/** The form has one e-mail field (the contact's, sent as the company's too): show company.email errors there. */
function onContactEmail(e: unknown): unknown {
  if (!(e instanceof ApiError) || !e.fields["company.email"]) return e;
  const { ["company.email"]: companyEmail, ...rest } = e.fields;
  return new ApiError(e.code, e.message, e.status, { ...rest, "contact.email": rest["contact.email"] ?? companyEmail });
}

export function ClientSignupForm({ onDone }: { onDone: (done: ClientSignupDone) => void }) {
  const t = useTranslations("account.register");
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const schema = useMemo(() => clientSignupForm(t("termsRequired")), [t]);
  const form = useForm<ClientSignupInput, unknown, ClientSignupValues>({ resolver: zodResolver(schema), defaultValues: DEFAULTS });

  const signup = useMutation({
    mutationFn: (v: ClientSignupValues) => apiPost<SignupResult>("auth/signup", toSignupBody(v)),
    onMutate: () => setAlert(null),
    onSuccess: (_, v) => {
      toast.success(t("company.toast"));
      onDone({ email: v.contact.email });
    },
    onError: (e) => reportSubmitError(form, onContactEmail(e), errorText, setAlert),
  });

  return (
    <Form form={form} onSubmit={(v) => signup.mutate(v)} className="flex flex-col gap-6" aria-label={t("company.formLabel")}>
      <FormAlert message={alert} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-fg">{t("company.sectionCompany")}</legend>
        <TextField name="company.name" label={t("company.name")} required autoComplete="organization" className="sm:col-span-2" />
        <TextField name="company.feiNumber" label={t("company.fein")} hint={t("company.feinHint")} inputMode="numeric" autoComplete="off" />
        <TextField name="company.phone" type="tel" label={t("company.phone")} hint={t("phoneHint")} required autoComplete="tel" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-fg">{t("company.sectionContact")}</legend>
        <TextField name="contact.firstName" label={t("firstName")} required autoComplete="given-name" />
        <TextField name="contact.lastName" label={t("lastName")} required autoComplete="family-name" />
        <TextField name="contact.email" type="email" label={t("email")} hint={t("emailHint")} required autoComplete="email" className="sm:col-span-2" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-fg">{t("sectionPassword")}</legend>
        <PasswordField name="contact.password" label={t("password")} required showRules autoComplete="new-password" className="sm:col-span-2" />
        <PasswordField name="contact.confirmPassword" label={t("confirmPassword")} required autoComplete="new-password" className="sm:col-span-2" />
      </fieldset>
      <TermsConsent />
      <Button type="submit" loading={signup.isPending}>
        {signup.isPending ? t("submitting") : t("company.submit")}
      </Button>
    </Form>
  );
}
