"use client";
// /app/individuals: individual sponsors (account type Individual, sub type Sponsor) — search, status
// filter, sort and pagination kept in the URL; add and edit in a dialog (?focus=<id> opens one).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { individualListBody, type ClientListRow } from "@/lib/modules/companies/contract";
import { FilterSelect } from "@/components/list/filter-select";
import { individualsKeys } from "@/lib/modules/companies/ui";
import { clientStatusTone, useClientStatusLabels } from "@/lib/modules/companies/ui";
import { setQueryParam } from "@/components/list/list-view";
import { NotAllowed } from "@/components/ui/screen-states";
import { IndividualDialog, type IndividualDialogState } from "./individual-dialog";
import { can } from "@/lib/shared/permissions";

const LIST = defineList<ClientListRow>()({
  sortFields: ["createdAt", "name", "updatedAt"] as const,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: individualListBody.shape.filter.unwrap().shape.matcher,
  path: "individual/list",
  queryKey: individualsKeys.list,
});

export function IndividualsScreen({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("individuals");
  if (!can(viewer, "client.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <IndividualsList viewer={viewer} focusId={focusId} />;
}

function IndividualsList({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("individuals");
  const f = useFormat();
  const { statusLabel, statusOptions } = useClientStatusLabels();
  const { view, update, query: q } = useListQuery(LIST);
  const canManage = can(viewer, "client.manage");
  const [dialog, setDialog] = useState<IndividualDialogState>(focusId && canManage ? { mode: "edit", id: focusId } : null);


  function open(state: IndividualDialogState) {
    setDialog(state);
    setQueryParam("focus", state?.mode === "edit" ? state.id : null);
  }

  const statusId = view.matcher.statusIds?.[0];
  const filtered = Boolean(view.search || statusId);

  const columns: Column<ClientListRow>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (c) =>
        canManage ? (
          <button
            type="button"
            onClick={() => open({ mode: "edit", id: c.id })}
            className="text-left font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {c.name}
          </button>
        ) : (
          <span className="font-medium">{c.name}</span>
        ),
    },
    { key: "email", header: t("columns.email"), cell: (c) => (c.email ? <span className="break-all">{c.email}</span> : <span className="text-fg-muted">—</span>) },
    {
      key: "phone",
      header: t("columns.phone"),
      cell: (c) => (c.phone ? f.phone(c.phoneCountryCode, c.phone) : <span className="text-fg-muted">—</span>),
    },
    { key: "branch", header: t("columns.branch"), cell: (c) => c.branchName ?? <span className="text-fg-muted">—</span> },
    { key: "beneficiaryCount", header: t("columns.beneficiaries"), className: "text-right", cell: (c) => c.beneficiaryCount },
    { key: "statusId", header: t("columns.status"), cell: (c) => <Badge tone={clientStatusTone(c.statusId)}>{statusLabel(c.statusId)}</Badge> },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (c) => f.longDate(c.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (c) =>
        canManage ? (
          <Button size="sm" variant="secondary" onClick={() => open({ mode: "edit", id: c.id })} aria-label={t("actions.editNamed", { name: c.name })}>
            {t("actions.edit")}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={canManage ? <Button onClick={() => open({ mode: "create" })}>{t("add")}</Button> : null} />
      <ListFilterBar namespace="individuals" filtered={filtered} onClear={() => update({ search: "", matcher: { statusIds: undefined, branchIds: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={statusId ? String(statusId) : ""}
          options={statusOptions}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as 1 | 2 | 3 | 4] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="individuals"
        filtered={filtered}
        columns={columns}
        rowKey={(c) => c.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canManage ? <Button onClick={() => open({ mode: "create" })}>{t("add")}</Button> : undefined}
      />
      {canManage ? <IndividualDialog state={dialog} onClose={() => open(null)} viewer={viewer} /> : null}
    </>
  );
}
