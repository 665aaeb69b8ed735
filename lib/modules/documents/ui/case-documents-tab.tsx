"use client";
// Documents tab: the beneficiaries' documents of the case — upload (a document type from the case
// type's checklist, for one beneficiary) and, for the firm's staff, accept or reject them.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { inputClass } from "@/components/ui/input-class";
import { apiPost } from "@/lib/shared/api-client";
import { ROLE } from "@/lib/shared/constants/roles";
import type { Viewer } from "@/lib/shared/viewer";
import type { ChecklistDto } from "@/lib/modules/documents/contract";
import { DOC_TYPES } from "@/lib/modules/documents/doc-types";
import { isDocumentStaff } from "@/lib/modules/documents/policy";
import { useDocTypeName } from "./doc-type-name";
import { DocumentsTable } from "./documents-table";
import { documentsKeys } from "./keys";
import { UploadButton } from "./upload-button";
import type { CaseDetails } from "@/lib/modules/cases/contract";
import { can } from "@/lib/shared/permissions";

/** The case type's checklist first, then the rest of the catalogue. */
function useDocTypeOptions(c: CaseDetails) {
  const q = useQuery({
    queryKey: documentsKeys.checklist(c.typeId, c.subTypeId),
    queryFn: ({ signal }) => apiPost<ChecklistDto>("documents/checklist", { typeId: c.typeId, subTypeId: c.subTypeId ?? undefined }, { signal }),
    staleTime: 5 * 60_000,
  });
  const listed = q.data?.docTypes ?? [];
  const keys = new Set(listed.map((d) => d.key));
  return { requested: listed, others: DOC_TYPES.filter((d) => !keys.has(d.key)), isLoading: q.isLoading };
}

export function CaseDocumentsTab({ viewer, c }: { viewer: Viewer; c: CaseDetails }) {
  const t = useTranslations("cases");
  const id = useId();
  const staff = isDocumentStaff(viewer.roleId);
  const beneficiary = viewer.roleId === ROLE.BENEFICIARY;
  const types = useDocTypeOptions(c);
  const docTypeName = useDocTypeName();
  const [docType, setDocType] = useState("");
  const [beneficiaryId, setBeneficiaryId] = useState(c.beneficiaries.find((b) => b.isPrimary)?.id ?? c.beneficiaries[0]?.id ?? "");
  const canUpload = can(viewer, "document.upload-beneficiary") && c.beneficiaries.length > 0;

  return (
    <div className="grid gap-4">
      {canUpload ? (
        <section aria-labelledby={`${id}-h`} className="rounded-lg border border-border bg-surface p-4">
          <h2 id={`${id}-h`} className="mb-3 text-sm font-semibold text-fg">
            {t("documents.uploadTitle")}
          </h2>
          <div className="flex flex-wrap items-start gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-type`} className="text-xs font-medium text-fg-muted">
                {t("documents.docType")}
              </label>
              <select id={`${id}-type`} className={`${inputClass} min-w-56`} value={docType} disabled={types.isLoading} onChange={(e) => setDocType(e.target.value)}>
                <option value="">{types.isLoading ? t("loading") : t("documents.chooseType")}</option>
                {types.requested.length ? (
                  <optgroup label={t("documents.requested")}>
                    {types.requested.map((d) => (
                      <option key={d.key} value={d.key}>
                        {docTypeName(d.key, d.label)}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                <optgroup label={t("documents.otherTypes")}>
                  {types.others.map((d) => (
                    <option key={d.key} value={d.key}>
                      {docTypeName(d.key, d.label)}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
            {!beneficiary ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-ben`} className="text-xs font-medium text-fg-muted">
                  {t("documents.beneficiary")}
                </label>
                <select id={`${id}-ben`} className={`${inputClass} min-w-48`} value={beneficiaryId} onChange={(e) => setBeneficiaryId(e.target.value)}>
                  {c.beneficiaries.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className="pt-5">
              <UploadButton
                petitionId={c.id}
                category="beneficiary_doc"
                docType={docType || undefined}
                beneficiaryId={beneficiary ? undefined : beneficiaryId || undefined}
                disabled={!docType}
                label={t("documents.upload")}
              />
            </div>
          </div>
          {!docType ? <p className="mt-2 text-xs text-fg-muted">{t("documents.chooseTypeFirst")}</p> : null}
        </section>
      ) : null}
      <DocumentsTable petitionId={c.id} category="beneficiary_doc" canReview={staff} emptyTitle={t("documents.empty")} />
    </div>
  );
}
