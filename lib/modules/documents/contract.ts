// Request schemas and answer shapes of the files and documents API: /api/s3/*, /api/common/local-upload,
// /api/documents/*, and the document calls of /api/petition/*. Multipart calls validate their text
// fields with the same schemas (a repeated field, e.g. `keys`, arrives as a list).
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { isDocTypeKey } from "./doc-types";
import { stripStorageHost } from "./keys";

// ---------- constants ----------

const DOCUMENT_CATEGORIES = ["beneficiary_doc", "forms_letters", "scanned_copy", "uscis_response", "rfe_response", "rfe_scanned_copy", "perm_forms", "gc_notices"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Categories whose documents keep versions in a group (every old version listed). */
export const VERSIONED_CATEGORIES: readonly DocumentCategory[] = ["forms_letters", "perm_forms"];

/** The PERM case's forms and letters (/api/perm/upload-forms-and-letters): each kind one versioned document. */
export const PERM_FORM_TYPES = ["eta9089Draft", "recruitmentReport", "businessNecessityLetter"] as const;
export type PermFormType = (typeof PERM_FORM_TYPES)[number];

export type DocumentStatus = "pending" | "accepted" | "rejected";

export const USCIS_RESPONSES = ["approved", "denied", "rfe", "noid", "withdrawn"] as const;
export type UscisResponse = (typeof USCIS_RESPONSES)[number];

/** The activity code and case status each USCIS response records (status ids of petition_status). */
export const USCIS_RESPONSE_OUTCOME: Record<UscisResponse, { code: string; statusId: number; label: string; docType: string }> = {
  approved: { code: "USCIS_APPROVED", statusId: 22, label: "Approved", docType: "i797" },
  denied: { code: "USCIS_DENIED", statusId: 23, label: "Denied", docType: "denialNotice" },
  rfe: { code: "USCIS_RECEIVED_RFE", statusId: 24, label: "Request for evidence", docType: "rfeNotice" },
  // A NOID is answered like an RFE (30 days, rule 18): the same code on the case, its own status.
  noid: { code: "USCIS_RECEIVED_RFE", statusId: 30, label: "Notice of intent to deny", docType: "noidNotice" },
  withdrawn: { code: "USCIS_WITHDRAWN", statusId: 31, label: "Withdrawn", docType: "other" },
};

const MAX_KEYS_PER_CALL = 20;
/**
 * Beneficiary documents, scanned copies and USCIS documents may be sent several at a time; the
 * proxy's body limit in next.config.ts (52 MB) is sized for 5 files of 10 MB.
 */
export const MAX_FILES_PER_UPLOAD = 5;

// ---------- fields ----------

/** "true"/"false" from a form field, or a JSON boolean. */
const bool = (field: string) => z.preprocess((x) => (x === "true" ? true : x === "false" ? false : x), z.boolean({ error: MSG.invalid(field) }));

/** A storage key or a URL of the storage host (the host prefix is stripped). */
const keyName = z
  .string({ error: MSG.required("File") })
  .trim()
  .min(1, { error: MSG.required("File") })
  .max(2048, { error: MSG.maxLength(2048) })
  .transform(stripStorageHost);

/** One key or a list of keys (a multipart form repeats the field; a single value is not a list). */
const keyList = (min: number) =>
  z.preprocess(
    (x) => (typeof x === "string" ? [x] : x),
    z
      .array(keyName, { error: MSG.required("File") })
      .min(min, { error: MSG.required("File") })
      .max(MAX_KEYS_PER_CALL, { error: MSG.max(MAX_KEYS_PER_CALL) })
      .refine((keys) => new Set(keys).size === keys.length, { error: MSG.invalid("File") }),
  );

const docTypeKey = (field = "Document Type") =>
  v.requiredString(field, 60).refine((k) => k === "" || isDocTypeKey(k), { error: MSG.invalid(field) });

const category = z.enum(DOCUMENT_CATEGORIES, { error: MSG.invalid("Category") });
const rejectReason = v.optionalString(500);

// ---------- files (/api/s3/*, /api/common/local-upload) ----------

/** Multipart fields beside `file`. */
export const uploadFileFields = z.object({ petitionId: v.optionalUuid("Case"), category: category.optional() });
export type UploadFileFields = z.output<typeof uploadFileFields>;

export const deleteFilesBody = z.object({
  keyNames: z
    .array(keyName, { error: MSG.required("File") })
    .min(1, { error: MSG.required("File") })
    .max(50, { error: MSG.max(50) }),
});

export const signedUrlBody = z.object({ keyName, fileName: v.optionalString(200), petitionId: v.optionalUuid("Case") });
export type SignedUrlBody = z.output<typeof signedUrlBody>;

// ---------- catalogue and checklists (/api/documents/*) ----------

export const docTypesBody = z.object({ search: v.optionalString(100) });

export const checklistBody = z.object({ typeId: v.id("Case Type"), subTypeId: v.optionalId("Sub Type") });
export type ChecklistBody = z.output<typeof checklistBody>;

export const updateChecklistBody = checklistBody.extend({
  docTypes: z
    .array(docTypeKey(), { error: MSG.required("Document Type") })
    .max(200, { error: MSG.max(200) })
    .refine((keys) => new Set(keys).size === keys.length, { error: MSG.invalid("Document Type") }),
});
export type UpdateChecklistBody = z.output<typeof updateChecklistBody>;

/** `rfeCaseId`: only the documents of that RFE case of the petition (its response and filed copy). */
export const documentListBody = z.object({ petitionId: v.uuid("Case"), category: category.optional(), rfeCaseId: v.optionalUuid("RFE Case") });
export type DocumentListBody = z.output<typeof documentListBody>;

// ---------- case documents (/api/petition/*) ----------

/** Staff attach uploaded files to a beneficiary of the case. */
export const manageDocumentUploadBody = z.object({
  petitionId: v.uuid("Case"),
  beneficiaryId: v.uuid("Beneficiary"),
  docType: docTypeKey(),
  keys: keyList(1),
});
export type ManageDocumentUploadBody = z.output<typeof manageDocumentUploadBody>;

/** Multipart (files) or JSON (keys of earlier uploads). A beneficiary's own record is the default. */
export const uploadBeneficiaryDocsFields = z.object({
  petitionId: v.uuid("Case"),
  beneficiaryId: v.optionalUuid("Beneficiary"),
  docType: docTypeKey(),
  keys: keyList(0).optional(),
});
export type UploadBeneficiaryDocsFields = z.output<typeof uploadBeneficiaryDocsFields>;

export const acceptBeneficiaryDocsBody = z
  .object({ documentId: v.uuid("Document"), accept: bool("Accept"), reason: rejectReason })
  .superRefine((b, ctx) => {
    if (b.accept === false && !b.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: MSG.required("Reason") });
  });
