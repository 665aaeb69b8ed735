"use client";
// Pick files and upload them (multipart POST to `path` with `fields`) with a real progress bar. The
// browser checks the type (PNG, JPEG, PDF, Word), the count and the 10 MB limit first; the server checks
// again by the files' bytes. Labels: common.json "upload".
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress, type FormFields } from "@/lib/shared/api-progress";
import { formatBytes } from "@/lib/shared/format/numbers";
import { MSG } from "@/lib/shared/validation/messages";
import { UPLOAD_ACCEPT_ATTR, isAcceptedUploadName } from "@/lib/shared/validation/upload";

/** 10 MB, the server's per-file limit (lib/server/http/define-upload-route.ts). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type FileUploadButtonProps = {
  path: string;
  fields: FormFields;
  /** How many files one pick may hold (1: a single file). */
  maxFiles: number;
  label?: string;
  /** A longer accessible name when several buttons share the visible label (it must contain the label). */
  accessibleLabel?: string;
  disabled?: boolean;
  /** The call's answer and the files sent, after a successful upload (awaited before the button is free again). */
  onUploaded?: (result: unknown, files: readonly File[]) => unknown;
};

export function FileUploadButton({ path, fields, maxFiles, label, accessibleLabel, disabled, onUploaded }: FileUploadButtonProps) {
  const t = useTranslations("common.upload");
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState<string>("");

  /** The reason a picked file is refused in the browser, or null. */
  function refusal(files: File[]): string | null {
    if (files.length > maxFiles) return t("tooMany", { n: maxFiles });
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
      const result = await postFormWithProgress(path, fields, files, setProgress);
      await onUploaded?.(result, files);
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
        multiple={maxFiles > 1}
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void onPick(e.target.files)}
      />
      <div>
        <Button type="button" variant="secondary" size="sm" loading={busy} disabled={disabled || busy} aria-label={accessibleLabel} aria-describedby={`${ids}-hint`} onClick={() => inputRef.current?.click()}>
          {label ?? t("choose")}
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
