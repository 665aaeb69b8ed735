"use client";
// Upload files to a case with the shared FileUploadButton. Where the files go depends on the category:
// beneficiary documents, forms and letters, scanned copies, an RFE case's response and filed copy, PERM forms, a green-card stage's notices, or a plain upload (/api/s3/upload) whose
// key the caller attaches later (USCIS response).
import { useQueryClient } from "@tanstack/react-query";
import { FileUploadButton } from "@/components/form/file-upload-button";
import type { FormFields } from "@/lib/shared/api-progress";
import { MAX_FILES_PER_UPLOAD, type DocumentCategory } from "../contract";
import { documentsKeys } from "./keys";

type UploadButtonProps = {
  petitionId: string;
  /** Where the files go; without it they are plain uploads answered with their keys. */
  category?: DocumentCategory;
  /** Catalogue key (or a form's name for forms and letters). */
  docType?: string;
  /** Beneficiary documents: whose (a beneficiary's own record by default). */
  beneficiaryId?: string;
  /** The RFE case of an rfe_response / rfe_scanned_copy upload. */
  rfeCaseId?: string;
  /** The PERM record of a perm_forms upload (docType: its kind). */
  permId?: string;
  /** The green-card stage of a gc_notices upload (i140, i485, i765, i131). */
  stage?: string;
  /** A new version of this form or letter instead of a new document. */
  versionOf?: string;
  multiple?: boolean;
  label?: string;
  disabled?: boolean;
  /** The call's answer: documents, one document, or the plain upload ({ key, name, … }). */
  onUploaded?: (result: unknown) => void;
};

function target(p: UploadButtonProps): { path: string; fields: FormFields; multiple: boolean } {
  if (p.versionOf) return { path: "petition/update-forms-and-letters-version", fields: { documentId: p.versionOf }, multiple: false };
  switch (p.category) {
    case "beneficiary_doc":
      return { path: "petition/upload-beneficiary-docs", fields: { petitionId: p.petitionId, docType: p.docType, beneficiaryId: p.beneficiaryId }, multiple: true };
    case "forms_letters":
      return { path: "petition/upload-forms-and-letters", fields: { petitionId: p.petitionId, docType: p.docType }, multiple: false };
    case "scanned_copy":
      return { path: "petition/upload-scanned-copy", fields: { petitionId: p.petitionId, docType: p.docType }, multiple: true };
    case "rfe_response":
      return { path: "rfe-petition/upload-response-docs", fields: { rfeCaseId: p.rfeCaseId, docType: p.docType }, multiple: true };
    case "rfe_scanned_copy":
      return { path: "rfe-petition/upload-scanned-copy", fields: { rfeCaseId: p.rfeCaseId, docType: p.docType }, multiple: true };
    case "perm_forms":
      return { path: "perm/upload-forms-and-letters", fields: { id: p.permId, docType: p.docType }, multiple: false };
    case "gc_notices":
      return { path: "gc-petition/upload-stage-notice", fields: { id: p.petitionId, stage: p.stage }, multiple: false };
    default:
      return { path: "s3/upload", fields: { petitionId: p.petitionId, category: p.category }, multiple: false };
  }
}

export function UploadButton(props: UploadButtonProps) {
  const qc = useQueryClient();
  const dest = target(props);
  const multiple = (props.multiple ?? dest.multiple) && dest.multiple;
  return (
    <FileUploadButton
      path={dest.path}
      fields={dest.fields}
      maxFiles={multiple ? MAX_FILES_PER_UPLOAD : 1}
      label={props.label}
      disabled={props.disabled}
      onUploaded={async (result) => {
        await qc.invalidateQueries({ queryKey: documentsKeys.case(props.petitionId) });
        props.onUploaded?.(result);
      }}
    />
  );
}
