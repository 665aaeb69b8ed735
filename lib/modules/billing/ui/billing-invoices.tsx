"use client";
// The platform's invoices to this subscriber (payapi/invoices/list): number, date, period, total, status.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { apiList } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { BillingInvoiceDto } from "../contract";
import { billingKeys } from "./keys";

const TONE: Record<BillingInvoiceDto["status"], BadgeTone> = { open: "warning", paid: "success", failed: "danger", void: "neutral" };
const PERPAGE = 10;

export function BillingInvoices() {
  const t = useTranslations("billing");
  const f = useFormat();
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: [...billingKeys.invoices, page], queryFn: ({ signal }) => apiList<BillingInvoiceDto>("payapi/invoices/list", { page, perpage: PERPAGE }, { signal }) });
  return (
    <div role="group" aria-labelledby="billing-invoices" className="grid gap-3">
      <h3 id="billing-invoices" className="text-sm font-medium text-fg">
        {t("invoices.title")}
      </h3>
      <DataTable
        caption={t("invoices.title")}
        rows={q.data?.data}
        rowKey={(r) => r.id}
        isLoading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyTitle={t("invoices.none")}
        pagination={q.data && q.data.pagination.total > PERPAGE ? { page, perpage: PERPAGE, total: q.data.pagination.total, onPageChange: setPage } : undefined}
        columns={[
          { key: "number", header: t("invoices.number"), cell: (r) => r.number },
          { key: "issuedOn", header: t("invoices.issuedOn"), cell: (r) => f.date(r.issuedOn) },
          { key: "period", header: t("invoices.period"), cell: (r) => (r.periodStart && r.periodEnd ? t("plan.periodValue", { start: f.date(r.periodStart), end: f.date(r.periodEnd) }) : "") },
          { key: "total", header: t("invoices.total"), cell: (r) => f.currency(r.totalCents, r.currency) },
          { key: "status", header: t("invoices.status"), cell: (r) => <Badge tone={TONE[r.status]}>{t(`status.${r.status}`)}</Badge> },
        ]}
      />
    </div>
  );
}
