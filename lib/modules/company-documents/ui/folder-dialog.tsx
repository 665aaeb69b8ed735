"use client";
// Create a folder of the firm's or a client's standing documents, or rename one (/api/company/document-folders-save).
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { CompanyDocumentFolderDto } from "../contract";
import { companyDocumentsKeys } from "./keys";

/** `folder`: the folder to rename (its name filled in); without it a new folder. Give it a `key` per folder so the name starts over. */
export function FolderDialog({ open, onClose, companyId, folder, onCreated }: { open: boolean; onClose: () => void; companyId: string | null; folder?: CompanyDocumentFolderDto | null; onCreated: (f: CompanyDocumentFolderDto) => void }) {
  const t = useTranslations("companyDocuments");
  const id = useId();
  const qc = useQueryClient();
  const [name, setName] = useState(folder?.name ?? "");
  const save = useMutation({
    mutationFn: () => apiPost<CompanyDocumentFolderDto>("company/document-folders-save", folder ? { id: folder.id, name: name.trim() } : { companyId: companyId ?? undefined, name: name.trim() }),
    onSuccess: async (f) => {
      toast.success(folder ? t("toast.folderRenamed", { name: f.name }) : t("toast.folderCreated", { name: f.name }));
      // A new name shows on the documents' rows too.
      await qc.invalidateQueries({ queryKey: folder ? companyDocumentsKeys.all : companyDocumentsKeys.folders(companyId) });
      setName("");
      onCreated(f);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          save.reset();
          onClose();
        }
      }}
      title={folder ? t("folders.renameTitle") : t("folders.newTitle")}
      size="sm"
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) save.mutate();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-fg">
            {t("folders.name")}
          </label>
          <input id={`${id}-name`} className={inputClass} value={name} maxLength={100} aria-required onChange={(e) => setName(e.target.value)} />
        </div>
        {save.error ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t("dialog.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!name.trim() || name.trim() === folder?.name}>
            {folder ? t("folders.save") : t("folders.create")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
