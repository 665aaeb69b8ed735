"use client";
// /app/i9-reports: the I-9 retention report (rule 1) for the employers chosen — how many Forms I-9 of
// former employees are kept, past their retention date, held, purged; how many reach their purge day in
// each of the next 12 months; the records themselves (/api/i9/list, terminated and eligible for purge) with
// the CSV export; the legal holds that stand, "Hold an employer", and the firm's automatic-purge setting.
import { useState } from "react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { I9_SORT_FIELDS, i9ListBody, type I9RecordDto } from "../contract";
import type { I9LegalHoldDto, I9RetentionReportDto, I9SettingsDto } from "../retention-contract";
import { STATUS_TONE } from "./i9-list-screen";
import { i9Keys } from "./keys";
import { useRecordColumns } from "./record-columns";
import { HoldList } from "./retention-card";
import { useEmployerOptions } from "./use-employers";

const PlaceHoldDialog = dynamic(() => import("./retention-dialogs").then((m) => m.PlaceHoldDialog));

const RETAINED = ["terminated", "eligible_for_purge"] as const;

const LIST = defineList<I9RecordDto>()({
  sortFields: I9_SORT_FIELDS,
  defaultSort: { sortBy: "purgeFrom", sortOrder: "asc" },
  matcher: i9ListBody.shape.filter.unwrap().shape.matcher,
  path: "i9/list",
  // Former employees' records only; the status filter narrows to one of the two.
  toMatcher: (m) => ({ ...m, statuses: m.statuses?.length ? m.statuses : [...RETAINED] }),
  queryKey: (body) => [...i9Keys.records(), "retention-list", body],
});

