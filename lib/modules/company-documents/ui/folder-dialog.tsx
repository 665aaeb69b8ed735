"use client";
// Create a folder of the firm's or a client's standing documents (/api/company/document-folders-save).
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import type { CompanyDocumentFolderDto } from "../contract";
import { companyDocumentsKeys } from "./keys";

export function FolderDialog({ open, onClose, companyId, onCreated }: { open: boolean; onClose: () => void; companyId: string | null; onCreated: (f: CompanyDocumentFolderDto) => void }) {
  const t = useTranslations("companyDocuments");
  const id = useId();
  const qc = useQueryClient();
  const [name, setName] = useState("");
  const save = useMutation({
    mutationFn: () => apiPost<CompanyDocumentFolderDto>("company/document-folders-save", { companyId: companyId ?? undefined, name: name.trim() }),
    onSuccess: async (f) => {
      toast.success(t("toast.folderCreated", { name: f.name }));
      await qc.invalidateQueries({ queryKey: companyDocumentsKeys.folders(companyId) });
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
      title={t("folders.newTitle")}
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
          <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
            {t("folders.create")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
