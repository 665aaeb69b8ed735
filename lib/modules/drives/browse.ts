// Browsing a connected drive (one folder a page) and importing chosen files into a case. The file is
// fetched here, on the server, with a 10 MB cap while reading, checked like any upload (checkFileBytes:
// size, safe name, accepted type by name and content bytes — the drive's declared type is not trusted) and
// stored through the documents module's scanned-copy upload (uploadScannedCopy: the case's reach, the file
// store, the document rows, audit and case history in one transaction; files removed again on failure).
import "server-only";
import { visibleCaseOr404 } from "@/lib/modules/cases/case-details";
import type { DocumentDto } from "@/lib/modules/documents/contract";
import { uploadScannedCopy } from "@/lib/modules/documents/scanned-copies";
import type { ActorContext } from "@/lib/server/context";
import { fail } from "@/lib/server/errors";
import { checkFileBytes, checkFileHead, MAX_UPLOAD_FILE_BYTES, type UploadedFile } from "@/lib/server/http/define-upload-route";
import { can } from "@/lib/shared/permissions";
import { DRIVE_PAGE_SIZE } from "./constants";
import type { DriveListing, ImportBody, ListBody } from "./contract";
import { providerOf } from "./providers";
import { DriveApiError, DriveNotFound } from "./providers/types";
import { withAccess } from "./tokens";

async function driveCall<T>(what: "Folder" | "File", run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DriveNotFound) throw fail.notFound(what);
    if (err instanceof DriveApiError) throw fail.conflict(`The drive could not be read (${err.message}). Please try again later`);
    throw err;
  }
}

/** POST drives/list: one page of a folder (the root without folderId). */
export async function listFolder(ctx: ActorContext, body: ListBody): Promise<DriveListing> {
  const p = providerOf(body.provider);
  return driveCall("Folder", () => withAccess(ctx.db, ctx.tenant.id, body.provider, (token) => p.list(token, { folderId: body.folderId, cursor: body.cursor, pageSize: DRIVE_PAGE_SIZE })));
}

/** The body's bytes, refused (413) as soon as they pass the upload limit. */
async function readCapped(res: Response, name: string, field: string): Promise<Buffer> {
  const tooLarge = () => checkFileHead({ name, size: MAX_UPLOAD_FILE_BYTES + 1 }, field);
  if (Number(res.headers.get("content-length") ?? 0) > MAX_UPLOAD_FILE_BYTES) {
    await res.body?.cancel();
    tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_UPLOAD_FILE_BYTES) {
      await reader.cancel().catch(() => undefined);
      tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** POST drives/import: the chosen files of the drive become scanned-copy documents of the case (all or none). */
export async function importFiles(ctx: ActorContext, body: ImportBody): Promise<DocumentDto[]> {
  if (!can(ctx.actor, "document.manage")) throw fail.forbidden();
  const petition = await visibleCaseOr404(ctx.db, ctx.actor, body.petitionId);
  const p = providerOf(body.provider);
  const files: UploadedFile[] = [];
  for (const [i, id] of body.fileIds.entries()) {
    const field = `fileIds.${i}`;
    const file = await driveCall("File", () =>
      withAccess(ctx.db, ctx.tenant.id, body.provider, async (token) => {
        const meta = await p.meta(token, id);
        if (meta.kind === "folder") throw fail.validation({ [field]: "A folder cannot be imported: choose files" });
        if (meta.size !== null) checkFileHead({ name: meta.name, size: meta.size }, field);
        const got = await p.download(token, meta);
        const bytes = await readCapped(got.res, got.name, field);
        return checkFileBytes({ name: got.name, mime: "", bytes }, field);
      }),
    );
    files.push(file);
  }
  return uploadScannedCopy(ctx, { petitionId: petition.id, docType: undefined, keys: undefined }, files);
}
