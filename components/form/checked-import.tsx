"use client";
// A file import that is checked before it is saved: picking the file sends it to `previewPath` (counts
// and every row with its errors, nothing saved); the import button sends it to `importPath` only when no
// row has an error (the server saves all or nothing). Used by the LCA and cap registration imports.
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress, type FormFields } from "@/lib/shared/api-progress";

export type CheckedRow = { line: number; label: string | null; errors: Record<string, string> };

export type CheckedImportLabels = {
  file: string;
  hint: string;
  checking: (percent: number) => string;
  importing: (percent: number) => string;
  errorsCaption: string;
  line: string;
  record: string;
  errors: string;
  fixFirst: string;
  cancel: string;
  submit: (count: number) => string;
  submitEmpty: string;
};

export function CheckedImport<P extends { invalid: number }, R>(props: {
  previewPath: string;
  importPath: string;
  fields?: FormFields;
  accept: string;
  labels: CheckedImportLabels;
  /** What the preview says above the errors (counts). */
  summary: (preview: P) => ReactNode;
  rows: (preview: P) => CheckedRow[];
  /** How many rows the import would save (0 disables it). */
  importable: (preview: P) => number;
  /** Extra inputs above the file (e.g. a date); a change clears the preview. */
  children?: ReactNode;
  onImported: (result: R) => void | Promise<void>;
  onCancel: () => void;
}) {
  const { labels } = props;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function check(picked: File) {
    setFile(picked);
    setPreview(null);
    setError(null);
    setBusy("preview");
    try {
      setPreview(await postFormWithProgress<P>(props.previewPath, props.fields ?? {}, [picked], setProgress));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function commit() {
    if (!file) return;
    setBusy("import");
    setError(null);
    try {
      await props.onImported(await postFormWithProgress<R>(props.importPath, props.fields ?? {}, [file], setProgress));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const errorRows = preview ? props.rows(preview).filter((r) => Object.keys(r.errors).length > 0) : [];
  const count = preview ? props.importable(preview) : 0;
  return (
    <div className="grid gap-4">
      {props.children}
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-fg">
          {labels.file}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={props.accept}
          aria-describedby={`${id}-hint`}
          className="text-sm text-fg file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm"
          disabled={busy !== null}
          onChange={(e) => {
            const picked = e.target.files?.[0];
            if (picked) void check(picked);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {labels.hint}
        </p>
      </div>
      {busy ? (
        <p className="text-sm text-fg-muted" aria-live="polite">
          {(busy === "preview" ? labels.checking : labels.importing)(Math.round(progress * 100))}
        </p>
      ) : null}
      <FormAlert message={error} />
      {preview ? (
        <div className="grid gap-3" aria-live="polite">
          <p className="text-sm text-fg">{props.summary(preview)}</p>
          {errorRows.length > 0 ? (
            <div className="max-h-64 overflow-auto rounded-md border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{labels.errorsCaption}</caption>
                <thead className="bg-surface-muted text-xs text-fg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2">{labels.line}</th>
                    <th scope="col" className="px-3 py-2">{labels.record}</th>
                    <th scope="col" className="px-3 py-2">{labels.errors}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {errorRows.map((r) => (
                    <tr key={r.line}>
                      <td className="px-3 py-2 align-top">{r.line}</td>
                      <td className="px-3 py-2 align-top">{r.label ?? "—"}</td>
                      <td className="px-3 py-2">
                        <ul className="list-disc pl-4">
                          {Object.entries(r.errors).map(([col, msg]) => (
                            <li key={col}>
                              <span className="font-mono text-xs">{col}</span>: {msg}
                            </li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {preview.invalid > 0 ? <p className="text-sm text-danger">{labels.fixFirst}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel} disabled={busy === "import"}>
          {labels.cancel}
        </Button>
        <Button onClick={() => void commit()} loading={busy === "import"} disabled={!preview || preview.invalid > 0 || count === 0 || busy !== null}>
          {preview ? labels.submit(count) : labels.submitEmpty}
        </Button>
      </div>
    </div>
  );
}
