"use client";
// Import the firm's LCAs from a DOL disclosure file (CSV or XLSX): the file is checked first
// (/api/lca/import-preview: counts and every row with its errors, nothing saved), then imported all or
// nothing (/api/lca/import) only when no row has an error.
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/shared/api-client";
import { postFormWithProgress } from "@/lib/shared/api-progress";
import { useFormat } from "@/lib/shared/format/use-format";
import type { ImportPreviewDto } from "../contract";
import { lcaKeys } from "./keys";

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function LcaImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("lca");
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t("importDialog.title")} description={t("importDialog.description")} size="lg">
      {open ? <ImportFlow onClose={onClose} /> : null}
    </Modal>
  );
}

function ImportFlow({ onClose }: { onClose: () => void }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const qc = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreviewDto | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function check(picked: File) {
    setFile(picked);
    setPreview(null);
    setError(null);
    setBusy("preview");
    try {
      setPreview(await postFormWithProgress<ImportPreviewDto>("lca/import-preview", {}, [picked], setProgress));
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
      const res = await postFormWithProgress<{ imported: number }>("lca/import", {}, [file], setProgress);
      toast.success(t("toast.imported", { count: res.imported }));
      await qc.invalidateQueries({ queryKey: lcaKeys.lists() });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const errorRows = preview?.rows.filter((r) => Object.keys(r.errors).length > 0) ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-fg">
          {t("importDialog.file")}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-hint`}
          className="text-sm text-fg file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm"
          disabled={busy !== null}
          onChange={(e) => {
            const picked = e.target.files?.[0];
            if (picked) void check(picked);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {t("importDialog.hint")}
        </p>
      </div>
      {busy ? (
        <p className="text-sm text-fg-muted" aria-live="polite">
          {t(busy === "preview" ? "importDialog.checking" : "importDialog.importing", { percent: Math.round(progress * 100) })}
        </p>
      ) : null}
      <FormAlert message={error} />
      {preview ? (
        <div className="grid gap-3" aria-live="polite">
          <p className="text-sm text-fg">{t("importDialog.summary", { total: f.number(preview.total), valid: f.number(preview.valid), invalid: f.number(preview.invalid) })}</p>
          {errorRows.length > 0 ? (
            <div className="max-h-64 overflow-auto rounded-md border border-border">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("importDialog.errorsCaption")}</caption>
                <thead className="bg-surface-muted text-xs text-fg-muted">
                  <tr>
                    <th scope="col" className="px-3 py-2">{t("importDialog.line")}</th>
                    <th scope="col" className="px-3 py-2">{t("columns.dolCaseNumber")}</th>
                    <th scope="col" className="px-3 py-2">{t("importDialog.errors")}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {errorRows.map((r) => (
                    <tr key={r.line}>
                      <td className="px-3 py-2 align-top">{r.line}</td>
                      <td className="px-3 py-2 align-top">{r.dolCaseNumber ?? "—"}</td>
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
          {preview.invalid > 0 ? <p className="text-sm text-danger">{t("importDialog.fixFirst")}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy === "import"}>
          {t("actions.cancel")}
        </Button>
        <Button onClick={() => void commit()} loading={busy === "import"} disabled={!preview || preview.invalid > 0 || preview.valid === 0 || busy !== null}>
          {preview ? t("importDialog.submit", { count: preview.valid }) : t("importDialog.submitEmpty")}
        </Button>
      </div>
    </div>
  );
}
