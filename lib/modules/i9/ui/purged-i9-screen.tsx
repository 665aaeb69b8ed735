"use client";
// /app/purged-i9: the certificates of the purged Forms I-9 (/api/i9/purged-list) — who the employee was,
// the employer, the employment's dates, until when it was kept and why (rule 1), when and by whom it was
// purged (or the automatic purge); search, employer filter, sort and pages kept in the URL.
import { useTranslations } from "next-intl";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { TextLink } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { PURGED_I9_SORT_FIELDS, purgedI9ListBody, type I9PurgeCertificateDto } from "../retention-contract";
import { i9Keys } from "./keys";
import { useEmployerOptions } from "./use-employers";

const LIST = defineList<I9PurgeCertificateDto>()({
  sortFields: PURGED_I9_SORT_FIELDS,
  defaultSort: { sortBy: "purgedAt", sortOrder: "desc" },
  matcher: purgedI9ListBody.shape.filter.unwrap().shape.matcher,
  path: "i9/purged-list",
  queryKey: i9Keys.purged,
});

export function PurgedI9Screen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.retention");
  if (!can(viewer, "i9.read")) {
    return <NotAllowed title={t("purgedTitle")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <PurgedList viewer={viewer} />;
}

function PurgedList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("i9.retention");
  const f = useFormat();
  const { view, update, query } = useListQuery(LIST);
  const employers = useEmployerOptions();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const employer = view.matcher.employers?.[0];
  const filtered = Boolean(view.search || employer);
  const columns: Column<I9PurgeCertificateDto>[] = [
    {
      key: "employeeName",
      header: t("columns.employee"),
      sortable: true,
      cell: (c) => (
        <RowLink href={`/app/i9-details/${c.recordId}`} aria-label={t("openCertificate", { name: c.employeeName })} className="font-medium">
          {c.employeeName}
        </RowLink>
      ),
    },
    ...(petitioner ? [] : [{ key: "employer", header: t("columns.employer"), cell: (c: I9PurgeCertificateDto) => c.employerName }]),
    { key: "hireDate", header: t("columns.hireDate"), cell: (c) => f.date(c.hireDate) },
    { key: "terminationDate", header: t("columns.terminationDate"), sortable: true, cell: (c) => f.date(c.terminationDate) },
    { key: "retainUntil", header: t("columns.retainUntil"), sortable: true, cell: (c) => f.date(c.retainUntil) },
    { key: "basis", header: t("columns.basis"), cell: (c) => t(`basis.${c.basis}`) },
    { key: "purgedBy", header: t("columns.purgedBy"), cell: (c) => c.purgedByName ?? t("automatic") },
    { key: "purgedAt", header: t("columns.purgedAt"), sortable: true, cell: (c) => f.dateTime(c.purgedAt) },
  ];
  return (
    <>
      <PageHeader title={t("purgedTitle")} description={t("purgedDescription")} actions={<TextLink href="/app/i9-reports">{t("reportsTitle")}</TextLink>} />
      <ListFilterBar namespace="i9.retention.purgedList" filtered={filtered} onClear={() => update({ search: "", matcher: { employers: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        {petitioner ? null : (
          <FilterSelect label={t("employer")} allLabel={t("allEmployers")} value={employer ?? ""} options={employers.options} onChange={(v) => update({ matcher: { employers: v ? [v] : undefined } })} />
        )}
      </ListFilterBar>
      <ListViewTable namespace="i9.retention.purgedList" filtered={filtered} columns={columns} rowKey={(c) => c.id} view={view} update={update} query={query} />
    </>
  );
}
