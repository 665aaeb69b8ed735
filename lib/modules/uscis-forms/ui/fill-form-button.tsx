"use client";
// "Fill a USCIS form" on a case's Forms & Letters tab (composed by the case screen): choose the form and
// whether to flatten it; the server fills the edition USCIS accepts today from the case and saves it as the
// next version; the dialog then says what the record lacked and how many of the form's fields are left for
// the paralegal, before the pages are printed for the wet-ink signature. Beside it, "Download all forms"
// (download-all-forms.tsx). A completed form goes back as a new version through the forms table's own "New
// version" (documents' DocumentsTable).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/input-class";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { apiPost, errorMessage } from "@/lib/shared/api-client";
import { can } from "@/lib/shared/permissions";
import type { Viewer } from "@/lib/shared/viewer";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { formsForSubType } from "../constants";
import type { GeneratedForm } from "../contract";
import { DownloadAllFormsButton } from "./download-all-forms";

export function FillFormButton({ viewer, c, onGenerated }: { viewer: Viewer; c: CaseDetails; onGenerated: () => void }) {
  const t = useTranslations("uscisForms");
  const [open, setOpen] = useState(false);
  if (!can(viewer, "document.manage")) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      {open ? <FillDialog c={c} onClose={() => setOpen(false)} onGenerated={onGenerated} /> : null}
      <DownloadAllFormsButton c={c} />
    </>
  );
}

function FillDialog({ c, onClose, onGenerated }: { c: CaseDetails; onClose: () => void; onGenerated: () => void }) {
  const t = useTranslations("uscisForms");
  // The case's own forms first (an I-539 case: the I-539), the first of them chosen.
  const forms = formsForSubType(c.subTypeId);
  const [form, setForm] = useState<string>(forms[0].code);
  const [flatten, setFlatten] = useState(false);
  const fill = useMutation({
    mutationFn: () => apiPost<GeneratedForm>("generate-pdf-form-document", { petitionId: c.id, form, flatten }),
    onSuccess: () => onGenerated(),
  });
  const done = fill.data;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("title")} description={t("description")} size="lg">
      {done ? (
        <div className="grid gap-3 text-sm">
          <p role="status">{t("done", { form: done.form, edition: done.edition, version: done.version, filled: done.filled })}</p>
          {done.missing.length ? (
            <div className="rounded-md border border-warning bg-warning-subtle p-3">
              <p className="font-medium">{t("missingTitle")}</p>
              <ul className="mt-1 list-disc pl-5">
                {done.missing.map((m) => (
                  <li key={m}>{t(`paths.${m}`)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p>{t("leftForYou", { count: done.unmapped.length })}</p>
          <p className="text-fg-muted">{t("wetInk")}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t("finish")}</Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="fill-form-code" className="text-sm font-medium text-fg">
              {t("form")}
            </label>
            <select id="fill-form-code" className={inputClass} value={form} onChange={(e) => setForm(e.target.value)}>
              {forms.map((f) => (
                <option key={f.code} value={f.code}>
                  {`Form ${f.code} · ${f.title}`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              <input id="fill-form-flatten" type="checkbox" aria-describedby="fill-form-flatten-hint" className="mt-0.5 size-4 accent-primary" checked={flatten} onChange={(e) => setFlatten(e.target.checked)} />
              <label htmlFor="fill-form-flatten" className="text-sm text-fg">
                {t("flatten")}
              </label>
            </div>
            <p id="fill-form-flatten-hint" className="ml-6 text-xs text-fg-muted">
              {t("flattenHint")}
            </p>
          </div>
          {fill.isError ? <FormAlert message={errorMessage(fill.error)} /> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={fill.isPending}>
              {t("cancel")}
            </Button>
            <Button onClick={() => fill.mutate()} loading={fill.isPending}>
              {t("submit")}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
