"use client";
// "Upload certificate" (esign/identity/save, multipart): the firm's .p12/.pfx and its passphrase. The server
// opens it, checks it and seals a test document with it before keeping it; its refusals come back under the
// file or the passphrase. Loaded by the settings card on demand.
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { FieldShell, inputClass, useFieldIds } from "@/components/ui/field";
import { FormActions } from "@/components/form/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { ApiError, errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress } from "@/lib/shared/api-progress";
import type { IdentityDetails } from "../identity-contract";
import { esignKeys } from "./keys";

/** 10 MB, the server's per-file limit. */
const MAX_BYTES = 10 * 1024 * 1024;
type Errors = { file?: string; passphrase?: string; form?: string };

export function UploadIdentityDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("esign.identity");
  const tc = useTranslations("common");
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [passphrase, setPassphrase] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const fileIds = useFieldIds("file", errors.file, t("fileHint"));
  const passIds = useFieldIds("passphrase", errors.passphrase, t("passphraseHint"));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const picked = fileRef.current?.files?.[0];
    if (!picked) return setErrors({ file: t("fileRequired") });
    if (picked.size > MAX_BYTES) return setErrors({ file: t("fileTooLarge") });
    setErrors({});
    setBusy(true);
    try {
      const saved = await postFormWithProgress<IdentityDetails>("esign/identity/save", { passphrase }, [picked], () => undefined);
      qc.setQueryData(esignKeys.identity(), saved);
      toast.success(t("toast.saved"));
      onClose();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.file || fields.passphrase) setErrors({ file: fields.file, passphrase: fields.passphrase });
      else setErrors({ form: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onOpenChange={(o) => !o && !busy && onClose()} title={t("uploadTitle")} description={t("uploadHelp")}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <FieldShell id={fileIds.id} label={t("file")} required hint={t("fileHint")} hintId={fileIds.hintId} error={errors.file} errorId={fileIds.errorId}>
          <input
            ref={fileRef}
            id={fileIds.id}
            type="file"
            accept=".p12,.pfx,application/x-pkcs12"
            required
            {...fileIds.aria}
            className="text-sm text-fg file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm"
          />
        </FieldShell>
        <FieldShell id={passIds.id} label={t("passphrase")} hint={t("passphraseHint")} hintId={passIds.hintId} error={errors.passphrase} errorId={passIds.errorId}>
          <input id={passIds.id} type="password" autoComplete="off" className={inputClass} value={passphrase} onChange={(e) => setPassphrase(e.target.value)} {...passIds.aria} />
        </FieldShell>
        {busy ? (
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t("checking")}
          </p>
        ) : null}
        <FormAlert message={errors.form} />
        <FormActions onCancel={onClose} cancelLabel={tc("cancel")} submitLabel={t("submit")} loading={busy} />
      </form>
    </Modal>
  );
}
