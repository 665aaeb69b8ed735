"use client";
// "Create from a client" (/app/customers, loaded on demand): pick a client of the firm, optionally another
// display name (the client's name by default); /quickbook/customer-availability says, as the name settles,
// whether QuickBooks has a customer of that name already; quickbooks/create-customer creates and links it.
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { ApiError, apiPost } from "@/lib/shared/api-client";
import type { AvailabilityAnswer, QbCustomerRow } from "../contract";
import { quickbooksKeys } from "./keys";

type Values = { companyId: string; displayName: string };

/** `value` once it has not changed for `ms`. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

export function CreateCustomerDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("quickbooks.createDialog");
  const qc = useQueryClient();
  const clients = useClientOptions({ includeIndividuals: true });
  const form = useForm<Values>({ defaultValues: { companyId: "", displayName: "" } });
  const [companyId, typed] = useWatch({ control: form.control, name: ["companyId", "displayName"] });
  const clientName = clients.rows.find((c) => c.id === companyId)?.name ?? "";
  const name = useSettled((typed.trim() || clientName).slice(0, 100));
  const availability = useQuery({
    queryKey: quickbooksKeys.availability(name),
    queryFn: ({ signal }) => apiPost<AvailabilityAnswer>("quickbook/customer-availability", { displayName: name }, { signal }),
    enabled: name !== "",
    staleTime: 30_000,
  });
  const save = useMutation({
    mutationFn: (v: Values) => {
      if (!v.companyId) throw new ApiError("VALIDATION_ERROR", t("required"), 422, { companyId: t("required") });
      return apiPost<QbCustomerRow>("quickbooks/create-customer", { companyId: v.companyId, displayName: v.displayName.trim() || undefined });
    },
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: quickbooksKeys.all });
      toast.success(t("created"));
      onClose();
    },
  });
  const a = availability.data;
  const note = name === "" ? null : availability.isFetching ? t("checking") : a && a.displayName === name ? (a.available ? t("available") : t("taken", { name })) : null;
  return (
    <FormDialog title={t("title")} description={t("description")} form={form} save={save} submitLabel={t("submit")} onClose={onClose}>
      <SelectField name="companyId" label={t("client")} required placeholder={t("choose")} options={clients.options} disabled={clients.isLoading} />
      <TextField name="displayName" label={t("displayName")} hint={t("displayNameHint")} maxLength={100} autoComplete="off" placeholder={clientName || undefined} />
      <p role="status" aria-live="polite" className={a && !a.available && a.displayName === name ? "text-sm text-danger" : "text-sm text-fg-muted"}>
        {note}
      </p>
    </FormDialog>
  );
}
