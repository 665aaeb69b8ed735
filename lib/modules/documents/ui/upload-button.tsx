"use client";
// Pick files and upload them with a real progress bar. The browser checks the type (PNG, JPEG, PDF,
// Word) and the 10 MB limit first; the server checks again by the files' bytes. Where the files go
// depends on the category: beneficiary documents, forms and letters, scanned copies, or a plain
// upload (/api/s3/upload) whose key the caller attaches later (USCIS response).
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/shared/api-client";
import { formatBytes } from "@/lib/shared/format/numbers";
import { UPLOAD_ACCEPT_ATTR, isAcceptedUploadName } from "@/lib/shared/validation/upload";
import { MSG } from "@/lib/shared/validation/messages";
import { MAX_FILES_PER_UPLOAD, type DocumentCategory } from "../contract";
import { documentsKeys } from "./keys";
import { postFormWithProgress, type FormFields } from "@/lib/shared/api-progress";

/** 10 MB, the server's per-file limit (lib/server/http/define-upload-route.ts). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

type UploadButtonProps = {
  petitionId: string;
  /** Where the files go; without it they are plain uploads answered with their keys. */
  category?: DocumentCategory;
  /** Catalogue key (or a form's name for forms and letters). */
  docType?: string;
  /** Beneficiary documents: whose (a beneficiary's own record by default). */
  beneficiaryId?: string;
  /** A new version of this form or letter instead of a new document. */
  versionOf?: string;
  multiple?: boolean;
  label?: string;
  disabled?: boolean;
  /** The call's answer: documents, one document, or the plain upload ({ key, name, … }). */
  onUploaded?: (result: unknown) => void;
};

function target(p: UploadButtonProps): { path: string; fields: FormFields; multiple: boolean } {
  if (p.versionOf) return { path: "petition/update-forms-and-letters-version", fields: { documentId: p.versionOf }, multiple: false };
  switch (p.category) {
    case "beneficiary_doc":
      return { path: "petition/upload-beneficiary-docs", fields: { petitionId: p.petitionId, docType: p.docType, beneficiaryId: p.beneficiaryId }, multiple: true };
    case "forms_letters":
      return { path: "petition/upload-forms-and-letters", fields: { petitionId: p.petitionId, docType: p.docType }, multiple: false };
    case "scanned_copy":
      return { path: "petition/upload-scanned-copy", fields: { petitionId: p.petitionId, docType: p.docType }, multiple: true };
    default:
      return { path: "s3/upload", fields: { petitionId: p.petitionId, category: p.category }, multiple: false };
  }
}

export function UploadButton(props: UploadButtonProps) {
  const t = useTranslations("documents.upload");
  const qc = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState<string>("");
  const dest = target(props);
  const multiple = (props.multiple ?? dest.multiple) && dest.multiple;

  /** The reason a picked file is refused in the browser, or null. */
  function refusal(files: File[]): string | null {
    if (files.length > (multiple ? MAX_FILES_PER_UPLOAD : 1)) return t("tooMany", { n: multiple ? MAX_FILES_PER_UPLOAD : 1 });
    for (const f of files) {
      if (!isAcceptedUploadName(f.name)) return `${f.name}: ${MSG.upload}`;
      if (f.size > MAX_UPLOAD_BYTES) return t("tooLarge", { name: f.name, max: formatBytes(MAX_UPLOAD_BYTES, 0) });
      if (f.size === 0) return t("empty", { name: f.name });
    }
    return null;
  }

  async function onPick(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (inputRef.current) inputRef.current.value = "";
    if (files.length === 0) return;
    setError(null);
    const refused = refusal(files);
    if (refused) {
      setError(refused);
      return;
    }
    setNames(files.map((f) => f.name).join(", "));
    setProgress(0);
    try {
      const result = await postFormWithProgress(dest.path, dest.fields, files, setProgress);
      await qc.invalidateQueries({ queryKey: documentsKeys.case(props.petitionId) });
      props.onUploaded?.(result);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="flex flex-col gap-2">
      <input
        ref={inputRef}
        id={`${ids}-input`}
        type="file"
        className="sr-only"
        accept={UPLOAD_ACCEPT_ATTR}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void onPick(e.target.files)}
      />
      <div>
        <Button type="button" variant="secondary" size="sm" loading={busy} disabled={props.disabled || busy} aria-describedby={`${ids}-hint`} onClick={() => inputRef.current?.click()}>
          {props.label ?? t("choose")}
        </Button>
      </div>
      <p id={`${ids}-hint`} className="text-xs text-fg-muted">
        {t("hint", { max: formatBytes(MAX_UPLOAD_BYTES, 0) })}
      </p>
      {busy ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <span className="text-xs text-fg-muted">{t("uploading", { names, percent })}</span>
          <div
            role="progressbar"
            aria-label={t("progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
