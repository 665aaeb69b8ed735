// The one error the e-signature library throws for a document, a field or a value it cannot use. It is an
// AppError with the VALIDATION_ERROR code (lib/server/http/status.ts answers 422) whose `fields` name the
// placed field at fault (`fields.<id>`), and it carries a `reason` a caller may branch on.
import "server-only";
import { AppError } from "@/lib/server/errors";

export type EsignErrorReason =
  | "pdf-unreadable" // not a PDF pdf-lib can open (or an encrypted one)
  | "page-missing" // a field on a page the document does not have
  | "page-rotated" // a field on a page shown rotated: its coordinates would be ambiguous
  | "field-box" // a box outside 0..1 or of no size
  | "value-missing" // a required field without a value
  | "value-kind" // a value that does not fit its field (a date for a signature, an unreadable PNG …)
  | "identity"; // a PKCS#12 that cannot be opened with its passphrase, or without a key and its certificate

export class EsignError extends AppError {
  constructor(
    readonly reason: EsignErrorReason,
    message: string,
    readonly fieldId?: string,
  ) {
    super("VALIDATION_ERROR", message, { [fieldId ? `fields.${fieldId}` : "document"]: message });
    this.name = "EsignError";
  }
}
