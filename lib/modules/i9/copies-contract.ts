// Copies of the documents examined for a Form I-9 (issue 33 §5): the request schemas and the answer shape.
// M-274: an employer may copy the documents an employee presents, and must keep the copies with the Form I-9;
// an E-Verify employer must copy a U.S. passport or passport card, a Permanent Resident Card or an EAD when one
// is presented (photo matching).
import { z } from "zod";
import { v } from "@/lib/shared/validation/zod";

/** At most this many copies of one document (front and back, a page or two more). */
export const MAX_COPIES_PER_DOCUMENT = 4;
/** The documents E-Verify's photo matching asks a copy of. */
export const PHOTO_MATCHING_DOCUMENTS: readonly string[] = ["usPassport", "permanentResidentCard", "ead"];

/** POST /api/i9/document-copy-upload (multipart `file`, up to 2 per call): the copies of one document examined. */
export const documentCopyFields = z.object({ id: v.uuid("I-9"), documentId: v.uuid("Document") });
export type DocumentCopyFields = z.output<typeof documentCopyFields>;

/** POST /api/i9/document-copy-file: one copy as uploaded (i9.sensitive; on the trail). */
export const documentCopyFileBody = z.object({ id: v.uuid("I-9"), copyId: v.uuid("Document copy") });
export type DocumentCopyFileBody = z.output<typeof documentCopyFileBody>;

export type I9DocumentCopyDto = { id: string; documentId: string; fileName: string; mimetype: string; sizeBytes: number; uploadedAt: string };
