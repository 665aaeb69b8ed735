// Request schemas and answers of the filled USCIS forms' calls: /api/generate-pdf-form-document (an official
// USCIS form filled from a case), /api/download-all-forms, and the green-card case's own
// /api/gc-petition/generate-pdf-form-document, pdf-form-version-list, save-pdf-form-version, download-all-forms.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { USCIS_FORM_CODES, type UscisFormCode } from "./editions";
import type { FormPath } from "./form-data";
import type { FormVersionSource } from "./naming";

export const generateFormBody = z.object({
  petitionId: v.uuid("Case"),
  form: z.enum(USCIS_FORM_CODES as [UscisFormCode, ...UscisFormCode[]], { error: (iss) => (iss.input === undefined ? MSG.required("Form") : MSG.invalid("Form")) }),
  /** Flattened: the values printed into the page (nothing left to edit); else the fields stay editable. */
  flatten: z.boolean({ error: MSG.invalid("Flatten") }).default(false),
  /** The day the form is filed: the edition whose dates hold it is filled (an uploaded one first); today when absent. */
  filingDate: v.optionalIsoDate(),
});
export type GenerateFormBody = z.output<typeof generateFormBody>;

export type GeneratedForm = {
  documentId: string;
  version: number;
  fileName: string;
  form: UscisFormCode;
  edition: string;
  /** How many of the form's fields the product filled. */
  filled: number;
  /** The case's data the map wanted and the record lacks (fill them in the record, or on the form). */
  missing: FormPath[];
  /** The form's fields no map entry covers: the paralegal completes them. */
  unmapped: string[];
};

/** The green-card case's own call: the same body on `id`, a green-card employment case (sub type 15). */
export const gcGenerateFormBody = generateFormBody.omit({ petitionId: true }).extend({ id: v.uuid("Case") });
export type GcGenerateFormBody = z.output<typeof gcGenerateFormBody>;

export const gcFormsBody = z.object({ id: v.uuid("Case") });

/** A completed form uploaded back (multipart `file`, a PDF): the next version of the filled form `documentId` (any of its versions). */
export const saveFormVersionFields = z.object({ id: v.uuid("Case"), documentId: v.uuid("Document") });
export type SaveFormVersionFields = z.output<typeof saveFormVersionFields>;

const bundleFormat = z.enum(["zip", "pdf"], { error: MSG.invalid("Format") }).default("zip");
/** Every filled form's latest version: a zip of the PDFs, or one PDF with their pages (flattened) in filing order. */
export const downloadAllFormsBody = z.object({ petitionId: v.uuid("Case"), format: bundleFormat });
export const gcDownloadAllFormsBody = z.object({ id: v.uuid("Case"), format: bundleFormat });
export type FormsBundleFormat = z.output<typeof bundleFormat>;

export type FilledFormVersion = {
  documentId: string;
  version: number;
  fileName: string;
  size: number;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  /** generated: filled by the product; completed: uploaded back through save-pdf-form-version; uploaded: a new version from the forms table. */
  source: FormVersionSource;
  /** No fields left to edit; null when the version came from the forms table (not looked into). */
  flattened: boolean | null;
};

/** One filled form of a case (a forms-and-letters document named by form and edition) with every version, newest first. */
export type FilledFormDocument = {
  form: UscisFormCode;
  title: string;
  edition: string;
  /** The document's name on the Forms & Letters tab, e.g. "Form I-129 (01/20/25)". */
  name: string;
  groupId: string | null;
  latest: FilledFormVersion;
  versions: FilledFormVersion[];
};
