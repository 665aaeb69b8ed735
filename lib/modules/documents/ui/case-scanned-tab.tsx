"use client";
// Scanned Copies tab: the signed, filed packet as scanned; the firm's staff upload and delete copies
// (courier tracking and the USCIS response need at least one).
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import type { Viewer } from "@/lib/shared/viewer";
import { isDocumentStaff } from "@/lib/modules/documents/policy";
import { DocumentsTable } from "./documents-table";
import { UploadButton } from "./upload-button";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { casesKeys } from "@/lib/modules/cases/ui";

export function CaseScannedTab({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const staff = isDocumentStaff(viewer.roleId);
  const qc = useQueryClient();
  // The case's rule flags depend on the scanned copies (courier tracking).
  const refreshCase = () => void qc.invalidateQueries({ queryKey: casesKeys.detail(c.id) });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-muted">{t("scanned.description")}</p>
      {staff ? <UploadButton petitionId={c.id} category="scanned_copy" label={t("scanned.upload")} onUploaded={refreshCase} /> : null}
      <DocumentsTable petitionId={c.id} category="scanned_copy" canManage={staff} emptyTitle={t("scanned.empty")} />
    </div>
  );
}
