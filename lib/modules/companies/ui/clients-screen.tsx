"use client";
// /app/employers (titled Clients): the firm's client companies — search, status and branch filters,
// sort and server pagination kept in the URL (?filter=&search=&page=&sort=), add a client, invite a
// client contact by e-mail, approve or reject clients that registered themselves.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { useBranchOptions } from "@/lib/modules/branches/ui/hooks";
import { COMPANY_STATUS, type ClientListRow, type UpdateStatusBody, type UpdateStatusResult } from "../contract";
import { ClientCreateDialog } from "./client-create-dialog";
import { FilterSelect } from "@/components/list/filter-select";
import { InviteClientDialog } from "./invite-client-dialog";
import { companiesKeys } from "./keys";
import { clientStatusTone, useClientStatusLabels } from "./labels";
import { LinkButton, TextLink } from "@/components/ui/link-button";
import { RowLink } from "@/components/ui/row-link";
import { listHref } from "@/components/list/list-url";
import { NotAllowed } from "@/components/ui/screen-states";
import { useClientList } from "./use-client-list";
import { can } from "@/lib/shared/permissions";

const clientDetailsHref = (id: string) => `/app/company/details/${id}`;
const clientEditHref = (id: string) => `/app/petitioner-edit/${id}`;

type StatusAction = { row: ClientListRow; statusId: typeof COMPANY_STATUS.ACTIVE | typeof COMPANY_STATUS.REJECTED };

export function ClientsScreen({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("clients");
  if (!can(viewer, "client.read")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <ClientsList viewer={viewer} />;
}

function ClientsList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("clients");
  const f = useFormat();
  const qc = useQueryClient();
  const { view, update, query } = useClientList();
  const { statusLabel, statusOptions } = useClientStatusLabels();
  const showBranchFilter = viewer.roleId !== ROLE.BRANCH_MANAGER && viewer.roleId !== ROLE.PETITIONER;
  const branches = useBranchOptions(showBranchFilter);
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [statusAction, setStatusAction] = useState<StatusAction | null>(null);

  const canManage = can(viewer, "client.manage");
  const canDecide = can(viewer, "client.status");
  const canInvite = can(viewer, "petitioner.invite");

  const setStatus = useMutation({
    mutationFn: (body: UpdateStatusBody) => apiPost<UpdateStatusResult>("company/update-status", body),
    onSuccess: (res, body) => {
      const name = statusAction?.row.name ?? "";
      toast.success(body.statusId === COMPANY_STATUS.ACTIVE ? t("toast.approved", { name }) : t("toast.rejected", { name }));
      qc.invalidateQueries({ queryKey: companiesKeys.all });
      setStatusAction(null);
      return res;
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setStatusAction(null);
    },
  });

  const statusId = view.matcher.statusIds?.[0];
  const branchId = view.matcher.branchIds?.[0];
  const filtered = Boolean(view.search || statusId || branchId);

  const columns: Column<ClientListRow>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (c) => (
        <span className="flex flex-col">
          <RowLink href={clientDetailsHref(c.id)}>{c.name}</RowLink>
          {c.email ? <span className="break-all text-xs text-fg-muted">{c.email}</span> : null}
        </span>
      ),
    },
    { key: "feiNumber", header: t("columns.fein"), cell: (c) => c.feiNumber ?? <span className="text-fg-muted">—</span> },
    {
      key: "primaryContact",
      header: t("columns.primaryContact"),
      cell: (c) =>
        c.primaryContact ? (
          <span className="flex flex-col">
            <span>{c.primaryContact.name}</span>
            {c.primaryContact.email ? <span className="break-all text-xs text-fg-muted">{c.primaryContact.email}</span> : null}
          </span>
        ) : (
          <span className="text-fg-muted">—</span>
        ),
    },
    ...(showBranchFilter ? [{ key: "branch", header: t("columns.branch"), cell: (c: ClientListRow) => c.branchName ?? <span className="text-fg-muted">—</span> }] : []),
    {
      key: "beneficiaryCount",
      header: t("columns.beneficiaries"),
      className: "text-right",
      cell: (c) => (
        <TextLink href={listHref("/app/beneficiaries", { petitionerIds: [c.id] })} aria-label={t("beneficiariesOf", { name: c.name, count: c.beneficiaryCount })}>
          {c.beneficiaryCount}
        </TextLink>
      ),
    },
    { key: "statusId", header: t("columns.status"), cell: (c) => <Badge tone={clientStatusTone(c.statusId)}>{statusLabel(c.statusId)}</Badge> },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (c) => f.longDate(c.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (c) => (
        <span className="flex flex-wrap justify-end gap-2">
          {canDecide && c.statusId === COMPANY_STATUS.PENDING_APPROVAL ? (
            <>
              <Button size="sm" onClick={() => setStatusAction({ row: c, statusId: COMPANY_STATUS.ACTIVE })} aria-label={t("actions.approveNamed", { name: c.name })}>
                {t("actions.approve")}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setStatusAction({ row: c, statusId: COMPANY_STATUS.REJECTED })} aria-label={t("actions.rejectNamed", { name: c.name })}>
                {t("actions.reject")}
              </Button>
            </>
          ) : null}
          {canManage ? (
            <LinkButton size="sm" href={clientEditHref(c.id)} aria-label={t("actions.editNamed", { name: c.name })}>
              {t("actions.edit")}
            </LinkButton>
          ) : null}
        </span>
      ),
    },
  ];

  const approving = statusAction?.statusId === COMPANY_STATUS.ACTIVE;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            {canInvite ? (
              <Button variant="secondary" onClick={() => setInviting(true)}>
                {t("invite.open")}
              </Button>
            ) : null}
            {canManage ? <Button onClick={() => setCreating(true)}>{t("add")}</Button> : null}
          </>
        }
      />
      <ListFilterBar namespace="clients" filtered={filtered} onClear={() => update({ search: "", matcher: { statusIds: undefined, branchIds: undefined, petitionerIds: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={statusId ? String(statusId) : ""}
          options={statusOptions}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as 1 | 2 | 3 | 4] : undefined } })}
        />
        {showBranchFilter ? (
          <FilterSelect
            label={t("filters.branch")}
            allLabel={t("filters.allBranches")}
            value={branchId ?? ""}
            options={branches.options}
            disabled={branches.isLoading}
            onChange={(v) => update({ matcher: { branchIds: v ? [v] : undefined } })}
          />
        ) : null}
      </ListFilterBar>
      <ListViewTable
        namespace="clients"
        filtered={filtered}
        columns={columns}
        rowKey={(c) => c.id}
        view={view}
        update={update}
        query={query}
        emptyAction={canManage ? <Button onClick={() => setCreating(true)}>{t("add")}</Button> : undefined}
      />
      {canManage ? <ClientCreateDialog open={creating} onOpenChange={setCreating} viewer={viewer} /> : null}
      {canInvite ? <InviteClientDialog open={inviting} onOpenChange={setInviting} /> : null}
      <ConfirmDialog
        open={statusAction !== null}
        onOpenChange={(open) => !open && setStatusAction(null)}
        title={approving ? t("confirm.approveTitle") : t("confirm.rejectTitle")}
        message={approving ? t("confirm.approveMessage", { name: statusAction?.row.name ?? "" }) : t("confirm.rejectMessage", { name: statusAction?.row.name ?? "" })}
        confirmLabel={approving ? t("actions.approve") : t("actions.reject")}
        destructive={!approving}
        loading={setStatus.isPending}
        onConfirm={() => statusAction && setStatus.mutate({ id: statusAction.row.id, statusId: statusAction.statusId })}
      />
    </>
  );
}
