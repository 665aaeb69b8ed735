// /api/download-all-forms and /api/gc-petition/download-all-forms: the latest version of every filled USCIS
// form of a case in one file — a zip of the PDFs as stored (editable ones stay editable), or one PDF of their
// pages in filing order (I-129, I-140, I-485, I-765), each form flattened first so that its values show and
// no two forms' fields collide. One document per form: of two editions, the one worked on last.
import "server-only";
import { PDFDocument } from "pdf-lib";
import { zipSegment } from "@/lib/modules/documents/zip-paths";
import { caseOr404 } from "@/lib/modules/greencard/gc";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { getFileStore } from "@/lib/server/storage/file-store";
import { zipStream } from "@/lib/server/zip";
import type { FormsBundleFormat } from "./contract";
import { flattenedPdf } from "./field-map";
import { bundleEntryName } from "./naming";
import { caseNumberOf, filledFormsOfCase, type StoredFormDocument, type StoredFormVersion } from "./versions";

export const NO_FILLED_FORMS = "This case has no filled USCIS forms yet";

type FileAnswer = { fileName: string; mimetype: string } & ({ bytes: Uint8Array } | { stream: ReadableStream<Uint8Array> });

/** Per form, the document last worked on (its latest version is the newest). */
function latestPerForm(forms: readonly StoredFormDocument[]): StoredFormDocument[] {
  const out = new Map<string, StoredFormDocument>();
  for (const f of forms) {
    const had = out.get(f.form);
    if (!had || f.latest.createdAt > had.latest.createdAt) out.set(f.form, f);
  }
  return forms.filter((f) => out.get(f.form) === f);
}

async function readVersion(v: StoredFormVersion): Promise<Uint8Array> {
  const file = await getFileStore().get(v.key);
  if (!file) throw new Error(`Stored file missing for document ${v.documentId}`);
  return file.body;
}

/** One form's pages, flattened; a PDF whose fields cannot be drawn (an editor's oddity) goes in as it is. */
async function flattenedCopy(d: StoredFormDocument): Promise<PDFDocument> {
  const unreadable = `The latest version of ${d.name} (${d.latest.fileName}) is not a PDF that can be merged: download the ZIP, or upload a PDF version`;
  if (d.latest.mimetype !== "application/pdf") throw fail.validation({ format: unreadable });
  return flattenedPdf(await readVersion(d.latest), () => fail.validation({ format: unreadable }));
}

async function mergedPdf(docs: readonly StoredFormDocument[], title: string): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(title);
  for (const d of docs) {
    const src = await flattenedCopy(d);
    for (const page of await out.copyPages(src, src.getPageIndices())) out.addPage(page);
  }
  return out.save();
}

/** Every filled form's latest version of a case within reach (404 otherwise); 422 when it has none. */
export async function filledFormsBundle(ctx: ActorContext, petitionId: string, format: FormsBundleFormat, caseField = "petitionId"): Promise<FileAnswer> {
  const { petition, forms } = await filledFormsOfCase(ctx, petitionId);
  const docs = latestPerForm(forms);
  if (docs.length === 0) throw fail.validation({ [caseField]: NO_FILLED_FORMS });
  const base = `${zipSegment(caseNumberOf(petition))} USCIS forms`;
  if (format === "pdf") return { fileName: `${base}.pdf`, mimetype: "application/pdf", bytes: await mergedPdf(docs, base) };
  const stream = zipStream(docs.map((d) => ({ path: bundleEntryName(d.form, d.edition, d.latest.version, d.latest.fileName), modified: new Date(d.latest.createdAt), read: () => readVersion(d.latest) })));
  return { fileName: `${base}.zip`, mimetype: "application/zip", stream };
}

export async function gcFilledFormsBundle(ctx: ActorContext, body: { id: string; format: FormsBundleFormat }): Promise<FileAnswer> {
  await caseOr404(ctx, ctx.db, body.id);
  return filledFormsBundle(ctx, body.id, body.format, "id");
}
