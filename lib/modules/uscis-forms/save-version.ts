// /api/gc-petition/save-pdf-form-version: a filled form the paralegal completed by hand (the unmapped fields,
// in a PDF editor) uploaded back as the next version of that form's document (documents'
// updateFormsAndLettersVersion). Before it is kept, the file must be the same form: a PDF (by its first
// bytes), readable and not encrypted, with the page count of the edition's blank and — unless it is
// flattened (no fields left: printed to PDF, or scanned after signing) — every field the edition's map
// fills. Each refusal is a 422 on `file` saying what to do.
import "server-only";
import { PDFDocument } from "pdf-lib";
import { updateFormsAndLettersVersion } from "@/lib/modules/documents/forms-and-letters";
import { caseOr404 } from "@/lib/modules/greencard/gc";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import type { UploadAccept, UploadedFile } from "@/lib/server/http/define-upload-route";
import { fileBytes } from "@/lib/server/storage/uploaded-file";
import { acceptedUploadMime } from "@/lib/shared/validation/upload";
import type { FilledFormDocument, SaveFormVersionFields } from "./contract";
import type { Executor } from "@/lib/server/db/client";
import { blankPageCount } from "./blanks";
import { mappedFields } from "./edition-maps";
import { findEditionByCode } from "./repository";
import { USCIS_FORMS, type UscisFormCode } from "./editions";
import { formDocumentName, formFileName } from "./naming";
import { caseNumberOf, filledFormsOfCase, formDocumentOf, publicFormDocument } from "./versions";

export const NOT_A_PDF = "The completed form must be a PDF";
/** The upload check of the call (defineUploadRoute `accept`): a PDF by its name, declared type and first bytes. */
export const COMPLETED_FORM_FILE: UploadAccept = { mime: (f) => (acceptedUploadMime(f) === "application/pdf" ? "application/pdf" : null), message: NOT_A_PDF };

/** Whether `bytes` is the edition's form: the reason it is not, or whether it is flattened. */
/**
 * The page count and the fields a completed `edition` must have: a built-in edition's blank and map; an uploaded
 * edition's page count and the fields its own map fills (else those of the built-in map its blank has); null
 * for an edition on file nowhere (deleted since: taken as it is).
 */
async function expectedShape(db: Executor, form: UscisFormCode, edition: string): Promise<{ pages: number; fields: string[] } | null> {
  const known = USCIS_FORMS[form].editions.find((e) => e.edition === edition);
  if (known) return { pages: await blankPageCount(known.blank), fields: [...new Set(known.map.map((e) => e.field))] };
  const uploaded = await findEditionByCode(db, form, edition);
  if (!uploaded) return null;
  if (uploaded.fieldMap) return { pages: uploaded.pages, fields: mappedFields(uploaded.fieldMap) };
  const has = new Set(uploaded.fields.map((f) => f.name));
  const builtIn = [...USCIS_FORMS[form].editions].sort((a, b) => b.acceptedFrom.localeCompare(a.acceptedFrom))[0];
  return { pages: uploaded.pages, fields: [...new Set(builtIn.map.map((e) => e.field))].filter((f) => has.has(f)) };
}

export async function checkCompletedForm(db: Executor, bytes: Uint8Array, form: UscisFormCode, edition: string): Promise<{ ok: true; flattened: boolean } | { ok: false; message: string }> {
  const name = formDocumentName(form, edition);
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { ok: false, message: "The file could not be read as a PDF: save it again from your PDF editor and upload it" };
  }
  if (pdf.isEncrypted) return { ok: false, message: "The PDF is password-protected or encrypted: save a copy without security and upload that" };
  const expected = await expectedShape(db, form, edition);
  if (!expected) return { ok: true, flattened: pdf.getForm().getFields().length === 0 };
  const pages = expected.pages;
  if (pdf.getPageCount() !== pages) return { ok: false, message: `This PDF has ${pdf.getPageCount()} pages; ${name} has ${pages}: upload the completed ${name}` };
  const fields = new Set(pdf.getForm().getFields().map((f) => f.getName()));
  if (fields.size === 0) return { ok: true, flattened: true };
  const absent = expected.fields.filter((f) => !fields.has(f));
  if (absent.length) return { ok: false, message: `This PDF is not ${name}: ${absent.length} of the edition's fields are not in it` };
  return { ok: true, flattened: false };
}

/** The completed PDF as the next version of the case's filled form `documentId` (any version of it). */
export async function saveCompletedForm(ctx: ActorContext, petitionId: string, documentId: string, file: UploadedFile): Promise<FilledFormDocument> {
  const { petition, forms, documents } = await filledFormsOfCase(ctx, petitionId);
  const target = forms.find((f) => f.versions.some((v) => v.documentId === documentId));
  if (!target) {
    const other = documents.some((d) => d.id === documentId || d.versions.some((v) => v.id === documentId));
    if (other) throw fail.validation({ documentId: "This document is not a filled USCIS form" });
    throw fail.notFound("Document");
  }
  const check = await checkCompletedForm(ctx.db, new Uint8Array(await fileBytes(file)), target.form, target.edition);
  if (!check.ok) throw fail.validation({ file: check.message });
  const saved = await updateFormsAndLettersVersion(ctx, { documentId, key: undefined }, [
    { ...file, mimetype: "application/pdf", name: formFileName(target.form, caseNumberOf(petition), "completed", check.flattened) },
  ]);
  const doc = formDocumentOf(saved);
  if (!doc) throw new Error(`Saved version of ${target.name} is no filled form`);
  return publicFormDocument(doc);
}

export async function gcSaveCompletedForm(ctx: ActorContext, body: SaveFormVersionFields, files: readonly UploadedFile[]): Promise<FilledFormDocument> {
  await caseOr404(ctx, ctx.db, body.id);
  return saveCompletedForm(ctx, body.id, body.documentId, files[0]);
}
