"use client";
// The PERM case's forms and letters (the PERM tab's documents part, composed by the case page): the
// ETA-9089 draft, the recruitment report and the business necessity letter, each with its versions;
// uploaded while the application is in preparation (/api/perm/upload-forms-and-letters).
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { PERM_FORM_TYPES } from "../contract";
import { DocumentsTable } from "./documents-table";
import { UploadButton } from "./upload-button";

export function PermFormsSection({ petitionId, permId, canUpload, onChanged }: { petitionId: string; permId: string; canUpload: boolean; onChanged: () => void }) {
  const t = useTranslations("documents.permForms");
  return (
    <CardSection
      title={t("title")}
      actions={
        canUpload ? (
          <div className="flex flex-wrap gap-2">
            {PERM_FORM_TYPES.map((kind) => (
              <UploadButton key={kind} petitionId={petitionId} permId={permId} category="perm_forms" docType={kind} label={t(`upload.${kind}`)} onUploaded={onChanged} />
            ))}
          </div>
        ) : null
      }
    >
      <p className="mb-3 text-xs text-fg-muted">{t("hint")}</p>
      <DocumentsTable petitionId={petitionId} category="perm_forms" caption={t("title")} emptyTitle={t("empty")} />
    </CardSection>
  );
}
