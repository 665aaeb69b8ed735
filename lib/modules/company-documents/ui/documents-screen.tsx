"use client";
// /app/company-documents (the firm's own standing documents) and /app/documents (a client's: a petitioner
// its own company's; staff pick a client, or arrive with ?companyId=). Folders (one level) above the list;
// search, category filter, sort and pagination kept in the URL; add and edit in a dialog, the versions in a
// panel (download, new version), delete after a confirmation that names the document.
import { useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FilterSelect } from "@/components/list/filter-select";
import { ListFilterBar, ListViewTable } from "@/components/list/list-view-table";
import { defineList, useListQuery } from "@/components/list/use-list-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Column } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { RowActions } from "@/components/ui/row-actions";
import { NotAllowed } from "@/components/ui/screen-states";
import { SearchInput } from "@/components/ui/search-input";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import { useFormat } from "@/lib/shared/format/use-format";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import { ClientFilterSelect, useClientOptions } from "@/lib/modules/companies/ui";
import { COMPANY_DOCUMENT_CATEGORIES, COMPANY_DOCUMENT_SORT_FIELDS, type CompanyDocumentCategory } from "../constants";
import { companyDocumentListBody, type CompanyDocumentDto, type CompanyDocumentFolderDto } from "../contract";
import { DocumentDialog, type DocumentDialogState } from "./document-dialog";
import { FolderDialog } from "./folder-dialog";
import { companyDocumentsKeys } from "./keys";
import { downloadVersion, VersionsDialog } from "./versions-dialog";
import { ExpiryCell } from "./expiry-badge";

const LIST = defineList<CompanyDocumentDto>()({
  sortFields: COMPANY_DOCUMENT_SORT_FIELDS,
  defaultSort: { sortBy: "updatedAt", sortOrder: "desc" },
  matcher: companyDocumentListBody.shape.filter.unwrap().shape.matcher,
  path: "company/documents-list",
  queryKey: companyDocumentsKeys.list,
});

export type DocumentsScope = "firm" | "client";

export function CompanyDocumentsScreen({ viewer, scope }: { viewer: Viewer; scope: DocumentsScope }) {
  const t = useTranslations("companyDocuments");
  const title = scope === "firm" ? t("firmTitle") : t("title");
  if (!can(viewer, scope === "firm" ? "firm-document.read" : "company-document.read")) {
    return <NotAllowed title={title} message={t("notAllowed.title")} description={t("notAllowed.description")} backLabel={t("notAllowed.back")} />;
  }
  return scope === "firm" ? <DocumentsOf companyId={null} canEdit={can(viewer, "firm-document.manage")} title={title} /> : <ClientDocuments viewer={viewer} />;
}

