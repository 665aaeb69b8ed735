"use client";
// Payment methods (billing/get-payment-methods, attach-payment-method). Manual provider: a reference only — a
// card's brand and last 4 digits (never the number), a check or bank transfer with its label. Stripe: the
// PaymentMethod id Stripe.js made in the browser (pm_…).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { meKey } from "@/lib/shared/query-client";
import { PAYMENT_METHOD_KINDS } from "../constants";
import { attachPaymentMethodBody, type AttachPaymentMethodBody, type PaymentMethodDto } from "../contract";
import { billingKeys } from "./keys";
import { BillingSection } from "./section";

export function PaymentMethods({ provider }: { provider: "manual" | "stripe" }) {
  const t = useTranslations("billing");
  const [adding, setAdding] = useState(false);
  const q = useQuery({ queryKey: billingKeys.methods, queryFn: ({ signal }) => apiPost<PaymentMethodDto[]>("payapi/billing/get-payment-methods", {}, { signal }) });
  return (
    <BillingSection
      id="billing-methods"
      title={t("methods.title")}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          {t("methods.add")}
        </Button>
      }
    >
      {q.data && q.data.length > 0 ? (
        <ul className="grid gap-2">
          {q.data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span>{m.kind === "card" ? t("methods.card", { brand: m.brand ?? "", last4: m.last4 ?? "" }) : (m.label ?? t(`kind.${m.kind}`))}</span>
              {m.kind === "card" && m.expMonth && m.expYear ? <span className="text-fg-muted">{t("methods.expires", { month: String(m.expMonth).padStart(2, "0"), year: m.expYear })}</span> : null}
              {m.isDefault ? <Badge tone="info">{t("methods.default")}</Badge> : null}
            </li>
          ))}
        </ul>
      ) : q.data ? (
        <p className="text-sm text-fg-muted">{t("methods.none")}</p>
      ) : null}
      {adding ? <AddDialog provider={provider} onClose={() => setAdding(false)} /> : null}
    </BillingSection>
  );
}

function AddDialog({ provider, onClose }: { provider: "manual" | "stripe"; onClose: () => void }) {
  const t = useTranslations("billing");
  const qc = useQueryClient();
  const form = useForm({ resolver: zodResolver(attachPaymentMethodBody), defaultValues: { kind: provider === "manual" ? ("card" as const) : undefined, makeDefault: true } });
  const kind = useWatch({ control: form.control, name: "kind" });
  const save = useMutation({
    mutationFn: (body: AttachPaymentMethodBody) => apiPost<PaymentMethodDto[]>("payapi/billing/attach-payment-method", body),
    onSuccess: (r) => {
      qc.setQueryData(billingKeys.methods, r);
      void qc.invalidateQueries({ queryKey: billingKeys.selected });
      void qc.invalidateQueries({ queryKey: meKey });
      toast.success(t("toast.methodAdded"));
      onClose();
    },
  });
  return (
    <FormDialog title={t("methods.add")} description={provider === "manual" ? t("methods.manualHelp") : t("methods.stripeHelp")} form={form} save={save} onClose={onClose}>
      {provider === "stripe" ? (
        <TextField name="token" label={t("methods.token")} required autoComplete="off" hint={t("methods.tokenHint")} />
      ) : (
        <>
          <SelectField name="kind" label={t("methods.kind")} required options={PAYMENT_METHOD_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
          {kind === "card" ? (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="brand" label={t("methods.brand")} required autoComplete="off" />
                <TextField name="last4" label={t("methods.last4")} required inputMode="numeric" maxLength={4} autoComplete="off" hint={t("methods.last4Hint")} />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="expMonth" label={t("methods.expMonth")} inputMode="numeric" autoComplete="off" />
                <TextField name="expYear" label={t("methods.expYear")} inputMode="numeric" autoComplete="off" />
              </div>
            </>
          ) : (
            <TextField name="label" label={t("methods.label")} required autoComplete="off" hint={t("methods.labelHint")} />
          )}
        </>
      )}
    </FormDialog>
  );
}
