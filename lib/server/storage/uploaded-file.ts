// A file a service takes in: a request's upload, streamed to a staging key of the file store by
// defineUploadRoute (StreamedUpload), or bytes in memory (a generated letter, a file fetched from a cloud
// drive: FileInMemory, the old buffer shape). Services put it at its key with saveFileAt (a streamed
// upload is moved there, never copied through memory) and read its bytes with fileBytes only when they
// must parse them (a CSV import, a PDF whose text or pages are checked).
import "server-only";
import { getFileStore, type FileStore } from "./file-store";

type FileFacts = { name: string; mimetype: string; size: number };

/** A file whose bytes are in memory. */
export type FileInMemory = FileFacts & { bytes: Buffer };

/**
 * A request's file in the file store: at the staging key until saved, then at its key (the location is
 * shared by copies of the object, e.g. `{ ...file, name }`).
 */
export type StreamedUpload = FileFacts & { readonly stored: { readonly store: FileStore; readonly stagingKey: string; key: string; saved: boolean } };

/** What an upload handler gets, and what the services that store or parse a file take. */
export type UploadedFile = FileInMemory | StreamedUpload;

export function streamedUpload(store: FileStore, stagingKey: string, facts: FileFacts): StreamedUpload {
  return { ...facts, stored: { store, stagingKey, key: stagingKey, saved: false } };
}

/** The file's bytes (a streamed upload is read back from the store). */
export async function fileBytes(file: UploadedFile): Promise<Buffer> {
  if ("bytes" in file) return file.bytes;
  const got = await file.stored.store.get(file.stored.key);
  if (!got) throw new Error(`The uploaded file ${JSON.stringify(file.stored.key)} is no longer stored`);
  return got.body;
}

/** Put the file at `key` of the file store: a streamed upload is moved there (once), bytes are written. */
export async function saveFileAt(file: UploadedFile, key: string): Promise<void> {
  if ("bytes" in file) return getFileStore().put(key, file.bytes, { contentType: file.mimetype });
  const s = file.stored;
  if (s.saved) throw new Error("An uploaded file is saved once");
  await s.store.move(s.stagingKey, key);
  s.key = key;
  s.saved = true;
}

/** Remove a streamed upload that no service saved (the upload route does, once its handler is done). */
export async function discardUpload(file: StreamedUpload): Promise<void> {
  if (!file.stored.saved) await file.stored.store.delete(file.stored.stagingKey);
}
