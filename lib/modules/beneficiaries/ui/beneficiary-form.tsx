"use client";
// Create or edit a beneficiary (/api/beneficiary/create|update): names, contact, date of birth
// (MM/DD/YYYY in the form, ISO on the wire), citizenship and birth country, passport (number checked
// against the issuing country: 'Passport number not valid'), client and address.
import { useEffect, useMemo } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Card } from "@/components/ui/card";
import { Form, applyApiErrors } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import { AddressFields, addressZipCheck, isBlankAddress, toAddressFormValues, type AddressFormValues } from "@/components/form/address-fields";
import { useCountries } from "@/lib/shared/places";
import { FormActions } from "@/components/form/form-actions";
import { companiesKeys } from "@/lib/modules/companies/ui";
import { useClientOptions } from "@/lib/modules/companies/ui";
import {
  BENEFICIARY_STATUS,
  createBeneficiaryBody,
  GENDERS,
  updateBeneficiaryBody,
  type BeneficiaryDetails,
  type CreateBeneficiaryBody,
  type UpdateBeneficiaryBody,
} from "../contract";
import { formUsDate, toUsDateInput } from "@/lib/shared/validation/form-dates";
import { beneficiariesKeys } from "./keys";
import { can } from "@/lib/shared/permissions";

type BeneficiaryValues = {
  /** Edits only (the update call names the record). */
  id?: string;
  companyId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  citizenshipCountryId?: number;
  countryOfBirthId?: number;
  passportNumber: string;
  passportCountryId?: number;
  passportIssueDate: string;
  passportExpiry: string;
  i94Number: string;
  currentStatus: string;
  lastEntryDate: string;
  i94Expiry: string;
  visaStampExpiry: string;
  eadExpiry: string;
  h1bStartDate: string;
  address: AddressFormValues;
  statusId?: string;
};

type Body = CreateBeneficiaryBody | UpdateBeneficiaryBody;

const blankToNull = (a: unknown) => (isBlankAddress(a as Partial<AddressFormValues> | null) ? null : a);

function formSchema<S extends typeof createBeneficiaryBody | typeof updateBeneficiaryBody>(base: S) {
  return base.safeExtend({
    dateOfBirth: formUsDate(base.shape.dateOfBirth),
    passportExpiry: formUsDate(base.shape.passportExpiry),
    passportIssueDate: formUsDate(base.shape.passportIssueDate),
    lastEntryDate: formUsDate(base.shape.lastEntryDate),
    i94Expiry: formUsDate(base.shape.i94Expiry),
    visaStampExpiry: formUsDate(base.shape.visaStampExpiry),
    eadExpiry: formUsDate(base.shape.eadExpiry),
    h1bStartDate: formUsDate(base.shape.h1bStartDate),
    address: z.preprocess(blankToNull, base.shape.address),
  });
}

function toValues(b: BeneficiaryDetails | undefined, companyId: string): BeneficiaryValues {
  return {
    ...(b ? { id: b.id, statusId: String(b.statusId) } : {}),
    companyId: b ? (b.companyId ?? "") : companyId,
    firstName: b?.firstName ?? "",
    middleName: b?.middleName ?? "",
    lastName: b?.lastName ?? "",
    email: b?.email ?? "",
    phoneCountryCode: b?.phoneCountryCode ?? "",
    phone: b?.phone ?? "",
    dateOfBirth: toUsDateInput(b?.dateOfBirth),
    gender: b?.gender ?? "",
    citizenshipCountryId: b?.citizenshipCountryId ?? undefined,
    countryOfBirthId: b?.countryOfBirthId ?? undefined,
    passportNumber: b?.passportNumber ?? "",
    passportCountryId: b?.passportCountryId ?? undefined,
    passportIssueDate: toUsDateInput(b?.passportIssueDate),
    passportExpiry: toUsDateInput(b?.passportExpiry),
    i94Number: b?.i94Number ?? "",
    currentStatus: b?.currentStatus ?? "",
    lastEntryDate: toUsDateInput(b?.lastEntryDate),
    i94Expiry: toUsDateInput(b?.i94Expiry),
    visaStampExpiry: toUsDateInput(b?.visaStampExpiry),
    eadExpiry: toUsDateInput(b?.eadExpiry),
    h1bStartDate: toUsDateInput(b?.h1bStartDate),
    address: toAddressFormValues(b?.address),
  };
}

