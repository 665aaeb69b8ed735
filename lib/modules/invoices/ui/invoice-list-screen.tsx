"use client";
// /app/invoice-list and /app/pending-invoice: the invoices within the viewer's reach (a petitioner its
// company's, once sent) with their status colours — filters (status, client), search (number or client),
// sort and pages kept in the URL like every list. The pending list is the same list fixed to what is still
// owed, the earliest due first, the overdue ones marked. "New invoice" for invoice.manage.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { useListQuery } from "@/components/list/use-list-query";
import { Button } from "@/components/ui/button";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import { ROLE } from "@/lib/shared/constants/roles";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { INVOICE_STATUSES, type InvoiceStatus } from "../status";
import { useInvoiceColumns } from "./invoice-columns";
import { INVOICE_LIST, PENDING_INVOICE_LIST, PENDING_STATUSES } from "./list-definition";
import { INVOICE_LIST_PATH, newInvoicePath, PENDING_INVOICE_PATH } from "./paths";

/** The firm's invoice settings load after the page (their forms are not needed for the first paint: the list
 * page's first-load JavaScript stays within its budget); until then the same button, not yet active. */
function SettingsButtonLoading({ label }: { label: "settings.open" | "onlinePayment.open" }) {
  const t = useTranslations("invoices");
  return (
    <Button variant="secondary" disabled>
      {t(label)}
    </Button>
  );
}
const PaymentInstructionsButton = dynamic(() => import("./payment-instructions-dialog").then((m) => m.PaymentInstructionsButton), {
  ssr: false,
  loading: () => <SettingsButtonLoading label="settings.open" />,
});
const OnlinePaymentButton = dynamic(() => import("./online-payment-dialog").then((m) => m.OnlinePaymentButton), {
  ssr: false,
  loading: () => <SettingsButtonLoading label="onlinePayment.open" />,
});

export function InvoiceListScreen({ viewer, pending = false }: { viewer: Viewer; pending?: boolean }) {
  const t = useTranslations("invoices");
  if (!can(viewer, "invoice.read")) {
    return <NotAllowed title={t(pending ? "pendingTitle" : "title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <InvoiceList viewer={viewer} pending={pending} />;
}

function InvoiceList({ viewer, pending }: { viewer: Viewer; pending: boolean }) {
  const t = useTranslations("invoices");
  const { view, update, query } = useListQuery(pending ? PENDING_INVOICE_LIST : INVOICE_LIST);
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const columns = useInvoiceColumns({ showClient: !petitioner });
  const { status, companyId } = view.matcher;
  const filtered = Boolean(view.search || status || companyId);
  const manage = can(viewer, "invoice.manage");
  const newButton = manage ? <LinkButton variant="primary" href={newInvoicePath({ companyId })}>{t("new")}</LinkButton> : null;
  const statuses: readonly InvoiceStatus[] = pending ? PENDING_STATUSES : INVOICE_STATUSES;

  return (
    <>
      <PageHeader
        title={t(pending ? "pendingTitle" : "title")}
        description={t(pending ? "pendingDescription" : "description")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href={pending ? INVOICE_LIST_PATH : PENDING_INVOICE_PATH}>{t(pending ? "allInvoices" : "pendingTitle")}</TextLink>
            {can(viewer, "settings.view") && !pending ? <PaymentInstructionsButton /> : null}
            {can(viewer, "settings.view") && !pending ? <OnlinePaymentButton /> : null}
            {newButton}
          </div>
        }
      />
      <ListFilterBar namespace="invoices" filtered={filtered} onClear={() => update({ search: "", matcher: { status: undefined, companyId: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={status ?? ""}
          options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => update({ matcher: { status: v ? (v as InvoiceStatus) : undefined } })}
        />
        {petitioner ? null : <ClientFilterSelect namespace="invoices" clients={clients} value={companyId} onChange={(id) => update({ matcher: { companyId: id } })} />}
      </ListFilterBar>
      <ListViewTable
        namespace={pending ? "invoices.pending" : "invoices"}
        filtered={filtered}
        columns={columns}
        rowKey={(r) => r.id}
        view={view}
        update={update}
        query={query}
        emptyAction={pending ? undefined : (newButton ?? undefined)}
      />
    </>
  );
}
