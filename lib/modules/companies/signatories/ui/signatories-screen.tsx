"use client";
// /app/auth-signatories: the people who sign for the firm's clients — filter by client, search, sort
// and pagination kept in the URL (?filter={"matcher":{"companyIds":[…]}}…); add and edit in a dialog,
// delete after a confirmation. A petitioner manages the signatories of their own company.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/ui/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { FilterSelect } from "@/components/list/filter-select";
import { companiesKeys } from "@/lib/modules/companies/ui";
import { RowLink } from "@/components/ui/row-link";
import { NotAllowed } from "@/components/ui/screen-states";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { ClientFilterSelect } from "@/lib/modules/companies/ui";
import { SIGNATORY_STATUS, signatoryListBody, type SignatoryDto } from "../contract";
import { signatoriesKeys } from "./keys";
import { SignatoryDialog, type SignatoryDialogState } from "./signatory-dialog";
import { can } from "@/lib/shared/permissions";

const LIST = defineList<SignatoryDto>()({
  sortFields: ["name", "createdAt"] as const,
  defaultSort: { sortBy: "name", sortOrder: "asc" },
  matcher: signatoryListBody.shape.filter.unwrap().shape.matcher,
  path: "auth-signatory/list",
  queryKey: signatoriesKeys.list,
});

export function SignatoriesScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("signatories");
  if (!can(viewer, "client.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <SignatoriesList viewer={viewer} />;
}

function SignatoriesList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("signatories");
  const f = useFormat();
  const qc = useQueryClient();
  const { view, update, query: q } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const canEdit = can(viewer, "client.update") && (!petitioner || viewer.companyId !== null);
  const clients = useClientOptions();
  const [dialog, setDialog] = useState<SignatoryDialogState>(null);
  const [deleting, setDeleting] = useState<SignatoryDto | null>(null);


  const remove = useMutation({
    mutationFn: (s: SignatoryDto) => apiPost<unknown>("auth-signatory/delete", { id: s.id }),
    onSuccess: (_res, s) => {
      toast.success(t("toast.deleted", { name: s.name }));
      qc.invalidateQueries({ queryKey: signatoriesKeys.lists() });
      qc.invalidateQueries({ queryKey: companiesKeys.detail(s.companyId) });
      setDeleting(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setDeleting(null);
    },
  });

  const companyId = view.matcher.companyIds?.[0];
  const statusId = view.matcher.statusIds?.[0];
  const filtered = Boolean(view.search || companyId || statusId);
  const ownCompany = petitioner && viewer.companyId ? { id: viewer.companyId, name: clients.options.find((o) => o.value === viewer.companyId)?.label ?? "" } : null;
  const openCreate = () => setDialog({ mode: "create", companyId });

  const columns: Column<SignatoryDto>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (s) => <span className="font-medium">{s.name}</span>,
    },
    { key: "title", header: t("columns.title"), cell: (s) => s.title },
    ...(petitioner
      ? []
      : [{ key: "client", header: t("columns.client"), cell: (s: SignatoryDto) => <RowLink href={`/app/company/details/${s.companyId}`}>{s.companyName}</RowLink> }]),
    { key: "email", header: t("columns.email"), cell: (s) => <span className="break-all">{s.email}</span> },
    { key: "phone", header: t("columns.phone"), cell: (s) => (s.phone ? f.phone(s.phoneCountryCode, s.phone) : <span className="text-fg-muted">—</span>) },
    {
      key: "statusId",
      header: t("columns.status"),
      cell: (s) => <Badge tone={s.statusId === SIGNATORY_STATUS.ACTIVE ? "success" : "neutral"}>{t(`status.${s.statusId === SIGNATORY_STATUS.ACTIVE ? 1 : 2}`)}</Badge>,
    },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (s) => f.longDate(s.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (s) =>
        canEdit ? (
          <RowActions
            label={t("actions.menuNamed", { name: s.name })}
            actions={[
              { label: t("actions.edit"), onSelect: () => setDialog({ mode: "edit", signatory: s }) },
              { label: t("actions.delete"), onSelect: () => setDeleting(s), destructive: true },
            ]}
          />
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={canEdit ? <Button onClick={openCreate}>{t("add")}</Button> : null} />
      <ListFilterBar namespace="signatories" filtered={filtered} onClear={() => update({ search: "", matcher: { companyIds: undefined, statusIds: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        {petitioner ? null : (
          <ClientFilterSelect namespace="signatories" clients={clients} value={companyId} onChange={(id) => update({ matcher: { companyIds: id ? [id] : undefined } })} />
        )}
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={statusId ? String(statusId) : ""}
          options={[
            { value: String(SIGNATORY_STATUS.ACTIVE), label: t("status.1") },
            { value: String(SIGNATORY_STATUS.INACTIVE), label: t("status.2") },
          ]}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as 1 | 2] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="signatories"
        filtered={filtered}
        columns={columns}
        rowKey={(s) => s.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canEdit ? <Button onClick={openCreate}>{t("add")}</Button> : undefined}
      />
      {canEdit ? (
        <SignatoryDialog
          state={dialog}
          onClose={() => setDialog(null)}
          clientOptions={clients.options}
          clientsLoading={clients.isLoading}
          fixedCompany={ownCompany}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { name: deleting?.name ?? "", client: deleting?.companyName ?? "" })}
        confirmLabel={t("actions.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
