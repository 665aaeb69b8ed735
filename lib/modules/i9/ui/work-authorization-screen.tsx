"use client";
// /app/work-authorization-reports: current employees whose work authorization has ended or ends within 30,
// 60 or 90 days (rule 4's reverification date of a complete I-9) — the counts per window
// (/api/i9/work-authorization-report) as buttons that choose the list, the list itself (/api/i9/list with
// `reverifyWithin`), the employer filter and the CSV. Reverification is recorded on each record (Supplement
// B); the employer hears of each date 90, 60 and 30 days before through the reminders.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { type Column } from "@/components/ui/data-table";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { cn } from "@/components/ui/cn";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { I9_SORT_FIELDS, i9ListBody, REVERIFY_WINDOWS, type I9RecordDto, type ReverifyWindow, type WorkAuthorizationReportDto } from "../contract";
import { STATUS_TONE } from "./i9-list-screen";
import { i9Keys } from "./keys";
import { useRecordColumns } from "./record-columns";
import { useEmployerOptions } from "./use-employers";

const DEFAULT_WINDOW: ReverifyWindow = "90";

const LIST = defineList<I9RecordDto>()({
  sortFields: I9_SORT_FIELDS,
  defaultSort: { sortBy: "reverifyBy", sortOrder: "asc" },
  matcher: i9ListBody.shape.filter.unwrap().shape.matcher,
  path: "i9/list",
  toMatcher: (m) => ({ ...m, reverifyWithin: m.reverifyWithin ?? DEFAULT_WINDOW }),
  queryKey: (body) => [...i9Keys.records(), "work-authorization", body],
});

export function WorkAuthorizationScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.workAuthorization");
  if (!can(viewer, "i9.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Report viewer={viewer} />;
}

function Report({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.workAuthorization");
  const tr = useTranslations("i9.records");
  const f = useFormat();
  const { view, update, query } = useListQuery(LIST);
  const employers = useEmployerOptions();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const employer = view.matcher.employers?.[0];
  const windowOf = view.matcher.reverifyWithin ?? DEFAULT_WINDOW;
  const body = { employers: employer ? [employer] : undefined };
  const counts = useQuery({ queryKey: [...i9Keys.records(), "work-authorization-counts", body], queryFn: ({ signal }) => apiPost<WorkAuthorizationReportDto>("i9/work-authorization-report", body, { signal }) });
  const recordColumns = useRecordColumns(petitioner);
  const columns: Column<I9RecordDto>[] = [
    ...recordColumns,
    { key: "reverifyBy", header: tr("columns.reverifyBy"), sortable: true, cell: (r) => (r.reverifyBy ? f.date(r.reverifyBy) : "—") },
    { key: "status", header: tr("columns.status"), cell: (r) => <Badge tone={STATUS_TONE[r.status]}>{tr(`status.${r.status}`)}</Badge> },
    { key: "hireDate", header: tr("columns.hireDate"), sortable: true, cell: (r) => f.date(r.hireDate) },
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href="/app/i9-list">{tr("title")}</TextLink>
            <ExportCsvButton list={LIST} view={view} path="i9/export-csv" fileName="work-authorization.csv" label={tr("exportCsv")} />
          </div>
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4" role="group" aria-label={t("windows")}>
        {REVERIFY_WINDOWS.map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={windowOf === w}
            onClick={() => update({ matcher: { reverifyWithin: w } })}
            className={cn(
              "rounded-lg border p-3 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
              windowOf === w ? "border-primary bg-info-soft" : "border-border bg-surface hover:bg-surface-muted",
            )}
          >
            <span className={cn("block text-xs", w === "expired" ? "text-danger" : "text-fg-muted")}>{t(`window.${w}`)}</span>
            <span className="block text-2xl font-semibold text-fg">{counts.data ? counts.data[w] : counts.error ? "—" : "…"}</span>
          </button>
        ))}
      </div>
      {counts.error ? <p className="mb-4 text-sm text-danger">{errorMessage(counts.error)}</p> : null}
      {petitioner ? null : (
        <ListFilterBar namespace="i9.workAuthorization" filtered={Boolean(employer)} onClear={() => update({ matcher: { employers: undefined } })}>
          <FilterSelect label={tr("filters.employer")} allLabel={tr("filters.allEmployers")} value={employer ?? ""} options={employers.options} onChange={(v) => update({ matcher: { employers: v ? [v] : undefined } })} />
        </ListFilterBar>
      )}
      <ListViewTable namespace="i9.workAuthorization" filtered={Boolean(employer) || windowOf !== DEFAULT_WINDOW} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} />
    </>
  );
}
