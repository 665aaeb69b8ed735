"use client";
// /app/verifiers-list: the firm's remote verifiers (authorized representatives who complete Section 2 with an
// employee through a link) — search, status filter, sort and pages in the URL; add, edit, deactivate or
// reactivate (confirmed). /app/verifier-info/{id}: one verifier with the Section 2 links sent to it.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { FormDialog } from "@/components/form/form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DetailList } from "@/components/ui/detail-list";
import { TextLink } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { RowActions } from "@/components/ui/row-actions";
import { DetailsQueryState, NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { createVerifierBody, updateVerifierBody, VERIFIER_SORT_FIELDS, verifierListBody, type CreateVerifierBody, type CreateVerifierInput, type UpdateVerifierBody, type VerifierDetailsDto, type VerifierDto, type VerifierLinkDto } from "../verifier-contract";
import { i9Keys } from "./keys";

const LIST = defineList<VerifierDto>()({
  sortFields: VERIFIER_SORT_FIELDS,
  defaultSort: { sortBy: "name", sortOrder: "asc" },
  matcher: verifierListBody.shape.filter.unwrap().shape.matcher,
  path: "i9/verifiers-list",
  queryKey: i9Keys.verifierList,
});

type Dialog = { kind: "create" } | { kind: "edit"; v: VerifierDto } | { kind: "toggle"; v: VerifierDto } | null;

export function VerifiersScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.verifiers");
  if (!can(viewer, "i9.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <VerifiersList viewer={viewer} />;
}

function VerifiersList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.verifiers");
  const { view, update, query } = useListQuery(LIST);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canEdit = can(viewer, "i9.manage");
  const status = view.matcher.status;
  const filtered = Boolean(view.search || status);
  const columns: Column<VerifierDto>[] = [
    { key: "name", header: t("columns.name"), sortable: true, cell: (v) => <RowLink href={`/app/verifier-info/${v.id}`}>{v.name}</RowLink> },
    { key: "organization", header: t("columns.organization"), cell: (v) => v.organization ?? <span className="text-fg-muted">—</span> },
    { key: "email", header: t("columns.email"), cell: (v) => v.email },
    { key: "status", header: t("columns.status"), cell: (v) => <Badge tone={v.active ? "success" : "neutral"}>{t(v.active ? "status.active" : "status.inactive")}</Badge> },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (v) =>
        canEdit ? (
          <RowActions
            label={t("actions.menuNamed", { name: v.name })}
            actions={[
              { label: t("actions.edit"), onSelect: () => setDialog({ kind: "edit", v }) },
              { label: t(v.active ? "actions.deactivate" : "actions.reactivate"), onSelect: () => setDialog({ kind: "toggle", v }) },
            ]}
          />
        ) : null,
    },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={canEdit ? <Button onClick={() => setDialog({ kind: "create" })}>{t("add")}</Button> : null} />
      <ListFilterBar namespace="i9.verifiers" filtered={filtered} onClear={() => update({ search: "", matcher: { status: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={status ?? ""}
          options={(["active", "inactive"] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => update({ matcher: { status: (v || undefined) as "active" | "inactive" | undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="i9.verifiers" filtered={filtered} columns={columns} rowKey={(v) => v.id} view={view} update={update} query={query} emptyAction={canEdit ? <Button onClick={() => setDialog({ kind: "create" })}>{t("add")}</Button> : undefined} />
      {dialog?.kind === "create" || dialog?.kind === "edit" ? <VerifierDialog v={dialog.kind === "edit" ? dialog.v : null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === "toggle" ? <ToggleDialog v={dialog.v} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

function useSaveVerifier<B>(path: string, message: (v: VerifierDto) => string, onClose: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => apiPost<VerifierDto>(path, body),
    onSuccess: (v) => {
      toast.success(message(v));
      void qc.invalidateQueries({ queryKey: i9Keys.verifiers() });
      onClose();
    },
  });
}

function VerifierDialog({ v, onClose }: { v: VerifierDto | null; onClose: () => void }) {
  const t = useTranslations("i9.verifiers");
  const form = useForm<CreateVerifierInput, unknown, CreateVerifierBody>({
    resolver: zodResolver(createVerifierBody),
    defaultValues: { name: v?.name ?? "", email: v?.email ?? "", phone: v?.phone ?? "", organization: v?.organization ?? "", title: v?.title ?? "" },
  });
  const save = useSaveVerifier<CreateVerifierBody>(v ? "i9/verifier-update" : "i9/verifier-create", (x) => t(v ? "toast.updated" : "toast.created", { name: x.name }), onClose);
  const submit = { ...save, mutate: (body: CreateVerifierBody, o: { onError: (e: unknown) => void }) => save.mutate(v ? ({ id: v.id, ...body } as CreateVerifierBody) : body, o) };
  return (
    <FormDialog title={t(v ? "dialog.editTitle" : "dialog.addTitle")} description={t("dialog.description")} form={form} save={submit} submitLabel={t(v ? "dialog.save" : "dialog.add")} onClose={onClose}>
      <TextField name="name" label={t("fields.name")} required autoComplete="off" />
      <TextField name="email" type="email" label={t("fields.email")} required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="organization" label={t("fields.organization")} hint={t("fields.organizationHint")} autoComplete="off" />
        <TextField name="title" label={t("fields.title")} autoComplete="off" />
      </div>
      <TextField name="phone" type="tel" label={t("fields.phone")} autoComplete="off" />
    </FormDialog>
  );
}

function ToggleDialog({ v, onClose }: { v: VerifierDto; onClose: () => void }) {
  const t = useTranslations("i9.verifiers");
  const save = useSaveVerifier<UpdateVerifierBody>("i9/verifier-update", (x) => t(x.active ? "toast.reactivated" : "toast.deactivated", { name: x.name }), onClose);
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t(v.active ? "confirmDeactivate.title" : "confirmReactivate.title", { name: v.name })}
      message={t(v.active ? "confirmDeactivate.message" : "confirmReactivate.message")}
      confirmLabel={t(v.active ? "actions.deactivate" : "actions.reactivate")}
      destructive={v.active}
      loading={save.isPending}
      onConfirm={() => save.mutate(updateVerifierBody.parse({ id: v.id, active: !v.active }), { onError: (e) => toast.error(errorMessage(e)) })}
    />
  );
}

export function VerifierInfoScreen({ viewer, id }: { viewer: Viewer; id: string }) {
  const t = useTranslations("i9.verifiers");
  const q = useQuery({ queryKey: i9Keys.verifier(id), queryFn: ({ signal }) => apiPost<VerifierDetailsDto>("i9/verifier-details", { id }, { signal }), enabled: can(viewer, "i9.read") });
  if (!can(viewer, "i9.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return (
    <DetailsQueryState namespace="i9.verifiers" query={q} backHref="/app/verifiers-list">
      {(v) => <VerifierInfo v={v} />}
    </DetailsQueryState>
  );
}

function VerifierInfo({ v }: { v: VerifierDetailsDto }) {
  const t = useTranslations("i9.verifiers");
  const f = useFormat();
  const columns: Column<VerifierLinkDto>[] = [
    { key: "employee", header: t("links.employee"), cell: (l) => <RowLink href={`/app/i9-details/${l.recordId}`}>{l.employeeName}</RowLink> },
    { key: "employer", header: t("links.employer"), cell: (l) => l.employerName },
    { key: "sentAt", header: t("links.sentAt"), cell: (l) => f.dateTime(l.sentAt) },
    { key: "state", header: t("links.state"), cell: (l) => (l.state === "used" ? t("links.used", { date: f.dateTime(l.usedAt!) }) : l.state === "expired" ? t("links.expired") : t("links.open", { date: f.dateTime(l.expiresAt) })) },
  ];
  return (
    <div className="grid gap-4">
      <PageHeader title={v.name} description={v.organization ?? undefined} actions={<TextLink href="/app/verifiers-list">{t("details.back")}</TextLink>} />
      <CardSection title={t("details.summary")}>
        <p className="mb-4">
          <Badge tone={v.active ? "success" : "neutral"}>{t(v.active ? "status.active" : "status.inactive")}</Badge>
        </p>
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t("fields.email"), value: v.email },
            { label: t("fields.phone"), value: v.phone },
            { label: t("fields.title"), value: v.title },
            { label: t("details.added"), value: f.date(v.createdAt.slice(0, 10)) },
          ]}
        />
      </CardSection>
      <CardSection title={t("links.title")}>
        <DataTable caption={t("links.title")} columns={columns} rows={v.links} rowKey={(l) => `${l.recordId}-${l.sentAt}`} emptyTitle={t("links.empty")} />
      </CardSection>
    </div>
  );
}
