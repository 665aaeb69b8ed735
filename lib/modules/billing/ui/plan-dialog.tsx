"use client";
// Choose a plan (plans/subscribe: interval, seats for per-seat plans, a coupon checked with coupons/validate)
// or change it (plans/upgrade: the proration preview — credit for the unused days, charge for the new plan,
// the net due now or kept as credit — asked again as the choice changes).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { meKey } from "@/lib/shared/query-client";
import { subscribeBody, type CouponQuoteDto, type MasterDataDto, type ProrationDto, type SelectedPlanDto, type SubscribeBody, type SubscriptionDto } from "../contract";
import { billingKeys } from "./keys";

type Props = { mode: "subscribe" | "change"; md: MasterDataDto; current: SubscriptionDto | null; hasPaymentMethod: boolean; onClose: () => void };

export function PlanDialog({ mode, md, current, hasPaymentMethod, onClose }: Props) {
  const t = useTranslations("billing");
  const f = useFormat();
  const qc = useQueryClient();
  const form = useForm({
    // One form for both: plans/upgrade takes the same plan, interval and seats (the coupon is subscribe's).
    resolver: zodResolver(subscribeBody),
    defaultValues: { planId: current?.planId ?? md.plans[0]?.id ?? "", interval: current?.interval ?? "month", seats: current?.seats ?? 1, couponCode: "" },
  });
  const [planId, interval, seats, couponCode] = useWatch({ control: form.control, name: ["planId", "interval", "seats", "couponCode"] });
  const plan = md.plans.find((p) => p.id === planId);
  const seatCount = plan?.perSeat ? Math.max(1, Number(seats) || 1) : 1;
  const [quote, setQuote] = useState<CouponQuoteDto | null>(null);
  const check = useMutation({
    mutationFn: () => apiPost<CouponQuoteDto>("payapi/coupons/validate", { code: couponCode, planId, interval, seats: seatCount }),
    onSuccess: (q) => {
      setQuote(q);
      form.clearErrors("couponCode");
    },
    onError: (e) => {
      setQuote(null);
      const fields = (e as { fields?: Record<string, string> }).fields;
      form.setError("couponCode", { message: fields?.code ?? errorMessage(e) });
    },
  });
  const preview = useQuery({
    queryKey: [...billingKeys.all, "preview", planId, interval, seatCount],
    enabled: mode === "change" && Boolean(plan) && !(current && current.planId === planId && current.interval === interval && current.seats === seatCount),
    queryFn: ({ signal }) => apiPost<ProrationDto>("payapi/plans/upgrade", { planId, interval, seats: seatCount, preview: true }, { signal }),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (body: SubscribeBody) => {
      const seatsSent = plan?.perSeat ? body.seats : undefined;
      return mode === "subscribe"
        ? apiPost<SelectedPlanDto>("payapi/plans/subscribe", { planId: body.planId, interval: body.interval, seats: seatsSent, couponCode: body.couponCode || undefined })
        : apiPost<SelectedPlanDto>("payapi/plans/upgrade", { planId: body.planId, interval: body.interval, seats: seatsSent });
    },
    onSuccess: (r) => {
      qc.setQueryData(billingKeys.selected, r);
      void qc.invalidateQueries({ queryKey: billingKeys.invoices });
      void qc.invalidateQueries({ queryKey: meKey });
      toast.success(t(mode === "subscribe" ? "toast.subscribed" : "toast.changed"));
      onClose();
    },
  });
  const price = plan ? (interval === "month" ? plan.monthlyCents : plan.yearlyCents) * seatCount : 0;
  return (
    <FormDialog
      title={t(mode === "subscribe" ? "plan.choose" : "plan.change")}
      description={mode === "subscribe" && !hasPaymentMethod ? t("plan.needCard") : undefined}
      form={form}
      save={save}
      submitLabel={t(mode === "subscribe" ? "plan.subscribe" : "plan.confirmChange")}
      onClose={onClose}
    >
      <SelectField
        name="planId"
        label={t("plan.name")}
        required
        options={md.plans.map((p) => ({ value: p.id, label: t(p.perSeat ? "plan.optionSeat" : "plan.option", { name: p.name, month: f.currency(p.monthlyCents), year: f.currency(p.yearlyCents) }) }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="interval" label={t("plan.interval")} required options={md.intervals.map((i) => ({ value: i, label: t(`interval.${i}`) }))} />
        {plan?.perSeat ? <TextField name="seats" label={t("plan.seats")} inputMode="numeric" autoComplete="off" /> : null}
      </div>
      <p className="text-sm text-fg">{t("plan.total", { price: f.currency(price) })}</p>
      {mode === "subscribe" ? (
        <div className="grid gap-2">
          <div className="flex items-end gap-2">
            <TextField name="couponCode" label={t("coupon.label")} autoComplete="off" className="flex-1" />
            <Button type="button" variant="secondary" onClick={() => check.mutate()} loading={check.isPending} disabled={!couponCode}>
              {t("coupon.apply")}
            </Button>
          </div>
          {quote && quote.code === String(couponCode).toUpperCase() ? (
            <p className="text-sm text-fg" role="status">
              {t("coupon.applied", { discount: f.currency(quote.discountCents), total: f.currency(quote.totalCents) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === "change" && preview.data ? (
        <div className="grid gap-1 rounded-md border border-border p-3 text-sm" role="status" aria-label={t("proration.title")}>
          <p className="font-medium text-fg">{t("proration.title")}</p>
          <p>{t("proration.credit", { amount: f.currency(preview.data.creditCents), days: preview.data.daysLeft, of: preview.data.daysInPeriod })}</p>
          <p>{t("proration.charge", { amount: f.currency(preview.data.chargeCents) })}</p>
          <p className="font-medium">
            {preview.data.netCents >= 0 ? t("proration.due", { amount: f.currency(preview.data.netCents) }) : t("proration.keptCredit", { amount: f.currency(-preview.data.netCents) })}
          </p>
        </div>
      ) : null}
      {mode === "change" && preview.error ? <p className="text-sm text-danger">{errorMessage(preview.error)}</p> : null}
    </FormDialog>
  );
}
