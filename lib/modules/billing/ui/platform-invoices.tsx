"use client";
// The platform admin's Invoices tab: the platform's invoices to every subscriber (number, subscriber, period,
// amount, status, due and paid dates), filtered by status, searched by number or subscriber; an open or
// failed one is marked paid through a confirmation naming it and its amount, with the payment's reference.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { ListViewTable } from "@/components/list/list-view-table";
import { useListQuery } from "@/components/list/use-list-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { useFormat } from "@/lib/shared/format/use-format";
import type { AdminInvoiceRow } from "../admin-contract";
import { BILLING_INVOICE_STATUSES } from "../constants";
import { PLATFORM_INVOICE_LIST, type PlatformInvoiceStatus } from "./platform-lists";
import { StatusSearchBar } from "./status-search-bar";
import { SubscriberCell } from "./subscriber-cell";

const MarkPaidDialog = dynamic(() => import("./mark-paid-dialog").then((m) => m.MarkPaidDialog));

const NS = "platformBilling.invoices";
const TONE: Record<PlatformInvoiceStatus, BadgeTone> = { open: "warning", paid: "success", failed: "danger", void: "neutral" };

export function PlatformInvoices() {
  const t = useTranslations(NS);
  const f = useFormat();
  const { view, update, query, filtered } = useListQuery(PLATFORM_INVOICE_LIST);
  const [paying, setPaying] = useState<AdminInvoiceRow | null>(null);
  const none = <span className="text-fg-muted">—</span>;
  const columns: Column<AdminInvoiceRow>[] = [
    { key: "number", header: t("columns.number"), sortable: true, cell: (r) => <span className="tabular-nums">{r.number}</span> },
    { key: "subscriber", header: t("columns.subscriber"), sortable: true, cell: (r) => <SubscriberCell subscriber={r.subscriber} /> },
    { key: "period", header: t("columns.period"), cell: (r) => (r.periodStart && r.periodEnd ? t("periodValue", { start: f.date(r.periodStart), end: f.date(r.periodEnd) }) : none) },
    { key: "totalCents", header: t("columns.amount"), sortable: true, className: "text-right", cell: (r) => <span className="tabular-nums">{f.currency(r.totalCents, r.currency)}</span> },
    { key: "status", header: t("columns.status"), sortable: true, cell: (r) => <Badge tone={TONE[r.status]}>{t(`status.${r.status}`)}</Badge> },
    { key: "issuedOn", header: t("columns.due"), sortable: true, cell: (r) => f.date(r.issuedOn) },
    { key: "paidAt", header: t("columns.paid"), sortable: true, cell: (r) => (r.paidAt ? f.date(r.paidAt) : none) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      cell: (r) =>
        r.status === "open" || r.status === "failed" ? (
          <Button size="sm" variant="secondary" onClick={() => setPaying(r)} aria-label={t("markPaidFor", { number: r.number })}>
            {t("markPaid")}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <StatusSearchBar namespace={NS} statuses={BILLING_INVOICE_STATUSES} filtered={filtered} search={view.search} status={view.matcher.status} onChange={update} />
      <ListViewTable namespace={NS} filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} />
      {paying ? <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
    </>
  );
}
