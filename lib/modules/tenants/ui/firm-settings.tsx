"use client";
// The firm profile of /app/basic-settings (roles 1, 2, 3): details, address, white-label branding and
// the permissions map. Saving recomputes the profile's completeness (spec section 4).
import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, applyApiErrors } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { QueryState } from "@/components/ui/screen-states";
import { meKey } from "@/lib/shared/query-client";
import { tenantProfileComplete } from "@/lib/shared/navigation";
import { ROLE } from "@/lib/shared/constants/roles";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import type { Viewer } from "@/lib/shared/viewer";
import { updateTenantBody } from "../contract";
import type { TenantDto } from "../dto";
import { AddressFields, addressZipCheck, toAddressFormValues, type AddressFormValues } from "@/components/form/address-fields";
import { BrandingSection } from "./branding-section";
import { tenantKeys } from "./keys";
import { PermissionsMatrix, fromPermissionGrid, toPermissionGrid, type PermissionGrid } from "./permissions-matrix";
import { SetupBanner } from "./setup-banner";
import { useCountryRows } from "@/lib/shared/places";

type FirmFormValues = {
  name: string;
  adminName: string;
  adminEmail: string;
  phone: string;
  feiNumber: string;
  website: string;
  address: AddressFormValues;
  whiteLabled: boolean;
  perm: PermissionGrid;
};

/** The fields a complete firm profile needs (lib/modules/tenants/rules.ts), with the contract's field names. */
const REQUIRED: [keyof FirmFormValues, string][] = [
  ["adminName", "Admin Name"],
  ["adminEmail", "Admin Email"],
  ["phone", "Phone"],
  ["feiNumber", "FEIN"],
];

function firmFormSchema(countries: Parameters<typeof addressZipCheck>[0]) {
  const s = updateTenantBody.shape;
  return z
    .object({
      name: v.requiredString("Firm Name"),
      adminName: s.adminName,
      adminEmail: s.adminEmail,
      phone: s.phone,
      feiNumber: s.feiNumber,
      website: s.website,
      address: v.address(),
      whiteLabled: z.boolean(),
      perm: z.record(z.string(), z.record(z.string(), z.boolean())),
    })
    .superRefine((value, ctx) => {
      for (const [key, field] of REQUIRED) {
        if (value[key] == null) ctx.addIssue({ code: "custom", path: [key], message: MSG.required(field) });
      }
    })
    .superRefine(addressZipCheck(countries, { requireZip: true }));
}

type FirmFormInput = z.input<ReturnType<typeof firmFormSchema>>;
type FirmFormOutput = z.output<ReturnType<typeof firmFormSchema>>;

function toFormValues(t: TenantDto): FirmFormValues {
  return {
    name: t.name ?? "",
    adminName: t.adminName ?? "",
    adminEmail: t.adminEmail ?? "",
    phone: t.phone ?? "",
    feiNumber: t.feiNumber ?? "",
    website: t.website ?? "",
    address: toAddressFormValues(t.address),
    whiteLabled: Boolean(t.whiteLabled),
    perm: toPermissionGrid(t.permissions),
  };
}

export function FirmSettings({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("settings");
  const q = useQuery({
    queryKey: tenantKeys.details(),
    queryFn: ({ signal }) => apiPost<TenantDto>("tenant/details", {}, { signal }),
  });
  return (
    <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
      {(data) => <FirmSettingsForm key={data.id} tenant={data} viewer={viewer} />}
    </QueryState>
  );
}

function FirmSettingsForm({ tenant, viewer }: { tenant: TenantDto; viewer: Viewer }) {
  const t = useTranslations("settings");
  const qc = useQueryClient();
  const router = useRouter();
  const countries = useCountryRows();
  const schema = useMemo(() => firmFormSchema(countries), [countries]);
  const form = useForm<FirmFormInput, unknown, FirmFormOutput>({ resolver: zodResolver(schema), defaultValues: toFormValues(tenant) });
  const whiteLabeled = useWatch({ control: form.control, name: "whiteLabled" });
  // `tenant` follows the query (the last save or upload), so the banner shows the current state.
  const current = tenant;
  const complete = tenantProfileComplete(current.profCompleted);

  const save = useMutation({
    mutationFn: (values: FirmFormOutput) => {
      const { perm, ...rest } = values;
      const body: z.input<typeof updateTenantBody> = { ...rest, permissions: fromPermissionGrid(perm, current.permissions) };
      return apiPost<TenantDto>("tenant/update", body);
    },
    onSuccess: (saved) => {
      toast.success(t("firm.saved"));
      qc.setQueryData(tenantKeys.details(), saved);
      form.reset(toFormValues(saved));
      qc.invalidateQueries({ queryKey: meKey });
      // The server layout decides where an incomplete admin may go: let it see the new state.
      if (tenantProfileComplete(saved.profCompleted) !== complete) router.refresh();
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <>
      {!complete && viewer.roleId === ROLE.ADMIN ? <SetupBanner title={t("firm.incompleteTitle")} message={t("firm.incompleteMessage")} /> : null}
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-6">
        <CardSection title={t("firm.detailsTitle")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={t("firm.name")} required autoComplete="organization" className="sm:col-span-2" />
            <TextField name="adminName" label={t("firm.adminName")} required autoComplete="name" />
            <TextField name="adminEmail" type="email" label={t("firm.adminEmail")} required autoComplete="email" />
            <TextField name="phone" type="tel" label={t("firm.phone")} required autoComplete="tel" hint={t("phoneHint")} />
            <TextField name="feiNumber" label={t("firm.fein")} required hint={t("feinHint")} />
            <TextField name="website" type="url" label={t("firm.website")} autoComplete="url" hint={t("websiteHint")} className="sm:col-span-2" />
          </div>
        </CardSection>
        <CardSection title={t("firm.addressTitle")}>
          <AddressFields prefix="address" required requireZip hideLegend />
        </CardSection>
        <CardSection title={t("branding.title")}>
          <div className="grid gap-4">
            <Checkbox name="whiteLabled" label={t("branding.whiteLabel")} hint={t("branding.whiteLabelHint")} />
            {whiteLabeled ? <BrandingSection tenant={current} /> : null}
          </div>
        </CardSection>
        <CardSection title={t("permissions.title")}>
          <p className="mb-3 text-sm text-fg-muted">{t("permissions.description")}</p>
          <PermissionsMatrix />
        </CardSection>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isPending}>
            {t("firm.save")}
          </Button>
          {form.formState.isDirty ? <span className="text-sm text-fg-muted">{t("unsaved")}</span> : null}
        </div>
      </Form>
    </>
  );
}
