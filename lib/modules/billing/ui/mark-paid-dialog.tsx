"use client";
// "Mark paid" (loaded on demand): the manual provider's payment received, confirmed with the invoice's number,
// subscriber and amount, and the payment's reference (a check number, a transfer's id; kept in the audit log).
// A refusal of the server lands under the field (invoices/mark-paid's `reference`) or in a toast.
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { AdminInvoiceRow } from "../admin-contract";
import type { BillingInvoiceDto } from "../contract";
import { billingKeys } from "./keys";

export function MarkPaidDialog({ invoice, onClose }: { invoice: AdminInvoiceRow; onClose: () => void }) {
  const t = useTranslations("platformBilling.markPaid");
  const f = useFormat();
  const qc = useQueryClient();
  const form = useForm({ defaultValues: { reference: "" } });
  const save = useMutation({
    mutationFn: (v: { reference: string }) => apiPost<BillingInvoiceDto>("payapi/invoices/mark-paid", { invoiceId: invoice.id, reference: v.reference.trim() || undefined }),
    onSuccess: () => {
      toast.success(t("done", { number: invoice.number }));
      void qc.invalidateQueries({ queryKey: billingKeys.platform });
      onClose();
    },
  });
  return (
    <FormDialog
      title={t("title", { number: invoice.number })}
      description={t("description", { number: invoice.number, amount: f.currency(invoice.totalCents, invoice.currency), subscriber: invoice.subscriber.name })}
      form={form}
      save={save}
      submitLabel={t("confirm")}
      size="sm"
      onClose={onClose}
    >
      <TextField name="reference" label={t("reference")} hint={t("referenceHint")} autoComplete="off" />
    </FormDialog>
  );
}
