"use client";
// Add a standing document (title, category, folder, expiry date, then the file through the shared
// FileUploadButton, which sends everything to /api/company/documents-save in one multipart call), or edit
// one's details (JSON to the same call; the file stays).
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUploadButton } from "@/components/form/file-upload-button";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { COMPANY_DOCUMENT_CATEGORIES, type CompanyDocumentCategory } from "../constants";
import type { CompanyDocumentDto, CompanyDocumentFolderDto } from "../contract";
import { companyDocumentsKeys } from "./keys";

export type DocumentDialogState = { mode: "create"; folderId?: string } | { mode: "edit"; doc: CompanyDocumentDto } | null;

export function DocumentDialog({ state, onClose, companyId, folders }: { state: DocumentDialogState; onClose: () => void; companyId: string | null; folders: CompanyDocumentFolderDto[] }) {
  const t = useTranslations("companyDocuments");
  return (
    <Modal open={state !== null} onOpenChange={(open) => !open && onClose()} title={state?.mode === "edit" ? t("dialog.editTitle") : t("dialog.createTitle")} description={t("dialog.description")}>
      {state ? <DocumentForm key={state.mode === "edit" ? state.doc.id : "new"} state={state} onClose={onClose} companyId={companyId} folders={folders} /> : null}
    </Modal>
  );
}

function DocumentForm({ state, onClose, companyId, folders }: { state: NonNullable<DocumentDialogState>; onClose: () => void; companyId: string | null; folders: CompanyDocumentFolderDto[] }) {
  const t = useTranslations("companyDocuments");
  const id = useId();
  const qc = useQueryClient();
  const doc = state.mode === "edit" ? state.doc : null;
  const [title, setTitle] = useState(doc?.title ?? "");
  const [category, setCategory] = useState<CompanyDocumentCategory | "">(doc?.category ?? "");
  const [folderId, setFolderId] = useState(doc?.folderId ?? (state.mode === "create" ? (state.folderId ?? "") : ""));
  const [expiryDate, setExpiryDate] = useState(doc?.expiryDate ?? "");
  const ready = title.trim() !== "" && category !== "";

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: companyDocumentsKeys.all });
  };
  const save = useMutation({
    mutationFn: () => apiPost<CompanyDocumentDto>("company/documents-save", { id: doc?.id, title: title.trim(), category, folderId: folderId || null, expiryDate: expiryDate || null }),
    onSuccess: async (saved) => {
      toast.success(t("toast.saved", { title: saved.title }));
      await refresh();
      onClose();
    },
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-fg">
          {t("fields.title")} <span aria-hidden>*</span>
        </label>
        <input id={`${id}-title`} className={inputClass} value={title} maxLength={200} aria-required onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="text-sm font-medium text-fg">
          {t("fields.category")} <span aria-hidden>*</span>
        </label>
        <select id={`${id}-category`} className={inputClass} value={category} aria-required onChange={(e) => setCategory(e.target.value as CompanyDocumentCategory | "")}>
          <option value="">{t("fields.chooseCategory")}</option>
          {COMPANY_DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-folder`} className="text-sm font-medium text-fg">
          {t("fields.folder")}
        </label>
        <select id={`${id}-folder`} className={inputClass} value={folderId} onChange={(e) => setFolderId(e.target.value)}>
          <option value="">{t("fields.noFolder")}</option>
          {folders.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-expiry`} className="text-sm font-medium text-fg">
          {t("fields.expiryDate")}
        </label>
        <input id={`${id}-expiry`} type="date" className={inputClass} value={expiryDate} aria-describedby={`${id}-expiry-hint`} onChange={(e) => setExpiryDate(e.target.value)} />
        <p id={`${id}-expiry-hint`} className="text-xs text-fg-muted">
          {t("fields.expiryHint")}
        </p>
      </div>
      {doc ? (
        <>
          {save.error ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(save.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t("dialog.cancel")}
            </Button>
            <Button loading={save.isPending} disabled={!ready} onClick={() => save.mutate()}>
              {t("dialog.save")}
            </Button>
          </div>
        </>
      ) : (
        <div className="grid gap-2">
          <FileUploadButton
            path="company/documents-save"
            fields={{ companyId: companyId ?? undefined, title: title.trim(), category, folderId: folderId || undefined, expiryDate: expiryDate || undefined }}
            maxFiles={1}
            label={t("dialog.upload")}
            disabled={!ready}
            onUploaded={async (result) => {
              toast.success(t("toast.saved", { title: (result as CompanyDocumentDto).title }));
              await refresh();
              onClose();
            }}
          />
          {!ready ? <p className="text-xs text-fg-muted">{t("dialog.fillFirst")}</p> : null}
        </div>
      )}
    </div>
  );
}
