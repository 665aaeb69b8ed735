"use client";
// The versions of a standing document, newest first, each downloadable (5-minute signed URL in a new tab);
// keepers upload the next version here (the shared FileUploadButton), optionally with the renewed expiry date.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FileUploadButton } from "@/components/form/file-upload-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { Modal } from "@/components/ui/modal";
import { QueryState } from "@/components/ui/screen-states";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { formatBytes } from "@/lib/shared/format/numbers";
import { useFormat } from "@/lib/shared/format/use-format";
import { openInNewTab } from "@/lib/shared/open-in-new-tab";
import type { CompanyDocumentDto } from "../contract";
import { ExpiryCell } from "./expiry-badge";
import { companyDocumentsKeys } from "./keys";

/** Download one version of a standing document. */
export function downloadVersion(versionId: string): void {
  openInNewTab(() => apiPost<string>("company/document-url", { versionId })).catch((e) => toast.error(errorMessage(e)));
}

export function VersionsDialog({ doc, onClose, canEdit }: { doc: CompanyDocumentDto | null; onClose: () => void; canEdit: boolean }) {
  const t = useTranslations("companyDocuments");
  return (
    <Modal open={doc !== null} onOpenChange={(open) => !open && onClose()} title={t("versions.title", { title: doc?.title ?? "" })} size="lg">
      {doc ? <Versions id={doc.id} canEdit={canEdit} /> : null}
    </Modal>
  );
}

function Versions({ id, canEdit }: { id: string; canEdit: boolean }) {
  const t = useTranslations("companyDocuments");
  const f = useFormat();
  const qc = useQueryClient();
  const ids = useId();
  const [expiryDate, setExpiryDate] = useState("");
  const q = useQuery({
    queryKey: companyDocumentsKeys.details(id),
    queryFn: ({ signal }) => apiPost<CompanyDocumentDto>("company/document-details", { id }, { signal }),
  });
  return (
    <QueryState query={q} labels={{ loading: t("loading"), retry: t("retry") }}>
      {(doc) => (
        <div className="grid gap-4">
          <p className="text-sm text-fg-muted">
            {t("versions.expiry")}: <ExpiryCell doc={doc} />
          </p>
          <ol className="grid gap-2" aria-label={t("versions.listLabel")}>
            {(doc.versions ?? []).map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
                <div className="flex flex-col">
                  <span className="font-medium">
                    {t("versions.version", { n: v.version })} · {v.fileName}{" "}
                    {v.version === doc.currentVersion ? <Badge tone="success">{t("versions.current")}</Badge> : null}
                  </span>
                  <span className="text-xs text-fg-muted">
                    {t("versions.uploaded", { date: f.dateTime(v.createdAt), name: v.uploadedByName ?? "—", size: formatBytes(v.sizeBytes) })}
                  </span>
                </div>
                <Button variant="secondary" size="sm" aria-label={t("versions.downloadNamed", { n: v.version, name: v.fileName })} onClick={() => downloadVersion(v.id)}>
                  {t("actions.download")}
                </Button>
              </li>
            ))}
          </ol>
          {canEdit ? (
            <section aria-labelledby={`${ids}-new`} className="grid gap-3 rounded-md border border-border p-3">
              <h3 id={`${ids}-new`} className="text-sm font-semibold">
                {t("versions.newTitle")}
              </h3>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${ids}-expiry`} className="text-sm font-medium text-fg">
                  {t("versions.newExpiry")}
                </label>
                <input id={`${ids}-expiry`} type="date" className={`${inputClass} max-w-xs`} value={expiryDate} onChange={(e) => setExpiryDate(e.target.value)} />
              </div>
              <FileUploadButton
                path="company/documents-save"
                fields={{ id, expiryDate: expiryDate || undefined }}
                maxFiles={1}
                label={t("versions.upload")}
                onUploaded={async () => {
                  toast.success(t("toast.versionAdded", { title: doc.title }));
                  setExpiryDate("");
                  await qc.invalidateQueries({ queryKey: companyDocumentsKeys.all });
                }}
              />
            </section>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
