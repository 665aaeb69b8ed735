"use client";
// The platform admin's Subscriptions tab: every firm's and petitioner company's subscription (subscriber,
// plan, interval, price, seats, status, current period's end, coupon), paged, sorted, filtered by status.
import { useTranslations } from "next-intl";
import { ListViewTable } from "@/components/list/list-view-table";
import { useListQuery } from "@/components/list/use-list-query";
import { Badge } from "@/components/ui/badge";
import type { Column } from "@/components/ui/data-table";
import { useFormat } from "@/lib/shared/format/use-format";
import type { AdminSubscriptionRow } from "../admin-contract";
import { SUBSCRIPTION_STATUSES } from "../constants";
import { SUBSCRIPTION_LIST } from "./platform-lists";
import { StatusSearchBar } from "./status-search-bar";
import { SubscriberCell } from "./subscriber-cell";

const NS = "platformBilling.subscriptions";

export function PlatformSubscriptions() {
  const t = useTranslations(NS);
  const f = useFormat();
  const { view, update, query, filtered } = useListQuery(SUBSCRIPTION_LIST);
  const columns: Column<AdminSubscriptionRow>[] = [
    { key: "subscriber", header: t("columns.subscriber"), sortable: true, cell: (r) => <SubscriberCell subscriber={r.subscriber} /> },
    { key: "plan", header: t("columns.plan"), sortable: true, cell: (r) => r.planName },
    { key: "interval", header: t("columns.interval"), cell: (r) => t(`interval.${r.interval}`) },
    { key: "price", header: t("columns.price"), sortable: true, className: "text-right", cell: (r) => <span className="tabular-nums">{f.currency(r.priceCents)}</span> },
    { key: "seats", header: t("columns.seats"), sortable: true, className: "text-right", cell: (r) => <span className="tabular-nums">{f.number(r.seats)}</span> },
    {
      key: "status",
      header: t("columns.status"),
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={r.status === "active" ? "success" : "neutral"}>{t(`status.${r.status}`)}</Badge>
          {r.status === "active" && r.cancelAtPeriodEnd ? <span className="text-xs text-fg-muted">{t("endsAtPeriodEnd")}</span> : null}
        </span>
      ),
    },
    { key: "periodEnd", header: t("columns.periodEnd"), sortable: true, cell: (r) => f.date(r.periodEnd) },
    { key: "coupon", header: t("columns.coupon"), cell: (r) => r.couponCode ?? <span className="text-fg-muted">{t("noCoupon")}</span> },
  ];
  return (
    <>
      <StatusSearchBar namespace={NS} statuses={SUBSCRIPTION_STATUSES} filtered={filtered} search={view.search} status={view.matcher.status} onChange={update} />
      <ListViewTable namespace={NS} filtered={filtered} columns={columns} rowKey={(r) => r.id} view={view} update={update} query={query} />
    </>
  );
}
