"use client";
// /app/beneficiaries: the foreign workers the firm files for — search by name, e-mail or passport,
// client and status filters, sort and pagination kept in the URL; ?focus=<id> opens that beneficiary.
// A petitioner sees their company's beneficiaries; a beneficiary sees their own record, read-only.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { apiList, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { FilterSelect } from "@/components/list/filter-select";
import { setQueryParam } from "@/components/list/list-view";
import { NotAllowed } from "@/components/ui/screen-states";
import { useClientOptions } from "@/lib/modules/companies/ui";
import { ClientFilterSelect } from "@/lib/modules/companies/ui";
import { BENEFICIARY_STATUS, beneficiaryListBody, type BeneficiaryListRow } from "../contract";
import { BeneficiaryDetailsView } from "./beneficiary-details-view";
import { BeneficiaryPanel, useBeneficiary, type PanelState } from "./beneficiary-panel";
import { DependantsSection } from "./dependants-section";
import { beneficiariesKeys } from "./keys";
import { can } from "@/lib/shared/permissions";

const LIST = defineList<BeneficiaryListRow>()({
  sortFields: ["createdAt", "name", "clientName"] as const,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: beneficiaryListBody.shape.filter.unwrap().shape.matcher,
  path: "beneficiary/list",
  queryKey: beneficiariesKeys.list,
});

export function BeneficiariesScreen({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("beneficiaries");
  if (!can(viewer, "beneficiary.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  if (viewer.roleId === ROLE.BENEFICIARY) return <MyRecord viewer={viewer} />;
  return <BeneficiariesList viewer={viewer} focusId={focusId} />;
}

/** Role 51: the record linked to the signed-in beneficiary, read-only. */
function MyRecord({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("beneficiaries");
  const mine = useQuery({
    queryKey: beneficiariesKeys.mine(),
    queryFn: ({ signal }) => apiList<BeneficiaryListRow>("beneficiary/list", { page: 1, perpage: 1 }, { signal }),
  });
  const id = mine.data?.data[0]?.id ?? null;
  const details = useBeneficiary(id);
  const error = mine.error ?? details.error;

  let body;
  if (error) {
    body = (
      <div role="alert">
        <EmptyState
          title={t("mine.loadError")}
          description={errorMessage(error)}
          action={<Button onClick={() => (mine.error ? mine.refetch() : details.refetch())}>{t("actions.retry")}</Button>}
        />
      </div>
    );
  } else if (mine.isPending || (id !== null && details.isPending)) {
    body = <Spinner label={t("details.loading")} className="py-10" />;
  } else if (!details.data) {
    body = <EmptyState title={t("mine.emptyTitle")} description={t("mine.emptyDescription")} />;
  } else {
    body = (
      <div className="grid max-w-4xl gap-4">
        <BeneficiaryDetailsView beneficiary={details.data} viewer={viewer} />
        <DependantsSection beneficiary={details.data} canEdit={false} />
      </div>
    );
  }
  return (
    <>
      <PageHeader title={t("mine.title")} description={t("mine.description")} />
      {body}
    </>
  );
}

function BeneficiariesList({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("beneficiaries");
  const f = useFormat();
  const { view, update, query: q } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const canCreate = can(viewer, "beneficiary.invite") && (!petitioner || viewer.companyId !== null);
  const clients = useClientOptions({ enabled: !petitioner, includeIndividuals: true });
  const [panel, setPanel] = useState<PanelState>(focusId ? { mode: "view", id: focusId } : null);


  function changePanel(next: PanelState) {
    setPanel(next);
    setQueryParam("focus", next && next.mode !== "create" ? next.id : null);
  }

  const companyId = view.matcher.petitionerIds?.[0];
  const statusId = view.matcher.statusIds?.[0];
  const filtered = Boolean(view.search || companyId || statusId);
  const openCreate = () => changePanel({ mode: "create", companyId });

  const columns: Column<BeneficiaryListRow>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (b) => (
        <span className="flex flex-col">
          <button
            type="button"
            onClick={() => changePanel({ mode: "view", id: b.id })}
            className="text-left font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {b.name}
          </button>
          {b.email ? <span className="break-all text-xs text-fg-muted">{b.email}</span> : null}
        </span>
      ),
    },
    { key: "passportNumber", header: t("columns.passport"), cell: (b) => b.passportNumber ?? <span className="text-fg-muted">—</span> },
    ...(petitioner
      ? []
      : [
          {
            key: "clientName",
            header: t("columns.client"),
            sortable: true,
            cell: (b: BeneficiaryListRow) => b.companyName ?? <span className="text-fg-muted">—</span>,
          },
        ]),
    { key: "dependantCount", header: t("columns.dependants"), className: "text-right", cell: (b) => b.dependantCount },
    {
      key: "statusId",
      header: t("columns.status"),
      cell: (b) => <Badge tone={b.statusId === BENEFICIARY_STATUS.ACTIVE ? "success" : "neutral"}>{t(`status.${b.statusId === BENEFICIARY_STATUS.ACTIVE ? 1 : 2}`)}</Badge>,
    },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (b) => f.longDate(b.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (b) => (
        <Button size="sm" variant="secondary" onClick={() => changePanel({ mode: "view", id: b.id })} aria-label={t("actions.openNamed", { name: b.name })}>
          {t("actions.open")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("title")} description={petitioner ? t("descriptionPetitioner") : t("description")} actions={canCreate ? <Button onClick={openCreate}>{t("add")}</Button> : null} />
      <ListFilterBar namespace="beneficiaries" filtered={filtered} onClear={() => update({ search: "", matcher: { petitionerIds: undefined, statusIds: undefined, branchIds: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        {petitioner ? null : (
          <ClientFilterSelect namespace="beneficiaries" clients={clients} value={companyId} onChange={(id) => update({ matcher: { petitionerIds: id ? [id] : undefined } })} />
        )}
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={statusId ? String(statusId) : ""}
          options={[
            { value: String(BENEFICIARY_STATUS.ACTIVE), label: t("status.1") },
            { value: String(BENEFICIARY_STATUS.INACTIVE), label: t("status.2") },
          ]}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as 1 | 2] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="beneficiaries"
        filtered={filtered}
        columns={columns}
        rowKey={(b) => b.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canCreate ? <Button onClick={openCreate}>{t("add")}</Button> : undefined}
      />
      <BeneficiaryPanel state={panel} onStateChange={changePanel} viewer={viewer} />
    </>
  );
}
