"use client";
// /app/cap-registrations: one H-1B cap season at a time (the fiscal year in the URL, this season by
// default): its dates (rule 14), counts, people and weighted entries, and its registrations with search,
// filters, sorts and pages; a new registration, the bulk import and the selection results in dialogs.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { FilterSelect } from "@/components/list/filter-select";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { RowLink } from "@/components/ui/row-link";
import { NotAllowed } from "@/components/ui/screen-states";
import { apiPost } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import { capListBody, CAP_STATUSES, type CapListRow, type CapSeasonDto, type CapStatusId, type CapType } from "../contract";
import { currentCapFiscalYear } from "../rules";
import { capKeys } from "./keys";
import { capStatusTone, useCapLabels } from "./labels";
import { capDetailsPath } from "./links";

const CapCreateDialog = dynamic(() => import("./cap-form-dialog").then((m) => m.CapCreateDialog));
const CapImportDialog = dynamic(() => import("./cap-import-dialogs").then((m) => m.CapImportDialog));
const SelectionImportDialog = dynamic(() => import("./cap-import-dialogs").then((m) => m.SelectionImportDialog));

/** The season shown when the URL names none (the same day on the server and in the browser: UTC). */
const DEFAULT_FY = currentCapFiscalYear(new Date().toISOString().slice(0, 10));

const LIST = defineList<CapListRow>()({
  sortFields: ["createdAt", "beneficiaryName", "employerName", "statusId", "wageLevel"] as const,
  defaultSort: { sortBy: "beneficiaryName", sortOrder: "asc" },
  matcher: capListBody.shape.filter.unwrap().shape.matcher,
  path: "cap/list",
  queryKey: capKeys.list,
  toMatcher: (m) => ({ ...m, fiscalYear: m.fiscalYear ?? DEFAULT_FY }),
});

