"use client";
// /app/customers (quickbooks.read): the customers of the connected QuickBooks company, paged and searched by
// display name (page, page size and search in the URL), each with the client of the firm it is linked to.
// Not connected: a note linking to the QuickBooks settings. "Create from a client" (quickbooks.manage) opens
// the dialog of create-customer-dialog.tsx (loaded on demand).
import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { LIST_PAGE_SIZES } from "@/components/list/list-definition";
import type { MatcherParser } from "@/components/list/list-url";
import { useListView } from "@/components/list/list-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { TextLink } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { PageHeader } from "@/components/ui/page-header";
import { NotAllowed, QueryState } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { apiList } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { QbCustomerRow } from "../contract";
import { quickbooksKeys } from "./keys";
import { clientPath, QB_SETTINGS_PATH, QB_STATUS_PATH, qbCustomerPath } from "./paths";
import { useQuickbooksStatus } from "./use-status";

const CreateCustomerDialog = dynamic(() => import("./create-customer-dialog").then((m) => m.CreateCustomerDialog));

/** The list has no filter: any matcher in the URL reads as none. */
const noMatcher: MatcherParser<Record<string, never>> = { safeParse: () => ({ success: true, data: {} }) };
/** QuickBooks answers by display name only (quickbooks/get-customers-list takes page, perpage, search). */
const VIEW = { sortFields: ["displayName"] as const, defaultSort: { sortBy: "displayName" as const, sortOrder: "asc" as const }, perpageOptions: LIST_PAGE_SIZES, defaultPerpage: 25, matcher: noMatcher };

export function QuickbooksCustomersScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("quickbooks");
  if (!can(viewer, "quickbooks.read")) {
    return <NotAllowed title={t("customers.title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <Customers manage={can(viewer, "quickbooks.manage")} />;
}

function Customers({ manage }: { manage: boolean }) {
  const t = useTranslations("quickbooks");
  const status = useQuickbooksStatus();
  const [creating, setCreating] = useState(false);
  const connected = status.data?.connected === true;
  const createButton = manage && connected ? <Button onClick={() => setCreating(true)}>{t("customers.create")}</Button> : null;
  return (
    <>
      <PageHeader
        title={t("customers.title")}
        description={t("customers.description")}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <TextLink href={QB_STATUS_PATH}>{t("actions.status")}</TextLink>
            {createButton}
          </div>
        }
      />
      <QueryState query={status} labels={{ loading: t("loading"), retry: t("actions.retry") }}>
        {(s) =>
          s.connected ? (
            <CustomerList createButton={createButton} />
          ) : (
            <div role="note">
              <EmptyState
                title={t("customers.connectFirst.title")}
                description={t("customers.connectFirst.description")}
                action={manage ? <TextLink href={QB_SETTINGS_PATH}>{t("customers.connectFirst.link")}</TextLink> : undefined}
              />
            </div>
          )
        }
      </QueryState>
      {creating ? <CreateCustomerDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function CustomerList({ createButton }: { createButton: ReactNode }) {
  const t = useTranslations("quickbooks.customers");
  const f = useFormat();
  const [view, update] = useListView(VIEW);
  const body = { page: view.page, perpage: view.perpage, search: view.search || undefined };
  const query = useQuery({
    queryKey: quickbooksKeys.customerList(body),
    queryFn: ({ signal }) => apiList<QbCustomerRow>("quickbooks/get-customers-list", body, { signal }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<QbCustomerRow>[] = [
    { key: "displayName", header: t("columns.displayName"), cell: (r) => <RowLink href={qbCustomerPath(r.id)}>{r.displayName}</RowLink> },
    { key: "companyName", header: t("columns.companyName"), cell: (r) => r.companyName ?? "—" },
    { key: "email", header: t("columns.email"), cell: (r) => r.email ?? "—" },
    { key: "balance", header: t("columns.balance"), className: "text-right", cell: (r) => f.currency(r.balanceCents) },
    {
      key: "linkedClient",
      header: t("columns.linkedClient"),
      cell: (r) => (r.linkedClient ? <RowLink href={clientPath(r.linkedClient.id)}>{r.linkedClient.name}</RowLink> : <span className="text-fg-muted">{t("notLinked")}</span>),
    },
    { key: "active", header: t("columns.active"), cell: (r) => <Badge tone={r.active ? "success" : "neutral"}>{t(r.active ? "active" : "inactive")}</Badge> },
  ];
  const filtered = Boolean(view.search);
  return (
    <>
      <ListFilterBar namespace="quickbooks.customers" filtered={filtered} onClear={() => update({ search: "" })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
      </ListFilterBar>
      <ListViewTable
        namespace="quickbooks.customers"
        filtered={filtered}
        columns={columns}
        rowKey={(r) => r.id}
        view={view}
        update={update}
        query={query}
        emptyAction={createButton ?? undefined}
      />
    </>
  );
}
