"use client";
// "Link to a client" (/app/customer-details/<id>, loaded on demand): one of the firm's clients not linked yet
// (the candidates of quickbooks/customer-details) → quickbooks/link-customer.
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import type { QbCustomerDetails, QbCustomerRow } from "../contract";
import { quickbooksKeys } from "./keys";

export function LinkClientDialog({ customer, onClose }: { customer: QbCustomerDetails; onClose: () => void }) {
  const t = useTranslations("quickbooks.linkDialog");
  const qc = useQueryClient();
  const form = useForm({ defaultValues: { companyId: "" } });
  const save = useMutation({
    mutationFn: (v: { companyId: string }) => {
      if (!v.companyId) throw new ApiError("VALIDATION_ERROR", t("required"), 422, { companyId: t("required") });
      return apiPost<QbCustomerRow>("quickbooks/link-customer", { companyId: v.companyId, customerId: customer.id });
    },
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: quickbooksKeys.all });
      toast.success(t("linked"));
      onClose();
    },
  });
  return (
    <FormDialog title={t("title", { customer: customer.displayName })} description={t("description")} form={form} save={save} submitLabel={t("submit")} onClose={onClose}>
      <SelectField name="companyId" label={t("client")} required placeholder={t("choose")} options={customer.candidates.map((c) => ({ value: c.id, label: c.name }))} />
    </FormDialog>
  );
}
