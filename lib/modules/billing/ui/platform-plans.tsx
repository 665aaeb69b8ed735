"use client";
// The platform admin's Plans tab (read-only, payapi/plans/list): every plan, inactive ones too — code, name,
// products, monthly and yearly price, per seat or flat, active. Plans change through a migration (README).
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { apiPost } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { PlanDto } from "../contract";
import { billingKeys } from "./keys";

export function PlatformPlans() {
  const t = useTranslations("platformBilling.plans");
  const f = useFormat();
  const q = useQuery({ queryKey: billingKeys.plans, queryFn: ({ signal }) => apiPost<PlanDto[]>("payapi/plans/list", {}, { signal }) });
  const money = (cents: number) => <span className="tabular-nums">{f.currency(cents)}</span>;
  return (
    <>
      <p className="mb-4 text-sm text-fg-muted">{t("note")}</p>
      <DataTable
        caption={t("title")}
        rows={q.data}
        rowKey={(p) => p.id}
        isLoading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyTitle={t("empty")}
        columns={[
          { key: "code", header: t("columns.code"), cell: (p) => <span className="font-mono">{p.id}</span> },
          { key: "name", header: t("columns.name"), cell: (p) => p.name },
          { key: "products", header: t("columns.products"), cell: (p) => p.products.map((c) => (t.has(`products.${c}`) ? t(`products.${c}`) : c)).join(", ") },
          { key: "monthly", header: t("columns.monthly"), className: "text-right", cell: (p) => money(p.monthlyCents) },
          { key: "yearly", header: t("columns.yearly"), className: "text-right", cell: (p) => money(p.yearlyCents) },
          { key: "pricing", header: t("columns.pricing"), cell: (p) => t(p.perSeat ? "perSeat" : "flat") },
          { key: "active", header: t("columns.active"), cell: (p) => <Badge tone={p.active ? "success" : "neutral"}>{t(p.active ? "active" : "inactive")}</Badge> },
        ]}
      />
    </>
  );
}
