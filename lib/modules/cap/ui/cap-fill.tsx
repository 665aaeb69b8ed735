"use client";
// The cap registration's token pages (no sign-in): fill-cap-registration — the beneficiary gives the
// birth, citizenship and passport details and their degree (person), or the client the position,
// worksite and wage (position), once; filled-cap-registration-details — what was sent, read-only, until
// the link's expiry. A link that cannot be used says so and names the firm.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { Form, applyApiErrors } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { TextLink } from "@/components/ui/link-button";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import { TOKEN_LINK_QUERY, linkGoneReason } from "@/lib/shared/token-link";
import { useFormat } from "@/lib/shared/format/use-format";
import { toUsDateInput } from "@/lib/shared/validation/form-dates";
import { centsToDollars } from "@/lib/shared/validation/money-input";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { CAP_FILLED_PATH, capFillPersonBody, capFillPositionBody, type CapFillDetails, type CapFillPersonBody, type CapFillPositionBody } from "../fill-contract";
import { capFormSchema, PersonFields, PositionFields } from "./cap-fields";
import { useCapLabels } from "./labels";

export type CapGone = "expired" | "submitted" | "unknown";

export function CapFillGone({ reason, firmName, autoFocus = false }: { reason: CapGone; firmName: string; autoFocus?: boolean }) {
  const t = useTranslations("cap.fill");
  return (
    <ResultCard tone={reason === "submitted" ? "info" : "warning"} title={t("title")} autoFocus={autoFocus}>
      <p>{t(`gone.${reason}`, { firm: firmName })}</p>
    </ResultCard>
  );
}


