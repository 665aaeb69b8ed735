"use client";
// The settings page once QuickBooks is connected (loaded on demand by settings-screen): the connected
// company, Disconnect after a confirmation (quickbooks/disconnect), and what to sync (quickbooks/save-config:
// push invoices when sent, pull payments, the QuickBooks item ids per line kind and the income account).
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormActions } from "@/components/form/form-actions";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DetailList } from "@/components/ui/detail-list";
import { Form, showApiErrors } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { QuickbooksStatus } from "../contract";
import { quickbooksKeys } from "./keys";

const ITEM_FIELDS = ["legalFeeItemId", "filingFeeItemId", "expenseItemId", "otherItemId", "incomeAccountId"] as const;
type ItemField = (typeof ITEM_FIELDS)[number];
type Values = { pushInvoices: boolean; pullPayments: boolean } & Record<ItemField, string>;

export function ConnectedSettings({ status }: { status: QuickbooksStatus }) {
  return (
    <div className="grid gap-6">
      <Company status={status} />
      <SyncForm status={status} />
    </div>
  );
}

function Company({ status }: { status: QuickbooksStatus }) {
  const t = useTranslations("quickbooks.settings");
  const te = useTranslations("quickbooks.environment");
  const f = useFormat();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const disconnect = useMutation({
    mutationFn: () => apiPost<QuickbooksStatus>("quickbooks/disconnect", {}),
    onSuccess: (s) => {
      qc.setQueryData(quickbooksKeys.status(), s);
      qc.invalidateQueries({ queryKey: quickbooksKeys.customers() });
      toast.success(t("disconnect.done"));
      setConfirming(false);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection
      title={t("connected.title")}
      actions={
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t("disconnect.button")}
        </Button>
      }
    >
      <DetailList
        items={[
          { label: t("connected.company"), value: status.companyName },
          { label: t("connected.realm"), value: status.realmId },
          { label: t("connected.since"), value: status.connectedAt ? f.dateTime(status.connectedAt) : null },
          { label: t("connected.by"), value: status.connectedBy },
          { label: t("connected.environment"), value: te(status.environment) },
        ]}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("disconnect.title")}
        message={t("disconnect.message")}
        confirmLabel={t("disconnect.confirm")}
        loading={disconnect.isPending}
        onConfirm={() => disconnect.mutate()}
      />
    </CardSection>
  );
}

function SyncForm({ status }: { status: QuickbooksStatus }) {
  const t = useTranslations("quickbooks.settings.sync");
  const qc = useQueryClient();
  const c = status.config;
  const form = useForm<Values>({
    defaultValues: {
      pushInvoices: c.pushInvoices,
      pullPayments: c.pullPayments,
      ...(Object.fromEntries(ITEM_FIELDS.map((k) => [k, c[k] ?? ""])) as Record<ItemField, string>),
    },
  });
  const save = useMutation({
    mutationFn: async (v: Values) => {
      const ids: Partial<Record<ItemField, string | null>> = {};
      const bad: Record<string, string> = {};
      for (const k of ITEM_FIELDS) {
        const s = v[k].trim();
        if (s && !/^\d{1,20}$/.test(s)) bad[k] = t("invalidId");
        ids[k] = s || null;
      }
      if (Object.keys(bad).length) throw new ApiError("VALIDATION_ERROR", Object.values(bad)[0], 422, bad);
      return apiPost<QuickbooksStatus>("quickbooks/save-config", { pushInvoices: v.pushInvoices, pullPayments: v.pullPayments, ...ids });
    },
    onSuccess: (s) => {
      qc.setQueryData(quickbooksKeys.status(), s);
      toast.success(t("saved"));
    },
  });
  return (
    <CardSection title={t("title")}>
      <Form form={form} onSubmit={(v) => save.mutate(v, { onError: (e) => showApiErrors(form, e) })} className="grid max-w-2xl gap-4">
        <Checkbox name="pushInvoices" label={t("pushInvoices")} />
        <Checkbox name="pullPayments" label={t("pullPayments")} />
        <p className="text-sm text-fg-muted">{t("description")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {ITEM_FIELDS.map((k) => (
            <TextField key={k} name={k} label={t(k)} hint={t("itemHint")} inputMode="numeric" autoComplete="off" />
          ))}
        </div>
        <FormActions cancelLabel="" submitLabel={t("save")} loading={save.isPending} />
      </Form>
    </CardSection>
  );
}
