"use client";
// Add or edit an individual sponsor (/api/individual/create|update): name, e-mail, phone, branch and address.
import { useEffect, useMemo } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Form, applyApiErrors } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { QueryState } from "@/components/ui/screen-states";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { useBranchOptions } from "@/lib/modules/branches/ui";
import { BranchSelectField } from "@/lib/modules/branches/ui";
import { AddressFields, addressZipCheck, isBlankAddress, toAddressFormValues, type AddressFormValues } from "@/components/form/address-fields";
import { useCountries } from "@/lib/shared/places";
import {
  createIndividualBody,
  updateIndividualBody,
  type ClientDetails,
  type CreateIndividualBody,
  type UpdateIndividualBody,
} from "@/lib/modules/companies/contract";
import { FormActions } from "@/components/form/form-actions";
import { companiesKeys, individualsKeys } from "@/lib/modules/companies/ui";

export type IndividualDialogState = { mode: "create" } | { mode: "edit"; id: string } | null;

type IndividualValues = {
  /** Edits only (the update call names the record). */
  id?: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  branchId: string;
  address: AddressFormValues;
};

const blankToNull = (a: unknown) => (isBlankAddress(a as Partial<AddressFormValues> | null) ? null : a);

export function IndividualDialog({ state, onClose, viewer }: { state: IndividualDialogState; onClose: () => void; viewer: Viewer }) {
  const t = useTranslations("individuals");
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={state?.mode === "edit" ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={state?.mode === "edit" ? undefined : t("dialog.addDescription")}
      size="lg"
    >
      {state?.mode === "create" ? <IndividualForm viewer={viewer} onDone={onClose} /> : null}
      {state?.mode === "edit" ? <EditLoader key={state.id} id={state.id} viewer={viewer} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditLoader({ id, viewer, onDone }: { id: string; viewer: Viewer; onDone: () => void }) {
  const t = useTranslations("individuals");
  const q = useQuery({
    queryKey: individualsKeys.detail(id),
    queryFn: ({ signal }) => apiPost<ClientDetails>("individual/details", { id }, { signal }),
  });
  return (
    <QueryState query={q} labels={{ loading: t("dialog.loading"), close: t("actions.close"), retry: t("actions.retry") }} onClose={onDone}>
      {(data) => <IndividualForm viewer={viewer} onDone={onDone} individual={data} />}
    </QueryState>
  );
}

function toValues(c: ClientDetails | undefined): IndividualValues {
  return {
    ...(c ? { id: c.id } : {}),
    firstName: c?.firstName ?? "",
    middleName: c?.middleName ?? "",
    lastName: c?.lastName ?? "",
    email: c?.email ?? "",
    phoneCountryCode: c?.phoneCountryCode ?? "",
    phone: c?.phone ?? "",
    branchId: c?.branchId ?? "",
    address: toAddressFormValues(c?.address),
  };
}

function IndividualForm({ viewer, onDone, individual }: { viewer: Viewer; onDone: () => void; individual?: ClientDetails }) {
  const t = useTranslations("individuals");
  const qc = useQueryClient();
  const countries = useCountries();
  const chooseBranch = can(viewer, "branch.move-record");
  const branches = useBranchOptions(chooseBranch);
  const editing = individual !== undefined;

  const countryRows = countries.data;
  const schema = useMemo(() => {
    const zip = addressZipCheck(() => countryRows);
    return editing
      ? updateIndividualBody.extend({ address: z.preprocess(blankToNull, updateIndividualBody.shape.address) }).superRefine(zip)
      : createIndividualBody.extend({ address: z.preprocess(blankToNull, createIndividualBody.shape.address) }).superRefine(zip);
  }, [countryRows, editing]);

  const form = useForm<IndividualValues, unknown, CreateIndividualBody | UpdateIndividualBody>({
    resolver: zodResolver(schema as z.ZodType<CreateIndividualBody | UpdateIndividualBody, IndividualValues>),
    defaultValues: toValues(individual),
  });

  const branchCount = branches.options.length;
  useEffect(() => {
    if (branchCount > 0) form.setValue("branchId", form.getValues("branchId"));
  }, [branchCount, form]);

  const save = useMutation({
    mutationFn: (body: CreateIndividualBody | UpdateIndividualBody) =>
      individual ? apiPost<ClientDetails>("individual/update", { ...body, id: individual.id }) : apiPost<ClientDetails>("individual/create", body),
    onSuccess: (saved) => {
      toast.success(editing ? t("toast.updated", { name: saved.name }) : t("toast.created", { name: saved.name }));
      qc.setQueryData(individualsKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: individualsKeys.lists() });
      qc.invalidateQueries({ queryKey: companiesKeys.options() });
      onDone();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  const submit = (values: CreateIndividualBody | UpdateIndividualBody) => save.mutate(chooseBranch ? values : { ...values, branchId: undefined });

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" />
        <TextField name="middleName" label={t("fields.middleName")} autoComplete="off" />
        <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
      </div>
      <TextField name="email" type="email" label={t("fields.email")} required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField name="phoneCountryCode" label={t("fields.phoneCountryCode")} placeholder="+1" autoComplete="off" />
        <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" />
      </div>
      {chooseBranch ? (
        <BranchSelectField namespace="individuals" branches={branches} />
      ) : null}
      <AddressFields prefix="address" />
      <FormActions onCancel={onDone} cancelLabel={t("actions.cancel")} submitLabel={editing ? t("dialog.save") : t("dialog.add")} loading={save.isPending} />
    </Form>
  );
}
