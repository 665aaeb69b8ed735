"use client";
// The documents of an RFE case (its screen's documents part, composed by the page): the response being
// prepared — uploaded by those who prepare it until the attorney approves it — and the scanned copy of the
// response as filed, uploaded once it is approved. Both are the petition's documents tagged with the RFE case.
import { useTranslations } from "next-intl";
import { CardSection } from "@/components/ui/card";
import type { RfeDetails } from "@/lib/modules/cases/rfe/contract";
import type { Viewer } from "@/lib/shared/viewer";
import { isDocumentStaff } from "../policy";
import { DocumentsTable } from "./documents-table";
import { UploadButton } from "./upload-button";

export function RfeDocumentsSection({ viewer, rfe, onChanged }: { viewer: Viewer; rfe: RfeDetails; onChanged: () => void }) {
  const t = useTranslations("rfe");
  const staff = isDocumentStaff(viewer.roleId);
  const step = (code: string) => rfe.workflow.find((s) => s.code === code);
  const approved = step("RFE_RESPONSE_DOCS_APPROVED")?.done === true;
  const canPrepare = staff && !rfe.closed && !approved && step("RFE_RESPONSE_DOCS_PREPARED")?.canAct === true;
  const canFileCopy = staff && !rfe.closed && approved && step("RFE_RESPONSE_FILED")?.canAct === true;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CardSection title={t("documents.response")} actions={canPrepare ? <UploadButton petitionId={rfe.petitionId} rfeCaseId={rfe.id} category="rfe_response" label={t("documents.upload")} onUploaded={onChanged} /> : null}>
        <p className="mb-3 text-xs text-fg-muted">{t("documents.responseHint")}</p>
        <DocumentsTable petitionId={rfe.petitionId} rfeCaseId={rfe.id} category="rfe_response" caption={t("documents.response")} emptyTitle={t("documents.responseEmpty")} />
      </CardSection>
      <CardSection title={t("documents.scanned")} actions={canFileCopy ? <UploadButton petitionId={rfe.petitionId} rfeCaseId={rfe.id} category="rfe_scanned_copy" label={t("documents.uploadScanned")} onUploaded={onChanged} /> : null}>
        <p className="mb-3 text-xs text-fg-muted">{t("documents.scannedHint")}</p>
        <DocumentsTable petitionId={rfe.petitionId} rfeCaseId={rfe.id} category="rfe_scanned_copy" caption={t("documents.scanned")} emptyTitle={t("documents.scannedEmpty")} />
      </CardSection>
    </div>
  );
}