export type AcceptBeneficiaryDocsBody = z.output<typeof acceptBeneficiaryDocsBody>;

/** A form or letter: `docType` is a catalogue key or the document's own name ("Support letter"). */
export const uploadFormsAndLettersFields = z
  .object({ petitionId: v.uuid("Case"), docType: v.optionalString(120), name: v.optionalString(120), key: keyName.optional() })
  .superRefine((b, ctx) => {
    if (!b.docType && !b.name) ctx.addIssue({ code: "custom", path: ["docType"], message: MSG.required("Document Name") });
  });
export type UploadFormsAndLettersFields = z.output<typeof uploadFormsAndLettersFields>;

/** A PERM form or letter: a new version of the case's document of that kind (the first one opens it). */
export const uploadPermFormFields = z.object({
  id: v.uuid("PERM case"),
  docType: z.enum(PERM_FORM_TYPES, { error: (iss) => (iss.input === undefined ? MSG.required("Document Type") : MSG.invalid("Document Type")) }),
  key: keyName.optional(),
});
export type UploadPermFormFields = z.output<typeof uploadPermFormFields>;

/** A new version of a form or letter: `documentId` is any version of its group. */
export const updateFormsVersionFields = z.object({ documentId: v.uuid("Document"), key: keyName.optional() });
export type UpdateFormsVersionFields = z.output<typeof updateFormsVersionFields>;

