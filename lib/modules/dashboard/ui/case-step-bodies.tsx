"use client";
// The dashboard's widgets that name workflow steps (CURRENT_STATUS_OF_CASE, PENDING_CASE_STATS): the step by
// its code in the reader's language (step-names.ts). Loaded with the cases messages they need
// (widget-bodies.tsx, lazyWithMessages), so the dashboard page does not carry them on every visit.
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { TextLink } from "@/components/ui/link-button";
import { useActivityLabel } from "@/lib/modules/cases/ui/hooks";
import { useFormat } from "@/lib/shared/format/use-format";
import type { StatsOf } from "../contract";
import { ChartFigure } from "./chart-figure";
import { nextStepLabel, pendingStepLabel } from "./step-names";

type Props<C extends "CURRENT_STATUS_OF_CASE" | "PENDING_CASE_STATS"> = { data: StatsOf<C> };

export function CurrentStatus({ data }: Props<"CURRENT_STATUS_OF_CASE">) {
  const t = useTranslations("dashboardWidgets.widgets.CURRENT_STATUS_OF_CASE");
  const f = useFormat();
  const activity = useActivityLabel();
  if (data.rows.length === 0) return <p className="text-sm text-fg-muted">{t("empty")}</p>;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {data.rows.map((c) => (
        <article key={c.id} className="rounded-md border border-border p-3 text-sm" aria-label={c.caseNumber}>
          <TextLink href={c.detailsPath} className="font-semibold">
            {c.caseNumber}
          </TextLink>
          <p className="text-fg-muted">{[c.typeName, c.beneficiaryName].filter(Boolean).join(" · ")}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-fg-muted">{t("status")}</dt>
            <dd>
              <Badge tone="info">{c.statusName ?? "—"}</Badge>
            </dd>
            <dt className="text-fg-muted">{t("next")}</dt>
            <dd>{nextStepLabel(c, activity) ?? t("done")}</dd>
            <dt className="text-fg-muted">{t("deadline")}</dt>
            <dd>{c.deadlineDate ? f.date(c.deadlineDate) : t("none")}</dd>
          </dl>
        </article>
      ))}
      {data.total > data.rows.length ? (
        <TextLink href="/app/cases" className="text-sm">
          {t("more", { total: data.total })}
        </TextLink>
      ) : null}
    </div>
  );
}

export function PendingCaseStats({ data }: Props<"PENDING_CASE_STATS">) {
  const t = useTranslations("dashboardWidgets");
  const tw = useTranslations("dashboardWidgets.widgets.PENDING_CASE_STATS");
  const activity = useActivityLabel();
  if (data.rows.length === 0) return <p className="text-sm text-fg-muted">{tw("empty")}</p>;
  return (
    <>
      <ChartFigure name={tw("title")} valueName={t("count")} data={data.rows.map((r) => ({ label: pendingStepLabel(r, activity, tw("done")), value: r.count, highlight: r.mine }))} />
      {data.rows.some((r) => r.mine) ? <p className="text-xs text-fg-muted">{tw("mine")}</p> : null}
    </>
  );
}
