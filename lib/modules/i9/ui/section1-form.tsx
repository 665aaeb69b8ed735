"use client";
// The employee's Section 1 page (/app/I9-questionnaire/{id}?token=, no sign-in): every field of Section 1
// of the 01/20/25 edition — names, address, birth date, SSN, contact, the citizenship attestation with the
// numbers its box asks for, preparers and translators (Supplement A) — signed by typing the name after
// the penalty-of-perjury statement. Checked by the same contract as the server; confirmed before sending.
// The employee's correction page (/app/i9-correction/{id}?token=) is the same form filled with Section 1 as
// on file (the numbers empty: kept unless typed again), with her initials; the server checks it whole.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, useFormContext, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form, applyApiErrors } from "@/components/ui/form";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { TOKEN_LINK_QUERY, linkGoneReason, type LinkGoneReason } from "@/lib/shared/token-link";
import { US_STATES } from "@/lib/shared/wages";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import { CITIZENSHIP } from "../rules";
import {
  MAX_PREPARERS,
  section1Body,
  section1CorrectionForm,
  type Section1Body,
  type Section1CorrectionLinkDto,
  type Section1LinkDto,
  type Section1Number,
} from "../section1-contract";

type Values = Record<string, unknown>;

export function Section1Gone({ reason, firmName, autoFocus = false }: { reason: LinkGoneReason; firmName: string; autoFocus?: boolean }) {
  const t = useTranslations("i9.section1");
  return (
    <ResultCard tone={reason === "submitted" ? "info" : "warning"} title={t("title")} autoFocus={autoFocus}>
      <p>{t(`gone.${reason}`, { firm: firmName })}</p>
    </ResultCard>
  );
}

