"use client";
// History tab: the LCA's activity (/api/lca/activity-list), newest first, 50 at a time with "Show more":
// requests, edits, status changes, notices, public access file changes and the purge.
import { useTranslations } from "next-intl";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { apiList, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { LcaActivityRow, LcaDto } from "../contract";
import { lcaKeys } from "./keys";
import { useLcaLabels } from "./labels";

const PER_PAGE = 50;

export function LcaHistoryTab({ l }: { l: LcaDto }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const labels = useLcaLabels();
  const q = useInfiniteQuery({
    queryKey: lcaKeys.activity(l.id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => apiList<LcaActivityRow>("lca/activity-list", { id: l.id, page: pageParam, perpage: PER_PAGE, sortOrder: "desc" }, { signal }),
    getNextPageParam: (last, all) => (all.length * PER_PAGE < (last.pagination?.total ?? 0) ? all.length + 1 : undefined),
  });
  if (q.isPending) return <Spinner label={t("details.loading")} className="py-6" />;
  if (q.isError)
    return (
      <div role="alert">
        <EmptyState title={t("details.loadError")} description={errorMessage(q.error)} action={<Button onClick={() => q.refetch()}>{t("actions.retry")}</Button>} />
      </div>
    );
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <EmptyState title={t("history.none")} />;
  const p = (r: LcaActivityRow, k: string) => (r.params[k] ?? "") as string;
  const text = (r: LcaActivityRow) => {
    switch (r.code) {
      case "status":
        return t("history.status", { status: r.statusId ? labels.statusLabel(r.statusId) : "—" });
      case "notice.saved":
      case "notice.taken-down":
        return t(`history.${r.code.replace(".", "_")}`, { start: f.date(p(r, "startDate")), end: f.date(p(r, "endDate")), views: Number(r.params.views ?? 0) });
      default: {
        const key = `history.${r.code.replace(".", "_")}`;
        return t.has(key) ? t(key, { fileName: p(r, "fileName"), caseNumber: p(r, "caseNumber"), email: p(r, "email") }) : r.code;
      }
    }
  };
  return (
    <div className="grid gap-3">
      <ol aria-label={t("tabs.history")} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm text-fg">{text(r)}</p>
              <p className="text-xs text-fg-muted">{r.userName ? t("history.by", { name: r.userName }) : t("history.system")}</p>
            </div>
            <time dateTime={r.createdAt} className="shrink-0 text-xs text-fg-muted">
              {f.dateTime(r.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      {q.hasNextPage ? (
        <div>
          <Button variant="secondary" size="sm" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {t("history.more")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
