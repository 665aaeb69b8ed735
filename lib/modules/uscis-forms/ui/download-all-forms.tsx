"use client";
// "Download all forms" beside "Fill a USCIS form" on a case's Forms & Letters tab: the latest version of every
// filled USCIS form of the case, as a ZIP of the PDFs (editable ones stay editable) or as one print-ready PDF
// in filing order (/api/download-all-forms).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/shared/api-client";
import { downloadFile } from "@/lib/shared/api-download";
import type { CaseDetails } from "@/lib/modules/cases/contract";

type Format = "zip" | "pdf";

export function DownloadAllFormsButton({ c }: { c: CaseDetails }) {
  const t = useTranslations("uscisForms");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    setError(null);
    try {
      await downloadFile("download-all-forms", { petitionId: c.id, format }, `${c.caseNumber} USCIS forms.${format}`);
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("downloadAll.open")}
      </Button>
      {open ? (
        <Modal open onOpenChange={(o) => !o && !busy && setOpen(false)} title={t("downloadAll.title")} description={t("downloadAll.description")}>
          <div className="grid gap-3">
            {(["zip", "pdf"] as const).map((format) => (
              <div key={format} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
                <p className="max-w-sm text-sm text-fg-muted">{t(`downloadAll.${format}Hint`)}</p>
                <Button variant="secondary" loading={busy === format} disabled={busy !== null && busy !== format} onClick={() => void download(format)}>
                  {t(`downloadAll.${format}`)}
                </Button>
              </div>
            ))}
            {error ? <FormAlert message={error} /> : null}
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy !== null}>
                {t("cancel")}
              </Button>
            </div>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
