"use client";
// Import the firm's LCAs from a DOL disclosure file (CSV or XLSX): the file is checked first
// (/api/lca/import-preview: counts and every row with all its problems, nothing saved), then imported all or
// nothing (/api/lca/import) only when no row has an error.
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { CheckedImport } from "@/components/form/checked-import";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/lib/shared/format/use-format";
import type { ImportPreviewDto, ImportProblemDto } from "../contract";
import { lcaKeys } from "./keys";

/** Every problem of a row in the reader's language, by column (a column with several: joined by "; "), so the row lists them all. */
function problemTexts(problems: readonly ImportProblemDto[], text: (p: ImportProblemDto) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.column] = out[p.column] ? `${out[p.column]}; ${text(p)}` : text(p);
  return out;
}

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function LcaImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("lca");
  const f = useFormat();
  const qc = useQueryClient();
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t("importDialog.title")} description={t("importDialog.description")} size="lg">
      {open ? (
        <CheckedImport<ImportPreviewDto, { imported: number }>
          previewPath="lca/import-preview"
          importPath="lca/import"
          accept={ACCEPT}
          labels={{
            file: t("importDialog.file"),
            hint: t("importDialog.hint"),
            checking: (percent) => t("importDialog.checking", { percent }),
            importing: (percent) => t("importDialog.importing", { percent }),
            errorsCaption: t("importDialog.errorsCaption"),
            line: t("importDialog.line"),
            record: t("columns.dolCaseNumber"),
            errors: t("importDialog.errors"),
            fixFirst: t("importDialog.fixFirst"),
            cancel: t("actions.cancel"),
            submit: (count) => t("importDialog.submit", { count }),
            submitEmpty: t("importDialog.submitEmpty"),
          }}
          summary={(p) => t("importDialog.summary", { total: f.number(p.total), valid: f.number(p.valid), invalid: f.number(p.invalid) })}
          rows={(p) => p.rows.map((r) => ({ line: r.line, label: r.dolCaseNumber, errors: problemTexts(r.problems, (pr) => t(`importProblems.${pr.code}`, { column: pr.column, ...pr.params })) }))}
          importable={(p) => p.valid}
          onImported={async (res) => {
            toast.success(t("toast.imported", { count: res.imported }));
            await qc.invalidateQueries({ queryKey: lcaKeys.lists() });
            onClose();
          }}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
