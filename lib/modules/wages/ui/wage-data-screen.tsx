"use client";
// /app/wage-data: the installation's OFLC wage tables — the wage years imported (areas, counties, wage
// rows, when) and, for the platform admin, the import of a year's Geography and ALC_Export files.
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { FormAlert } from "@/components/ui/form-alert";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress } from "@/lib/shared/api-progress";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { WageDatasetDto, WageImportResult } from "../contract";

const KEY = ["wage-data", "list"] as const;

export function WageDataScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("wages");
  if (!can(viewer, "wage-data.read") && !can(viewer, "wage-data.import")) {
    return <NotAllowed title={t("title")} message={t("notAllowed")} description={t("description")} backLabel={t("back")} />;
  }
  return <WageData canImport={can(viewer, "wage-data.import")} />;
}

function WageData({ canImport }: { canImport: boolean }) {
  const t = useTranslations("wages");
  const f = useFormat();
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiPost<WageDatasetDto[]>("wage-data/list", {}, { signal }) });
  const columns: Column<WageDatasetDto>[] = [
    { key: "wageYear", header: t("columns.wageYear"), cell: (d) => `${d.wageYear}–${d.wageYear + 1}` },
    { key: "areas", header: t("columns.areas"), cell: (d) => f.number(d.areas) },
    { key: "counties", header: t("columns.counties"), cell: (d) => f.number(d.counties) },
    { key: "rates", header: t("columns.rates"), cell: (d) => f.number(d.rates) },
    { key: "importedAt", header: t("columns.importedAt"), cell: (d) => f.dateTime(d.importedAt) },
  ];
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-4">
        {canImport ? <ImportForm /> : null}
        <DataTable
          caption={t("title")}
          columns={columns}
          rows={q.data ?? []}
          rowKey={(d) => String(d.wageYear)}
          isLoading={q.isPending}
          error={q.error}
          onRetry={() => q.refetch()}
          emptyTitle={t("empty")}
        />
      </div>
    </>
  );
}

function ImportForm() {
  const t = useTranslations("wages");
  const qc = useQueryClient();
  const id = useId();
  const files = useRef<HTMLInputElement>(null);
  const [year, setYear] = useState(String(new Date().getUTCFullYear() - (new Date().getUTCMonth() < 6 ? 1 : 0)));
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const picked = Array.from(files.current?.files ?? []);
    setError(null);
    setBusy(true);
    try {
      const res = await postFormWithProgress<WageImportResult>("wage-data/import", { wageYear: year }, picked, setProgress);
      toast.success(t("imported", { year: res.wageYear, counties: res.counties, rates: res.rates }));
      await qc.invalidateQueries({ queryKey: KEY });
      if (files.current) files.current.value = "";
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <CardSection title={t("import")}>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <label htmlFor={`${id}-year`} className="text-sm font-medium text-fg">
            {t("wageYear")}
          </label>
          <input id={`${id}-year`} className={inputClass} inputMode="numeric" required value={year} onChange={(e) => setYear(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-files`} className="text-sm font-medium text-fg">
            {t("files")}
          </label>
          <input
            ref={files}
            id={`${id}-files`}
            type="file"
            multiple
            required
            accept=".csv,.gz,text/csv,application/gzip"
            aria-describedby={`${id}-hint`}
            className="text-sm text-fg file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm"
          />
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {t("filesHint")}
          </p>
        </div>
        <Button type="submit" loading={busy}>
          {t("submit")}
        </Button>
      </form>
      {busy ? (
        <p className="mt-2 text-sm text-fg-muted" aria-live="polite">
          {t("importing", { percent: Math.round(progress * 100) })}
        </p>
      ) : null}
      <div className="mt-2">
        <FormAlert message={error} />
      </div>
    </CardSection>
  );
}
