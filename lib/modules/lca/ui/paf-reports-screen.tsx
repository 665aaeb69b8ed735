"use client";
// /app/paf-reports: the public access files of the firm's filed LCAs (/api/lca/paf-report) — by employer
// and state (kept, due for purge, on legal hold, purged), with what each lacks, when it is available and
// how long it is kept and why; "Export CSV" downloads the whole filtered list (/api/lca/paf-report-csv).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import type { LcaStatusId } from "../constants";
import { PAF_REPORT_SORT_FIELDS, PAF_REPORT_STATES, pafReportBody, type PafReportRow, type PafReportState } from "../paf-contract";
import { lcaKeys } from "./keys";
import { lcaStatusTone, useLcaLabels } from "./labels";
import { usePafColumns } from "./paf-columns";

const LIST = defineList<PafReportRow>()({
  sortFields: PAF_REPORT_SORT_FIELDS,
  defaultSort: { sortBy: "filedDate", sortOrder: "desc" },
  matcher: pafReportBody.shape.filter.unwrap().shape.matcher,
  path: "lca/paf-report",
  queryKey: (body) => [...lcaKeys.all, "paf-report", body],
});

export function PafReportsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  if (!can(viewer, "lca.read")) {
    return <NotAllowed title={t("pafReport.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <PafReport viewer={viewer} />;
}

function PafReport({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const labels = useLcaLabels();
  const { view, update, query, filtered } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const d = (iso: string | null) => (iso ? f.date(iso) : "—");
  const cols = usePafColumns(petitioner);
  const columns: Column<PafReportRow>[] = [
    cols.lca,
    ...cols.employer,
    { key: "status", header: t("pafReport.columns.status"), cell: (r) => <Badge tone={lcaStatusTone(r.statusId as LcaStatusId)}>{labels.statusLabel(r.statusId as LcaStatusId)}</Badge> },
    cols.filedDate,
    { key: "availableBy", header: t("pafReport.columns.availableBy"), cell: (r) => d(r.availableBy) },
    {
      key: "retainUntil",
      header: t("pafReport.columns.retainUntil"),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.retainUntil ? f.date(r.retainUntil) : t("paf.retainOpen")}</span>
          {r.retainBasis ? <span className="text-xs text-fg-muted">{t(`paf.basisName.${r.retainBasis}`)}</span> : null}
        </span>
      ),
    },
    { key: "endDate", header: t("pafReport.columns.endDate"), sortable: true, cell: (r) => d(r.endDate) },
    cols.items,
    {
      key: "flags",
      header: t("pafReport.columns.flags"),
      cell: (r) => (
        <span className="flex flex-wrap gap-1">
          {r.legalHold ? <Badge tone="warning">{t("paf.legalHold")}</Badge> : null}
          {r.dueForPurge ? <Badge tone="danger">{t("paf.due")}</Badge> : null}
        </span>
      ),
    },
  ];
  const state = view.matcher.state;
  return (
    <>
      <PageHeader
        title={t("pafReport.title")}
        description={t("pafReport.description")}
        actions={
          <ExportCsvButton list={LIST} view={view} path="lca/paf-report-csv" fileName="paf-report.csv" label={t("pafReport.export")} />
        }
      />
      <ListFilterBar namespace="lca.pafReport" filtered={filtered} onClear={() => update({ matcher: { petitionerIds: undefined, state: undefined } })}>
        {petitioner ? null : (
          <ClientFilterSelect namespace="lca.pafReport" clients={clients} value={view.matcher.petitionerIds?.[0]} onChange={(id) => update({ matcher: { petitionerIds: id ? [id] : undefined } })} />
        )}
        <FilterSelect
          label={t("pafReport.filters.state")}
          allLabel={t("pafReport.filters.allStates")}
          value={state ?? ""}
          options={PAF_REPORT_STATES.map((s) => ({ value: s, label: t(`pafReport.state.${s}`) }))}
          onChange={(v) => update({ matcher: { state: (v || undefined) as PafReportState | undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="lca.pafReport" filtered={filtered} columns={columns} rowKey={(r) => r.lcaId} view={view} update={update} query={query} />
    </>
  );
}
