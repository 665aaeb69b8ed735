"use client";
// "Online payment" on the invoice list (for the firm's settings roles): the firm's own Stripe accounts its
// clients pay invoices into from the link — the operating account, and optionally a trust account for invoices
// marked "pay into trust" (invoices/get-online-payment, update-online-payment). Says how to set it up: the keys
// from Stripe's dashboard and the webhook address with its events. The secret keys are never shown again.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { Code, CodeList } from "@/components/ui/code";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { OnlinePaymentSettings, StripeAccount } from "../contract";
import { invoicesKeys } from "./keys";

type Values = { account: StripeAccount; publishableKey: string; secretKey: string; webhookSecret: string };
const KEY = [...invoicesKeys.all, "online-payment"] as const;
const EVENTS = ["payment_intent.succeeded", "payment_intent.processing", "payment_intent.payment_failed", "charge.refunded", "refund.created", "refund.updated", "refund.failed", "charge.dispute.created", "charge.dispute.closed"] as const;

function SettingsForm({ settings, onClose }: { settings: OnlinePaymentSettings; onClose: () => void }) {
  const t = useTranslations("invoices.onlinePayment");
  const qc = useQueryClient();
  const [removing, setRemoving] = useState<StripeAccount | null>(null);
  const form = useForm<Values>({ defaultValues: { account: settings.operating ? "trust" : "operating", publishableKey: "", secretKey: "", webhookSecret: "" } });
  const save = useMutation({
    mutationFn: (v: Values) => apiPost<OnlinePaymentSettings>("invoices/update-online-payment", v),
    onSuccess: (data) => {
      qc.setQueryData(KEY, data);
      toast.success(t("saved"));
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: (account: StripeAccount) => apiPost<OnlinePaymentSettings>("invoices/update-online-payment", { account, remove: true }),
    onSuccess: (data) => {
      qc.setQueryData(KEY, data);
      setRemoving(null);
      toast.success(t("removed"));
    },
  });
  return (
    <FormDialog title={t("title")} description={t("description")} size="lg" form={form} save={save} submitLabel={t("save")} onClose={onClose}>
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>{t("stepKeys")}</li>
        <li>
          {t("stepWebhook")} <Code>{settings.webhookUrl}</Code>
          <CodeList label={t("events")} items={EVENTS} />
        </li>
        <li>{t("stepEnter")}</li>
      </ol>
      <ul className="grid gap-2 text-sm" aria-label={t("accounts")}>
        {(["operating", "trust"] as const).map((a) => {
          const s = settings[a];
          return (
            <li key={a} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2" data-testid={`stripe-account-${a}`}>
              <span>
                <strong>{t(a)}</strong> — {s ? t("setUp", { key: s.publishableKey, last4: s.secretKeyLast4 }) : t("notSetUp")}
              </span>
              {s ? (
                <Button type="button" variant="secondary" size="sm" onClick={() => setRemoving(a)}>
                  {t("remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <RadioGroupField
        name="account"
        label={t("account")}
        choices={[
          { value: "operating", label: t("operating"), hint: t("operatingHint") },
          { value: "trust", label: t("trust"), hint: t("trustHint") },
        ]}
      />
      <TextField name="publishableKey" label={t("publishableKey")} autoComplete="off" spellCheck={false} />
      <TextField name="secretKey" label={t("secretKey")} type="password" autoComplete="off" hint={t("secretKeyHint")} />
      <TextField name="webhookSecret" label={t("webhookSecret")} type="password" autoComplete="off" />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t("removeTitle")}
        message={removing ? t("removeMessage", { account: t(removing) }) : ""}
        confirmLabel={t("remove")}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </FormDialog>
  );
}

export function OnlinePaymentButton() {
  const t = useTranslations("invoices.onlinePayment");
  const [open, setOpen] = useState(false);
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiPost<OnlinePaymentSettings>("invoices/get-online-payment", {}, { signal }), enabled: open, staleTime: 0 });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      {open && q.data ? <SettingsForm settings={q.data} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
