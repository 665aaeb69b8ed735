"use client";
// "Payment instructions" on the invoice list (for the firm's settings roles): the text every invoice PDF ends
// with, in English and Spanish (invoices/get-settings, update-settings). Loaded when opened.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/text-area";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import type { InvoiceSettings } from "../contract";
import { invoicesKeys } from "./keys";

type Values = { paymentInstructions: string; paymentInstructionsEs: string };

function SettingsForm({ initial, onClose }: { initial: InvoiceSettings; onClose: () => void }) {
  const t = useTranslations("invoices.settings");
  const form = useForm<Values>({ defaultValues: { paymentInstructions: initial.paymentInstructions ?? "", paymentInstructionsEs: initial.paymentInstructionsEs ?? "" } });
  const save = useMutation({
    mutationFn: (v: Values) => apiPost<InvoiceSettings>("invoices/update-settings", v),
    onSuccess: () => {
      toast.success(t("saved"));
      onClose();
    },
  });
  return (
    <FormDialog title={t("title")} description={t("description")} size="lg" form={form} save={save} submitLabel={t("save")} onClose={onClose}>
      <TextArea name="paymentInstructions" label={t("english")} rows={5} />
      <TextArea name="paymentInstructionsEs" label={t("spanish")} rows={5} hint={t("spanishHint")} />
    </FormDialog>
  );
}

export function PaymentInstructionsButton() {
  const t = useTranslations("invoices.settings");
  const [open, setOpen] = useState(false);
  const q = useQuery({ queryKey: [...invoicesKeys.all, "settings"], queryFn: ({ signal }) => apiPost<InvoiceSettings>("invoices/get-settings", {}, { signal }), enabled: open, staleTime: 0 });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      {open && q.data ? <SettingsForm initial={q.data} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
