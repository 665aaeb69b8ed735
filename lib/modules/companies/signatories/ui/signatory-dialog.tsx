"use client";
// Add or edit an authorized signatory (/api/auth-signatory/create|update) in a dialog.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { FormActions } from "@/components/form/form-actions";
import { companiesKeys } from "@/lib/modules/companies/ui";
import type { SelectOption } from "@/components/ui/select-field";
import { createSignatoryBody, SIGNATORY_STATUS, updateSignatoryBody, type CreateSignatoryBody, type SignatoryDto, type UpdateSignatoryBody } from "../contract";
import { signatoriesKeys } from "./keys";

export type SignatoryDialogState = { mode: "create"; companyId?: string } | { mode: "edit"; signatory: SignatoryDto } | null;

type Props = {
  state: SignatoryDialogState;
  onClose: () => void;
  /** Client options for a new signatory; with `fixedCompany` the client is not chosen. */
  clientOptions: SelectOption[];
  clientsLoading: boolean;
  fixedCompany: { id: string; name: string } | null;
};

export function SignatoryDialog(props: Props) {
  const t = useTranslations("signatories");
  const { state, onClose } = props;
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={state?.mode === "edit" ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={state?.mode === "edit" ? state.signatory.companyName : t("dialog.addDescription")}
      size="lg"
    >
      {state?.mode === "create" ? <CreateForm {...props} companyId={state.companyId} /> : null}
      {state?.mode === "edit" ? <EditForm key={state.signatory.id} signatory={state.signatory} onClose={onClose} /> : null}
    </Modal>
  );
}

function useSaved(onClose: () => void) {
  const qc = useQueryClient();
  return (s: SignatoryDto) => {
    qc.invalidateQueries({ queryKey: signatoriesKeys.lists() });
    qc.invalidateQueries({ queryKey: companiesKeys.detail(s.companyId) });
    onClose();
  };
}

function PersonFields() {
  const t = useTranslations("signatories");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" />
        <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="title" label={t("fields.title")} required hint={t("fields.titleHint")} autoComplete="off" />
        <TextField name="email" type="email" label={t("fields.email")} required autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField name="phoneCountryCode" label={t("fields.phoneCountryCode")} placeholder="+1" autoComplete="off" />
        <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" />
      </div>
    </>
  );
}

type CreateInput = z.input<typeof createSignatoryBody>;

function CreateForm({ onClose, clientOptions, clientsLoading, fixedCompany, companyId }: Props & { companyId?: string }) {
  const t = useTranslations("signatories");
  const saved = useSaved(onClose);
  const form = useForm<CreateInput, unknown, CreateSignatoryBody>({
    resolver: zodResolver(createSignatoryBody),
    defaultValues: { companyId: fixedCompany?.id ?? companyId ?? "", firstName: "", lastName: "", title: "", email: "", phoneCountryCode: "", phone: "" },
  });
  // The client options arrive after the form's values: show the preselected client once they exist.
  const optionCount = clientOptions.length;
  useEffect(() => {
    if (optionCount > 0) form.setValue("companyId", form.getValues("companyId"));
  }, [optionCount, form]);

  const save = useMutation({
    mutationFn: (body: CreateSignatoryBody) => apiPost<SignatoryDto>("auth-signatory/create", body),
    onSuccess: (s) => {
      toast.success(t("toast.created", { name: s.name }));
      saved(s);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      {fixedCompany ? (
        <p className="text-sm text-fg">
          <span className="font-medium">{t("fields.client")}:</span> {fixedCompany.name}
        </p>
      ) : (
        <SelectField
          name="companyId"
          label={t("fields.client")}
          required
          placeholder={clientsLoading ? t("fields.clientLoading") : t("fields.clientChoose")}
          options={clientOptions}
          disabled={clientsLoading}
        />
      )}
      <PersonFields />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("dialog.add")} loading={save.isPending} />
    </Form>
  );
}

type EditInput = z.input<typeof updateSignatoryBody>;

function EditForm({ signatory, onClose }: { signatory: SignatoryDto; onClose: () => void }) {
  const t = useTranslations("signatories");
  const saved = useSaved(onClose);
  const form = useForm<EditInput, unknown, UpdateSignatoryBody>({
    resolver: zodResolver(updateSignatoryBody),
    defaultValues: {
      id: signatory.id,
      firstName: signatory.firstName,
      lastName: signatory.lastName,
      title: signatory.title,
      email: signatory.email,
      phoneCountryCode: signatory.phoneCountryCode ?? "",
      phone: signatory.phone ?? "",
      statusId: String(signatory.statusId),
    },
  });
  const save = useMutation({
    mutationFn: (body: UpdateSignatoryBody) => apiPost<SignatoryDto>("auth-signatory/update", body),
    onSuccess: (s) => {
      toast.success(t("toast.updated", { name: s.name }));
      saved(s);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
      <PersonFields />
      <SelectField
        name="statusId"
        label={t("fields.status")}
        required
        options={[
          { value: String(SIGNATORY_STATUS.ACTIVE), label: t("status.1") },
          { value: String(SIGNATORY_STATUS.INACTIVE), label: t("status.2") },
        ]}
      />
      <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("dialog.save")} loading={save.isPending} />
    </Form>
  );
}
