"use client";
// /app/users: the firm's staff users — search, sort, role and status filters, server pagination,
// add, edit, activate/deactivate. `focusId` (?focus=<membership id>) marks that user and opens them.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/ui/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Column } from "@/components/ui/data-table";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE, STAFF_ROLES, type RoleId } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { useBranchOptions } from "@/lib/modules/branches/ui/hooks";
import { USER_STATUS, userListBody, type ManageStatusBody, type UserDetails, type UserListRow } from "../contract";
import { canManage } from "../policy";
import { FilterSelect } from "@/components/list/filter-select";
import { usersKeys } from "./keys";
import { statusTone, useUserLabels } from "./labels";
import { NotAllowed } from "@/components/ui/screen-states";
import { UserDialog, type UserDialogState } from "./user-dialog";
import { can } from "@/lib/shared/permissions";

const LIST = defineList<UserListRow>()({
  sortFields: userListBody.shape.sortBy.unwrap().options,
  defaultSort: { sortBy: "createdAt", sortOrder: "desc" },
  matcher: userListBody.shape.filter.unwrap().shape.matcher,
  path: "users/list",
  queryKey: usersKeys.list,
  // "Staff users": without a role filter, every staff role (clients and beneficiaries have their own screens).
  toMatcher: (m) => ({ ...m, roleIds: m.roleIds?.length ? m.roleIds : ([...STAFF_ROLES] as RoleId[]) }),
});

export function UsersScreen({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("users");
  if (!can(viewer, "user.manage")) {
    return <NotAllowed title={t("title")} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return <UsersList key={focusId ?? ""} viewer={viewer} focusId={focusId} />;
}

function UsersList({ viewer, focusId }: { viewer: Viewer; focusId?: string }) {
  const t = useTranslations("users");
  const f = useFormat();
  const qc = useQueryClient();
  const { roleLabel, statusLabel, staffRoleOptions, statusOptions } = useUserLabels();
  const { view, update, query: q, filtered } = useListQuery(LIST);
  const roleId = view.matcher.roleIds?.[0];
  const statusId = view.matcher.statusIds?.[0];
  const branchId = view.matcher.branchIds?.[0];
  // A branch manager only sees their own branch: no branch filter for them.
  const branchFilter = viewer.roleId !== ROLE.BRANCH_MANAGER;
  const branches = useBranchOptions(branchFilter);
  const [dialog, setDialog] = useState<UserDialogState>(focusId ? { mode: "edit", id: focusId } : null);
  const [statusTarget, setStatusTarget] = useState<UserListRow | null>(null);

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
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, className: "whitespace-nowrap", cell: (u) => f.longDate(u.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (u) =>
        manageable(u) ? (
          <RowActions
            label={t("actions.menuNamed", { name: u.name })}
            actions={[
              { label: t("actions.edit"), onSelect: () => setDialog({ mode: "edit", id: u.id }) },
              u.statusId === USER_STATUS.INACTIVE
                ? { label: t("actions.activate"), onSelect: () => setStatusTarget(u) }
                : { label: t("actions.deactivate"), onSelect: () => setStatusTarget(u), destructive: true },
            ]}
          />
        ) : null,
    },
  ];

  const activating = statusTarget?.statusId === USER_STATUS.INACTIVE;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={<Button onClick={() => setDialog({ mode: "create" })}>{t("add")}</Button>} />
      <ListFilterBar namespace="users" filtered={filtered} onClear={() => update({ search: "", matcher: { roleIds: undefined, statusIds: undefined, branchIds: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.role")}
          allLabel={t("filters.allRoles")}
          value={roleId ? String(roleId) : ""}
          options={staffRoleOptions}
          onChange={(v) => update({ matcher: { roleIds: v ? [Number(v) as RoleId] : undefined } })}
        />
        <FilterSelect
          label={t("filters.status")}
          allLabel={t("filters.allStatuses")}
          value={statusId ? String(statusId) : ""}
          options={statusOptions}
          onChange={(v) => update({ matcher: { statusIds: v ? [Number(v) as 1 | 2 | 3] : undefined } })}
        />
        {branchFilter ? (
          <FilterSelect
            label={t("filters.branch")}
            allLabel={t("filters.allBranches")}
            value={branchId ?? ""}
            options={branches.options}
            onChange={(v) => update({ matcher: { branchIds: v ? [v] : undefined } })}
          />
        ) : null}
      </ListFilterBar>
      <ListViewTable
        namespace="users"
        filtered={filtered}
        columns={columns}
        rowKey={(u) => u.id}
        view={view}
        update={update}
        query={q}
        emptyAction={<Button onClick={() => setDialog({ mode: "create" })}>{t("add")}</Button>}
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
