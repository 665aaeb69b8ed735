"use client";
// /app/ref-cases: the RFE and NOID cases within reach (/api/rfe-petition/list) by response due date —
// days left or 'Overdue by {n} day(s)' while the response is owed — with the case, client, beneficiary,
// status, team and next step; search, notice and state filters, sorts; the state in the URL.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { RowLink } from "@/components/ui/row-link";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { RFE_SORT_FIELDS, rfeListBody, type RfeListRow } from "../rfe/contract";
import { casesKeys } from "./keys";
import { caseStatusTone, useActivityLabel } from "./labels";
import { RFE_CASES_PATH, rfeDetailsHref } from "./links";

const LIST = defineList<RfeListRow>()({
  sortFields: RFE_SORT_FIELDS,
  defaultSort: { sortBy: "dueDate", sortOrder: "asc" },
  matcher: rfeListBody.shape.filter.unwrap().shape.matcher,
  path: "rfe-petition/list",
  queryKey: casesKeys.rfeList,
});

export function RfeListScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("rfe");
  if (!can(viewer, "case.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <RfeList />;
}

/** The days left, 'Overdue by …', or when it was filed — the one answer of the API (rule 18), never recomputed here. */
export function RfeDue({ r }: { r: Pick<RfeListRow, "dueDate" | "daysLeft" | "overdueLabel" | "closed"> & { filedDate?: string | null } }) {
  const t = useTranslations("rfe");
  const f = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span>{f.date(r.dueDate)}</span>
      {r.overdueLabel ? <Badge tone="danger">{r.overdueLabel}</Badge> : r.daysLeft !== null ? <Badge tone={r.daysLeft <= 14 ? "warning" : "neutral"}>{t("daysLeft", { days: r.daysLeft })}</Badge> : null}
    </span>
  );
}

function RfeList() {
  const t = useTranslations("rfe");
  const f = useFormat();
  const activity = useActivityLabel();
  const { view, update, query, filtered } = useListQuery(LIST);
  const m = view.matcher;
  const columns: Column<RfeListRow>[] = [
    {
      key: "number",
      header: t("columns.number"),
      cell: (r) => (
        <span className="flex flex-col">
          <RowLink href={rfeDetailsHref(r.id)} className="font-medium">
            {r.number}
          </RowLink>
          <span className="text-xs text-fg-muted">{t(`kindLong.${r.kind}`)}</span>
        </span>
      ),
    },
    {
      key: "caseNumber",
      header: t("columns.case"),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col">
          <RowLink href={r.casePath}>{r.caseNumber}</RowLink>
          <span className="text-xs text-fg-muted">{[r.petitionerName, r.beneficiaryName].filter(Boolean).join(" · ") || "—"}</span>
        </span>
      ),
    },
    { key: "noticeDate", header: t("columns.noticeDate"), sortable: true, cell: (r) => f.date(r.noticeDate) },
    { key: "dueDate", header: t("columns.dueDate"), sortable: true, cell: (r) => <RfeDue r={r} /> },
    { key: "statusId", header: t("columns.status"), sortable: true, cell: (r) => <Badge tone={caseStatusTone(r.statusId)}>{r.statusName}</Badge> },
    { key: "team", header: t("columns.team"), cell: (r) => [r.attorneyName, r.paralegalName].filter(Boolean).join(", ") || "—" },
    { key: "next", header: t("columns.next"), cell: (r) => (r.closed ? t("closed") : activity(r.nextWorkflowActivity)) },
  ];
  const state = m.overdue ? "overdue" : m.open === true ? "open" : m.open === false ? "closed" : "";
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ListFilterBar namespace="rfe" filtered={filtered} onClear={() => update({ search: "", matcher: { kind: undefined, open: undefined, overdue: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.kind")}
          allLabel={t("filters.allKinds")}
          value={m.kind ?? ""}
          options={(["RFE", "NOID"] as const).map((k) => ({ value: k, label: t(`kindLong.${k}`) }))}
          onChange={(v) => update({ matcher: { kind: v ? (v as "RFE" | "NOID") : undefined } })}
        />
        <FilterSelect
          label={t("filters.state")}
          allLabel={t("filters.allStates")}
          value={state}
          options={[
            { value: "open", label: t("filters.open") },
            { value: "overdue", label: t("filters.overdue") },
            { value: "closed", label: t("filters.closed") },
          ]}
          onChange={(v) => update({ matcher: { open: v === "open" ? true : v === "closed" ? false : undefined, overdue: v === "overdue" ? true : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="rfe" filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} />
    </>
  );
}

export { RFE_CASES_PATH };
