"use client";
// /app/branch-create and /app/branch-edit/[id]: the branch's name, code, contact, address and (admins) status.
import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Form, FormAlert, applyApiErrors } from "@/components/ui/form";
import { PageHeader } from "@/components/ui/page-header";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { Viewer } from "@/lib/shared/viewer";
import { NotAllowed } from "@/components/ui/screen-states";
import { QUERY_ROOTS } from "@/lib/shared/query-roots";
import { AddressFields, addressZipCheck, isBlankAddress, toAddressFormValues, type AddressFormValues } from "@/components/form/address-fields";
import { useCountryRows } from "@/lib/shared/places";
import { BRANCH_STATUS, createBranchBody, updateBranchBody, type BranchDto, type CreateBranchBody, type UpdateBranchBody } from "../contract";
import { branchesKeys } from "./keys";
import { LinkButton } from "@/components/ui/link-button";
import { useBranchNotAllowed } from "./shared";
import { can } from "@/lib/shared/permissions";

/** An address left completely empty is "no address" (null), not a half-filled one. */
const optionalAddress = z.preprocess((a) => (isBlankAddress(a as Partial<AddressFormValues> | null) ? null : a), createBranchBody.shape.address);

type BranchFormValues = {
  id?: string;
  name: string;
  code: string;
  email: string;
  phone: string;
  address: AddressFormValues;
  statusId?: number;
};

function toFormValues(b: BranchDto | null, withStatus: boolean): BranchFormValues {
  return {
    ...(b ? { id: b.id } : {}),
    ...(b && withStatus ? { statusId: b.statusId } : {}),
    name: b?.name ?? "",
    code: b?.code ?? "",
    email: b?.email ?? "",
    phone: b?.phone ?? "",
    address: toAddressFormValues(b?.address),
  };
}

export function BranchFormScreen({ viewer, id }: { viewer: Viewer; id?: string }) {
  const t = useTranslations("branches");
  const notAllowed = useBranchNotAllowed();
  const allowed = id ? can(viewer, "branch.update") : can(viewer, "branch.manage");
  if (!allowed) return <NotAllowed {...notAllowed} />;
  if (!id) {
    return (
      <>
        <PageHeader title={t("form.createTitle")} description={t("form.createDescription")} />
        <BranchForm branch={null} viewer={viewer} />
      </>
    );
  }
  return <EditBranchLoader id={id} viewer={viewer} />;
}

function EditBranchLoader({ id, viewer }: { id: string; viewer: Viewer }) {
  const t = useTranslations("branches");
  const q = useQuery({
    queryKey: branchesKeys.detail(id),
    queryFn: ({ signal }) => apiPost<BranchDto>("branch/details", { id }, { signal }),
  });
  if (q.isPending) return <Spinner label={t("loading")} className="p-6" />;
  if (q.isError) return <BranchLoadError error={q.error} onRetry={() => q.refetch()} />;
  return (
    <>
      <PageHeader title={t("form.editTitle", { name: q.data.name })} />
      <BranchForm key={q.data.updatedAt} branch={q.data} viewer={viewer} />
    </>
  );
}

export function BranchLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations("branches");
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="grid max-w-lg gap-3">
        <FormAlert message={errorMessage(error)} />
        <div className="flex gap-2">
          <LinkButton href="/app/branch-list">{t("backToList")}</LinkButton>
          <Button variant="secondary" onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      </div>
    </>
  );
}

function BranchForm({ branch, viewer }: { branch: BranchDto | null; viewer: Viewer }) {
  const t = useTranslations("branches");
  const qc = useQueryClient();
  const router = useRouter();
  const countries = useCountryRows();
  const canSetStatus = branch !== null && can(viewer, "branch.manage");

  const schema = useMemo(() => {
    const zip = addressZipCheck(countries);
    return branch
      ? updateBranchBody.extend({ address: optionalAddress }).superRefine(zip)
      : createBranchBody.extend({ address: optionalAddress }).superRefine(zip);
  }, [branch, countries]);

  const form = useForm<BranchFormValues, unknown, CreateBranchBody | UpdateBranchBody>({
    resolver: zodResolver(schema as z.ZodType<CreateBranchBody | UpdateBranchBody, BranchFormValues>),
    defaultValues: toFormValues(branch, canSetStatus),
  });

  const save = useMutation({
    mutationFn: (body: CreateBranchBody | UpdateBranchBody) =>
      apiPost<BranchDto>(branch ? "branch/update" : "branch/create", body),
    onSuccess: (saved) => {
      toast.success(branch ? t("toast.updated", { name: saved.name }) : t("toast.created", { name: saved.name }));
      qc.setQueryData(branchesKeys.detail(saved.id), saved);
      qc.invalidateQueries({ queryKey: branchesKeys.lists() });
      qc.invalidateQueries({ queryKey: branchesKeys.options() });
      qc.invalidateQueries({ queryKey: QUERY_ROOTS.users });
      router.push(`/app/branchdetails/${saved.id}`);
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });

  return (
    <Card className="max-w-4xl">
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t("fields.name")} required autoComplete="organization" />
          <TextField name="code" label={t("fields.code")} hint={t("fields.codeHint")} />
          <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" />
          <TextField name="phone" type="tel" label={t("fields.phone")} hint={t("fields.phoneHint")} autoComplete="tel" />
          {canSetStatus ? (
            <SelectField
              name="statusId"
              label={t("fields.status")}
              required
              numeric
              options={[
                { value: String(BRANCH_STATUS.ACTIVE), label: t("statuses.1") },
                { value: String(BRANCH_STATUS.INACTIVE), label: t("statuses.2") },
              ]}
            />
          ) : null}
        </div>
        <AddressFields prefix="address" />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {branch ? t("form.save") : t("form.create")}
          </Button>
          <LinkButton href={branch ? `/app/branchdetails/${branch.id}` : "/app/branch-list"} aria-disabled={save.isPending || undefined}>
            {t("form.cancel")}
          </LinkButton>
        </div>
      </Form>
    </Card>
  );
}
