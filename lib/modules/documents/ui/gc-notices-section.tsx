"use client";
// The green card's USCIS notices (the Green card tab's documents part, composed by the case page): each
// stage's receipt, RFE, approval or denial notices, uploaded by who records that stage
// (/api/gc-petition/upload-stage-notice), listed with their stage.
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import { DocumentsTable } from "./documents-table";
import { UploadButton } from "./upload-button";

export type GcNoticeStage = { stage: string; form: string; canUpload: boolean };

export function GcNoticesSection({ petitionId, stages }: { petitionId: string; stages: readonly GcNoticeStage[] }) {
  const t = useTranslations("documents.gcNotices");
  const uploadable = stages.filter((s) => s.canUpload);
  return (
    <CardSection
      title={t("title")}
      actions={
        uploadable.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {uploadable.map((s) => (
              <UploadButton key={s.stage} petitionId={petitionId} category="gc_notices" stage={s.stage} label={t("upload", { form: s.form })} />
            ))}
          </div>
        ) : null
      }
    >
      <p className="mb-3 text-xs text-fg-muted">{t("hint")}</p>
      <DocumentsTable petitionId={petitionId} category="gc_notices" caption={t("title")} emptyTitle={t("empty")} />
    </CardSection>
  );
}
