"use client";
// The documents of a case (one category or all): download through a 5-minute signed URL in a new
// tab, accept or reject beneficiary documents (reason required), the versions of forms and letters
// (and a new version), and delete of scanned copies after confirmation.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { formatBytes } from "@/lib/shared/format/numbers";
import { useFormat } from "@/lib/shared/format/use-format";
import { VERSIONED_CATEGORIES, type AcceptBeneficiaryDocsBody, type DocumentCategory, type DocumentDto, type DocumentStatus, type DocumentVersionDto } from "../contract";
import { useDocTypeName } from "./doc-type-name";
import { documentsKeys } from "./keys";
import { openInNewTab } from "@/lib/shared/open-in-new-tab";
import { RejectDialog } from "./reject-dialog";
import { UploadButton } from "./upload-button";

type DocumentsTableProps = {
  petitionId: string;
  category?: DocumentCategory;
  /** Only the documents of this RFE case of the petition. */
  rfeCaseId?: string;
  /** Staff: accept/reject beneficiary documents. */
  canReview?: boolean;
  /** Staff: new versions of forms and letters, delete of scanned copies. */
  canManage?: boolean;
  emptyTitle?: string;
  /** The table's name (several tables on one screen need their own). */
  caption?: string;
};

const STATUS_TONE: Record<DocumentStatus, BadgeTone> = { pending: "warning", accepted: "success", rejected: "danger" };

export function DocumentsTable({ petitionId, category, rfeCaseId, canReview = false, canManage = false, emptyTitle, caption }: DocumentsTableProps) {
  const t = useTranslations("documents");
  const f = useFormat();
  const docTypeName = useDocTypeName();
  const qc = useQueryClient();
  const [rejecting, setRejecting] = useState<DocumentDto | null>(null);
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);
  const [openVersions, setOpenVersions] = useState<string | null>(null);

  const q = useQuery({
    queryKey: [...documentsKeys.list(petitionId, category), rfeCaseId ?? null],
    queryFn: ({ signal }) => apiPost<DocumentDto[]>("documents/list", { petitionId, category, rfeCaseId }, { signal }),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: documentsKeys.case(petitionId) });

  const review = useMutation({
    mutationFn: (body: AcceptBeneficiaryDocsBody) => apiPost<DocumentDto>("petition/accept-beneficiary-docs", body),
    onSuccess: async (doc) => {
      toast.success(doc.status === "accepted" ? t("accepted") : t("rejected"));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (doc: DocumentDto) => apiPost("petition/delete-scanned-copy", { documentId: doc.id }),
    onSuccess: async () => {
      toast.success(t("deleted"));
      setDeleting(null);
      await refresh();
    },
    onError: (err) => toast.error(errorMessage(err)),
  });

  async function download(item: { key: string; fileName: string }) {
    try {
      await openInNewTab(() => apiPost<string>("s3/get-signed-url", { keyName: item.key, fileName: item.fileName, petitionId }));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  const showBeneficiary = !category || category === "beneficiary_doc";
  const showStatus = showBeneficiary;
  const versioned = (c: DocumentCategory) => VERSIONED_CATEGORIES.includes(c);
  const showVersion = !category || versioned(category);

  const columns: Column<DocumentDto>[] = [
    {
      key: "document",
      header: t("columns.document"),
      cell: (d) => (
        <div className="flex flex-col">
          <span className="font-medium">{docTypeName(d.docType, d.docTypeLabel)}</span>
          <span className="text-xs text-fg-muted">
            {d.fileName} · {formatBytes(d.size, 1)}
          </span>
          {d.status === "rejected" && d.rejectReason ? <span className="text-xs text-danger">{t("rejectedBecause", { reason: d.rejectReason })}</span> : null}
        </div>
      ),
    },
    ...(showBeneficiary ? [{ key: "beneficiary", header: t("columns.beneficiary"), cell: (d: DocumentDto) => d.beneficiary?.name ?? "—" }] : []),
    ...(showVersion
      ? [{ key: "version", header: t("columns.version"), cell: (d: DocumentDto) => (versioned(d.category) ? t("versionN", { n: d.version }) : "—") }]
      : []),
    ...(showStatus
      ? [
          {
            key: "status",
            header: t("columns.status"),
            cell: (d: DocumentDto) => (d.category === "beneficiary_doc" ? <Badge tone={STATUS_TONE[d.status]}>{t(`status.${d.status}`)}</Badge> : "—"),
          },
        ]
      : []),
    { key: "uploadedBy", header: t("columns.uploadedBy"), cell: (d) => d.uploadedBy?.name || "—" },
    { key: "createdAt", header: t("columns.uploadedAt"), cell: (d) => f.longDate(d.createdAt) },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (d) => (
        <div className="flex flex-wrap items-start gap-2">
          <Button size="sm" variant="ghost" onClick={() => void download(d)} aria-label={t("downloadNamed", { name: d.fileName })}>
            {t("download")}
          </Button>
          {canReview && d.category === "beneficiary_doc" && d.status !== "accepted" ? (
            <Button size="sm" variant="secondary" loading={review.isPending && review.variables?.documentId === d.id} onClick={() => review.mutate({ documentId: d.id, accept: true, reason: undefined }, { onError: (err) => toast.error(errorMessage(err)) })}>
              {t("accept")}
            </Button>
          ) : null}
          {canReview && d.category === "beneficiary_doc" && d.status !== "rejected" ? (
            <Button size="sm" variant="ghost" onClick={() => setRejecting(d)}>
              {t("reject.open")}
            </Button>
          ) : null}
          {versioned(d.category) && d.versions.length > 0 ? (
            <Button size="sm" variant="ghost" aria-expanded={openVersions === d.id} onClick={() => setOpenVersions(openVersions === d.id ? null : d.id)}>
              {t("versions", { n: d.versions.length })}
            </Button>
          ) : null}
          {canManage && d.category === "forms_letters" ? <UploadButton petitionId={petitionId} versionOf={d.id} label={t("newVersion")} /> : null}
          {canManage && d.category === "scanned_copy" ? (
            <Button size="sm" variant="danger" onClick={() => setDeleting(d)}>
              {t("delete")}
            </Button>
          ) : null}
          {openVersions === d.id ? <VersionList versions={d.versions} onDownload={(v) => void download(v)} /> : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={caption ?? t("caption")}
        columns={columns}
        rows={q.data}
        rowKey={(d) => d.id}
        isLoading={q.isFetching}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyTitle={emptyTitle ?? t("empty")}
      />
      <RejectDialog doc={rejecting} onOpenChange={(open) => !open && setRejecting(null)} onReject={(body) => review.mutateAsync(body)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        message={deleting ? t("deleteMessage", { name: deleting.fileName }) : ""}
        confirmLabel={t("delete")}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

function VersionList({ versions, onDownload }: { versions: DocumentVersionDto[]; onDownload: (v: DocumentVersionDto) => void }) {
  const t = useTranslations("documents");
  const f = useFormat();
  return (
    <ul className="w-full border-l-2 border-border pl-3 text-sm" aria-label={t("versionsLabel")}>
      {versions.map((v) => (
        <li key={v.id} className="flex flex-wrap items-center gap-2 py-1">
          <span className="font-medium">{t("versionN", { n: v.version })}</span>
          <span className="text-fg-muted">
            {v.fileName} · {v.uploadedBy?.name ?? "—"} · {f.longDate(v.createdAt)}
          </span>
          <Button size="sm" variant="ghost" onClick={() => onDownload(v)} aria-label={t("downloadNamed", { name: v.fileName })}>
            {t("download")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
