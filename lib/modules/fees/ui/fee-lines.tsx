"use client";
// The computed fees of a filing: the lines table (form, fee, amount, payer badge, reason; lines waiting
// for a fact are marked and left out of the total), the totals by payer, the notes and the facts to enter.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { UseQueryResult } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import { useFormat } from "@/lib/shared/format/use-format";
import type { FilingFees } from "../contract";
import type { FeeLineResult } from "../fees-for";
import type { MissingFact } from "../facts";
import type { Payer } from "../schedule";

const PAYER_TONE: Record<Payer, BadgeTone> = { employer: "warning", beneficiary: "info", either: "neutral" };
const PAYERS: readonly Payer[] = ["employer", "beneficiary", "either"];

export function PayerBadge({ payer }: { payer: Payer }) {
  const t = useTranslations("fees");
  return (
    <span title={t(`payerHint.${payer}`)}>
      <Badge tone={PAYER_TONE[payer]}>{t(`payer.${payer}`)}</Badge>
    </span>
  );
}

function useFactNames() {
  const t = useTranslations("fees");
  return (facts: MissingFact[]) => facts.map((f) => t(`fact.${f}`)).join(", ");
}

export function FeeLines({ query, children }: { query: UseQueryResult<FilingFees>; children?: ReactNode }) {
  const t = useTranslations("fees");
  const f = useFormat();
  const factNames = useFactNames();
  const data = query.data;
  const columns: Column<FeeLineResult>[] = [
    { key: "form", header: t("columns.form"), cell: (l) => l.form },
    {
      key: "fee",
      header: t("columns.fee"),
      cell: (l) => (
        <span title={t("source", { source: l.source })}>
          {t(`fee.${l.code}`)}
          {!l.counted ? <span className="block text-xs text-warning-strong">{t("notCounted", { facts: factNames(l.needs) })}</span> : null}
          {l.counted && l.needs.length ? <span className="block text-xs text-fg-muted">{t("needs", { facts: factNames(l.needs) })}</span> : null}
        </span>
      ),
    },
    { key: "amount", header: t("columns.amount"), className: "text-right tabular-nums", cell: (l) => <span className={l.counted ? "" : "text-fg-muted line-through"}>{f.currency(l.amountCents)}</span> },
    { key: "payer", header: t("columns.payer"), cell: (l) => <PayerBadge payer={l.payer} /> },
    { key: "reason", header: t("columns.reason"), cell: (l) => t(`reason.${l.reason}`) },
  ];
  return (
    <div className="grid gap-4">
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={data?.lines}
        rowKey={(l) => l.code}
        isLoading={query.isPending}
        error={query.isError ? query.error : undefined}
        onRetry={() => query.refetch()}
        emptyTitle={t("empty")}
        density="compact"
      />
      {data ? (
        <>
          <dl className="grid gap-1 text-sm sm:max-w-sm" aria-label={t("byPayerTitle")}>
            {PAYERS.filter((p) => data.byPayer[p] > 0).map((p) => (
              <div key={p} className="flex justify-between gap-4">
                <dt>{t(`payer.${p}`)}</dt>
                <dd className="tabular-nums">{f.currency(data.byPayer[p])}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-border pt-1 font-semibold">
              <dt>{t("total")}</dt>
              <dd className="tabular-nums">{f.currency(data.totalCents)}</dd>
            </div>
          </dl>
          {data.notes.length ? (
            <ul className="list-disc pl-5 text-sm text-fg-muted">
              {data.notes.map((n) => (
                <li key={n}>{t(`note.${n}`)}</li>
              ))}
            </ul>
          ) : null}
          {data.missing.length ? (
            <div role="status" className="rounded-md bg-warning-soft p-3 text-sm text-warning-strong">
              <p className="font-semibold">{t("missingTitle")}</p>
              <p>{t("missingIntro")}</p>
              <ul className="mt-1 list-disc pl-5">
                {data.missing.map((m) => (
                  <li key={m}>{t(`missingFact.${m}`)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
      {children}
    </div>
  );
}
