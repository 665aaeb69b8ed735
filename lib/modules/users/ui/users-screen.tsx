"use client";
// /app/users: the firm's staff users — search, sort, role and status filters, server pagination,
// add, edit, activate/deactivate. `focusId` (?focus=<membership id>) marks that user and opens them.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { FIRM_MANAGER_ROLES, ROLE, STAFF_ROLES } from "@/lib/shared/constants/roles";
import { formatLongDate } from "@/lib/shared/format";
import type { Viewer } from "@/lib/modules/profile/ui/viewer";
import { useBranchOptions } from "@/lib/modules/branches/ui/use-branch-options";
import { USER_STATUS, type ManageStatusBody, type UserDetails, type UserListRow } from "../contract";
import { canManage } from "../policy";
import { FilterSelect } from "./filter-select";
import { usersKeys, type UserListParams } from "./keys";
import { statusTone, useUserLabels } from "./labels";
import { NotAllowed } from "./not-allowed";
import { UserDialog, type UserDialogState } from "./user-dialog";

export const USERS_PAGE_SIZES = [10, 25, 50, 100];

export function UsersScreen({ viewer, focusId, branchId }: { viewer: Viewer; focusId?: string; branchId?: string }) {
  const t = useTranslations("users");
  if (!FIRM_MANAGER_ROLES.includes(viewer.roleId)) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <UsersList key={`${focusId ?? ""}:${branchId ?? ""}`} viewer={viewer} focusId={focusId} branchId={branchId} />;
}

function toBody(p: UserListParams) {
  return {
    page: p.page,
    perpage: p.perpage,
    sortBy: p.sortBy,
    sortOrder: p.sortOrder,
    search: p.search || undefined,
    filter: {
      matcher: {
        // "Staff users": without a role filter, every staff role (clients and beneficiaries have their own screens).
        roleIds: p.roleId ? [p.roleId] : [...STAFF_ROLES],
        statusIds: p.statusId ? [p.statusId] : undefined,
        branchIds: p.branchId ? [p.branchId] : undefined,
      },
    },
  };
}

