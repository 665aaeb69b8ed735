"use client";
// Add a client company (/api/company/create): name, e-mail, FEIN, phone, website and branch.
// Contacts, address and the rest of the profile are edited on the client's edit screen.
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import { useBranchOptions } from "@/lib/modules/branches/ui";
import { BranchSelectField } from "@/lib/modules/branches/ui";
import type { Viewer } from "@/lib/shared/viewer";
import { createCompanyBody, type ClientDetails, type CreateCompanyBody } from "../contract";
import { FormActions } from "@/components/form/form-actions";
import { companiesKeys } from "./keys";

type CreateInput = z.input<typeof createCompanyBody>;

export function ClientCreateDialog({ open, onOpenChange, viewer }: { open: boolean; onOpenChange: (open: boolean) => void; viewer: Viewer }) {
  const t = useTranslations("clients");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("create.title")} description={t("create.description")} size="lg">
      {open ? <CreateForm viewer={viewer} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function CreateForm({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const t = useTranslations("clients");
  const qc = useQueryClient();
  const chooseBranch = can(viewer, "branch.move-record");
  const branches = useBranchOptions(chooseBranch);
  const form = useForm<CreateInput, unknown, CreateCompanyBody>({
    resolver: zodResolver(createCompanyBody),
    defaultValues: { name: "", email: "", feiNumber: "", phoneCountryCode: "", phone: "", website: "", branchId: "" },
  });
  const save = useMutation({
    mutationFn: (body: CreateCompanyBody) => apiPost<ClientDetails>("company/create", body),
    onSuccess: (client) => {
      toast.success(t("toast.created", { name: client.name }));
      qc.invalidateQueries({ queryKey: companiesKeys.all });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t("fields.name")} required autoComplete="organization" />
        <TextField name="email" type="email" label={t("fields.email")} required autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="feiNumber" label={t("fields.fein")} hint={t("fields.feinHint")} autoComplete="off" />
        <TextField name="website" type="url" label={t("fields.website")} autoComplete="url" />
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField name="phoneCountryCode" label={t("fields.phoneCountryCode")} placeholder="+1" autoComplete="tel-country-code" />
        <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="tel-national" />
      </div>
      {chooseBranch ? (
        <BranchSelectField namespace="clients" branches={branches} />
      ) : null}
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={t("create.submit")} loading={save.isPending} />
    </Form>
  );
}
