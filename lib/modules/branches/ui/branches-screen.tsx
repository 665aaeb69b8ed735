"use client";
// /app/branch-list: the firm's branches with search, sort and pagination; admins add and delete them,
// a branch manager sees and edits their own branch.
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RowActions } from "@/components/ui/row-actions";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Column } from "@/components/ui/data-table";
import { ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { PageHeader } from "@/components/ui/page-header";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { useFormat } from "@/lib/shared/format/use-format";
import type { Viewer } from "@/lib/shared/viewer";
import { NotAllowed } from "@/components/ui/screen-states";
import { QUERY_ROOTS } from "@/lib/shared/query-roots";
import { branchListBody, type BranchDto } from "../contract";
import { branchesKeys } from "./keys";
import { LinkButton } from "@/components/ui/link-button";
import { BranchStatusBadge, useBranchNotAllowed } from "./shared";
import { can } from "@/lib/shared/permissions";

const LIST = defineList<BranchDto>()({
  sortFields: branchListBody.shape.sortBy.unwrap().options,
  defaultSort: { sortBy: "name", sortOrder: "asc" },
  matcher: branchListBody.shape.filter.unwrap().shape.matcher,
  path: "branch/list",
  queryKey: branchesKeys.list,
});

export function BranchesScreen({ viewer }: { viewer: Viewer }) {
  const notAllowed = useBranchNotAllowed();
  if (!can(viewer, "branch.update")) return <NotAllowed {...notAllowed} />;
  return <BranchesList viewer={viewer} />;
}

function BranchesList({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("branches");
  const f = useFormat();
  const qc = useQueryClient();
  const isAdmin = can(viewer, "branch.manage");
  const { view, update, query: q, filtered } = useListQuery(LIST);
  const [toDelete, setToDelete] = useState<BranchDto | null>(null);

  const remove = useMutation({
    mutationFn: (id: string) => apiPost<{ id: string }>("branch/delete", { id }),
    onSuccess: (_, id) => {
      toast.success(t("toast.deleted", { name: toDelete?.name ?? "" }));
      qc.removeQueries({ queryKey: branchesKeys.detail(id) });
      qc.invalidateQueries({ queryKey: branchesKeys.all });
      qc.invalidateQueries({ queryKey: QUERY_ROOTS.users });
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
          {b.phone ? <span className="text-fg-muted">{f.phone(b.phoneCountryCode, b.phone)}</span> : null}
          {!b.email && !b.phone ? <span className="text-fg-muted">—</span> : null}
        </span>
      ),
    },
    { key: "userCount", header: t("columns.users"), className: "text-right", cell: (b) => b.userCount },
    { key: "clientCount", header: t("columns.clients"), className: "text-right", cell: (b) => b.clientCount },
    { key: "status", header: t("columns.status"), cell: (b) => <BranchStatusBadge statusId={b.statusId} /> },
    { key: "createdAt", header: t("columns.createdAt"), sortable: true, cell: (b) => f.longDate(b.createdAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (b) => (
        <RowActions
          label={t("actions.menuNamed", { name: b.name })}
          actions={[
            { label: t("actions.edit"), href: `/app/branch-edit/${b.id}` },
            ...(isAdmin ? [{ label: t("actions.delete"), onSelect: () => setToDelete(b), destructive: true }] : []),
          ]}
        />
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
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
      </div>
      <ListViewTable
        namespace="branches"
        filtered={filtered}
        columns={columns}
        rowKey={(b) => b.id}
        view={view}
        update={update}
        query={q}
        emptyDescription={isAdmin ? t("empty.description") : t("empty.managerDescription")}
        emptyAction={addButton}
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