export function I9ReportsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.retention");
  if (!can(viewer, "i9.read")) {
    return <NotAllowed title={t("reportsTitle")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Reports viewer={viewer} />;
}

function Reports({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.retention");
  const tr = useTranslations("i9.records");
  const f = useFormat();
  const { view, update, query } = useListQuery(LIST);
  const employers = useEmployerOptions();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const admin = can(viewer, "i9.admin");
  const employer = view.matcher.employers?.[0];
  const status = view.matcher.statuses?.[0];
  const filtered = Boolean(employer || status);
  const reportBody = { employers: employer ? [employer] : undefined };
  const report = useQuery({ queryKey: i9Keys.report(reportBody), queryFn: ({ signal }) => apiPost<I9RetentionReportDto>("i9/retention-report", reportBody, { signal }) });
  const holdsBody = { active: true };
  const holds = useQuery({ queryKey: i9Keys.holds({ filter: { matcher: holdsBody } }), queryFn: ({ signal }) => apiList<I9LegalHoldDto>("i9/holds-list", { perpage: 100, filter: { matcher: holdsBody } }, { signal }) });
  const [holding, setHolding] = useState(false);
  const dash = <span className="text-fg-muted">—</span>;
  const recordColumns = useRecordColumns(petitioner);
  const columns: Column<I9RecordDto>[] = [
    ...recordColumns,
    { key: "hireDate", header: t("columns.hireDate"), sortable: true, cell: (r) => f.date(r.hireDate) },
    { key: "terminationDate", header: t("columns.terminationDate"), cell: (r) => (r.terminationDate ? f.date(r.terminationDate) : dash) },
    { key: "retainUntil", header: t("columns.retainUntil"), cell: (r) => (r.retainUntil ? f.date(r.retainUntil) : dash) },
    { key: "purgeFrom", header: tr("columns.purgeFrom"), sortable: true, cell: (r) => (r.purgeFrom ? f.date(r.purgeFrom) : dash) },
    {
      key: "status",
      header: tr("columns.status"),
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[r.status]}>{tr(`status.${r.status}`)}</Badge>
          {r.legalHold ? <Badge tone="warning">{tr("details.legalHold")}</Badge> : null}
        </span>
      ),
    },
  ];
  const figures = report.data;
  return (
    <>
      <PageHeader
        title={t("reportsTitle")}
        description={t("reportsDescription")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href="/app/purged-i9">{t("purgedTitle")}</TextLink>
            <ExportCsvButton list={LIST} view={view} path="i9/export-csv" fileName="i9-retention.csv" label={tr("exportCsv")} />
          </div>
        }
      />
      <ListFilterBar namespace="i9.retention.reportList" filtered={filtered} onClear={() => update({ matcher: { employers: undefined, statuses: undefined } })}>
        {petitioner ? null : (
          <FilterSelect label={t("employer")} allLabel={t("allEmployers")} value={employer ?? ""} options={employers.options} onChange={(v) => update({ matcher: { employers: v ? [v] : undefined } })} />
        )}
        <FilterSelect
          label={tr("filters.status")}
          allLabel={t("allRetained")}
          value={status ?? ""}
          options={RETAINED.map((s) => ({ value: s, label: tr(`status.${s}`) }))}
          onChange={(v) => update({ matcher: { statuses: v ? [v as (typeof RETAINED)[number]] : undefined } })}
        />
      </ListFilterBar>
      <div className="mb-4 grid gap-4 lg:grid-cols-2">
        <CardSection title={t("figuresTitle")}>
          {report.error ? (
            <p className="text-sm text-danger">{errorMessage(report.error)}</p>
          ) : (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={report.isLoading}>
              {(["retained", "eligible", "held", "purged"] as const).map((k) => (
                <div key={k} className="rounded-md bg-surface-muted p-3">
                  <dt className="text-xs text-fg-muted">{t(`figures.${k}`)}</dt>
                  <dd className="text-2xl font-semibold text-fg">{figures ? figures[k] : "…"}</dd>
                </div>
              ))}
            </dl>
          )}
          {figures ? (
            <table className="mt-4 w-full text-sm">
              <caption className="mb-2 text-left font-medium text-fg">{t("byMonthTitle")}</caption>
              <thead>
                <tr className="text-left text-fg-muted">
                  <th scope="col" className="py-1 font-normal">{t("month")}</th>
                  <th scope="col" className="py-1 text-right font-normal">{t("purgeable")}</th>
                </tr>
              </thead>
              <tbody>
                {figures.byMonth.map((m) => (
                  <tr key={m.month} className="border-t border-border">
                    <td className="py-1">{f.monthYear(`${m.month}-15`)}</td>
                    <td className="py-1 text-right tabular-nums">{m.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </CardSection>
        <div className="grid content-start gap-4">
          <CardSection
            title={t("holdsTitle")}
            actions={
              admin ? (
                <Button size="sm" variant="secondary" onClick={() => setHolding(true)}>
                  {t("holdEmployer")}
                </Button>
              ) : null
            }
          >
            {holds.data && holds.data.data.length === 0 ? <p className="text-sm text-fg-muted">{t("noHolds")}</p> : null}
            <HoldList holds={holds.data?.data ?? []} loading={holds.isLoading} error={holds.error} canRelease={admin} />
          </CardSection>
          {admin ? <AutoPurge autoPurge={figures?.autoPurge} /> : null}
        </div>
      </div>
      <ListViewTable namespace="i9.retention.reportList" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} />
      {holding ? <PlaceHoldDialog onClose={() => setHolding(false)} /> : null}
    </>
  );
}

/** The firm's setting: the daily job purges records past their retention date (none on hold) by itself. */
function AutoPurge({ autoPurge }: { autoPurge: boolean | undefined }) {
  const t = useTranslations("i9.retention");
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (on: boolean) => apiPost<I9SettingsDto>("i9/settings-save", { autoPurge: on }),
    onSuccess: (s) => {
      toast.success(s.autoPurge ? t("autoOnSaved") : t("autoOffSaved"));
      void qc.invalidateQueries({ queryKey: i9Keys.records() });
      setConfirming(false);
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <CardSection title={t("autoTitle")}>
      <p className="mb-3 text-sm text-fg">{autoPurge === undefined ? "…" : autoPurge ? t("autoOn") : t("autoOff")}</p>
      <Button size="sm" variant="secondary" disabled={autoPurge === undefined} loading={save.isPending} onClick={() => (autoPurge ? save.mutate(false) : setConfirming(true))}>
        {autoPurge ? t("turnOff") : t("turnOn")}
      </Button>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={t("turnOnTitle")} message={t("turnOnMessage")} confirmLabel={t("turnOn")} loading={save.isPending} onConfirm={() => save.mutate(true)} />
    </CardSection>
  );
}
