"use client";
// Forms & Letters tab: the case's forms and letters with their versions; the firm's staff add a document
// (named by the user) or a new version of one, or generate a letter from a template (`Generate`); below, the
// case's e-signature envelopes (`Envelopes`).
import { useId, useState, type ComponentType } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/input-class";
import type { Viewer } from "@/lib/shared/viewer";
import { isDocumentStaff } from "@/lib/modules/documents/policy";
import { DocumentsTable } from "./documents-table";
import { UploadButton } from "./upload-button";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { documentsKeys } from "./keys";

/** `Generate`: the letters module's "Generate a letter" (composed by the case screen; documents does not import letters). */
export type GenerateFormsAction = ComponentType<{ viewer: Viewer; c: CaseDetails; onGenerated: () => void }>;
/** `Envelopes`: the e-signature module's envelopes of the case, below the table (composed by the case screen). */
export type FormsEnvelopesSection = ComponentType<{ viewer: Viewer; c: CaseDetails }>;

export function CaseFormsTab({ viewer, c, Generate, Envelopes }: { viewer: Viewer; c: CaseDetails; Generate?: GenerateFormsAction; Envelopes?: FormsEnvelopesSection }) {
  const t = useTranslations("cases");
  const id = useId();
  const qc = useQueryClient();
  const staff = isDocumentStaff(viewer.roleId);
  const [name, setName] = useState("");
  const docName = name.trim();
  return (
    <div className="grid gap-4">
      {staff ? (
        <section aria-labelledby={`${id}-h`} className="rounded-lg border border-border bg-surface p-4">
          <h2 id={`${id}-h`} className="mb-3 text-sm font-semibold text-fg">
            {t("forms.uploadTitle")}
          </h2>
          <div className="flex flex-wrap items-start gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-name`} className="text-xs font-medium text-fg-muted">
                {t("forms.name")}
              </label>
              <input id={`${id}-name`} className={`${inputClass} min-w-64`} value={name} maxLength={120} placeholder={t("forms.namePlaceholder")} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="pt-5">
              <UploadButton petitionId={c.id} category="forms_letters" docType={docName || undefined} disabled={!docName} label={t("forms.upload")} onUploaded={() => setName("")} />
            </div>
            {Generate ? (
              <div className="pt-5">
                <Generate viewer={viewer} c={c} onGenerated={() => void qc.invalidateQueries({ queryKey: documentsKeys.case(c.id) })} />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
      <DocumentsTable petitionId={c.id} category="forms_letters" canManage={staff} emptyTitle={t("forms.empty")} />
      {Envelopes ? <Envelopes viewer={viewer} c={c} /> : null}
    </div>
  );
}
