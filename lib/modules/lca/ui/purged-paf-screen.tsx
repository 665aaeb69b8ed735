"use client";
// /app/purged-paf: the certificates of the purged public access files (/api/lca/paf-purged-list) — what
// was deleted, when, by whom (or the automatic purge) and the retention basis; filter by employer.
import { useTranslations } from "next-intl";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { RowLink } from "@/components/ui/row-link";
import { NotAllowed } from "@/components/ui/screen-states";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import { PURGED_SORT_FIELDS, pafPurgedListBody, type PafPurgeDto } from "../paf-contract";
import { lcaKeys } from "./keys";
import { lcaDetailsPath } from "./links";

const LIST = defineList<PafPurgeDto>()({
  sortFields: PURGED_SORT_FIELDS,
  defaultSort: { sortBy: "purgedAt", sortOrder: "desc" },
  matcher: pafPurgedListBody.shape.filter.unwrap().shape.matcher,
  path: "lca/paf-purged-list",
  queryKey: (body) => [...lcaKeys.all, "purged", body],
});

export function PurgedPafScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  if (!can(viewer, "lca.read")) {
    return <NotAllowed title={t("purged.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <PurgedList viewer={viewer} />;
}

function PurgedList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const { view, update, query, filtered } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const columns: Column<PafPurgeDto>[] = [
    {
      key: "lcaNumber",
      header: t("purged.columns.lcaNumber"),
      sortable: true,
      cell: (p) => (
        <span className="flex flex-col">
          <RowLink href={lcaDetailsPath(p.lcaId)} className="font-medium">
            {p.lcaNumber}
          </RowLink>
          {p.dolCaseNumber ? <span className="text-xs text-fg-muted">{p.dolCaseNumber}</span> : null}
        </span>
      ),
    },
    ...(petitioner ? [] : [{ key: "employer", header: t("purged.columns.employer"), cell: (p: PafPurgeDto) => p.employerName ?? "—" }]),
    { key: "retainUntil", header: t("purged.columns.retainUntil"), sortable: true, cell: (p) => f.date(p.retainUntil) },
    { key: "basis", header: t("purged.columns.basis"), cell: (p) => (t.has(`paf.basisName.${p.basis}`) ? t(`paf.basisName.${p.basis}`) : p.basis) },
    { key: "files", header: t("purged.columns.files"), cell: (p) => t("purged.files", { count: p.items.length }) },
    { key: "purgedBy", header: t("purged.columns.purgedBy"), cell: (p) => p.purgedByName ?? t("purged.auto") },
    { key: "purgedAt", header: t("purged.columns.purgedAt"), sortable: true, cell: (p) => f.dateTime(p.purgedAt) },
  ];
  return (
    <>
      <PageHeader title={t("purged.title")} description={t("purged.description")} />
      {petitioner ? null : (
        <ListFilterBar namespace="lca.purged" filtered={filtered} onClear={() => update({ matcher: { petitionerIds: undefined } })}>
          <ClientFilterSelect namespace="lca.purged" clients={clients} value={view.matcher.petitionerIds?.[0]} onChange={(id) => update({ matcher: { petitionerIds: id ? [id] : undefined } })} />
        </ListFilterBar>
      )}
      <ListViewTable namespace="lca.purged" filtered={filtered} columns={columns} rowKey={(p) => p.id} view={view} update={update} query={query} />
    </>
  );
}
