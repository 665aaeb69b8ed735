// The filled USCIS forms of a case with their versions (/api/gc-petition/pdf-form-version-list): the case's
// forms-and-letters documents named by a form and edition this product fills (naming.ts), read through the
// documents module's own list — the caller's reach and the categories its role reads. Letters and other
// forms and letters are not listed. Filing order: the forms' catalogue order (I-129, I-140, I-485, I-765);
// two editions of one form, the newest edition first.
import "server-only";
import type { PetitionRow } from "@/db/schema/cases";
import { readableCaseDocuments } from "@/lib/modules/documents/case-documents";
import { caseOr404 } from "@/lib/modules/greencard/gc";
import type { DocumentDto, DocumentVersionDto } from "@/lib/modules/documents/contract";
import type { ActorContext } from "@/lib/server/context";
import type { FilledFormDocument, FilledFormVersion } from "./contract";
import { USCIS_FORM_CODES, USCIS_FORMS, type UscisFormCode } from "./editions";
import { parseFormDocumentName, versionOrigin } from "./naming";

/** A version as the forms' calls answer it; `key` is kept for the server's own reads (download-all), never answered. */
export type StoredFormVersion = FilledFormVersion & { key: string; mimetype: string };
export type StoredFormDocument = Omit<FilledFormDocument, "latest" | "versions"> & { latest: StoredFormVersion; versions: StoredFormVersion[] };

function versionOf(form: UscisFormCode, v: DocumentVersionDto): StoredFormVersion {
  return { documentId: v.id, version: v.version, fileName: v.fileName, size: v.size, createdAt: v.createdAt, createdBy: v.uploadedBy, ...versionOrigin(form, v.fileName), key: v.key, mimetype: v.mimetype };
}

/** A forms-and-letters document (with its versions) as a filled USCIS form, or null when it is none. */
export function formDocumentOf(d: DocumentDto): StoredFormDocument | null {
  const named = parseFormDocumentName(d.docType);
  if (!named) return null;
  const versions = [d, ...d.versions].map((v) => versionOf(named.form, v));
  return { form: named.form, title: USCIS_FORMS[named.form].title, edition: named.edition, name: d.docType, groupId: d.groupId, latest: versions[0], versions };
}

const editionOrder = (e: string) => `${e.slice(6)}${e.slice(0, 5)}`; // MM/DD/YY → YYMM/DD, sortable

/** The case (in the caller's reach, else 404) and its filled USCIS forms, in filing order. */
export async function filledFormsOfCase(ctx: ActorContext, petitionId: string): Promise<{ petition: PetitionRow; forms: StoredFormDocument[]; documents: DocumentDto[] }> {
  const { petition, documents } = await readableCaseDocuments(ctx, { petitionId, category: "forms_letters", rfeCaseId: undefined });
  const forms = documents
    .map(formDocumentOf)
    .filter((f): f is StoredFormDocument => f !== null)
    .sort((a, b) => USCIS_FORM_CODES.indexOf(a.form) - USCIS_FORM_CODES.indexOf(b.form) || editionOrder(b.edition).localeCompare(editionOrder(a.edition)));
  return { petition, forms, documents };
}

/** What the calls answer: the versions without their storage keys. */
export function publicFormDocument(f: StoredFormDocument): FilledFormDocument {
  const strip = ({ key: _key, mimetype: _mime, ...v }: StoredFormVersion): FilledFormVersion => v;
  return { ...f, latest: strip(f.latest), versions: f.versions.map(strip) };
}

export const caseNumberOf = (p: PetitionRow) => p.customCaseNumber || p.caseNumber;

/** /api/gc-petition/pdf-form-version-list: the filled forms of a green-card employment case within reach (404 otherwise). */
export async function gcFormVersions(ctx: ActorContext, id: string): Promise<FilledFormDocument[]> {
  await caseOr404(ctx, ctx.db, id);
  return (await filledFormsOfCase(ctx, id)).forms.map(publicFormDocument);
}
