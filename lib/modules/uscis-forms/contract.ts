// Request schema and answer of /api/generate-pdf-form-document: an official USCIS form filled from a case.
import { z } from "zod";
import { MSG } from "@/lib/shared/validation/messages";
import { v } from "@/lib/shared/validation/zod";
import { USCIS_FORM_CODES, type UscisFormCode } from "./editions";
import type { FormPath } from "./form-data";

export const generateFormBody = z.object({
  petitionId: v.uuid("Case"),
  form: z.enum(USCIS_FORM_CODES as [UscisFormCode, ...UscisFormCode[]], { error: (iss) => (iss.input === undefined ? MSG.required("Form") : MSG.invalid("Form")) }),
  /** Flattened: the values printed into the page (nothing left to edit); else the fields stay editable. */
  flatten: z.boolean({ error: MSG.invalid("Flatten") }).default(false),
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
