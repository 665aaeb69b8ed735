"use client";
// History tab: the case's activity list (/api/petition/activity-list, one page of 1000: spec section 9), newest first.
// HistoryList shows any page of history lines (the RFE case's too, 25 per page).
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CaseDetails, CaseHistoryRow } from "../../contract";
import { useActivityLabel, useRoleLabel } from "../labels";
import { useCaseHistory } from "../use-case-details";

export function HistoryTab({ c }: { c: CaseDetails }) {
  return <HistoryList q={useCaseHistory(c.id)} />;
}

/** History lines newest first with their step and actor; `footer` under the list (pagination). */
export function HistoryList({ q, footer }: { q: UseQueryResult<{ data: CaseHistoryRow[] }>; footer?: ReactNode }) {
  const t = useTranslations("cases");
  const f = useFormat();
  const activity = useActivityLabel();
  const role = useRoleLabel();
  if (q.isPending) return <Spinner label={t("history.loading")} className="py-6" />;
  if (q.isError)
    return (
      <div role="alert">
        <EmptyState title={t("history.error")} description={errorMessage(q.error)} action={<Button onClick={() => q.refetch()}>{t("actions.retry")}</Button>} />
      </div>
    );
  const rows = q.data.data;
  if (rows.length === 0) return <EmptyState title={t("history.empty")} />;
  return (
    <>
    <ol aria-label={t("history.label")} className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
      {rows.map((h) => (
        <li key={h.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-fg">{h.message}</p>
            <p className="text-xs text-fg-muted">
              {[h.activityCode ? activity(h.activityCode) : null, h.actorName ? (h.actorRoleId ? `${h.actorName} (${h.actorRoleName ?? role(h.actorRoleId)})` : h.actorName) : null]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          <time dateTime={h.createdAt} className="shrink-0 text-xs text-fg-muted">
            {f.dateTime(h.createdAt)}
          </time>
        </li>
      ))}
    </ol>
    {footer}
    </>
  );
}