export function Section1Screen({ recordId, token, firmName }: { recordId: string; token: string; firmName: string }) {
  const t = useTranslations("i9.section1");
  const q = useQuery({
    queryKey: ["i9-fill/section1-details", recordId, token],
    queryFn: ({ signal }) => apiPost<Section1LinkDto>("i9-fill/section1-details", { id: recordId }, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <Section1Gone reason={reason} firmName={firmName} />}>
      {(d) => <Section1Form token={token} d={d} />}
    </TokenLinkState>
  );
}

/** The employee's correction link: Section 1 as on file, to correct, initial and sign again. */
export function Section1CorrectionScreen({ recordId, token, firmName }: { recordId: string; token: string; firmName: string }) {
  const t = useTranslations("i9.section1");
  const q = useQuery({
    queryKey: ["i9-fill/section1-correction-details", recordId, token],
    queryFn: ({ signal }) => apiPost<Section1CorrectionLinkDto>("i9-fill/section1-correction-details", { id: recordId }, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <Section1Gone reason={reason} firmName={firmName} />}>
      {(d) => <Section1Form token={token} d={d} onFile={d.section1} reason={d.reason} />}
    </TokenLinkState>
  );
}

/** The form's values from Section 1 as on file (a correction), the numbers left empty. */
function valuesOnFile(s: OnFile): Values {
  return {
    lastName: s.lastName,
    firstName: s.firstName,
    middleInitial: s.middleInitial ?? "",
    otherLastNames: s.otherLastNames ?? "",
    street: s.street,
    apt: s.apt ?? "",
    city: s.city,
    state: s.state,
    zip: s.zip,
    dateOfBirth: toUsDateInput(s.dateOfBirth),
    ssn: "",
    ssnAppliedFor: s.ssnAppliedFor,
    email: s.email ?? "",
    phone: s.phone ?? "",
    citizenship: s.citizenship,
    uscisNumber: "",
    authorizedUntil: toUsDateInput(s.authorizedUntil),
    noExpiration: s.noExpiration,
    i94Number: "",
    foreignPassportNumber: "",
    foreignPassportCountryId: s.foreignPassportCountryId ? String(s.foreignPassportCountryId) : "",
    preparers: s.preparers.map((p) => ({ ...p, middleInitial: p.middleInitial ?? "" })),
    signature: "",
    attest: false,
    initials: "",
  };
}

const stateOptions = US_STATES.map((s) => ({ value: s, label: s }));
const blankPreparer = { lastName: "", firstName: "", middleInitial: "", street: "", city: "", state: "", zip: "", signature: "" };

type OnFile = Section1CorrectionLinkDto["section1"];

function Section1Form({ token, d, onFile, reason }: { token: string; d: Section1LinkDto; onFile?: OnFile; reason?: string | null }) {
  const t = useTranslations("i9.section1");
  const tc = useTranslations("i9.section1.correction");
  const f = useFormat();
  const [done, setDone] = useState<string | null>(null);
  const [gone, setGone] = useState<LinkGoneReason | null>(null);
  const [pending, setPending] = useState<Section1Body | null>(null);
  const correcting = Boolean(onFile);
  const form = useForm<Values, unknown, Section1Body>({
    // A correction is checked across fields by the server, once the numbers on file are merged in.
    resolver: zodResolver(correcting ? section1CorrectionForm : section1Body) as never,
    defaultValues: onFile ? valuesOnFile(onFile) : {
      lastName: d.lastName,
      firstName: d.firstName,
      middleInitial: d.middleInitial ?? "",
      otherLastNames: "",
      street: "",
      apt: "",
      city: "",
      state: "",
      zip: "",
      dateOfBirth: "",
      ssn: "",
      ssnAppliedFor: false,
      email: d.email ?? "",
      phone: "",
      uscisNumber: "",
      authorizedUntil: "",
      noExpiration: false,
      i94Number: "",
      foreignPassportNumber: "",
      foreignPassportCountryId: "",
      preparers: [],
      signature: "",
      attest: false,
    },
  });
  const submit = useMutation({
    mutationFn: async (section1: Section1Body): Promise<string> => {
      if (!correcting) return (await apiPost<{ section2Due: string }>("i9-fill/section1-submit", { id: d.recordId, section1 }, { token })).section2Due;
      const { initials, ...answers } = section1 as Section1Body & { initials: string };
      return (await apiPost<{ correctedOn: string }>("i9-fill/section1-correction-submit", { id: d.recordId, section1: answers, initials }, { token })).correctedOn;
    },
    onSuccess: (day) => setDone(day),
    onError: (e) => {
      setPending(null);
      const g = linkGoneReason(e);
      if (g) return setGone(g);
      if (e instanceof ApiError && e.fields) {
        for (const [k, msg] of Object.entries(e.fields)) form.setError(k.replace(/^section1\./, ""), { message: msg });
      } else applyApiErrors(form, e);
    },
  });
  if (gone) return <Section1Gone reason={gone} firmName={d.firmName} autoFocus />;
  if (done && correcting)
    return (
      <ResultCard tone="success" title={tc("title")}>
        <p>{tc("thanks", { employer: d.employerName, date: f.date(done) })}</p>
      </ResultCard>
    );
  if (done)
    return (
      <ResultCard tone="success" title={t("title")}>
        <p>{t("thanks", { employer: d.employerName })}</p>
        <p>{t("bringDocuments", { date: f.date(d.hireDate) })}</p>
      </ResultCard>
    );
  return (
    <Card className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold text-fg">{correcting ? tc("title") : t("title")}</h1>
        <p className="text-sm text-fg-muted">{correcting ? tc("intro", { employer: d.employerName }) : t("intro", { employer: d.employerName, date: f.date(d.hireDate) })}</p>
        {correcting && reason ? (
          <div className="rounded-md border border-border bg-surface-muted p-3 text-sm text-fg">
            <p className="font-medium">{tc("reason", { employer: d.employerName })}</p>
            <p className="whitespace-pre-line break-words">{reason}</p>
          </div>
        ) : null}
        <p className="text-xs text-fg-muted">{t("expires", { date: f.dateTime(d.expiresAt) })}</p>
      </header>
      <Form form={form} onSubmit={(body) => setPending(body)} className="grid gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-fg">{t("nameLegend")}</legend>
          <TextField name="lastName" label={t("lastName")} required autoComplete="family-name" />
          <TextField name="firstName" label={t("firstName")} required autoComplete="given-name" />
          <TextField name="middleInitial" label={t("middleInitial")} maxLength={1} />
          <TextField name="otherLastNames" label={t("otherLastNames")} hint={t("otherLastNamesHint")} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-fg">{t("addressLegend")}</legend>
          <TextField name="street" label={t("street")} required autoComplete="street-address" className="sm:col-span-2" />
          <TextField name="apt" label={t("apt")} />
          <TextField name="city" label={t("city")} required autoComplete="address-level2" />
          <SelectField name="state" label={t("state")} required placeholder={t("choose")} options={stateOptions} />
          <TextField name="zip" label={t("zip")} required autoComplete="postal-code" inputMode="numeric" />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-fg">{t("personLegend")}</legend>
          <TextField name="dateOfBirth" label={t("dateOfBirth")} required placeholder="MM/DD/YYYY" autoComplete="bday" />
          <div className="grid gap-2">
            <TextField name="ssn" label={t("ssn")} hint={onFile?.ssn ? tc("numberOnFile", { number: onFile.ssn }) : t("ssnHint")} inputMode="numeric" autoComplete="off" />
            <Checkbox name="ssnAppliedFor" label={t("ssnAppliedFor")} />
          </div>
          <TextField name="email" type="email" label={t("email")} hint={t("optional")} autoComplete="email" />
          <TextField name="phone" type="tel" label={t("phone")} hint={t("optional")} autoComplete="tel" />
        </fieldset>
        <Attestation onFile={onFile} />
        <Preparers />
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-base font-semibold text-fg">{t("signLegend")}</legend>
          <p className="text-sm text-fg">{t("perjury")}</p>
          <Checkbox name="attest" label={t("attest")} required />
          <TextField name="signature" label={t("signature")} hint={t("signatureHint")} required autoComplete="name" />
          {correcting ? <TextField name="initials" label={tc("initials")} hint={tc("initialsHint", { date: f.date(new Date().toISOString().slice(0, 10)) })} required maxLength={3} autoComplete="off" /> : null}
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" loading={submit.isPending}>
            {correcting ? tc("submit") : t("submit")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={correcting ? tc("confirmTitle") : t("confirmTitle")}
        message={correcting ? tc("confirm") : t("confirm")}
        confirmLabel={correcting ? tc("submit") : t("submit")}
        destructive={false}
        loading={submit.isPending}
        onConfirm={() => pending && submit.mutate(pending)}
      />
    </Card>
  );
}

function Attestation({ onFile }: { onFile?: OnFile }) {
  const t = useTranslations("i9.section1");
  const tc = useTranslations("i9.section1.correction");
  // On a correction, a number on file is kept unless typed again.
  const hint = (k: Section1Number, fallback?: string) => (onFile?.[k] ? tc("numberOnFile", { number: onFile[k] }) : fallback);
  const choice = useWatch({ name: "citizenship" }) as string | undefined;
  const countries = useMasterData("countries");
  const countryOptions = (countries.data ?? []).map((r) => ({ value: String(r.id), label: masterDataLabel(r) }));
  return (
    <div className="grid gap-4">
      <RadioGroupField name="citizenship" label={t("citizenshipLegend")} required choices={CITIZENSHIP.map((c) => ({ value: c, label: t(`citizenship.${c}`) }))} />
      {choice === "permanent_resident" ? <TextField name="uscisNumber" label={t("uscisNumber")} required={!onFile?.uscisNumber} hint={hint("uscisNumber", t("uscisNumberHint"))} /> : null}
      {choice === "authorized_alien" ? (
        <div className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <TextField name="authorizedUntil" label={t("authorizedUntil")} placeholder="MM/DD/YYYY" />
            <Checkbox name="noExpiration" label={t("noExpiration")} />
          </div>
          <p className="text-sm text-fg sm:col-span-2">{t("oneOf")}</p>
          <TextField name="uscisNumber" label={t("uscisNumber")} hint={hint("uscisNumber", t("uscisNumberHint"))} />
          <TextField name="i94Number" label={t("i94Number")} hint={hint("i94Number", t("i94Hint"))} />
          <TextField name="foreignPassportNumber" label={t("foreignPassportNumber")} hint={hint("foreignPassportNumber")} />
          <SelectField
            name="foreignPassportCountryId"
            label={t("foreignPassportCountry")}
            numeric
            placeholder={countries.isLoading ? t("countriesLoading") : t("choose")}
            options={countryOptions}
            disabled={countries.isLoading}
          />
        </div>
      ) : null}
    </div>
  );
}

function Preparers() {
  const t = useTranslations("i9.section1");
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "preparers" });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-fg">{t("preparersLegend")}</legend>
      <p className="text-sm text-fg-muted">{t("preparersHint")}</p>
      {fields.map((field, i) => (
        <fieldset key={field.id} className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-fg">{t("preparerN", { n: i + 1 })}</legend>
          <TextField name={`preparers.${i}.lastName`} label={t("lastName")} required />
          <TextField name={`preparers.${i}.firstName`} label={t("firstName")} required />
          <TextField name={`preparers.${i}.middleInitial`} label={t("middleInitial")} maxLength={1} />
          <TextField name={`preparers.${i}.street`} label={t("street")} required />
          <TextField name={`preparers.${i}.city`} label={t("city")} required />
          <SelectField name={`preparers.${i}.state`} label={t("state")} required placeholder={t("choose")} options={stateOptions} />
          <TextField name={`preparers.${i}.zip`} label={t("zip")} required inputMode="numeric" />
          <TextField name={`preparers.${i}.signature`} label={t("preparerSignature")} hint={t("preparerSignatureHint")} required />
          <div className="sm:col-span-2">
            <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={t("removePreparerN", { n: i + 1 })}>
              {t("removePreparer")}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append(blankPreparer)} disabled={fields.length >= MAX_PREPARERS}>
          {t("addPreparer")}
        </Button>
      </div>
    </fieldset>
  );
}