function useLink(path: "cap-fill/details" | "cap-fill/view", token: string) {
  return useQuery({
    queryKey: [path, token],
    queryFn: ({ signal }) => apiPost<CapFillDetails>(path, {}, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
}

function Loading({ q, firmName, children }: { q: ReturnType<typeof useLink>; firmName: string; children: (d: CapFillDetails) => React.ReactNode }) {
  const t = useTranslations("cap");
  return (
    <TokenLinkState query={q} labels={{ loading: t("details.loading"), loadError: t("details.loadError"), retry: t("actions.retry") }} gone={(reason) => <CapFillGone reason={reason} firmName={firmName} />}>
      {children}
    </TokenLinkState>
  );
}

export function CapFillScreen({ token, firmName }: { token: string; firmName: string }) {
  return <Loading q={useLink("cap-fill/details", token)} firmName={firmName}>{(d) => <FillForm token={token} d={d} />}</Loading>;
}

function Intro({ d }: { d: CapFillDetails }) {
  const t = useTranslations("cap.fill");
  const f = useFormat();
  return (
    <header className="grid gap-1">
      <h1 className="text-xl font-semibold text-fg">{t("title")}</h1>
      <p className="text-sm text-fg-muted">{t("intro", { firm: d.firmName, year: d.fiscalYear, beneficiary: d.beneficiaryName, employer: d.employerName ?? "—" })}</p>
      <p className="text-xs text-fg-muted">{t("expires", { date: f.dateTime(d.expiresAt) })}</p>
    </header>
  );
}

type Values = Record<string, string | number | undefined>;
const personSchema = capFormSchema<Values, typeof capFillPersonBody>(capFillPersonBody);
const positionSchema = capFormSchema<Values, typeof capFillPositionBody>(capFillPositionBody);

function FillForm({ token, d }: { token: string; d: CapFillDetails }) {
  const t = useTranslations("cap.fill");
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState<CapGone | null>(null);
  const [pending, setPending] = useState<CapFillPersonBody | CapFillPositionBody | null>(null);
  const person = d.scope === "person";
  const v = d.values;
  const form = useForm<Values, unknown, CapFillPersonBody | CapFillPositionBody>({
    resolver: zodResolver(person ? personSchema : positionSchema) as never,
    defaultValues: person
      ? {
          dateOfBirth: toUsDateInput(v.dateOfBirth),
          gender: v.gender ?? "",
          countryOfBirthId: v.countryOfBirthId ?? undefined,
          citizenshipCountryId: v.citizenshipCountryId ?? undefined,
          passportNumber: v.passportNumber ?? "",
          passportCountryId: v.passportCountryId ?? undefined,
          passportExpiry: toUsDateInput(v.passportExpiry),
          capType: v.capType,
        }
      : {
          jobTitle: v.jobTitle ?? "",
          socCode: v.socCode ?? "",
          worksiteCity: v.worksiteCity ?? "",
          worksiteCounty: v.worksiteCounty ?? "",
          worksiteState: v.worksiteState ?? "",
          wageCents: centsToDollars(v.wageCents),
          wageUnit: v.wageUnit ?? "",
        },
  });
  const submit = useMutation({
    mutationFn: (body: CapFillPersonBody | CapFillPositionBody) => apiPost("cap-fill/submit", person ? { person: body } : { position: body }, { token }),
    onSuccess: () => setDone(true),
    onError: (e) => {
      setPending(null);
      const g = linkGoneReason(e);
      if (g) return setGone(g);
      // The server names fields under person./position.: put them on the form's own names.
      if (e instanceof ApiError && e.fields) {
        for (const [k, msg] of Object.entries(e.fields)) form.setError(k.replace(/^(person|position)\./, ""), { message: msg });
      } else applyApiErrors(form, e);
    },
  });
  if (gone) return <CapFillGone reason={gone} firmName={d.firmName} autoFocus />;
  if (done)
    return (
      <ResultCard tone="success" title={t("title")}>
        <p>{t("thanks", { firm: d.firmName })}</p>
        <p>
          <TextLink href={`${CAP_FILLED_PATH}?token=${encodeURIComponent(token)}`}>{t("viewLink")}</TextLink>
        </p>
      </ResultCard>
    );
  return (
    <Card className="grid gap-6">
      <Intro d={d} />
      <p className="text-sm text-fg">{person ? t("personIntro") : t("positionIntro")}</p>
      <Form form={form} onSubmit={(body) => setPending(body)} className="grid gap-6">
        {person ? (
          <>
            <PersonFields />
            <SelectField
              name="capType"
              label={t("masters")}
              required
              options={[
                { value: "regular", label: t("mastersNo") },
                { value: "masters", label: t("mastersYes") },
              ]}
            />
          </>
        ) : (
          <PositionFields withLevel={false} required />
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={submit.isPending}>
            {t("submit")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={t("submit")}
        message={t("confirm")}
        confirmLabel={t("submit")}
        loading={submit.isPending}
        onConfirm={() => pending && submit.mutate(pending)}
      />
    </Card>
  );
}

export function CapFilledScreen({ token, firmName }: { token: string; firmName: string }) {
  return <Loading q={useLink("cap-fill/view", token)} firmName={firmName}>{(d) => <FilledView d={d} />}</Loading>;
}

function FilledView({ d }: { d: CapFillDetails }) {
  const t = useTranslations("cap");
  const f = useFormat();
  const labels = useCapLabels();
  const v = d.values;
  const items =
    d.scope === "person"
      ? [
          { label: t("fields.dateOfBirth"), value: v.dateOfBirth ? f.date(v.dateOfBirth) : null },
          { label: t("fields.gender"), value: v.gender ? t(`fields.genders.${v.gender}`) : null },
          { label: t("fields.passportNumber"), value: v.passportNumber },
          { label: t("fields.passportExpiry"), value: v.passportExpiry ? f.date(v.passportExpiry) : null },
          { label: t("fields.capType"), value: labels.capTypeLabel(v.capType) },
        ]
      : [
          { label: t("fields.jobTitle"), value: v.jobTitle },
          { label: t("fields.socCode"), value: v.socCode },
          { label: t("fields.worksiteCity"), value: [v.worksiteCity, v.worksiteCounty, v.worksiteState].filter(Boolean).join(", ") },
          { label: t("fields.wage"), value: labels.wage(v.wageCents, v.wageUnit) },
        ];
  return (
    <Card className="grid gap-4">
      <Intro d={d} />
      <h2 className="text-base font-semibold text-fg">{t("fill.filledTitle")}</h2>
      <DetailList items={items} />
      {d.areaName && d.wageLevel ? <p className="text-sm text-fg-muted">{t("fill.filledLevel", { area: d.areaName, level: d.wageLevel })}</p> : null}
    </Card>
  );
}
