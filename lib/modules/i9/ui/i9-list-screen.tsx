"use client";
// /app/i9-list: every Form I-9 within the viewer's reach with the status the API computes (Section pending
// and how late, reverification due or expired, terminated, eligible for purge) and its dates — filters,
// search, sort and pages kept in the URL. An I-9 is started from the Employees page.
import { useState } from "react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { apiPost } from "@/lib/shared/api-client";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { I9_QUEUES, I9_SORT_FIELDS, I9_STATUSES, i9ListBody, type I9Queue, type I9QueueCountsDto, type I9RecordDto, type I9Status } from "../contract";
import { i9Keys } from "./keys";
import { useRecordColumns } from "./record-columns";
import { useEmployerOptions } from "./use-employers";

const InspectionDialog = dynamic(() => import("./inspection-dialog").then((m) => m.InspectionDialog));

const LIST = defineList<I9RecordDto>()({
  sortFields: I9_SORT_FIELDS,
  defaultSort: { sortBy: "section2Due", sortOrder: "asc" },
  matcher: i9ListBody.shape.filter.unwrap().shape.matcher,
  path: "i9/list",
  queryKey: i9Keys.recordList,
});

export const STATUS_TONE: Record<I9Status, BadgeTone> = {
  section1_pending: "info",
  section2_pending: "info",
  complete: "success",
  reverification_due: "warning",
  expired_authorization: "danger",
  terminated: "neutral",
  eligible_for_purge: "warning",
  purged: "neutral",
};

export function I9ListScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.records");
  if (!can(viewer, "i9.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <I9List viewer={viewer} />;
}

function I9List({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.records");
  const te = useTranslations("i9.employees");
  const f = useFormat();
  const { view, update, query: q } = useListQuery(LIST);
  const employers = useEmployerOptions();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const status = view.matcher.statuses?.[0];
  const employer = view.matcher.employers?.[0];
  const queue = view.matcher.queue;
  const filtered = Boolean(view.search || status || employer || queue);
  const counts = useQuery({ queryKey: [...i9Keys.records(), "queues"], queryFn: ({ signal }) => apiPost<I9QueueCountsDto>("i9/queues", {}, { signal }) });
  const [packaging, setPackaging] = useState(false);
  const dash = <span className="text-fg-muted">—</span>;

  const recordColumns = useRecordColumns(petitioner);
  const columns: Column<I9RecordDto>[] = [
    ...recordColumns,
    { key: "hireDate", header: t("columns.hireDate"), sortable: true, cell: (r) => f.date(r.hireDate) },
    {
      key: "status",
      header: t("columns.status"),
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[r.status]}>{t(`status.${r.status}`)}</Badge>
          {r.overdueDays ? <span className="text-sm text-danger">{t("overdue", { days: r.overdueDays })}</span> : null}
        </span>
      ),
    },
    { key: "section2Due", header: t("columns.section2Due"), sortable: true, cell: (r) => (r.status === "section1_pending" || r.status === "section2_pending" ? f.date(r.section2Due) : dash) },
    { key: "reverifyBy", header: t("columns.reverifyBy"), sortable: true, cell: (r) => (r.reverifyBy ? f.date(r.reverifyBy) : dash) },
    { key: "purgeFrom", header: t("columns.purgeFrom"), sortable: true, cell: (r) => (r.purgeFrom ? f.date(r.purgeFrom) : dash) },
  ];

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href="/app/employees">{te("title")}</TextLink>
            <TextLink href="/app/work-authorization-reports">{t("workAuthorizationReports")}</TextLink>
            <TextLink href="/app/i9-reports">{t("retentionReports")}</TextLink>
            <ExportCsvButton list={LIST} view={view} path="i9/export-csv" fileName="i9-forms.csv" label={t("exportCsv")} />
            {can(viewer, "i9.sensitive") ? (
              <Button variant="secondary" onClick={() => setPackaging(true)}>
                {t("inspection.open")}
              </Button>
            ) : null}
          </div>
        }
      />
      <ListFilterBar namespace="i9.records" filtered={filtered} onClear={() => update({ search: "", matcher: { statuses: undefined, employers: undefined, queue: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.queue")}
          allLabel={t("filters.allQueues")}
          value={queue ?? ""}
          options={I9_QUEUES.map((k) => ({ value: k, label: counts.data ? t("queueCount", { name: t(`queue.${k}`), count: counts.data[k] }) : t(`queue.${k}`) }))}
          onChange={(v) => update({ matcher: { queue: v ? (v as I9Queue) : undefined } })}
        />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={status ?? ""}
          options={I9_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => update({ matcher: { statuses: v ? [v as I9Status] : undefined } })}
        />
        {petitioner ? null : (
          <FilterSelect
            label={t("filters.employer")}
            allLabel={t("filters.allEmployers")}
            value={employer ?? ""}
            options={employers.options}
            onChange={(v) => update({ matcher: { employers: v ? [v] : undefined } })}
          />
        )}
      </ListFilterBar>
      <ListViewTable namespace="i9.records" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={q} />
      {packaging ? <InspectionDialog onClose={() => setPackaging(false)} /> : null}
    </>
  );
}