export function BeneficiaryForm({
  viewer,
  beneficiary,
  defaultCompanyId = "",
  onSaved,
  onCancel,
}: {
  viewer: Viewer;
  /** The record to edit; absent to create one. */
  beneficiary?: BeneficiaryDetails;
  /** Preselected client of a new beneficiary (e.g. the list's client filter). */
  defaultCompanyId?: string;
  onSaved: (saved: BeneficiaryDetails) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("beneficiaries");
  const qc = useQueryClient();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const countries = useCountries();
  const clients = useClientOptions({ enabled: !petitioner, includeIndividuals: true });
  const editing = beneficiary !== undefined;
  const showStatus = editing && can(viewer, "beneficiary.status");

  const countryRows = countries.data;
  const schema = useMemo(() => {
    const zip = addressZipCheck(() => countryRows);
    return editing ? formSchema(updateBeneficiaryBody).superRefine(zip) : formSchema(createBeneficiaryBody).superRefine(zip);
  }, [countryRows, editing]);

  const form = useForm<BeneficiaryValues, unknown, Body>({
    resolver: zodResolver(schema as z.ZodType<Body, BeneficiaryValues>),
    defaultValues: toValues(beneficiary, petitioner ? (viewer.companyId ?? "") : defaultCompanyId),
  });

  // Options arrive after the form's values: show the chosen entries once their options exist.
  const countryCount = countryRows?.length ?? 0;
  const clientCount = clients.options.length;
  useEffect(() => {
    if (countryCount > 0) {
      for (const f of ["citizenshipCountryId", "countryOfBirthId", "passportCountryId"] as const) form.setValue(f, form.getValues(f));
    }
    if (clientCount > 0) form.setValue("companyId", form.getValues("companyId"));
  }, [countryCount, clientCount, form]);

  const save = useMutation({
    mutationFn: (body: Body) =>
      beneficiary
        ? apiPost<BeneficiaryDetails>("beneficiary/update", { ...body, id: beneficiary.id })
        : apiPost<BeneficiaryDetails>("beneficiary/create", body),
    onSuccess: (saved) => {
      toast.success(editing ? t("toast.updated", { name: saved.name }) : t("toast.created", { name: saved.name }));
      qc.setQueryData(beneficiariesKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: beneficiariesKeys.lists() });
      qc.invalidateQueries({ queryKey: companiesKeys.all });
      onSaved(saved);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  // A petitioner's beneficiaries belong to their company: the client is not theirs to choose.
  const submit = (values: Body) => save.mutate(petitioner && editing ? { ...values, companyId: undefined } : values);

  const countryOptions = (countryRows ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const countryPlaceholder = countries.isLoading ? t("fields.countriesLoading") : t("fields.countryChoose");

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-label={editing ? t("form.editTitle") : t("form.addTitle")}>
      <Card className="grid gap-4">
        <h3 className="text-sm font-semibold text-fg">{t("form.person")}</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="firstName" label={t("fields.firstName")} required autoComplete="off" />
          <TextField name="middleName" label={t("fields.middleName")} autoComplete="off" />
          <TextField name="lastName" label={t("fields.lastName")} required autoComplete="off" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="dateOfBirth" label={t("fields.dateOfBirth")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <SelectField
            name="gender"
            label={t("fields.gender")}
            placeholder={t("fields.genderChoose")}
            options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          />
          <SelectField name="citizenshipCountryId" label={t("fields.citizenship")} numeric placeholder={countryPlaceholder} options={countryOptions} disabled={countries.isLoading} />
          <SelectField name="countryOfBirthId" label={t("fields.countryOfBirth")} numeric placeholder={countryPlaceholder} options={countryOptions} disabled={countries.isLoading} />
        </div>
        {petitioner ? null : (
          <SelectField
            name="companyId"
            label={t("fields.client")}
            placeholder={clients.isLoading ? t("fields.clientLoading") : t("fields.clientNone")}
            options={clients.options}
            disabled={clients.isLoading}
            hint={t("fields.clientHint")}
          />
        )}
        {showStatus ? (
          <SelectField
            name="statusId"
            label={t("fields.status")}
            required
            options={[
              { value: String(BENEFICIARY_STATUS.ACTIVE), label: t("status.1") },
              { value: String(BENEFICIARY_STATUS.INACTIVE), label: t("status.2") },
            ]}
          />
        ) : null}
      </Card>
      <Card className="grid gap-4">
        <h3 className="text-sm font-semibold text-fg">{t("form.contact")}</h3>
        <TextField name="email" type="email" label={t("fields.email")} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextField name="phoneCountryCode" label={t("fields.phoneCountryCode")} placeholder="+1" autoComplete="off" />
          <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" />
        </div>
      </Card>
      <Card className="grid gap-4">
        <h3 className="text-sm font-semibold text-fg">{t("form.passport")}</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="passportNumber" label={t("fields.passportNumber")} hint={t("fields.passportHint")} autoComplete="off" />
          <SelectField name="passportCountryId" label={t("fields.passportCountry")} numeric placeholder={countryPlaceholder} options={countryOptions} disabled={countries.isLoading} />
          <TextField name="passportIssueDate" label={t("fields.passportIssueDate")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <TextField name="passportExpiry" label={t("fields.passportExpiry")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
        </div>
      </Card>
      <Card className="grid gap-4">
        <h3 className="text-sm font-semibold text-fg">{t("form.status")}</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="i94Number" label={t("fields.i94Number")} hint={t("fields.i94Hint")} autoComplete="off" />
          <TextField name="currentStatus" label={t("fields.currentStatus")} hint={t("fields.currentStatusHint")} autoComplete="off" />
          <TextField name="lastEntryDate" label={t("fields.lastEntryDate")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <TextField name="i94Expiry" label={t("fields.i94Expiry")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <TextField name="visaStampExpiry" label={t("fields.visaStampExpiry")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <TextField name="eadExpiry" label={t("fields.eadExpiry")} placeholder="MM/DD/YYYY" hint={t("fields.dateHint")} inputMode="numeric" autoComplete="off" />
          <TextField name="h1bStartDate" label={t("fields.h1bStartDate")} placeholder="MM/DD/YYYY" hint={t("fields.h1bStartHint")} inputMode="numeric" autoComplete="off" />
        </div>
      </Card>
      <Card>
        <AddressFields prefix="address" />
      </Card>
      <FormActions onCancel={onCancel} cancelLabel={t("actions.cancel")} submitLabel={editing ? t("form.save") : t("form.add")} loading={save.isPending} />
    </Form>
  );
}
