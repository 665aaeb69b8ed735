"use client";
// /app/petitioner-edit/[itemId]: edit a client company (/api/company/update) — profile, FEIN, address
// (country → state → city from master data, zip code by the country's rule) and contacts (one primary).
import { useEffect, useMemo } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Form, applyApiErrors } from "@/components/ui/form";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { ApiError, apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import { MSG } from "@/lib/shared/validation/messages";
import type { Viewer } from "@/lib/shared/viewer";
import { useBranchOptions } from "@/lib/modules/branches/ui";
import { BranchSelectField } from "@/lib/modules/branches/ui";
import { AddressFields, addressZipCheck, isBlankAddress, toAddressFormValues, type AddressFormValues } from "@/components/form/address-fields";
import { useCountries } from "@/lib/shared/places";
import { updateCompanyBody, type ClientDetails, type UpdateCompanyBody } from "../contract";
import { CLIENTS_PATH, canEditClient, useClientDetails } from "./client-details";
import { ContactsFields, toContactFormValues, type ContactFormValues } from "./contacts-fields";
import { FormActions } from "@/components/form/form-actions";
import { centsToDollars, dollarsToCents } from "@/lib/shared/validation/money-input";
import { companiesKeys } from "./keys";
import { NotAllowed, NotFoundState } from "@/components/ui/screen-states";

type EditValues = {
  id: string;
  name: string;
  email: string;
  feiNumber: string;
  phoneCountryCode: string;
  phone: string;
  website: string;
  naicsCode: string;
  yearEstablished: string;
  employeeCount: string;
  /** Shown in dollars; sent in cents. */
  grossIncomeCents: string;
  branchId: string;
  address: AddressFormValues;
  contacts: ContactFormValues[];
};

/**
 * A petitioner completing their own company profile must give FEIN, phone and address (the server
 * says the same with the same messages; its "address" error is shown on the first address line).
 */
function petitionerProfileRequired(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const blank = (x: unknown) => x === undefined || x === null || (typeof x === "string" && x.trim() === "");
  if (blank(value.feiNumber)) ctx.addIssue({ code: "custom", path: ["feiNumber"], message: MSG.required("FEIN") });
  if (blank(value.phone)) ctx.addIssue({ code: "custom", path: ["phone"], message: MSG.required("Phone") });
  const address = value.address as { line1?: unknown } | null | undefined;
  if (!address || blank(address.line1)) ctx.addIssue({ code: "custom", path: ["address", "line1"], message: MSG.required("Address") });
}

/** The server names a missing address "address"; the form shows it on the first line. */
function onAddressLine(e: unknown): unknown {
  if (!(e instanceof ApiError) || !e.fields.address) return e;
  const { address, ...rest } = e.fields;
  return new ApiError(e.code, e.message, e.status, { ...rest, "address.line1": address });
}

const optionalAddress = z.preprocess((a) => (isBlankAddress(a as Partial<AddressFormValues> | null) ? null : a), updateCompanyBody.shape.address);

function toFormValues(c: ClientDetails): EditValues {
  return {
    id: c.id,
    name: c.name,
    email: c.email ?? "",
    feiNumber: c.feiNumber ?? "",
    phoneCountryCode: c.phoneCountryCode ?? "",
    phone: c.phone ?? "",
    website: c.website ?? "",
    naicsCode: c.naicsCode ?? "",
    yearEstablished: c.yearEstablished === null ? "" : String(c.yearEstablished),
    employeeCount: c.employeeCount === null ? "" : String(c.employeeCount),
    grossIncomeCents: centsToDollars(c.grossIncomeCents),
    branchId: c.branchId ?? "",
    address: toAddressFormValues(c.address),
    contacts: toContactFormValues(c.contacts),
  };
}

export function ClientEditScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("clients");
  if (!canEditClient(viewer, id)) {
    return <NotAllowed title={t("edit.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <ClientEditLoader viewer={viewer} id={id} />;
}

function ClientEditLoader({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("clients");
  const q = useClientDetails(id);
  if (q.isPending) return <Spinner label={t("details.loading")} className="py-10" />;
  if (q.isError) {
    return (
      <>
        <PageHeader title={t("edit.title")} />
        {q.error instanceof ApiError && q.error.status === 404 ? (
          <NotFoundState title={t("details.notFound")} message={t("details.notFoundDescription")} backHref={CLIENTS_PATH} backLabel={t("details.back")} />
        ) : (
          <div role="alert">
            <EmptyState title={t("details.loadError")} description={errorMessage(q.error)} action={<Button onClick={() => q.refetch()}>{t("actions.retry")}</Button>} />
          </div>
        )}
      </>
    );
  }
  return <ClientEditForm key={q.data.updatedAt} viewer={viewer} client={q.data} />;
}

function ClientEditForm({ viewer, client }: { viewer: Viewer; client: ClientDetails }) {
  const t = useTranslations("clients");
  const router = useRouter();
  const qc = useQueryClient();
  const countries = useCountries();
  const chooseBranch = can(viewer, "branch.move-record");
  const branches = useBranchOptions(chooseBranch);
  const detailsHref = viewer.roleId === ROLE.PETITIONER ? `/app/petitioner-details/${client.id}` : `/app/company/details/${client.id}`;

  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const countryRows = countries.data;
  const schema = useMemo(() => {
    const base = updateCompanyBody
      .extend({ address: optionalAddress, grossIncomeCents: z.preprocess(dollarsToCents, updateCompanyBody.shape.grossIncomeCents) })
      .superRefine(addressZipCheck(() => countryRows));
    return petitioner ? base.superRefine(petitionerProfileRequired) : base;
  }, [countryRows, petitioner]);
  const form = useForm<EditValues, unknown, UpdateCompanyBody>({
    resolver: zodResolver(schema as z.ZodType<UpdateCompanyBody, EditValues>),
    defaultValues: toFormValues(client),
  });

  const save = useMutation({
    mutationFn: (body: UpdateCompanyBody) => apiPost<ClientDetails>("company/update", body),
    onSuccess: (updated) => {
      toast.success(t("toast.updated", { name: updated.name }));
      qc.setQueryData(companiesKeys.detail(updated.id), updated);
      qc.invalidateQueries({ queryKey: companiesKeys.lists() });
      qc.invalidateQueries({ queryKey: companiesKeys.options() });
      router.push(detailsHref);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, onAddressLine(e));
      if (msg) toast.error(msg);
    },
  });

  // The branch options arrive after the form's values: show the stored branch once they exist.
  const branchCount = branches.options.length;
  useEffect(() => {
    if (branchCount > 0) form.setValue("branchId", form.getValues("branchId"));
  }, [branchCount, form]);

  // The branch is not the petitioner's or a branch manager's to change: a missing key leaves it as it is.
  const submit = (values: UpdateCompanyBody) => save.mutate(chooseBranch ? values : { ...values, branchId: undefined });

  return (
    <>
      <PageHeader title={t("edit.title")} description={client.name} />
      <Form form={form} onSubmit={submit} className="grid max-w-4xl gap-6" aria-label={t("edit.title")}>
        <Card className="grid gap-4">
          <h2 className="text-base font-semibold text-fg">{t("details.profile")}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={t("fields.name")} required autoComplete="organization" />
            <TextField name="email" type="email" label={t("fields.email")} required autoComplete="off" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="feiNumber" label={t("fields.fein")} required={petitioner} hint={t("fields.feinHint")} autoComplete="off" />
            <TextField name="website" type="url" label={t("fields.website")} autoComplete="url" />
          </div>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <TextField name="phoneCountryCode" label={t("fields.phoneCountryCode")} placeholder="+1" autoComplete="tel-country-code" />
            <TextField name="phone" type="tel" label={t("fields.phone")} required={petitioner} autoComplete="tel-national" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="naicsCode" label={t("fields.naicsCode")} inputMode="numeric" autoComplete="off" />
            <TextField name="yearEstablished" label={t("fields.yearEstablished")} inputMode="numeric" autoComplete="off" />
            <TextField name="employeeCount" label={t("fields.employeeCount")} inputMode="numeric" autoComplete="off" />
            <TextField name="grossIncomeCents" label={t("fields.grossIncome")} hint={t("fields.grossIncomeHint")} inputMode="decimal" autoComplete="off" />
          </div>
          {chooseBranch ? (
            <BranchSelectField namespace="clients" branches={branches} />
          ) : null}
        </Card>
        <Card>
          <AddressFields prefix="address" required={petitioner} />
        </Card>
        <Card>
          <ContactsFields name="contacts" />
        </Card>
        <FormActions onCancel={() => router.push(detailsHref)} cancelLabel={t("actions.cancel")} submitLabel={t("edit.submit")} loading={save.isPending} />
      </Form>
    </>
  );
}
