"use client";
// The platform admin's Coupons tab: code, discount (percent or amount), duration, redemptions used of the
// limit, last day, active (not expired, redemptions left); searched by code, filtered active or inactive;
// "New coupon" opens the coupons/create form.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { useListQuery } from "@/components/list/use-list-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { SearchInput } from "@/components/ui/search-input";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CouponDto } from "../admin-contract";
import { COUPON_STATES } from "../constants";
import { COUPON_LIST, type CouponState } from "./platform-lists";

const CouponDialog = dynamic(() => import("./coupon-dialog").then((m) => m.CouponDialog));

const NS = "platformBilling.coupons";

export function PlatformCoupons() {
  const t = useTranslations(NS);
  const f = useFormat();
  const { view, update, query, filtered } = useListQuery(COUPON_LIST);
  const [creating, setCreating] = useState(false);
  const columns: Column<CouponDto>[] = [
    { key: "code", header: t("columns.code"), sortable: true, cell: (c) => <span className="font-mono">{c.code}</span> },
    {
      key: "discount",
      header: t("columns.discount"),
      cell: (c) => (c.kind === "percent" ? t("percentOff", { percent: c.percentOff ?? 0 }) : t("amountOff", { amount: f.currency(c.amountOffCents ?? 0) })),
    },
    { key: "duration", header: t("columns.duration"), cell: (c) => (c.duration === "repeating" ? t("duration.repeatingMonths", { months: c.durationMonths ?? 0 }) : t(`duration.${c.duration}`)) },
    {
      key: "redeemedCount",
      header: t("columns.redemptions"),
      sortable: true,
      cell: (c) => (
        <span className="tabular-nums">
          {c.maxRedemptions === null ? t("redemptionsNoLimit", { used: f.number(c.redeemedCount) }) : t("redemptionsOf", { used: f.number(c.redeemedCount), limit: f.number(c.maxRedemptions) })}
        </span>
      ),
    },
    { key: "expiresOn", header: t("columns.expires"), sortable: true, cell: (c) => (c.expiresOn ? f.date(c.expiresOn) : <span className="text-fg-muted">{t("noExpiry")}</span>) },
    { key: "active", header: t("columns.active"), cell: (c) => <Badge tone={c.active ? "success" : "neutral"}>{t(`state.${c.active ? "active" : "inactive"}`)}</Badge> },
    { key: "createdAt", header: t("columns.created"), sortable: true, cell: (c) => f.date(c.createdAt) },
  ];
  const state = view.matcher.state;
  const newButton = (
    <Button variant="primary" onClick={() => setCreating(true)}>
      {t("new")}
    </Button>
  );
  return (
    <>
      <div className="mb-4 flex justify-end">{newButton}</div>
      <ListFilterBar namespace={NS} filtered={filtered} onClear={() => update({ search: "", matcher: { state: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.state")}
          allLabel={t("filters.allStates")}
          value={state ?? ""}
          options={COUPON_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          onChange={(v) => update({ matcher: { state: v ? (v as CouponState) : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable namespace={NS} filtered={filtered} columns={columns} rowKey={(c) => c.id} view={view} update={update} query={query} />
      {creating ? <CouponDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
