"use client";
// /app/expiry-radar: every date the firm's people depend on — I-94, passport, visa stamp, EAD, the H-1B
// six-year limit, their PWDs and LCAs — that has passed or falls within the window, soonest first, as the
// API computes them (/api/beneficiary/expiry-radar); filters in the URL; each row opens the person.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { EXPIRY_KINDS } from "@/lib/modules/deadlines/expiry";
import { EXPIRY_WINDOWS, expiryRadarBody, type ExpiryRadarRow } from "../contract";
import { beneficiariesKeys } from "./keys";

const LIST = defineList<ExpiryRadarRow>()({
  sortFields: ["date"] as const,
  defaultSort: { sortBy: "date", sortOrder: "asc" },
  matcher: expiryRadarBody.shape.filter.unwrap().shape.matcher,
  path: "beneficiary/expiry-radar",
  queryKey: (body: object) => [...beneficiariesKeys.all, "expiry-radar", body] as const,
});

const STATE_TONE = { expired: "danger", soon: "warning", later: "neutral" } as const;

export function ExpiryRadarScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("beneficiaries.radar");
  if (!can(viewer, "beneficiary.read")) return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  return <Radar />;
}

function Radar() {
  const t = useTranslations("beneficiaries.radar");
  const te = useTranslations("beneficiaries.expiry");
  const f = useFormat();
  const { view, update, query, filtered } = useListQuery(LIST);
  const m = view.matcher;
  const columns: Column<ExpiryRadarRow>[] = [
    { key: "date", header: t("columns.date"), sortable: true, cell: (r) => f.date(r.date) },
    {
      key: "state",
      header: t("columns.state"),
      cell: (r) => <Badge tone={STATE_TONE[r.state]}>{r.daysLeft >= 0 ? te("daysLeft", { days: r.daysLeft }) : te("expiredAgo", { days: -r.daysLeft })}</Badge>,
    },
    { key: "kind", header: t("columns.kind"), cell: (r) => `${te(`kind.${r.kind}`)}${r.ref ? ` · ${r.ref.label}` : ""}` },
    {
      key: "person",
      header: t("columns.person"),
      cell: (r) => (
        <span className="flex flex-col">
          <RowLink href={`/app/beneficiaries?focus=${r.beneficiaryId}`}>{r.name}</RowLink>
          {r.companyName ? <span className="text-xs text-fg-muted">{r.companyName}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ListFilterBar namespace="beneficiaries.radar" filtered={filtered} onClear={() => update({ search: "", matcher: { withinDays: undefined, kinds: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.within")}
          allLabel={t("filters.withinDefault")}
          value={m.withinDays ? String(m.withinDays) : ""}
          options={EXPIRY_WINDOWS.filter((d) => d !== 90).map((d) => ({ value: String(d), label: t("filters.days", { days: d }) }))}
          onChange={(v) => update({ matcher: { withinDays: v ? (Number(v) as (typeof EXPIRY_WINDOWS)[number]) : undefined } })}
        />
        <FilterSelect
          label={t("filters.kind")}
          allLabel={t("filters.allKinds")}
          value={m.kinds?.[0] ?? ""}
          options={EXPIRY_KINDS.map((k) => ({ value: k, label: te(`kind.${k}`) }))}
          onChange={(v) => update({ matcher: { kinds: v ? [v as (typeof EXPIRY_KINDS)[number]] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="beneficiaries.radar" filtered={filtered} columns={columns} rowKey={(r) => `${r.beneficiaryId}-${r.kind}-${r.ref?.id ?? ""}`} view={view} update={update} query={query} />
    </>
  );
}
