"use client";
// A case's invoices (for the case screen, composed in app/): the invoices that name the case, newest first,
// and "New invoice" with the case's client and the case already chosen.
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/ui/data-table";
import { LinkButton } from "@/components/ui/link-button";
import { apiList } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { InvoiceListRow } from "../contract";
import { useInvoiceColumns } from "./invoice-columns";
import { invoicesKeys } from "./keys";
import { newInvoicePath } from "./paths";

export function InvoicesOfCase({ viewer, petitionId, companyId }: { viewer: Viewer; petitionId: string; companyId: string | null }) {
  const t = useTranslations("invoices");
  const body = { page: 1, perpage: 100, sortBy: "number", sortOrder: "desc", filter: { matcher: { petitionId } } } as const;
  const q = useQuery({ queryKey: invoicesKeys.list(body), queryFn: ({ signal }) => apiList<InvoiceListRow>("invoices/list", body, { signal }), enabled: can(viewer, "invoice.read") });
  const columns = useInvoiceColumns({ showClient: false, showCases: false }).map((c) => ({ ...c, sortable: false }));
  if (!can(viewer, "invoice.read")) return null;
  const newButton = can(viewer, "invoice.manage") && companyId ? <LinkButton size="sm" variant="primary" href={newInvoicePath({ companyId, petitionId })}>{t("new")}</LinkButton> : null;
  return (
    <section className="grid gap-3" aria-labelledby="case-invoices-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="case-invoices-title" className="text-base font-semibold">{t("ofCase.title")}</h2>
        {newButton}
      </div>
      <DataTable
        caption={t("ofCase.caption")}
        columns={columns}
        rows={q.data?.data}
        rowKey={(r) => r.id}
        isLoading={q.isFetching}
        error={q.error}
        onRetry={() => q.refetch()}
        emptyTitle={t("ofCase.empty")}
        emptyDescription={t("ofCase.emptyDescription")}
        density="compact"
      />
    </section>
  );
}