export function CapScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("cap");
  if (!can(viewer, "cap.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <CapList viewer={viewer} />;
}

function SeasonCard({ fiscalYear }: { fiscalYear: number }) {
  const t = useTranslations("cap");
  const f = useFormat();
  const labels = useCapLabels();
  const q = useQuery({ queryKey: capKeys.season(fiscalYear), queryFn: ({ signal }) => apiPost<CapSeasonDto>("cap/season", { fiscalYear }, { signal }) });
  const s = q.data;
  const item = (label: string, value: React.ReactNode, hint?: string) => (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-fg-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-fg">{value}</dd>
      {hint ? <dd className="text-xs text-fg-muted">{hint}</dd> : null}
    </div>
  );
  return (
    <Card className="mb-4" aria-busy={q.isPending}>
      {s ? (
        <>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
            {item(t("season.registration"), t("season.registrationDates", { from: f.date(s.registrationOpens), to: f.date(s.registrationCloses) }))}
            {item(t("season.filingOpens"), f.date(s.filingOpens))}
            {item(t("season.filingDeadline"), f.date(s.filingDeadline), t("season.filingDeadlineHint"))}
            {item(t("season.people"), f.number(s.people))}
            {item(t("season.entries"), f.number(s.entries), t("season.entriesHint"))}
            {item(t("season.wageTables"), s.wageYear ? t("season.wageYear", { from: s.wageYear, to: s.wageYear + 1 }) : t("season.noWageTables"))}
          </dl>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("season.counts")}>
            {CAP_STATUSES.map((st) => (
              <li key={st.id}>
                <Badge tone={capStatusTone(st.id)}>
                  {labels.statusLabel(st.id)}: {f.number(s.counts[st.id] ?? 0)}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-fg-muted">{q.isError ? t("details.loadError") : t("details.loading")}</p>
      )}
    </Card>
  );
}

function CapList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("cap");
  const f = useFormat();
  const labels = useCapLabels();
  const { view, update, query: q, filtered } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const [dialog, setDialog] = useState<"create" | "import" | "selection" | null>(null);
  const m = view.matcher;
  const fy = m.fiscalYear ?? DEFAULT_FY;
  const canCreate = can(viewer, "cap-lca.create");
  const canImport = can(viewer, "cap.import");

  const columns: Column<CapListRow>[] = [
    {
      key: "beneficiaryName",
      header: t("columns.beneficiaryName"),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col">
          <RowLink href={capDetailsPath(r.id)} className="font-medium">
            {r.beneficiaryName}
          </RowLink>
          <span className="text-xs text-fg-muted">{labels.capTypeLabel(r.capType)}</span>
        </span>
      ),
    },
    ...(petitioner ? [] : [{ key: "employerName", header: t("columns.employerName"), sortable: true, cell: (r: CapListRow) => r.employerName ?? "—" }]),
    {
      key: "position",
      header: t("columns.position"),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.jobTitle ?? "—"}</span>
          <span className="text-xs text-fg-muted">{[r.socCode, r.areaName].filter(Boolean).join(" · ")}</span>
        </span>
      ),
    },
    { key: "wageLevel", header: t("columns.wageLevel"), sortable: true, cell: (r) => r.wageLevel ?? "—" },
    {
      key: "entries",
      header: t("columns.entries"),
      cell: (r) =>
        r.entries.own === null ? (
          "—"
        ) : (
          <span className="flex flex-col">
            <span>{t("entries", { own: r.entries.own })}</span>
            {r.entries.counted !== r.entries.own ? <span className="text-xs text-warning">{t("entriesLowered", { counted: r.entries.counted ?? 0 })}</span> : null}
          </span>
        ),
    },
    {
      key: "statusId",
      header: t("columns.statusId"),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={capStatusTone(r.statusId)}>{labels.statusLabel(r.statusId)}</Badge>
          {r.mismatches.length ? <Badge tone="danger">{t("flags.mismatch")}</Badge> : null}
          {r.statusId === 1 && r.issues.length ? <Badge tone="neutral">{t("flags.incomplete")}</Badge> : null}
        </span>
      ),
    },
    { key: "confirmationNumber", header: t("columns.confirmationNumber"), cell: (r) => (r.confirmationNumber ? <span className="font-mono text-xs">{r.confirmationNumber}</span> : "—") },
    { key: "case", header: t("columns.case"), cell: (r) => (r.petitionId && r.caseNumber ? <RowLink href={`/app/petition-details/${r.petitionId}`}>{r.caseNumber}</RowLink> : "—") },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (r) => f.date(r.createdAt) },
  ];

  const actions = (
    <>
      {canImport ? (
        <>
          <Button variant="secondary" onClick={() => setDialog("selection")}>
            {t("actions.importSelection")}
          </Button>
          <Button variant="secondary" onClick={() => setDialog("import")}>
            {t("actions.import")}
          </Button>
        </>
      ) : null}
      {canCreate ? <Button onClick={() => setDialog("create")}>{t("actions.new")}</Button> : null}
    </>
  );
  const clear = { statusIds: undefined, petitionerIds: undefined, capTypes: undefined };
  // The season is a place, not a filter: only the search and these narrow the list.
  const narrowed = filtered && Boolean(view.search || m.statusIds || m.petitionerIds || m.capTypes);

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={actions} />
      <nav aria-label={t("season.label")} className="mb-3 flex items-center gap-2">
        <Button variant="ghost" size="sm" aria-label={t("season.previous")} onClick={() => update({ matcher: { fiscalYear: fy - 1 } })}>
          ‹
        </Button>
        <h2 className="text-lg font-semibold text-fg" aria-live="polite">
          {t("season.fiscalYear", { year: fy })}
        </h2>
        <Button variant="ghost" size="sm" aria-label={t("season.next")} onClick={() => update({ matcher: { fiscalYear: fy + 1 } })}>
          ›
        </Button>
      </nav>
      <SeasonCard fiscalYear={fy} />
      <ListFilterBar namespace="cap" filtered={narrowed} onClear={() => update({ search: "", matcher: clear })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={m.statusIds?.[0] ? String(m.statusIds[0]) : ""}
          options={labels.statusOptions}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as CapStatusId] : undefined } })}
        />
        {petitioner ? null : <ClientFilterSelect namespace="cap" clients={clients} value={m.petitionerIds?.[0]} onChange={(id) => update({ matcher: { petitionerIds: id ? [id] : undefined } })} />}
        <FilterSelect
          label={t("filters.capType")}
          allLabel={t("filters.allCapTypes")}
          value={m.capTypes?.[0] ?? ""}
          options={labels.capTypeOptions}
          onChange={(v) => update({ matcher: { capTypes: v ? [v as CapType] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace="cap"
        filtered={narrowed}
        columns={columns}
        rowKey={(r) => r.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canCreate ? <Button onClick={() => setDialog("create")}>{t("actions.new")}</Button> : undefined}
      />
      {canCreate && dialog === "create" ? <CapCreateDialog onClose={() => setDialog(null)} viewer={viewer} fiscalYear={fy} /> : null}
      {canImport && dialog === "import" ? <CapImportDialog onClose={() => setDialog(null)} fiscalYear={fy} /> : null}
      {canImport && dialog === "selection" ? <SelectionImportDialog onClose={() => setDialog(null)} fiscalYear={fy} /> : null}
    </>
  );
}