/** A petitioner: its own company; staff: the client chosen (?companyId=). */
function ClientDocuments({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("companyDocuments");
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const petitioner = viewer.roleId === ROLE.PETITIONER;
  const clients = useClientOptions({ enabled: !petitioner });
  const companyId = petitioner ? viewer.companyId : params.get("companyId");
  const choose = (id: string | undefined) => router.replace(id ? `${pathname}?companyId=${id}` : pathname);
  const picker = petitioner ? null : <ClientFilterSelect namespace="companyDocuments" clients={clients} value={companyId ?? undefined} onChange={choose} />;
  if (!companyId) {
    return (
      <>
        <PageHeader title={t("title")} description={t("description")} />
        <div className="mb-4">{picker}</div>
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-fg-muted">{petitioner ? t("noCompany") : t("chooseClient")}</p>
      </>
    );
  }
  return <DocumentsOf key={companyId} companyId={companyId} canEdit={can(viewer, "company-document.save", { companyId })} title={t("title")} picker={picker} />;
}

function DocumentsOf({ companyId, canEdit, title, picker }: { companyId: string | null; canEdit: boolean; title: string; picker?: ReactNode }) {
  const t = useTranslations("companyDocuments");
  const f = useFormat();
  const qc = useQueryClient();
  const list = useMemo(() => ({ ...LIST, extra: { companyId: companyId ?? undefined } }), [companyId]);
  const { view, update, query: q, filtered } = useListQuery(list);
  const folders = useQuery({
    queryKey: companyDocumentsKeys.folders(companyId),
    queryFn: ({ signal }) => apiPost<CompanyDocumentFolderDto[]>("company/document-folders-list", { companyId: companyId ?? undefined }, { signal }),
  });
  const [dialog, setDialog] = useState<DocumentDialogState>(null);
  /** The folder dialog: a new folder (folder null) or the selected one to rename. */
  const [folderDialog, setFolderDialog] = useState<{ folder: CompanyDocumentFolderDto | null } | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<CompanyDocumentFolderDto | null>(null);
  const allButton = useRef<HTMLButtonElement>(null);
  /** Set when a folder was deleted: its buttons (the dialog's opener among them) are gone, "All documents" takes the focus. */
  const folderGone = useRef(false);
  const [versionsOf, setVersionsOf] = useState<CompanyDocumentDto | null>(null);
  const [deleting, setDeleting] = useState<CompanyDocumentDto | null>(null);
  const folderId = view.matcher.folderId;
  const category = view.matcher.categories?.[0];

  const remove = useMutation({
    mutationFn: (d: CompanyDocumentDto) => apiPost<unknown>("company/documents-delete", { id: d.id }),
    onSuccess: async (_r, d) => {
      toast.success(t("toast.deleted", { title: d.title }));
      setDeleting(null);
      await qc.invalidateQueries({ queryKey: companyDocumentsKeys.all });
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setDeleting(null);
    },
  });

  const removeFolder = useMutation({
    mutationFn: (fo: CompanyDocumentFolderDto) => apiPost<unknown>("company/document-folders-delete", { id: fo.id }),
    onSuccess: async (_r, fo) => {
      toast.success(t("toast.folderDeleted", { name: fo.name }));
      folderGone.current = true;
      setDeletingFolder(null);
      update({ matcher: { folderId: undefined } });
      await qc.invalidateQueries({ queryKey: companyDocumentsKeys.folders(companyId) });
    },
    onError: (e) => {
      toast.error(errorMessage(e));
      setDeletingFolder(null);
    },
  });

  const openCreate = () => setDialog({ mode: "create", folderId });
  const columns: Column<CompanyDocumentDto>[] = [
    {
      key: "title",
      header: t("columns.title"),
      sortable: true,
      cell: (d) => (
        <span className="flex flex-col">
          <span className="font-medium">{d.title}</span>
          {d.folderName ? <span className="text-xs text-fg-muted">{t("columns.inFolder", { folder: d.folderName })}</span> : null}
        </span>
      ),
    },
    { key: "category", header: t("columns.category"), cell: (d) => <Badge tone="info">{t(`categories.${d.category}`)}</Badge> },
    {
      key: "version",
      header: t("columns.version"),
      cell: (d) => (
        <span className="flex flex-col">
          <span>{t("versions.version", { n: d.currentVersion })}</span>
          <span className="break-all text-xs text-fg-muted">{d.latest.fileName}</span>
        </span>
      ),
    },
    { key: "expiryDate", header: t("columns.expiry"), sortable: true, cell: (d) => <ExpiryCell doc={d} /> },
    { key: "updatedAt", header: t("columns.updated"), sortable: true, cell: (d) => f.date(d.updatedAt) },
    {
      key: "actions",
      header: <span className="sr-only">{t("columns.actions")}</span>,
      className: "text-right",
      cell: (d) => (
        <RowActions
          label={t("actions.menuNamed", { title: d.title })}
          actions={[
            { label: t("actions.download"), onSelect: () => downloadVersion(d.latest.id) },
            { label: t("actions.versions"), onSelect: () => setVersionsOf(d) },
            ...(canEdit
              ? [
                  { label: t("actions.edit"), onSelect: () => setDialog({ mode: "edit", doc: d }) },
                  { label: t("actions.delete"), onSelect: () => setDeleting(d), destructive: true },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  const folderList = folders.data ?? [];
  const selectedFolder = folderList.find((fo) => fo.id === folderId) ?? null;
  /** The table's caption and empty texts: the firm's list has its own title. */
  const listNamespace = companyId ? "companyDocuments" : "companyDocuments.firmList";
  return (
    <>
      <PageHeader title={title} description={companyId ? t("description") : t("firmDescription")} actions={canEdit ? <Button onClick={openCreate}>{t("add")}</Button> : null} />
      {picker ? <div className="mb-4">{picker}</div> : null}
      <nav aria-label={t("folders.label")} className="mb-4 flex flex-wrap items-center gap-2">
        <Button ref={allButton} size="sm" variant={folderId ? "secondary" : "primary"} aria-pressed={!folderId} onClick={() => update({ matcher: { folderId: undefined } })}>
          {t("folders.all")}
        </Button>
        {folderList.map((fo) => (
          <Button key={fo.id} size="sm" variant={folderId === fo.id ? "primary" : "secondary"} aria-pressed={folderId === fo.id} onClick={() => update({ matcher: { folderId: fo.id } })}>
            {t("folders.named", { name: fo.name, count: fo.documentCount })}
          </Button>
        ))}
        {folders.isError ? (
          <span role="alert" className="text-sm text-danger">
            {t("folders.error")}
          </span>
        ) : null}
        {canEdit ? (
          <Button size="sm" variant="ghost" onClick={() => setFolderDialog({ folder: null })}>
            {t("folders.new")}
          </Button>
        ) : null}
        {canEdit && selectedFolder ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setFolderDialog({ folder: selectedFolder })}>
              {t("folders.rename")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDeletingFolder(selectedFolder)}>
              {t("folders.delete")}
            </Button>
          </>
        ) : null}
      </nav>
      <ListFilterBar namespace={listNamespace} filtered={filtered} onClear={() => update({ search: "", matcher: { folderId: undefined, categories: undefined } })}>
        <SearchInput label={t("search")} value={view.search} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t("filters.category")}
          allLabel={t("filters.allCategories")}
          value={category ?? ""}
          options={COMPANY_DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          onChange={(v) => update({ matcher: { categories: v ? [v as CompanyDocumentCategory] : undefined } })}
        />
      </ListFilterBar>
      <ListViewTable
        namespace={listNamespace}
        filtered={filtered}
        columns={columns}
        rowKey={(d) => d.id}
        view={view}
        update={update}
        query={q}
        emptyAction={canEdit ? <Button onClick={openCreate}>{t("add")}</Button> : undefined}
      />
      {canEdit ? <DocumentDialog state={dialog} onClose={() => setDialog(null)} companyId={companyId} folders={folderList} /> : null}
      {canEdit ? (
        <FolderDialog
          key={folderDialog?.folder?.id ?? "new"}
          open={folderDialog !== null}
          onClose={() => setFolderDialog(null)}
          companyId={companyId}
          folder={folderDialog?.folder}
          onCreated={(fo) => update({ matcher: { folderId: fo.id } })}
        />
      ) : null}
      <VersionsDialog doc={versionsOf} onClose={() => setVersionsOf(null)} canEdit={canEdit} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("confirm.deleteTitle")}
        message={t("confirm.deleteMessage", { title: deleting?.title ?? "" })}
        confirmLabel={t("actions.delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      <ConfirmDialog
        open={deletingFolder !== null}
        onOpenChange={(open) => !open && setDeletingFolder(null)}
        title={t("confirm.deleteFolderTitle")}
        message={t("confirm.deleteFolderMessage", { name: deletingFolder?.name ?? "" })}
        confirmLabel={t("folders.delete")}
        loading={removeFolder.isPending}
        onConfirm={() => deletingFolder && removeFolder.mutate(deletingFolder)}
        // After the dialog's own focus return (to nothing: the opener went with the folder).
        onClosed={() => {
          if (!folderGone.current) return;
          folderGone.current = false;
          requestAnimationFrame(() => allButton.current?.focus());
        }}
      />
    </>
  );
}
