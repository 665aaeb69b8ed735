"use client";
// The body of the "Plan and billing" card (billing-card.tsx): the current plan with change / end at period
// end / cancel now, payment methods, billing details and the platform's invoices.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { meKey } from "@/lib/shared/query-client";
import type { MasterDataDto, SelectedPlanDto } from "../contract";
import { BillingDetailsSection } from "./billing-details";
import { BillingInvoices } from "./billing-invoices";
import { billingKeys } from "./keys";
import { PaymentMethods } from "./payment-methods";
import { PlanDialog } from "./plan-dialog";

export function BillingCardBody() {
  const t = useTranslations("billing");
  const f = useFormat();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<"subscribe" | "change" | null>(null);
  const [ending, setEnding] = useState<"unSubscribe" | "cancel" | null>(null);
  const selected = useQuery({ queryKey: billingKeys.selected, queryFn: ({ signal }) => apiPost<SelectedPlanDto>("payapi/plans/get-selected-plan", {}, { signal }) });
  const md = useQuery({ queryKey: billingKeys.masterdata, queryFn: ({ signal }) => apiPost<MasterDataDto>("payapi/masterdata/list", {}, { signal }) });
  const end = useMutation({
    mutationFn: (what: "unSubscribe" | "cancel") => apiPost<SelectedPlanDto>(`payapi/plans/${what}`, {}),
    onSuccess: (r, what) => {
      qc.setQueryData(billingKeys.selected, r);
      void qc.invalidateQueries({ queryKey: meKey });
      toast.success(t(what === "cancel" ? "toast.canceled" : "toast.unsubscribed"));
      setEnding(null);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <section aria-label={t("title")}>
      <CardSection title={t("title")} className="mt-6">
        <QueryState query={selected} labels={{ loading: t("loading"), retry: t("retry") }}>
          {(s) => (
            <div className="grid gap-6">
              {md.data?.provider === "manual" ? <p className="text-sm text-fg-muted">{t("manualProvider")}</p> : null}
              <div role="group" aria-labelledby="billing-plan" className="grid gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id="billing-plan" className="text-sm font-medium text-fg">
                    {t("plan.title")}
                  </h3>
                  {s.subscription ? (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setDialog("change")}>
                        {t("plan.change")}
                      </Button>
                      {!s.subscription.cancelAtPeriodEnd ? (
                        <Button size="sm" variant="ghost" onClick={() => setEnding("unSubscribe")}>
                          {t("plan.unsubscribe")}
                        </Button>
                      ) : null}
                      <Button size="sm" variant="ghost" onClick={() => setEnding("cancel")}>
                        {t("plan.cancel")}
                      </Button>
                    </div>
                  ) : (
                    <Button size="sm" onClick={() => setDialog("subscribe")}>
                      {t("plan.choose")}
                    </Button>
                  )}
                </div>
                {s.subscription ? (
                  <DetailList
                    className="lg:grid-cols-4"
                    items={[
                      { label: t("plan.name"), value: s.subscription.planName },
                      { label: t("plan.price"), value: t(`plan.per.${s.subscription.interval}`, { price: f.currency(s.subscription.priceCents) }) },
                      { label: t("plan.seats"), value: String(s.subscription.seats) },
                      {
                        label: t("plan.period"),
                        value: (
                          <span className="flex flex-wrap items-center gap-2">
                            {t("plan.periodValue", { start: f.date(s.subscription.periodStart), end: f.date(s.subscription.periodEnd) })}
                            {s.subscription.cancelAtPeriodEnd ? <Badge tone="warning">{t("plan.ending")}</Badge> : <Badge tone="success">{t("plan.active")}</Badge>}
                          </span>
                        ),
                      },
                      ...(s.subscription.couponCode ? [{ label: t("plan.coupon"), value: s.subscription.couponCode }] : []),
                      ...(s.details.creditCents > 0 ? [{ label: t("plan.credit"), value: f.currency(s.details.creditCents) }] : []),
                    ]}
                  />
                ) : (
                  <p className="text-sm text-fg-muted">{s.hasPaymentMethod ? t("plan.none") : t("plan.noneNoCard")}</p>
                )}
              </div>
              <PaymentMethods provider={md.data?.provider ?? s.details.provider} />
              <BillingDetailsSection details={s.details} />
              <BillingInvoices />
              {dialog && md.data ? <PlanDialog mode={dialog} md={md.data} current={s.subscription} hasPaymentMethod={s.hasPaymentMethod} onClose={() => setDialog(null)} /> : null}
              {ending ? (
                <ConfirmDialog
                  open
                  onOpenChange={(o) => !o && setEnding(null)}
                  title={t(ending === "cancel" ? "plan.cancelTitle" : "plan.unsubscribeTitle")}
                  message={ending === "cancel" ? t("plan.cancelMessage") : t("plan.unsubscribeMessage", { end: s.subscription ? f.date(s.subscription.periodEnd) : "" })}
                  confirmLabel={t(ending === "cancel" ? "plan.cancel" : "plan.unsubscribe")}
                  loading={end.isPending}
                  onConfirm={() => end.mutate(ending)}
                />
              ) : null}
            </div>
          )}
        </QueryState>
      </CardSection>
    </section>
  );
}
