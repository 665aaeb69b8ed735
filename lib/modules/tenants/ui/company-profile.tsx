"use client";
// /app/basic-settings for a petitioner (role 50): their own company profile (/api/company/details and
// /api/company/update). Saving with FEIN, phone and address filled marks the registration complete.
import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Form, FormAlert, applyApiErrors } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { QueryState } from "@/components/ui/screen-states";
import { meKey } from "@/lib/shared/query-client";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { ACCOUNT_TYPE, MAX_GROSS_INCOME_CENTS, updateCompanyBody, type ClientDetails } from "@/lib/modules/companies/contract";
import { companiesKeys } from "@/lib/modules/companies/ui";
import type { Viewer } from "@/lib/shared/viewer";
import { AddressFields, addressZipCheck, toAddressFormValues, type AddressFormValues } from "@/components/form/address-fields";
import { SetupBanner } from "./setup-banner";
import { useCountryRows } from "@/lib/shared/places";
import { can } from "@/lib/shared/permissions";

type CompanyFormValues = {
  id: string;
  name: string;
  email: string;
  feiNumber: string;
  phone: string;
  website: string;
  naicsCode: string;
  yearEstablished: string;
  employeeCount: string;
  /** Whole US dollars in the form; the API stores cents. */
  grossIncome: string;
  address: AddressFormValues;
};

function companyFormSchema(countries: Parameters<typeof addressZipCheck>[0], requireFein: boolean) {
  const s = updateCompanyBody.shape;
  return z
    .object({
      id: s.id,
      name: v.requiredString("Company Name", 200),
      email: v.email(),
      feiNumber: s.feiNumber,
      phone: s.phone,
      website: s.website,
      naicsCode: s.naicsCode,
      yearEstablished: s.yearEstablished,
      employeeCount: s.employeeCount,
      grossIncome: v.optionalInt("Gross Annual Income", { min: 0, max: Math.floor(MAX_GROSS_INCOME_CENTS / 100) }),
      address: v.address(),
    })
    .superRefine((value, ctx) => {
      // What the server needs to complete a petitioner's registration (companies service), same messages.
      if (requireFein && value.feiNumber == null) ctx.addIssue({ code: "custom", path: ["feiNumber"], message: MSG.required("FEIN") });
      if (value.phone == null) ctx.addIssue({ code: "custom", path: ["phone"], message: MSG.required("Phone") });
    })
    .superRefine(addressZipCheck(countries));
}

type CompanyFormInput = z.input<ReturnType<typeof companyFormSchema>>;
type CompanyFormOutput = z.output<ReturnType<typeof companyFormSchema>>;

const text = (n: number | null | undefined) => (n == null ? "" : String(n));

function toFormValues(c: ClientDetails): CompanyFormValues {
  return {
    id: c.id,
    name: c.name ?? "",
    email: c.email ?? "",
    feiNumber: c.feiNumber ?? "",
    phone: c.phone ?? "",
    website: c.website ?? "",
    naicsCode: c.naicsCode ?? "",
    yearEstablished: text(c.yearEstablished),
    employeeCount: text(c.employeeCount),
    grossIncome: c.grossIncomeCents == null ? "" : String(Math.round(c.grossIncomeCents / 100)),
    address: toAddressFormValues(c.address),
  };
}

export function CompanyProfile({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("settings");
  const companyId = viewer.companyId;
  const q = useQuery({
    queryKey: companiesKeys.detail(companyId ?? "none"),
    queryFn: ({ signal }) => apiPost<ClientDetails>("company/details", { id: companyId }, { signal }),
    enabled: companyId !== null,
  });
  if (!companyId) return <FormAlert message={t("company.noCompany")} />;
  return (
    <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
      {(data) => <CompanyProfileForm key={data.id} company={data} mayComplete={can(viewer, "petitioner.complete-profile", { companyId })} />}
    </QueryState>
  );
}

/** `mayComplete`: the firm's PETITIONER_COMPLETE_PROFILE lets the petitioner save (else the profile is shown read-only). */
function CompanyProfileForm({ company, mayComplete }: { company: ClientDetails; mayComplete: boolean }) {
  const t = useTranslations("settings");
  const qc = useQueryClient();
  const router = useRouter();
  const countries = useCountryRows();
  const requireFein = company.accountType === ACCOUNT_TYPE.COMPANY;
  const schema = useMemo(() => companyFormSchema(countries, requireFein), [countries, requireFein]);
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({ resolver: zodResolver(schema), defaultValues: toFormValues(company) });
  const complete = company.registrationCompleted;

  const save = useMutation({
    mutationFn: (values: CompanyFormOutput) => {
      const { grossIncome, ...rest } = values;
      const body: z.input<typeof updateCompanyBody> = { ...rest, grossIncomeCents: grossIncome == null ? null : grossIncome * 100 };
      return apiPost<ClientDetails>("company/update", body);
    },
    onSuccess: (saved) => {
      toast.success(t("company.saved"));
      qc.setQueryData(companiesKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: companiesKeys.lists() });
      form.reset(toFormValues(saved));
      qc.invalidateQueries({ queryKey: meKey });
      // The server layout sends an incomplete petitioner back here: let it see the completed registration.
      if (saved.registrationCompleted !== complete) router.refresh();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <>
      {!complete && mayComplete ? <SetupBanner title={t("company.incompleteTitle")} message={t("company.incompleteMessage")} /> : null}
      {!mayComplete ? <p className="text-sm text-fg-muted">{t("company.readOnly")}</p> : null}
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-6">
        <fieldset disabled={!mayComplete} className="contents">
          <CardSection title={t("company.detailsTitle")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="name" label={t("company.name")} required autoComplete="organization" className="sm:col-span-2" />
              <TextField name="email" type="email" label={t("company.email")} required autoComplete="email" />
              <TextField name="phone" type="tel" label={t("company.phone")} required autoComplete="tel" hint={t("phoneHint")} />
              <TextField name="feiNumber" label={t("company.fein")} required={requireFein} hint={t("feinHint")} />
              <TextField name="website" type="url" label={t("company.website")} autoComplete="url" />
            </div>
          </CardSection>
          <CardSection title={t("company.businessTitle")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="naicsCode" inputMode="numeric" label={t("company.naics")} hint={t("company.naicsHint")} />
              <TextField name="yearEstablished" inputMode="numeric" label={t("company.yearEstablished")} />
              <TextField name="employeeCount" inputMode="numeric" label={t("company.employees")} />
              <TextField name="grossIncome" inputMode="numeric" label={t("company.grossIncome")} hint={t("company.grossIncomeHint")} />
            </div>
          </CardSection>
          <CardSection title={t("company.addressTitle")}>
            <AddressFields prefix="address" required hideLegend />
          </CardSection>
          {mayComplete ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={save.isPending}>
                {t("company.save")}
              </Button>
              {form.formState.isDirty ? <span className="text-sm text-fg-muted">{t("unsaved")}</span> : null}
            </div>
          ) : null}
        </fieldset>
      </Form>
    </>
  );
}
