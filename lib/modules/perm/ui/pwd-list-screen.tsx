"use client";
// /app/pwd-list: the prevailing wage determinations within reach (/api/pwd/list) — position, client,
// status, wage and the validity the API answers (rule 12: not determined, valid, expiring, expired) —
// with search, status, position type and validity filters, sorts, and "New PWD" (/api/pwd/create).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { Form, applyApiErrors } from "@/components/ui/form";
import { FormActions } from "@/components/form/form-actions";
import { RowLink } from "@/components/ui/row-link";
import { Modal } from "@/components/ui/modal";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { useBeneficiaryOptions } from "@/lib/modules/cases/ui";
import { createPwdBody, POSITION_TYPES, PWD_SORT_FIELDS, PWD_STATUS_IDS, PWD_VALIDITY_FILTERS, pwdListBody, type CreatePwdBody, type CreatePwdInput, type PwdDetails, type PwdListRow } from "../contract";
import { PositionFields, pwdDetailsPath, pwdKeys, VALIDITY_TONE } from "./pwd-fields";

const LIST = defineList<PwdListRow>()({
  sortFields: PWD_SORT_FIELDS,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: pwdListBody.shape.filter.unwrap().shape.matcher,
  path: "pwd/list",
  queryKey: pwdKeys.list,
});

const STATUS_NAMES: Record<number, string> = { 14: "statusJobDescription", 15: "statusFiled", 16: "statusResponse" };

export function PwdListScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("pwd");
  if (!can(viewer, "pwd.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <PwdList viewer={viewer} />;
}

/** The validity as the API answers it, with the days left or since. */
export function PwdValidityBadge({ r }: { r: Pick<PwdListRow, "validity" | "daysLeft"> }) {
  const t = useTranslations("pwd.validity");
  const days = r.daysLeft;
  const detail = days === null ? null : days >= 0 ? t("daysLeft", { days }) : t("expiredAgo", { days: -days });
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone={VALIDITY_TONE[r.validity]}>{t(r.validity)}</Badge>
      {detail ? <span className="text-xs text-fg-muted">{detail}</span> : null}
    </span>
  );
}

function PwdList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("pwd");
  const f = useFormat();
  const [creating, setCreating] = useState(false);
  const { view, update, query, filtered } = useListQuery(LIST);
  const m = view.matcher;
  const canCreate = can(viewer, "pwd.update");
  const columns: Column<PwdListRow>[] = [
    {
      key: "pwdNumber",
      header: t("columns.number"),
      sortable: true,
      cell: (r) => (
        <RowLink href={pwdDetailsPath(r.id)} className="font-medium">
          {r.pwdNumber}
        </RowLink>
      ),
    },
    {
      key: "position",
      header: t("columns.position"),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.jobTitle}</span>
          <span className="text-xs text-fg-muted">{[r.socCode, t(`positionType.${r.positionType}`), r.worksite].join(" · ")}</span>
        </span>
      ),
    },
    {
      key: "client",
      header: t("columns.client"),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.employerName ?? "—"}</span>
          {r.beneficiaryName ? <span className="text-xs text-fg-muted">{r.beneficiaryName}</span> : null}
        </span>
      ),
    },
    { key: "statusId", header: t("columns.status"), sortable: true, cell: (r) => <Badge tone={r.statusId === 16 ? "success" : r.statusId === 15 ? "info" : "neutral"}>{r.statusName}</Badge> },
    { key: "wage", header: t("columns.wage"), cell: (r) => (r.wageCents === null ? "—" : `${f.currency(r.wageCents)} / ${t(`fields.units.${r.wageUnit ?? "Year"}`)}${r.wageLevel ? ` · ${t("wageLevel", { level: r.wageLevel })}` : ""}`) },
    { key: "validityEnd", header: t("columns.validityEnd"), sortable: true, cell: (r) => (r.validityEnd ? <span className="flex flex-col gap-1">{f.date(r.validityEnd)}<PwdValidityBadge r={r} /></span> : <PwdValidityBadge r={r} />) },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (r) => f.date(r.createdAt) },
  ];
  const newButton = canCreate ? <Button onClick={() => setCreating(true)}>{t("new")}</Button> : undefined;
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={newButton} />
      <ListFilterBar namespace="pwd" filtered={filtered} onClear={() => update({ search: "", matcher: { statusIds: undefined, positionType: undefined, validity: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={m.statusIds?.[0] ? String(m.statusIds[0]) : ""}
          options={PWD_STATUS_IDS.map((id) => ({ value: String(id), label: t(`status.${STATUS_NAMES[id]}`) }))}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as (typeof PWD_STATUS_IDS)[number]] : undefined } })}
        />
        <FilterSelect
          label={t("filters.positionType")}
          allLabel={t("filters.allPositionTypes")}
          value={m.positionType ?? ""}
          options={POSITION_TYPES.map((p) => ({ value: p, label: t(`positionType.${p}`) }))}
          onChange={(v) => update({ matcher: { positionType: v ? (v as (typeof POSITION_TYPES)[number]) : undefined } })}
        />
        <FilterSelect
          label={t("filters.validity")}
          allLabel={t("filters.allValidity")}
          value={m.validity ?? ""}
          options={PWD_VALIDITY_FILTERS.map((v) => ({ value: v, label: t(`validity.${v}`) }))}
          onChange={(v) => update({ matcher: { validity: v ? (v as (typeof PWD_VALIDITY_FILTERS)[number]) : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="pwd" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} emptyAction={newButton} />
      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("pwd");
  const router = useRouter();
  const qc = useQueryClient();
  const clients = useClientOptions();
  const form = useForm<CreatePwdInput, unknown, CreatePwdBody>({
    resolver: zodResolver(createPwdBody),
    defaultValues: { petitionerId: "", beneficiaryId: "", jobTitle: "", socCode: "", positionType: "professional", worksiteCity: "", worksiteCounty: "", worksiteState: undefined, educationLevel: "bachelor", experienceMonths: 0, specialRequirements: "", notes: "" },
  });
  const petitionerId = String(useWatch({ control: form.control, name: "petitionerId" }) ?? "");
  const people = useBeneficiaryOptions({ petitionerId: petitionerId || undefined, enabled: Boolean(petitionerId) });
  const save = useMutation({
    mutationFn: (body: CreatePwdBody) => apiPost<PwdDetails>("pwd/create", body),
    onSuccess: (r) => {
      toast.success(t("toast.created", { number: r.pwdNumber }));
      void qc.invalidateQueries({ queryKey: pwdKeys.all });
      onClose();
      router.push(pwdDetailsPath(r.id));
    },
    onError: (e) => {
      const msg = applyApiErrors(form, e);
      if (msg) toast.error(msg);
    },
  });
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("dialogs.createTitle")} description={t("dialogs.createDescription")} size="lg">
      <Form form={form} onSubmit={(v) => save.mutate(v)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="petitionerId"
            label={t("fields.client")}
            required
            placeholder={clients.isLoading ? t("fields.clientLoading") : t("fields.clientChoose")}
            options={clients.options}
            disabled={clients.isLoading}
          />
          <SelectField
            name="beneficiaryId"
            label={t("fields.beneficiary")}
            placeholder={people.isLoading ? t("fields.beneficiaryLoading") : t("fields.beneficiaryChoose")}
            options={people.options}
            disabled={!petitionerId || people.isLoading}
          />
        </div>
        <PositionFields />
        <FormActions onCancel={onClose} cancelLabel={t("actions.cancel")} submitLabel={t("dialogs.create")} loading={save.isPending} />
      </Form>
    </Modal>
  );
}
