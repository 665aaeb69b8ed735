"use client";
// /app/paf-generation: build or rebuild the public access files of the firm's filed LCAs. The list is the
// PAF report's (/api/lca/paf-report) narrowed by build state — never built, changed since it was built, or
// current — with what each PAF still lacks; "Build" keeps the bundle as the PAF as built
// (/api/lca/paf-build), "Download" gives that stored PDF (/api/lca/paf-built-file).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column } from "@/components/ui/data-table";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { NotAllowed } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import { PAF_BUILD_STATES, PAF_REPORT_SORT_FIELDS, pafReportBody, type PafBuildState, type PafReportRow } from "../paf-contract";
import { lcaKeys } from "./keys";
import { usePafColumns } from "./paf-columns";

const LIST = defineList<PafReportRow>()({
  sortFields: PAF_REPORT_SORT_FIELDS,
  defaultSort: { sortBy: "filedDate", sortOrder: "desc" },
  matcher: pafReportBody.shape.filter.unwrap().shape.matcher,
  path: "lca/paf-report",
  queryKey: (body) => [...lcaKeys.all, "paf-report", body],
  // Purged files are not built any more.
  toMatcher: (m) => ({ ...m, state: m.state ?? "kept" }),
});

const BUILD_TONE = { never: "warning", stale: "danger", current: "success" } as const;

export function PafGenerationScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  if (!can(viewer, "lca.read")) {
    return <NotAllowed title={t("pafGeneration.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <PafGeneration viewer={viewer} />;
}

function PafGeneration({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const qc = useQueryClient();
  const { view, update, query, filtered } = useListQuery(LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const [busy, setBusy] = useState<string | null>(null);
  const canBuild = can(viewer, "lca.update");

  async function build(r: PafReportRow) {
    setBusy(r.lcaId);
    try {
      await apiPost("lca/paf-build", { lcaId: r.lcaId });
      toast.success(t("pafGeneration.built", { number: r.lcaNumber }));
      await qc.invalidateQueries({ queryKey: lcaKeys.all });
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }
  async function download(r: PafReportRow) {
    try {
      await downloadFile("lca/paf-built-file", { lcaId: r.lcaId }, `PAF-${r.lcaNumber}.pdf`);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const cols = usePafColumns(petitioner);
  const columns: Column<PafReportRow>[] = [
    cols.lca,
    ...cols.employer,
    cols.filedDate,
    cols.items,
    {
      key: "build",
      header: t("pafGeneration.columns.build"),
      cell: (r) =>
        r.build ? (
          <span className="flex flex-col gap-1">
            <Badge tone={BUILD_TONE[r.build]}>{t(`pafGeneration.state.${r.build}`)}</Badge>
            {r.builtAt ? <span className="text-xs text-fg-muted">{f.dateTime(r.builtAt)}</span> : null}
          </span>
        ) : (
          "—"
        ),
    },
    {
      key: "actions",
      header: t("pafGeneration.columns.actions"),
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          {canBuild && r.build ? (
            <Button size="sm" variant={r.build === "current" ? "secondary" : "primary"} loading={busy === r.lcaId} disabled={busy !== null} onClick={() => void build(r)} aria-label={t(r.build === "never" ? "pafGeneration.buildFor" : "pafGeneration.rebuildFor", { number: r.lcaNumber })}>
              {t(r.build === "never" ? "pafGeneration.build" : "pafGeneration.rebuild")}
            </Button>
          ) : null}
          {r.builtAt ? (
            <Button size="sm" variant="ghost" onClick={() => void download(r)} aria-label={t("pafGeneration.downloadFor", { number: r.lcaNumber })}>
              {t("pafGeneration.download")}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  const buildFilter = view.matcher.build;
  return (
    <>
      <PageHeader
        title={t("pafGeneration.title")}
        description={t("pafGeneration.description")}
        actions={
          <LinkButton href="/app/paf-requests" variant="ghost">
            {t("pafRequests.title")}
          </LinkButton>
        }
      />
      <ListFilterBar namespace="lca.pafGeneration" filtered={filtered} onClear={() => update({ matcher: { petitionerIds: undefined, build: undefined } })}>
        {petitioner ? null : (
          <ClientFilterSelect namespace="lca.pafGeneration" clients={clients} value={view.matcher.petitionerIds?.[0]} onChange={(id) => update({ matcher: { petitionerIds: id ? [id] : undefined } })} />
        )}
        <FilterSelect
          label={t("pafGeneration.filters.build")}
          allLabel={t("pafGeneration.filters.allBuild")}
          value={buildFilter ?? ""}
          options={PAF_BUILD_STATES.map((s) => ({ value: s, label: t(`pafGeneration.state.${s}`) }))}
          onChange={(v) => update({ matcher: { build: (v || undefined) as PafBuildState | undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace="lca.pafGeneration" filtered={filtered} columns={columns} rowKey={(r) => r.lcaId} view={view} update={update} query={query} />
    </>
  );
}
