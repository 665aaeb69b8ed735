"use client";
// The columns the PAF report and PAF generation share: the LCA (link to its PAF tab), the employer, the
// filing date and what the PAF lacks (or its purge).
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { type Column } from "@/components/ui/data-table";
import { RowLink } from "@/components/ui/row-link";
import { useFormat } from "@/lib/shared/format/use-format";
import type { PafReportRow } from "../paf-contract";
import { lcaDetailsPath } from "./links";

export function usePafColumns(petitioner: boolean) {
  const t = useTranslations("lca");
  const f = useFormat();
  const lca: Column<PafReportRow> = {
    key: "lcaNumber",
    header: t("pafReport.columns.lcaNumber"),
    sortable: true,
    cell: (r) => (
      <span className="flex flex-col">
        <RowLink href={`${lcaDetailsPath(r.lcaId)}?tab=paf`} className="font-medium">
          {r.lcaNumber}
        </RowLink>
        {r.dolCaseNumber ? <span className="text-xs text-fg-muted">{r.dolCaseNumber}</span> : null}
      </span>
    ),
  };
  const employer: Column<PafReportRow>[] = petitioner ? [] : [{ key: "employer", header: t("pafReport.columns.employer"), cell: (r) => r.employerName ?? "—" }];
  const filedDate: Column<PafReportRow> = { key: "filedDate", header: t("pafReport.columns.filedDate"), sortable: true, cell: (r) => (r.filedDate ? f.date(r.filedDate) : "—") };
  const items: Column<PafReportRow> = {
    key: "items",
    header: t("pafReport.columns.items"),
    cell: (r) =>
      r.purgedAt ? (
        <Badge tone="neutral">{t("pafReport.purged", { date: f.date(r.purgedAt) })}</Badge>
      ) : r.missing.length === 0 ? (
        <Badge tone="success">{t("paf.complete")}</Badge>
      ) : (
        <span className="flex flex-col gap-1">
          <Badge tone="warning">{t("paf.incomplete", { count: r.missing.length })}</Badge>
          <span className="text-xs text-fg-muted">{r.missing.map((k) => t(`paf.item.${k}`)).join("; ")}</span>
        </span>
      ),
  };
  return { lca, employer, filedDate, items };
}