function UsersList({ viewer, focusId, branchId }: { viewer: Viewer; focusId?: string; branchId?: string }) {
  const t = useTranslations("users");
  const qc = useQueryClient();
  const { roleLabel, statusLabel, staffRoleOptions, statusOptions } = useUserLabels();
  const [params, setParams] = useState<UserListParams>({
    page: 1,
    perpage: 25,
    sortBy: "createdAt",
    sortOrder: "desc",
    search: "",
    roleId: null,
    statusId: null,
    branchId: branchId ?? null,
  });
  // A branch manager only sees their own branch: no branch filter for them.
  const branchFilter = viewer.roleId !== ROLE.BRANCH_MANAGER;
  const branches = useBranchOptions(branchFilter);
  const [dialog, setDialog] = useState<UserDialogState>(focusId ? { mode: "edit", id: focusId } : null);
  const [statusTarget, setStatusTarget] = useState<UserListRow | null>(null);

  const q = useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => apiList<UserListRow>("users/list", toBody(params), { signal }),
    placeholderData: keepPreviousData,
  });

  const setStatus = useMutation({
    mutationFn: (body: ManageStatusBody) => apiPost<UserDetails>("users/manage-status", body),
    onSuccess: (user) => {
      toast.success(user.statusId === USER_STATUS.ACTIVE ? t("toast.activated", { name: user.name }) : t("toast.deactivated", { name: user.name }));
      qc.setQueryData(usersKeys.detail(user.id), user);
      qc.invalidateQueries({ queryKey: usersKeys.lists() });
      setStatusTarget(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setStatusTarget(null);
    },
  });

  const manageable = (u: UserListRow) =>
    u.userId !== viewer.userId &&
    canManage(
      { roleId: viewer.roleId, branchId: viewer.branchId, membershipId: viewer.membershipId, userId: viewer.userId },
      { id: u.id, userId: u.userId, roleId: u.roleId, branchId: u.branchId, companyBranchId: null },
    );

  const columns: Column<UserListRow>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => setDialog({ mode: "edit", id: u.id })}
            className="text-left font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {u.name}
          </button>
          {u.id === focusId ? <Badge tone="info">{t("focused")}</Badge> : null}
          {u.userId === viewer.userId ? <Badge tone="neutral">{t("you")}</Badge> : null}
        </span>
      ),
    },
    { key: "email", header: t("columns.email"), sortable: true, className: "whitespace-nowrap", cell: (u) => u.email },
    { key: "roleId", header: t("columns.role"), sortable: true, cell: (u) => roleLabel(u.roleId) },
    { key: "branch", header: t("columns.branch"), cell: (u) => u.branchName ?? <span className="text-fg-muted">—</span> },
    {
      key: "statusId",
      header: t("columns.status"),
      sortable: true,
      cell: (u) => <Badge tone={statusTone(u.statusId)}>{statusLabel(u.statusId)}</Badge>,
    },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, className: "whitespace-nowrap", cell: (u) => formatLongDate(u.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (u) =>
        manageable(u) ? (
          <span className="flex justify-end gap-2">
            <Button size="sm" variant="secondary" onClick={() => setDialog({ mode: "edit", id: u.id })} aria-label={t("actions.editNamed", { name: u.name })}>
              {t("actions.edit")}
            </Button>
            {u.statusId === USER_STATUS.INACTIVE ? (
              <Button size="sm" variant="secondary" onClick={() => setStatusTarget(u)} aria-label={t("actions.activateNamed", { name: u.name })}>
                {t("actions.activate")}
              </Button>
            ) : (
              <Button size="sm" variant="danger" onClick={() => setStatusTarget(u)} aria-label={t("actions.deactivateNamed", { name: u.name })}>
                {t("actions.deactivate")}
              </Button>
            )}
          </span>
        ) : null,
    },
  ];

  const filtered = Boolean(params.search || params.roleId || params.statusId || params.branchId);
  const activating = statusTarget?.statusId === USER_STATUS.INACTIVE;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={<Button onClick={() => setDialog({ mode: "create" })}>{t("add")}</Button>} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchInput label={t("search")} value={params.search} onSearch={(search) => setParams((p) => ({ ...p, search, page: 1 }))} />
        <FilterSelect
          label={t("filters.role")}
          allLabel={t("filters.allRoles")}
          value={params.roleId ? String(params.roleId) : ""}
          options={staffRoleOptions}
          onChange={(v) => setParams((p) => ({ ...p, roleId: v ? Number(v) : null, page: 1 }))}
        />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={params.statusId ? String(params.statusId) : ""}
          options={statusOptions}
          onChange={(v) => setParams((p) => ({ ...p, statusId: v ? Number(v) : null, page: 1 }))}
        />
        {branchFilter ? (
          <FilterSelect
            label={t("filters.branch")}
            allLabel={t("filters.allBranches")}
            value={params.branchId ?? ""}
            options={branches.options}
            onChange={(v) => setParams((p) => ({ ...p, branchId: v || null, page: 1 }))}
          />
        ) : null}
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => setParams((p) => ({ ...p, search: "", roleId: null, statusId: null, branchId: null, page: 1 }))}>
            {t("filters.clear")}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t("title")}
        columns={columns}
        rows={q.data?.data}
        rowKey={(u) => u.id}
        sort={{ sortBy: params.sortBy, sortOrder: params.sortOrder }}
        onSortChange={(s) => setParams((p) => ({ ...p, sortBy: s.sortBy as UserListParams["sortBy"], sortOrder: s.sortOrder, page: 1 }))}
        pagination={{
          page: params.page,
          perpage: params.perpage,
          total: q.data?.pagination.total,
          onPageChange: (page) => setParams((p) => ({ ...p, page })),
          perpageOptions: USERS_PAGE_SIZES,
          onPerpageChange: (perpage) => setParams((p) => ({ ...p, perpage, page: 1 })),
        }}
        isLoading={q.isFetching}
        error={q.error}
        onRetry={() => q.refetch()}
        emptyTitle={filtered ? t("empty.filteredTitle") : t("empty.title")}
        emptyDescription={filtered ? t("empty.filteredDescription") : t("empty.description")}
        emptyAction={filtered ? undefined : <Button onClick={() => setDialog({ mode: "create" })}>{t("add")}</Button>}
      />
      <UserDialog state={dialog} onClose={() => setDialog(null)} viewer={viewer} />
      <ConfirmDialog
        open={statusTarget !== null}
        onOpenChange={(open) => !open && setStatusTarget(null)}
        title={activating ? t("confirm.activateTitle") : t("confirm.deactivateTitle")}
        message={
          activating
            ? t("confirm.activateMessage", { name: statusTarget?.name ?? "" })
            : t("confirm.deactivateMessage", { name: statusTarget?.name ?? "" })
        }
        confirmLabel={activating ? t("actions.activate") : t("actions.deactivate")}
        destructive={!activating}
        loading={setStatus.isPending}
        onConfirm={() =>
          statusTarget &&
          setStatus.mutate({ id: statusTarget.id, statusId: activating ? USER_STATUS.ACTIVE : USER_STATUS.INACTIVE })
        }
      />
    </>
  );
}