export const uploadScannedCopyFields = z.object({
  petitionId: v.uuid("Case"),
  docType: v.optionalString(120),
  keys: keyList(0).optional(),
});
export type UploadScannedCopyFields = z.output<typeof uploadScannedCopyFields>;

export const documentIdBody = z.object({ documentId: v.uuid("Document") });

export const uploadUscisDocsFields = z
  .object({
    petitionId: v.uuid("Case"),
    // No default: the decision is chosen on purpose (an empty choice is "required", not "not valid").
    response: z.enum(USCIS_RESPONSES, { error: (iss) => (iss.input === undefined || iss.input === "" ? MSG.required("Response") : MSG.invalid("Response")) }),
    responseDate: v.usDate("Response Date"),
    rfeNoticeDate: v.optionalUsDate(),
    rfeServedByMail: bool("Served By Mail").optional(),
    /** An approval's validity (the I-797's "Valid from … to …"): entered on the case, it tracks the stay's end. */
    validityStart: v.optionalUsDate(),
    validityEnd: v.optionalUsDate(),
    keys: keyList(0).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.response === "rfe" || b.response === "noid") && !b.rfeNoticeDate) ctx.addIssue({ code: "custom", path: ["rfeNoticeDate"], message: MSG.required("RFE Notice Date") });
    if (b.validityStart && !b.validityEnd) ctx.addIssue({ code: "custom", path: ["validityEnd"], message: MSG.required("Validity End Date") });
    if (b.validityEnd && !b.validityStart) ctx.addIssue({ code: "custom", path: ["validityStart"], message: MSG.required("Validity Start Date") });
    if (b.validityStart && b.validityEnd && b.validityEnd < b.validityStart) ctx.addIssue({ code: "custom", path: ["validityEnd"], message: "The validity end cannot be earlier than its start" });
  });
export type UploadUscisDocsFields = z.output<typeof uploadUscisDocsFields>;

/** Documents of an RFE case: the response being prepared, or the scanned copy of the response as filed. */
export const uploadRfeDocsFields = z.object({
  rfeCaseId: v.uuid("RFE Case"),
  docType: v.optionalString(120),
  keys: keyList(0).optional(),
});
export type UploadRfeDocsFields = z.output<typeof uploadRfeDocsFields>;

/** The firm's RFE response reached USCIS on `receivedDate` (MM/DD/YYYY): the premium clock restarts (domain rule 17). */
export const uploadRfeResponseFields = z.object({
  petitionId: v.uuid("Case"),
  receivedDate: v.usDate("Response Received Date"),
  keys: keyList(0).optional(),
});
export type UploadRfeResponseFields = z.output<typeof uploadRfeResponseFields>;

// ---------- answers ----------

export type UploadedFileDto = { key: string; url?: string; name: string; mimetype: string; size: number; isNew: true };

export type DocTypeDto = { key: string; label: string; group: string };

export type ChecklistDto = { typeId: number; subTypeId: number | null; docTypes: { key: string; label: string }[]; isDefault: boolean };

export type DocumentVersionDto = {
  id: string;
  version: number;
  key: string;
  fileName: string;
  mimetype: string;
  size: number;
  uploadedBy: { id: string; name: string } | null;
  createdAt: string;
};

export type DocumentDto = DocumentVersionDto & {
  petitionId: string;
  category: DocumentCategory;
  docType: string;
  docTypeLabel: string;
  beneficiary: { id: string; name: string } | null;
  groupId: string | null;
  status: DocumentStatus;
  rejectReason: string | null;
  /** Earlier versions of a form or letter, newest first (empty otherwise). */
  versions: DocumentVersionDto[];
};

export type RfeResponseResult = {
  petitionId: string;
  statusId: number;
  rfeResponseReceivedDate: string;
  documents: DocumentDto[];
};

export type UscisResponseResult = {
  petitionId: string;
  statusId: number;
  uscisResponse: UscisResponse;
  responseDate: string;
  rfeNoticeDate: string | null;
  completedActivities: string[];
  nextWorkflowActivity: string | null;
  documents: DocumentDto[];
};
