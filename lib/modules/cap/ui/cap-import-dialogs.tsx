"use client";
// The season's bulk files: registrations (checked for duplicates and errors, then saved all or nothing)
// and USCIS's selection results (checked, then recorded in one step, opening the selected ones' H-1B cap
// cases with the filing deadline). Both on the shared checked import.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { CheckedImport, type CheckedImportLabels } from "@/components/form/checked-import";
import { Modal } from "@/components/ui/modal";
import { inputClass } from "@/components/ui/input-class";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/lib/shared/format/use-format";
import type { CapImportPreviewDto, CapImportResult, SelectionPreviewDto, SelectionResult } from "../import-contract";
import { capKeys } from "./keys";

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function useImportLabels(): CheckedImportLabels {
  const t = useTranslations("cap");
  return {
    file: t("importDialog.file"),
    hint: t("importDialog.hint"),
    checking: (percent) => t("importDialog.checking", { percent }),
    importing: (percent) => t("importDialog.importing", { percent }),
    errorsCaption: t("importDialog.errorsCaption"),
    line: t("importDialog.line"),
    record: t("importDialog.record"),
    errors: t("importDialog.errors"),
    fixFirst: t("importDialog.fixFirst"),
    cancel: t("actions.cancel"),
    submit: (count) => t("importDialog.submit", { count }),
    submitEmpty: t("importDialog.submitEmpty"),
  };
}

export function CapImportDialog({ onClose, fiscalYear }: { onClose: () => void; fiscalYear: number }) {
  const t = useTranslations("cap");
  const f = useFormat();
  const qc = useQueryClient();
  const labels = useImportLabels();
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`${t("importDialog.title")} · ${t("season.fiscalYear", { year: fiscalYear })}`} description={t("importDialog.description")} size="lg">
      <CheckedImport<CapImportPreviewDto, CapImportResult>
        previewPath="cap/import-preview"
        importPath="cap/import"
        fields={{ fiscalYear: String(fiscalYear) }}
        accept={ACCEPT}
        labels={labels}
        summary={(p) => t("importDialog.summary", { total: f.number(p.total), valid: f.number(p.valid), invalid: f.number(p.invalid) })}
        rows={(p) => p.rows.map((r) => ({ line: r.line, label: [r.beneficiaryName, r.employerName].filter(Boolean).join(" · ") || null, errors: r.errors }))}
        importable={(p) => p.valid}
        onImported={async (res) => {
          toast.success(t("toast.imported", { count: res.imported }));
          await qc.invalidateQueries({ queryKey: capKeys.all });
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

export function SelectionImportDialog({ onClose, fiscalYear }: { onClose: () => void; fiscalYear: number }) {
  const t = useTranslations("cap");
  const f = useFormat();
  const qc = useQueryClient();
  const base = useImportLabels();
  const id = useId();
  const [selectedOn, setSelectedOn] = useState("");
  const labels: CheckedImportLabels = {
    ...base,
    hint: t("selectionDialog.hint"),
    record: t("selectionDialog.record"),
    submit: (count) => t("selectionDialog.submit", { count }),
    submitEmpty: t("selectionDialog.submitEmpty"),
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`${t("selectionDialog.title")} · ${t("season.fiscalYear", { year: fiscalYear })}`} description={t("selectionDialog.description")} size="lg">
      <CheckedImport<SelectionPreviewDto, SelectionResult>
        previewPath="cap/selection-preview"
        importPath="cap/selection-import"
        fields={{ fiscalYear: String(fiscalYear), ...(selectedOn.trim() ? { selectedOn: selectedOn.trim() } : {}) }}
        accept={ACCEPT}
        labels={labels}
        summary={(p) =>
          t("selectionDialog.summary", { total: f.number(p.total), selected: f.number(p.selected), notSelected: f.number(p.notSelected), unchanged: f.number(p.unchanged), invalid: f.number(p.invalid) })
        }
        rows={(p) => p.rows.map((r) => ({ line: r.line, label: [r.confirmationNumber, r.beneficiaryName].filter(Boolean).join(" · ") || null, errors: r.errors }))}
        importable={(p) => p.selected + p.notSelected}
        onImported={async (res) => {
          toast.success(t("toast.selection", { selected: res.selected, notSelected: res.notSelected, cases: res.casesOpened }));
          await qc.invalidateQueries({ queryKey: capKeys.all });
          onClose();
        }}
        onCancel={onClose}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-on`} className="text-sm font-medium text-fg">
            {t("selectionDialog.selectedOn")}
          </label>
          <input
            id={`${id}-on`}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/DD/YYYY"
            aria-describedby={`${id}-on-hint`}
            value={selectedOn}
            onChange={(e) => setSelectedOn(e.target.value)}
          />
          <p id={`${id}-on-hint`} className="text-xs text-fg-muted">
            {t("selectionDialog.selectedOnHint")}
          </p>
        </div>
      </CheckedImport>
    </Modal>
  );
}
