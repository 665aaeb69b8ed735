"use client";
// The questionnaire of a token link (no sign-in): sections as steps with a progress indicator, progress
// saved when leaving a step and with "Save progress", "Submit" after a confirmation, then a thank-you
// page. Expired, used or unknown links (also when it happens mid-way) show a plain page instead.
import { useEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type FieldValues, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert, applyApiErrors } from "@/components/ui/form";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { ANSWER_SCHEMAS } from "../answers";
import { filledPathOf, forBeneficiary, type QuestionnaireDetails, type QuestionnaireKind, type SaveResult, type SubmitResult } from "../contract";
import { questionnaireKeys } from "./keys";
import { LinkGone, type GoneReason } from "./link-gone";
import { TOKEN_LINK_QUERY, linkGoneReason } from "@/lib/shared/token-link";
import { SectionFields } from "./section-fields";
import { FORM_SPEC, initialValues } from "./spec";
import { StepList } from "./step-list";
import { useFormat } from "@/lib/shared/format/use-format";

// The submitted answers the sponsor confirms (sponsor_confirmation only): loaded on that page alone.
const QuestionnaireAnswers = dynamic(() => import("./filled-view").then((m) => m.QuestionnaireAnswers), { loading: () => <Spinner /> });

export function QuestionnaireScreen({ token, firmName }: { token: string; firmName: string }) {
  const t = useTranslations("questionnaire");
  const q = useQuery({
    queryKey: questionnaireKeys.details(token),
    queryFn: ({ signal }) => apiPost<QuestionnaireDetails>("questionnaire/details", {}, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <LinkGone reason={reason} firmName={firmName} token={token} />}>
      {(details) => <QuestionnaireForm token={token} details={details} />}
    </TokenLinkState>
  );
}

function QuestionnaireForm({ token, details }: { token: string; details: QuestionnaireDetails }) {
  const t = useTranslations("questionnaire");
  const f = useFormat();
  const kind: QuestionnaireKind = details.kind;
  const sections = FORM_SPEC[kind];
  const resolver = useMemo(() => zodResolver(ANSWER_SCHEMAS[kind]) as unknown as Resolver<FieldValues>, [kind]);
  const form = useForm<FieldValues>({ resolver, defaultValues: initialValues(kind, details.answers, details.prefill), mode: "onTouched" });
  const [step, setStep] = useState(0);
  const [visited, setVisited] = useState(() => new Set<number>([0]));
  const [confirming, setConfirming] = useState(false);
  const [gone, setGone] = useState<GoneReason | null>(null);
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const onTokenError = (e: unknown): boolean => {
    const reason = linkGoneReason(e);
    if (reason && reason !== "unknown") setGone(reason);
    return reason !== null && reason !== "unknown";
  };

  const save = useMutation({
    mutationFn: (vars: { body: Record<string, unknown>; announce: boolean }) => apiPost<SaveResult>("questionnaire/save", vars.body, { token }),
    onSuccess: (_r, vars) => {
      if (vars.announce) toast.success(t("saved"));
    },
    onError: (e) => {
      if (!onTokenError(e)) toast.error(errorMessage(e));
    },
  });

  // A refused submit is shown once the confirmation has closed and given focus back: flagged (and focused)
  // while the dialog still traps focus, the field would lose focus at once and its check clear the flag.
  const refused = useRef<unknown>(null);
  const submit = useMutation({
    mutationFn: () => apiPost<SubmitResult>("questionnaire/submit", form.getValues(), { token }),
    onSuccess: () => {
      setConfirming(false);
      setDone(true);
    },
    onError: (e) => {
      if (onTokenError(e)) {
        setConfirming(false);
        return;
      }
      refused.current = e;
      setConfirming(false);
    },
  });

  function showRefusal() {
    const e = refused.current;
    if (!e) return;
    refused.current = null;
    const msg = applyApiErrors(form, e);
    jumpToFirstError();
    setAlert(msg ?? t("fixErrors"));
  }

  function jumpToFirstError() {
    const errors = form.formState.errors;
    const index = sections.findIndex((s) => errors[s.key]);
    if (index >= 0) goTo(index, false);
  }

  function goTo(index: number, autosave = true) {
    if (index === step || index < 0 || index >= sections.length) return;
    if (autosave) {
      const key = sections[step].key;
      save.mutate({ body: { [key]: form.getValues(key) }, announce: false });
    }
    setVisited((v) => new Set(v).add(index));
    setStep(index);
  }

  async function next() {
    const ok = await form.trigger(sections[step].key);
    if (ok) goTo(step + 1);
  }

  function askSubmit() {
    setAlert(null);
    return form.handleSubmit(
      () => setConfirming(true),
      () => {
        jumpToFirstError();
        setAlert(t("fixErrors"));
      },
    )();
  }

  if (gone) return <LinkGone reason={gone} firmName={details.firmName} token={token} autoFocus />;
  if (done) {
    return (
      <ResultCard
        tone="success"
        title={t("thanks.title")}
        actions={
          <LinkButton variant="primary" href={`${filledPathOf(kind)}?token=${encodeURIComponent(token)}`}>
            {t("thanks.view")}
          </LinkButton>
        }
      >
        <p>{t("thanks.text", { firm: details.firmName })}</p>
      </ResultCard>
    );
  }

  const section = sections[step];
  const last = step === sections.length - 1;
  return (
    <div className="w-full max-w-4xl">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold text-fg">{t(`title.${kind}`)}</h1>
        <p className="mt-1 text-sm text-fg-muted">
          {t("intro", { firm: details.firmName, caseNumber: details.caseNumber, caseType: details.caseType ?? "—" })}
        </p>
        {details.beneficiaryName && forBeneficiary(kind) ? <p className="text-sm text-fg-muted">{t("forName", { name: details.beneficiaryName })}</p> : null}
        {details.petitionerName && !forBeneficiary(kind) ? <p className="text-sm text-fg-muted">{t("forName", { name: details.petitionerName })}</p> : null}
        <p className="text-sm text-fg-muted">{t("expires", { date: f.longDate(details.expiresAt) })}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <StepList
          steps={sections.map((s) => t(`sections.${s.key}`))}
          current={step}
          visited={visited}
          errorSteps={sections.map((s) => Boolean(form.formState.errors[s.key]))}
          onSelect={(i) => goTo(i)}
        />
        <Card className="p-6">
          <FormProvider {...form}>
            <form
              noValidate
              className="grid gap-6"
              onSubmit={(e) => {
                e.preventDefault();
                void (last ? askSubmit() : next());
              }}
            >
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-fg-muted">{t("stepOf", { current: step + 1, total: sections.length })}</p>
              <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
                {t(`sections.${section.key}`)}
              </h2>
              <p className="mt-1 text-sm text-fg-muted">{t(`sectionHelp.${section.key}`)}</p>
            </div>
            <FormAlert message={alert} />
            {kind === "sponsor_confirmation" && section.key === "review" ? (
              details.review ? <QuestionnaireAnswers q={details.review} /> : <FormAlert message={t("reviewMissing")} />
            ) : null}
            <SectionFields key={section.key} section={section} />
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
              <Button variant="ghost" onClick={() => goTo(step - 1)} disabled={step === 0}>
                {t("back")}
              </Button>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" loading={save.isPending && save.variables?.announce} onClick={() => save.mutate({ body: form.getValues(), announce: true })}>
                  {t("saveProgress")}
                </Button>
                {last ? (
                  <Button type="submit" loading={submit.isPending}>
                    {t("submit")}
                  </Button>
                ) : (
                  <Button onClick={() => void next()}>{t("next")}</Button>
                )}
              </div>
            </div>
            </form>
          </FormProvider>
        </Card>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmTitle")}
        message={t("confirmText")}
        confirmLabel={t("confirmButton")}
        destructive={false}
        loading={submit.isPending}
        onConfirm={() => submit.mutate()}
        onClosed={showRefusal}
      />
    </div>
  );
}
