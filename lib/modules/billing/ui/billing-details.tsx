"use client";
// Billing details (subscribers/update-billing-details): who the platform's invoices are made out to.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/ui/detail-list";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { billingDetailsBody, type BillingDetailsBody, type BillingDetailsDto, type SelectedPlanDto } from "../contract";
import { billingKeys } from "./keys";
import { BillingSection } from "./section";

export function BillingDetailsSection({ details }: { details: BillingDetailsDto }) {
  const t = useTranslations("billing");
  const [editing, setEditing] = useState(false);
  const a = details.address;
  return (
    <BillingSection
      id="billing-details"
      title={t("details.title")}
      actions={
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {t("details.edit")}
        </Button>
      }
    >
      <DetailList
        className="lg:grid-cols-4"
        items={[
          { label: t("details.name"), value: details.name },
          { label: t("details.email"), value: details.email },
          { label: t("details.address"), value: a ? [a.line1, a.line2, [a.city, a.state, a.postalCode].filter(Boolean).join(" "), a.country].filter(Boolean).join(", ") : null },
          { label: t("details.taxId"), value: details.taxId },
        ]}
      />
      {editing ? <EditDialog details={details} onClose={() => setEditing(false)} /> : null}
    </BillingSection>
  );
}

function EditDialog({ details, onClose }: { details: BillingDetailsDto; onClose: () => void }) {
  const t = useTranslations("billing");
  const qc = useQueryClient();
  const form = useForm({
    resolver: zodResolver(billingDetailsBody),
    defaultValues: { name: details.name ?? "", email: details.email ?? "", address: details.address ?? { line1: "" }, taxId: details.taxId ?? "" },
  });
  const save = useMutation({
    mutationFn: (body: BillingDetailsBody) => apiPost<BillingDetailsDto>("payapi/subscribers/update-billing-details", body),
    onSuccess: (r) => {
      qc.setQueryData<SelectedPlanDto>(billingKeys.selected, (old) => (old ? { ...old, details: r } : old));
      toast.success(t("toast.detailsSaved"));
      onClose();
    },
  });
  return (
    <FormDialog title={t("details.title")} form={form} save={save} onClose={onClose}>
      <TextFieldRow names={[["name", t("details.name"), true], ["email", t("details.email"), true]]} />
      <TextFieldRow names={[["address.line1", t("details.line1"), true], ["address.line2", t("details.line2"), false]]} />
      <TextFieldRow names={[["address.city", t("details.city"), false], ["address.state", t("details.state"), false]]} />
      <TextFieldRow names={[["address.postalCode", t("details.postalCode"), false], ["address.country", t("details.country"), false]]} />
      <TextFieldRow names={[["taxId", t("details.taxId"), false]]} />
    </FormDialog>
  );
}


function TextFieldRow({ names }: { names: [string, string, boolean][] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {names.map(([name, label, required]) => (
        <TextField key={name} name={name} label={label} required={required} autoComplete="off" />
      ))}
    </div>
  );
}
