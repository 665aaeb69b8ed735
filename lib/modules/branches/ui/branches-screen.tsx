"use client";
// /app/branch-list: the firm's branches with search, sort and pagination; admins add and delete them,
// a branch manager sees and edits their own branch.
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiList, apiPost, errorMessage } from "@/lib/shared/api-client";
import { FIRM_MANAGER_ROLES } from "@/lib/shared/constants/roles";
import { formatLongDate } from "@/lib/shared/format";
import type { Viewer } from "@/lib/modules/profile/ui/viewer";
import { NotAllowed } from "@/lib/modules/users/ui/not-allowed";
import { usersKeys } from "@/lib/modules/users/ui/keys";
import type { BranchDto } from "../contract";
import { BRANCH_ADMIN_ROLES } from "../policy";
import { branchesKeys, type BranchListParams } from "./keys";
import { LinkButton } from "@/components/ui/link-button";
import { BranchStatusBadge, useBranchNotAllowed } from "./shared";

export const BRANCH_PAGE_SIZES = [10, 25, 50, 100];

export function BranchesScreen({ viewer }: { viewer: Viewer }) {
  const notAllowed = useBranchNotAllowed();
  if (!FIRM_MANAGER_ROLES.includes(viewer.roleId)) return <NotAllowed {...notAllowed} />;
  return <BranchesList viewer={viewer} />;
}

function BranchesList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("branches");
  const qc = useQueryClient();
  const isAdmin = BRANCH_ADMIN_ROLES.includes(viewer.roleId);
  const [params, setParams] = useState<BranchListParams>({ page: 1, perpage: 25, sortBy: "name", sortOrder: "asc", search: "" });
  const [toDelete, setToDelete] = useState<BranchDto | null>(null);

  const q = useQuery({
    queryKey: branchesKeys.list(params),
    queryFn: ({ signal }) =>
      apiList<BranchDto>(
        "branch/list",
        { page: params.page, perpage: params.perpage, sortBy: params.sortBy, sortOrder: params.sortOrder, search: params.search || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (id: string) => apiPost<{ id: string }>("branch/delete", { id }),
    onSuccess: (_, id) => {
      toast.success(t("toast.deleted", { name: toDelete?.name ?? "" }));
      qc.removeQueries({ queryKey: branchesKeys.detail(id) });
      qc.invalidateQueries({ queryKey: branchesKeys.all });
      qc.invalidateQueries({ queryKey: usersKeys.all });
      setToDelete(null);
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setToDelete(null);
    },
  });

  const columns: Column<BranchDto>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cell: (b) => (
        <Link href={`/app/branchdetails/${b.id}`} className="font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus">
          {b.name}
        </Link>
      ),
    },
    { key: "code", header: t("columns.code"), cell: (b) => b.code ?? <span className="text-fg-muted">—</span> },
    {
      key: "contact",
      header: t("columns.contact"),
      cell: (b) => (
        <span className="flex flex-col">
          {b.email ? <span className="break-all">{b.email}</span> : null}
          {b.phone ? <span className="text-fg-muted">{b.phone}</span> : null}
          {!b.email && !b.phone ? <span className="text-fg-muted">—</span> : null}
        </span>
      ),
    },
    { key: "userCount", header: t("columns.users"), className: "text-right", cell: (b) => b.userCount },
    { key: "clientCount", header: t("columns.clients"), className: "text-right", cell: (b) => b.clientCount },
    { key: "status", header: t("columns.status"), cell: (b) => <BranchStatusBadge statusId={b.statusId} /> },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (b) => formatLongDate(b.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (b) => (
        <span className="flex justify-end gap-2">
          <LinkButton size="sm" href={`/app/branch-edit/${b.id}`} aria-label={t("actions.editNamed", { name: b.name })}>
            {t("actions.edit")}
          </LinkButton>
          {isAdmin ? (
            <Button size="sm" variant="danger" onClick={() => setToDelete(b)} aria-label={t("actions.deleteNamed", { name: b.name })}>
              {t("actions.delete")}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  const addButton = isAdmin ? (
    <LinkButton variant="primary" href="/app/branch-create">
      {t("add")}
    </LinkButton>
  ) : undefined;

  return (
    <>
      <PageHeader title={t("title")} description={isAdmin ? t("description") : t("descriptionManager")} actions={addButton} />
      <div className="mb-4">
        <SearchInput label={t("search")} value={params.search} onSearch={(search) => setParams((p) => ({ ...p, search, page: 1 }))} />
      </div>
      <DataTable
        caption={t("title")}
        columns={columns}
        rows={q.data?.data}
        rowKey={(b) => b.id}
        sort={{ sortBy: params.sortBy, sortOrder: params.sortOrder }}
        onSortChange={(s) => setParams((p) => ({ ...p, sortBy: s.sortBy as BranchListParams["sortBy"], sortOrder: s.sortOrder, page: 1 }))}
        pagination={{
          page: params.page,
          perpage: params.perpage,
          total: q.data?.pagination.total,
          onPageChange: (page) => setParams((p) => ({ ...p, page })),
          perpageOptions: BRANCH_PAGE_SIZES,
          onPerpageChange: (perpage) => setParams((p) => ({ ...p, perpage, page: 1 })),
        }}
        isLoading={q.isFetching}
        error={q.error}
        onRetry={() => q.refetch()}
        emptyTitle={params.search ? t("empty.searchTitle") : t("empty.title")}
        emptyDescription={params.search ? t("empty.searchDescription") : isAdmin ? t("empty.description") : t("empty.managerDescription")}
        emptyAction={params.search ? undefined : addButton}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { name: toDelete?.name ?? "" })}
        confirmLabel={t("actions.delete")}
        loading={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </>
  );
}
