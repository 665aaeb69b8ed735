"use client";
// Pick an image, check its type and size in the browser, preview it, then upload it with a progress bar.
// Used for the profile picture and the firm's logo and favicon.
import { useId, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { errorMessage } from "@/lib/shared/api-client";
import { formatBytes } from "@/lib/shared/format";
import { readAsDataUrl } from "./read-as-data-url";

type ImageUploadProps = {
  /** Heading of the control, e.g. "Profile picture". */
  label: string;
  /** The stored image, or null. */
  currentSrc: string | null;
  /** Shown when there is no image (initials, an icon …). */
  fallback: ReactNode;
  /** Accepted MIME types and the matching extensions, e.g. ["image/png", "image/jpeg"] and ["png", "jpg", "jpeg"]. */
  mimeTypes: readonly string[];
  extensions: readonly string[];
  /** Human list of the accepted types, e.g. "PNG or JPEG". */
  typesLabel: string;
  maxBytes: number;
  /** Sends the data URL; call onProgress with 0..1. Rejects with the error to show. */
  upload: (dataUrl: string, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Called after a successful upload (toast, cache refresh). */
  onUploaded?: () => void;
  onFailed?: (message: string) => void;
  shape?: "circle" | "square";
  disabled?: boolean;
};

type State =
  | { step: "idle" }
  | { step: "reading"; progress: number }
  | { step: "selected"; dataUrl: string; name: string; size: number }
  | { step: "uploading"; dataUrl: string; name: string; size: number; progress: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export function ImageUpload(props: ImageUploadProps) {
  const t = useTranslations("profile.upload");
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const [state, setState] = useState<State>({ step: "idle" });
  const [error, setError] = useState<string | null>(null);
  const max = formatBytes(props.maxBytes, 0);

  async function onPick(file: File | undefined) {
    if (!file) return;
    setError(null);
    const typeOk = file.type ? props.mimeTypes.includes(file.type.toLowerCase()) : props.extensions.includes(extensionOf(file.name));
    if (!typeOk || !props.extensions.includes(extensionOf(file.name))) {
      setError(t("wrongType", { name: file.name, types: props.typesLabel }));
      return;
    }
    if (file.size > props.maxBytes) {
      setError(t("tooLarge", { name: file.name, size: formatBytes(file.size, 1), max }));
      return;
    }
    if (file.size === 0) {
      setError(t("empty", { name: file.name }));
      return;
    }
    setState({ step: "reading", progress: 0 });
    try {
      const dataUrl = await readAsDataUrl(file, (progress) => setState({ step: "reading", progress }));
      setState({ step: "selected", dataUrl, name: file.name, size: file.size });
    } catch (e) {
      setState({ step: "idle" });
      setError(errorMessage(e));
    }
  }

  async function onUpload() {
    if (state.step !== "selected") return;
    const selected = state;
    setState({ ...selected, step: "uploading", progress: 0 });
    try {
      await props.upload(selected.dataUrl, (progress) => setState((s) => (s.step === "uploading" ? { ...s, progress } : s)));
      setState({ step: "idle" });
      if (inputRef.current) inputRef.current.value = "";
      props.onUploaded?.();
    } catch (e) {
      const message = errorMessage(e);
      setState(selected);
      setError(message);
      props.onFailed?.(message);
    }
  }

  function onCancel() {
    setState({ step: "idle" });
    setError(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  const pending = state.step === "selected" || state.step === "uploading" ? state : null;
  const src = pending?.dataUrl ?? props.currentSrc;
  const busy = state.step === "reading" || state.step === "uploading";
  const progress = state.step === "reading" || state.step === "uploading" ? Math.round(state.progress * 100) : null;

  return (
    <div className="flex flex-col gap-3" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            "flex size-24 shrink-0 items-center justify-center overflow-hidden border border-border bg-surface-muted text-2xl font-semibold text-fg-muted",
            props.shape === "square" ? "rounded-md" : "rounded-full",
          )}
        >
          {src ? (
            // A data: URL preview or the stored file behind the session; next/image would not help with either.
            <img src={src} alt={pending ? t("previewAlt", { label: props.label }) : props.label} className="size-full object-cover" />
          ) : (
            props.fallback
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={[...props.mimeTypes, ...props.extensions.map((e) => `.${e}`)].join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-label={t("chooseNamed", { label: props.label })}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(e) => void onPick(e.target.files?.[0])}
            disabled={props.disabled || busy}
          />
          <div className="flex flex-wrap gap-2">
            {pending ? (
              <>
                <Button size="sm" onClick={() => void onUpload()} loading={state.step === "uploading"}>
                  {t("upload")}
                </Button>
                <Button size="sm" variant="secondary" onClick={onCancel} disabled={state.step === "uploading"}>
                  {t("cancel")}
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => inputRef.current?.click()}
                disabled={props.disabled || busy}
                aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              >
                {props.currentSrc ? t("change", { label: props.label }) : t("choose", { label: props.label })}
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-fg-muted">
            {pending ? t("selected", { name: pending.name, size: formatBytes(pending.size, 1) }) : t("hint", { types: props.typesLabel, max })}
          </p>
        </div>
      </div>
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={state.step === "reading" ? t("reading") : t("uploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-surface-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-xs text-fg-muted" aria-live="polite">
            {state.step === "reading" ? t("reading") : t("uploadingPercent", { percent: progress })}
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
