"use client";
// /app/filled-case-details (and /app/filled-perm-case-details, the PERM questionnaires alone): submitted
// answers, read-only. Staff (signed in) open it with ?petitionId= and see the case's submitted
// questionnaires; the person who filled a link opens it with ?token= and sees their own answers until the
// link expires.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Spinner } from "@/components/ui/spinner";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { ResultCard } from "@/lib/modules/account/ui";
import { AddressText } from "@/lib/modules/companies/ui";
import type { AddressDto } from "@/lib/shared/validation/address";
import { masterDataLabel, useMasterData } from "@/lib/modules/masterdata/ui";
import type { MasterCategory } from "@/lib/modules/masterdata/categories";
import { useCountries } from "@/lib/shared/places";
import { FILL_PATHS, type FilledCase, type FilledQuestionnaire } from "../contract";
import { questionnaireKeys } from "./keys";
import { LinkGone } from "./link-gone";
import { linkGoneReason } from "@/lib/shared/token-link";
import { FORM_SPEC, type FieldSpec } from "./spec";

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

function CountryName({ id }: { id: number }) {
  const q = useCountries();
  return <>{q.data?.find((c) => c.id === id)?.name ?? String(id)}</>;
}

function MasterName({ category, id }: { category: MasterCategory; id: number }) {
  const q = useMasterData(category);
  const row = q.data?.find((r) => r.id === id);
  return <>{row ? masterDataLabel(row) : String(id)}</>;
}

function Value({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const t = useTranslations("questionnaire");
  const f = useFormat();
  if (spec.type === "checkbox") return <>{value ? t("filled.yes") : t("filled.no")}</>;
  if (value === undefined || value === null || value === "") return <span className="text-fg-muted">—</span>;
  switch (spec.type) {
    case "date":
      return <>{typeof value === "string" ? (f.date(value) || value) : "—"}</>;
    case "money":
      return <>{typeof value === "number" ? f.currency(value) : String(value)}</>;
    case "country":
      return typeof value === "number" ? <CountryName id={value} /> : <>{String(value)}</>;
    case "master":
      return typeof value === "number" && spec.master ? <MasterName category={spec.master} id={value} /> : <>{String(value)}</>;
    case "choice":
      return <>{t(`choices.${spec.key}.${String(value)}`)}</>;
    case "address":
      return isObject(value) ? <AddressText address={value as AddressDto} /> : <>—</>;
    case "receipts":
      return <>{Array.isArray(value) ? value.map((r) => (isObject(r) ? String(r.value) : "")).join(", ") || "—" : "—"}</>;
    default:
      return <>{String(value)}</>;
  }
}

function Entry({ section, fields, value }: { section: string; fields: FieldSpec[]; value: Record<string, unknown> }) {
  const t = useTranslations("questionnaire");
  const shown = fields.filter((f) => !f.showIf || value[f.showIf.key] === f.showIf.value);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {shown.map((f) => (
        <div key={f.key} className={f.wide ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-medium text-fg-muted">{t(`fields.${section}.${f.key}`)}</dt>
          <dd className="text-sm text-fg">
            <Value spec={f} value={value[f.key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One submitted questionnaire, read-only (also what the sponsor confirms on the confirmation link). */
export function QuestionnaireAnswers({ q }: { q: FilledQuestionnaire }) {
  const t = useTranslations("questionnaire");
  const f = useFormat();
  return (
    <Card className="grid gap-6 p-6">
      <div>
        <h2 className="text-lg font-semibold text-fg">
          {t(`title.${q.kind}`)}
          {q.beneficiaryName ? ` — ${q.beneficiaryName}` : ""}
        </h2>
        <p className="text-sm text-fg-muted">
          {q.submittedAt ? t("filled.submittedOn", { date: f.dateTime(q.submittedAt) }) : null} · {t("filled.sentTo", { email: q.sentTo })}
        </p>
      </div>
      {FORM_SPEC[q.kind].map((s) => {
        const value = q.answers[s.key];
        return (
          <section key={s.key} aria-labelledby={`${q.id}-${s.key}`} className="grid gap-3">
            <h3 id={`${q.id}-${s.key}`} className="border-b border-border pb-1 text-base font-semibold text-fg">
              {t(`sections.${s.key}`)}
            </h3>
            {s.list ? (
              Array.isArray(value) && value.length ? (
                value.filter(isObject).map((item, i) => (
                  <div key={i} className="grid gap-2">
                    <h4 className="text-sm font-medium text-fg">{t(`entry.${s.key}`, { n: i + 1 })}</h4>
                    <Entry section={s.key} fields={s.fields} value={item} />
                  </div>
                ))
              ) : (
                <p className="text-sm text-fg-muted">{t(`empty.${s.key}`)}</p>
              )
            ) : (
              <Entry section={s.key} fields={s.fields} value={isObject(value) ? value : {}} />
            )}
          </section>
        );
      })}
    </Card>
  );
}

export function FilledCaseScreen({ petitionId, token, firmName, perm = false }: { petitionId?: string; token?: string; firmName: string; perm?: boolean }) {
  const t = useTranslations("questionnaire");
  const q = useQuery({
    queryKey: token ? questionnaireKeys.view(token) : questionnaireKeys.filled(petitionId ?? "", perm),
    queryFn: ({ signal }) =>
      token
        ? apiPost<FilledCase>("questionnaire/view", {}, { token, signal })
        : apiPost<FilledCase>("questionnaire/filled", { petitionId, ...(perm ? { perm: true } : {}) }, { signal }),
    retry: false,
  });
  if (q.isPending) return <Spinner label={t("loading")} />;
  if (q.isError) {
    const reason = token ? linkGoneReason(q.error) : null;
    if (reason) return <LinkGone reason={reason === "submitted" ? "expired" : reason} firmName={firmName} />;
    return (
      <ResultCard tone="danger" title={t("loadError")} autoFocus={false} actions={<Button onClick={() => q.refetch()}>{t("retry")}</Button>}>
        <p>{errorMessage(q.error)}</p>
      </ResultCard>
    );
  }
  const data = q.data;
  return (
    <div className="grid w-full max-w-4xl gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-fg">{t(perm ? "filled.titlePerm" : "filled.title")}</h1>
        <p className="text-sm text-fg-muted">
          {t("filled.caseLine", { firm: data.firmName, caseNumber: data.caseNumber, caseType: data.caseType ?? "—" })}
          {data.petitionerName ? ` · ${data.petitionerName}` : ""}
        </p>
      </header>
      {data.questionnaires.length === 0 ? (
        <ResultCard
          tone="info"
          title={token ? t("filled.notYet") : t(perm ? "filled.nonePerm" : "filled.none")}
          autoFocus={false}
          actions={
            token ? (
              <LinkButton variant="primary" href={`${FILL_PATHS.beneficiary}?token=${encodeURIComponent(token)}`}>
                {t("filled.continue")}
              </LinkButton>
            ) : undefined
          }
        />
      ) : (
        data.questionnaires.map((item) => <QuestionnaireAnswers key={item.id} q={item} />)
      )}
    </div>
  );
}
