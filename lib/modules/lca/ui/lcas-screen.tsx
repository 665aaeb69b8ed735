"use client";
// /app/lcalist: the firm's Labor Condition Applications — search, filters (status, employer, visa class,
// worksite state, begin date range), sorts and pagination kept in the URL; request an LCA in a dialog,
// import the firm's LCAs from a DOL disclosure file. A petitioner sees and requests its own company's.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { FilterSelect } from "@/components/list/filter-select";
import { DateRangeFilter } from "@/components/list/date-range-filter";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { LinkButton } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { NotAllowed } from "@/components/ui/screen-states";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import { lcaListBody, US_STATES, VISA_CLASSES, type LcaListRow, type LcaStatusId, type VisaClass } from "../contract";
import { lcaKeys } from "./keys";
import { lcaDetailsPath } from "./links";
import { lcaStatusTone, useLcaLabels } from "./labels";

// The dialogs (forms, the contract's zod schemas) load when first opened.
const LcaRequestDialog = dynamic(() => import("./lca-request-dialog").then((m) => m.LcaRequestDialog));
const LcaImportDialog = dynamic(() => import("./lca-import-dialog").then((m) => m.LcaImportDialog));

const LIST = defineList<LcaListRow>()({
  sortFields: ["createdAt", "lcaNumber", "beginDate", "endDate", "statusId", "jobTitle"] as const,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: lcaListBody.shape.filter.unwrap().shape.matcher,
  path: "lca/list",
  queryKey: lcaKeys.list,
});

export function LcasScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  if (!can(viewer, "lca.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <LcaList viewer={viewer} />;
}

function LcaList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const labels = useLcaLabels();
  const { view, update, query: q, filtered } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const [requesting, setRequesting] = useState(false);
  const [importing, setImporting] = useState(false);
  const canRequest = can(viewer, "lca.create");
  const canImport = can(viewer, "lca.import");

  const m = view.matcher;
  const columns: Column<LcaListRow>[] = [
    {
      key: "lcaNumber",
      header: t("columns.lcaNumber"),
      sortable: true,
      cell: (l) => (
        <span className="flex flex-col">
          <RowLink href={lcaDetailsPath(l.id)} className="font-medium">
            {l.lcaNumber}
          </RowLink>
          {l.dolCaseNumber ? <span className="text-xs text-fg-muted">{l.dolCaseNumber}</span> : null}
        </span>
      ),
    },
    { key: "statusId", header: t("columns.statusId"), sortable: true, cell: (l) => <Badge tone={lcaStatusTone(l.statusId)}>{labels.statusLabel(l.statusId)}</Badge> },
    ...(petitioner ? [] : [{ key: "employer", header: t("columns.employer"), cell: (l: LcaListRow) => l.petitionerName ?? <span className="text-fg-muted">—</span> }]),
    {
      key: "jobTitle",
      header: t("columns.jobTitle"),
      sortable: true,
      cell: (l) => (
        <span className="flex flex-col">
          <span>{l.jobTitle ?? "—"}</span>
          <span className="text-xs text-fg-muted">{[l.visaClass, l.socCode].filter(Boolean).join(" · ")}</span>
        </span>
      ),
    },
    { key: "beginDate", header: t("columns.beginDate"), sortable: true, cell: (l) => (l.beginDate ? f.date(l.beginDate) : "—") },
    { key: "endDate", header: t("columns.endDate"), sortable: true, cell: (l) => (l.endDate ? f.date(l.endDate) : "—") },
    { key: "states", header: t("columns.states"), cell: (l) => (l.worksiteStates.length ? l.worksiteStates.join(", ") : "—") },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (l) => f.date(l.createdAt) },
  ];

  const actions = (
    <>
      <LinkButton href="/app/paf-requests" variant="ghost">
        {t("pafRequests.title")}
      </LinkButton>
      {can(viewer, "lca.update") ? (
        <LinkButton href="/app/paf-generation" variant="ghost">
          {t("pafGeneration.title")}
        </LinkButton>
      ) : null}
      <LinkButton href="/app/paf-reports" variant="ghost">
        {t("pafReportLink")}
      </LinkButton>
      <LinkButton href="/app/purged-paf" variant="ghost">
        {t("purged.title")}
      </LinkButton>
      {canImport ? (
        <Button variant="secondary" onClick={() => setImporting(true)}>
          {t("import")}
        </Button>
      ) : null}
      {canRequest ? <Button onClick={() => setRequesting(true)}>{t("request")}</Button> : null}
    </>
  );
  const clear = { statusIds: undefined, petitionerIds: undefined, visaClasses: undefined, worksiteState: undefined, beginDateRange: undefined, endDateRange: undefined, socCode: undefined };

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={actions} />
      <ListFilterBar namespace="lca" filtered={filtered} onClear={() => update({ search: "", matcher: clear })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={m.statusIds?.[0] ? String(m.statusIds[0]) : ""}
          options={labels.statusOptions}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as LcaStatusId] : undefined } })}
        />
        {petitioner ? null : (
          <ClientFilterSelect namespace="lca" clients={clients} value={m.petitionerIds?.[0]} onChange={(id) => update({ matcher: { petitionerIds: id ? [id] : undefined } })} />
        )}
        <FilterSelect
          label={t("filters.visaClass")}
          allLabel={t("filters.allVisaClasses")}
          value={m.visaClasses?.[0] ?? ""}
          options={VISA_CLASSES.map((c) => ({ value: c, label: c }))}
          onChange={(v) => update({ matcher: { visaClasses: v ? [v as VisaClass] : undefined } })}
        />
        <FilterSelect
          label={t("filters.state")}
          allLabel={t("filters.allStates")}
          value={m.worksiteState ?? ""}
          options={US_STATES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => update({ matcher: { worksiteState: (v || undefined) as (typeof US_STATES)[number] | undefined } })}
        />
        <DateRangeFilter
          legend={t("filters.beginDate")}
          labels={{ from: t("filters.from"), to: t("filters.to") }}
          value={m.beginDateRange}
          onChange={(r) => update({ matcher: { beginDateRange: r } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="lca"
        filtered={filtered}
        columns={columns}
        rowKey={(l) => l.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canRequest ? <Button onClick={() => setRequesting(true)}>{t("request")}</Button> : undefined}
      />
      {canRequest && requesting ? <LcaRequestDialog open onClose={() => setRequesting(false)} viewer={viewer} /> : null}
      {canImport && importing ? <LcaImportDialog open onClose={() => setImporting(false)} /> : null}
    </>
  );
}
