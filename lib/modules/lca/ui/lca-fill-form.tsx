"use client";
// The LCA fill link's form (no sign-in): the employer gives the job, dates, offered wage and worksites
// of the position (/api/lca-fill/details prefills what the firm already has; /api/lca-fill/submit sends
// it once). A link that cannot be used says so and names the firm to contact.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, applyApiErrors } from "@/components/ui/form";
import { apiPost } from "@/lib/shared/api-client";
import { TOKEN_LINK_QUERY, linkGoneReason } from "@/lib/shared/token-link";
import { useFormat } from "@/lib/shared/format/use-format";
import { ResultCard, TokenLinkState } from "@/lib/modules/account/ui";
import { fillLcaBody, type FillLcaBody, type LcaFillDetails } from "../fill-contract";
import { OfferedWageFields, PositionFields, WorksiteFields, lcaFormSchema, lcaFormValues, type LcaFormValues } from "./lca-form";

type Gone = "expired" | "submitted" | "unknown";

export function LcaFillGone({ reason, firmName, autoFocus = false }: { reason: Gone; firmName: string; autoFocus?: boolean }) {
  const t = useTranslations("lca.fill");
  return (
    <ResultCard tone={reason === "submitted" ? "info" : "warning"} title={t(`gone.${reason}Title`)} autoFocus={autoFocus}>
      <p>{t(`gone.${reason}Text`)}</p>
      <p>{t("gone.contact", { firm: firmName })}</p>
    </ResultCard>
  );
}


export function LcaFillScreen({ token, firmName }: { token: string; firmName: string }) {
  const t = useTranslations("lca.fill");
  const q = useQuery({
    queryKey: ["lca-fill", token],
    queryFn: ({ signal }) => apiPost<LcaFillDetails>("lca-fill/details", {}, { token, signal }),
    ...TOKEN_LINK_QUERY,
  });
  return (
    <TokenLinkState query={q} labels={{ loading: t("loading"), loadError: t("loadError"), retry: t("retry") }} gone={(reason) => <LcaFillGone reason={reason} firmName={firmName} />}>
      {(d) => <FillForm token={token} d={d} />}
    </TokenLinkState>
  );
}

type FillValues = Pick<LcaFormValues, "jobTitle" | "socCode" | "socTitle" | "fullTime" | "beginDate" | "endDate" | "workers" | "wageFromCents" | "wageToCents" | "wageUnit" | "worksites">;
const schema = lcaFormSchema<FillValues, typeof fillLcaBody>(fillLcaBody);

function FillForm({ token, d }: { token: string; d: LcaFillDetails }) {
  const t = useTranslations("lca.fill");
  const f = useFormat();
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState<Gone | null>(null);
  const { jobTitle, socCode, socTitle, fullTime, beginDate, endDate, workers, wageFromCents, wageToCents, wageUnit, worksites } = lcaFormValues(d.values);
  const form = useForm<FillValues, unknown, FillLcaBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      jobTitle,
      socCode,
      socTitle,
      fullTime,
      beginDate,
      endDate,
      workers,
      wageFromCents,
      wageToCents,
      wageUnit,
      worksites: worksites.length ? worksites : [{ address1: "", address2: "", city: "", county: "", state: "", postalCode: "", workers: "1", secondary: false }],
    },
  });
  const submit = useMutation({
    mutationFn: (body: FillLcaBody) => apiPost("lca-fill/submit", body, { token }),
    onSuccess: () => setDone(true),
    onError: (e) => {
      const g = linkGoneReason(e);
      if (g) return setGone(g);
      applyApiErrors(form, e);
    },
  });
  if (gone) return <LcaFillGone reason={gone} firmName={d.firmName} autoFocus />;
  if (done)
    return (
      <ResultCard tone="success" title={t("doneTitle")}>
        <p>{t("doneText", { firm: d.firmName, number: d.lcaNumber })}</p>
      </ResultCard>
    );
  return (
    <Card className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-xl font-semibold text-fg">{t("heading", { number: d.lcaNumber })}</h1>
        <p className="text-sm text-fg-muted">{t("intro", { firm: d.firmName, employer: d.employerName ?? "—", visaClass: d.visaClass })}</p>
        <p className="text-xs text-fg-muted">{t("expires", { date: f.dateTime(d.expiresAt) })}</p>
      </header>
      <Form form={form} onSubmit={(v) => submit.mutate(v)} className="grid gap-6">
        <section className="grid gap-4" aria-labelledby="fill-position">
          <h2 id="fill-position" className="text-base font-semibold text-fg">
            {t("position")}
          </h2>
          <PositionFields clientOptions={null} employerView />
          <OfferedWageFields required />
        </section>
        <section className="grid gap-4" aria-labelledby="fill-worksites">
          <h2 id="fill-worksites" className="text-base font-semibold text-fg">
            {t("worksites")}
          </h2>
          <p className="text-sm text-fg-muted">{t("worksitesHint")}</p>
          <WorksiteFields />
        </section>
        <div className="flex justify-end">
          <Button type="submit" loading={submit.isPending}>
            {t("submit")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
