"use client";
// /app/individuals: individual sponsors (account type Individual, sub type Sponsor) — search, status
// filter, sort and pagination kept in the URL; add and edit in a dialog (?focus=<id> opens one).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/lib/modules/companies/ui/list-view-table";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { apiList } from "@/lib/shared/api-client";
import { formatLongDate } from "@/lib/shared/format";
import type { Viewer } from "@/lib/modules/profile/ui/viewer";
import { individualListBody, type ClientListRow } from "@/lib/modules/companies/contract";
import { CLIENT_MANAGER_ROLES, CLIENT_READER_ROLES } from "@/lib/modules/companies/policy";
import { FilterSelect } from "@/lib/modules/companies/ui/filter-select";
import { individualsKeys } from "@/lib/modules/companies/ui/keys";
import { clientStatusTone, useClientStatusLabels } from "@/lib/modules/companies/ui/labels";
import { setQueryParam, useListView } from "@/lib/modules/companies/ui/list-view";
import { NotAllowed } from "@/lib/modules/companies/ui/not-allowed";
import { IndividualDialog, type IndividualDialogState } from "./individual-dialog";

const PAGE_SIZES = [10, 25, 50, 100] as const;
const SORT_FIELDS = ["createdAt", "name", "updatedAt"] as const;
type SortField = (typeof SORT_FIELDS)[number];

const VIEW_OPTIONS = {
  sortFields: SORT_FIELDS,
  defaultSort: { sortBy: "createdAt" as SortField, sortOrder: "desc" as const },
  perpageOptions: PAGE_SIZES,
  defaultPerpage: 25,
  matcher: individualListBody.shape.filter.unwrap().shape.matcher,
};

export function IndividualsScreen({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("individuals");
  if (!CLIENT_READER_ROLES.includes(viewer.roleId)) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <IndividualsList viewer={viewer} focusId={focusId} />;
}

function IndividualsList({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("individuals");
  const { statusLabel, statusOptions } = useClientStatusLabels();
  const [view, update] = useListView(VIEW_OPTIONS);
  const canManage = CLIENT_MANAGER_ROLES.includes(viewer.roleId);
  const [dialog, setDialog] = useState<IndividualDialogState>(focusId && canManage ? { mode: "edit", id: focusId } : null);

  const body = {
    page: view.page,
    perpage: view.perpage,
    sortBy: view.sortBy,
    sortOrder: view.sortOrder,
    search: view.search || undefined,
    filter: { matcher: view.matcher },
  };
  const q = useQuery({
    queryKey: individualsKeys.list(body),
    queryFn: ({ signal }) => apiList<ClientListRow>("individual/list", body, { signal }),
    placeholderData: keepPreviousData,
  });

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
      cell: (c) => (c.phone ? [c.phoneCountryCode, c.phone].filter(Boolean).join(" ") : <span className="text-fg-muted">—</span>),
    },
    { key: "branch", header: t("columns.branch"), cell: (c) => c.branchName ?? <span className="text-fg-muted">—</span> },
    { key: "beneficiaryCount", header: t("columns.beneficiaries"), className: "text-right", cell: (c) => c.beneficiaryCount },
    { key: "statusId", header: t("columns.status"), cell: (c) => <Badge tone={clientStatusTone(c.statusId)}>{statusLabel(c.statusId)}</Badge> },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (c) => formatLongDate(c.createdAt) },
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
        pageSizes={PAGE_SIZES}
        emptyAction={canManage ? <Button onClick={() => open({ mode: "create" })}>{t("add")}</Button> : undefined}
      />
      {canManage ? <IndividualDialog state={dialog} onClose={() => open(null)} viewer={viewer} /> : null}
    </>
  );
}
