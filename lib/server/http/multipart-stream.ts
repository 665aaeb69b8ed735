// The multipart body of an upload read as a stream (busboy): text fields collected, each file part
// checked on its first bytes (name, emptiness, the route's types) and then streamed to a staging key of
// the file store, counted as it goes: past the route's size limit the stream stops (413) and the
// partial file is removed. Any failure stops reading the request and removes every file staged for it,
// so a refused request leaves nothing in storage. No file is ever held whole in memory.
import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream";
import busboy from "busboy";
import { AppError, fail } from "@/lib/server/errors";
import type { ByteStream, FileStore } from "@/lib/server/storage/file-store";
import { discardUpload, streamedUpload, type StreamedUpload } from "@/lib/server/storage/uploaded-file";
import { log } from "@/lib/server/log";
import { MSG } from "@/lib/shared/validation/messages";
import { isUnsafeText, UNSAFE_TEXT_MESSAGE } from "./safe-input";

/** The file types a call takes: the MIME type from the name, declared type and first bytes, or null to refuse (422 `message`). */
export type UploadAccept = { mime: (file: { name: string; mime: string; bytes: Uint8Array }) => string | null; message: string };

/** How many first bytes (at least) the type check sees: enough for every magic number and the text checks' 4 KB. */
export const TYPE_CHECK_BYTES = 4096;
export const EMPTY_FILE_MESSAGE = "The uploaded file is empty";
export const NOT_MULTIPART_MESSAGE = "The request body is not valid multipart/form-data";
/** The largest text field. */
const MAX_FIELD_BYTES = 1024 * 1024;

export type StreamedFormRules = {
  /** Name of the file part. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The whole body's limit (files, fields and framing). */
  maxBodyBytes: number;
  tooLarge: () => AppError;
  accept: UploadAccept;
  store: FileStore;
  /** Folder of the staging keys (`<prefix>/<uuid>`). */
  stagingPrefix: string;
};

export type StreamedForm = { fields: Record<string, string | string[]>; files: StreamedUpload[] };

/** An error of the request's bytes (a cut or malformed body) is the client's: 400, unless it is already an answer. */
const asRequestError = (err: unknown) => (err instanceof AppError ? err : fail.badRequest(NOT_MULTIPART_MESSAGE));

/** Read the form; the files are staged in `rules.store`, and the caller discards them when done. */
export async function readStreamedForm(body: ReadableStream<Uint8Array> | null, contentType: string, rules: StreamedFormRules): Promise<StreamedForm> {
  let parser: busboy.Busboy;
  try {
    // Names and values as UTF-8 (what browsers send), not busboy's default latin1 for parameters.
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: { fieldSize: MAX_FIELD_BYTES } });
  } catch {
    throw fail.badRequest(NOT_MULTIPART_MESSAGE);
  }
  const fields: Record<string, string | string[]> = {};
  const staged: Promise<StreamedUpload>[] = [];
  let failure: unknown;
  let files = 0;
  /** Stop reading: the parser is destroyed (and with it the request stream and the file part in flight). */
  const abort = (err: unknown) => {
    failure ??= err;
    parser.destroy(err as Error);
  };

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) return abort(rules.tooLarge());
    if (name === rules.field) return;
    const prev = fields[name];
    fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  });
  parser.on("file", (name, part, info) => {
    // Stopping the parser destroys the part in flight with the reason; that reason is answered below.
    part.on("error", () => undefined);
    if (failure !== undefined || name !== rules.field) return void part.resume();
    if (++files > rules.maxFiles) {
      part.resume();
      return abort(fail.validation({ [rules.field]: MSG.max(rules.maxFiles) }));
    }
    const done = stagePart(part, info.filename ?? "", info.mimeType, rules).catch((err) => {
      abort(err);
      throw err;
    });
    done.catch(() => undefined); // settled below, after the parser stops
    staged.push(done);
  });

  const source = body ? requestSource(body, rules) : Readable.from([]);
  const parseError = await new Promise<Error | null | undefined>((resolve) => pipeline(source, parser, resolve));
  const results = await Promise.allSettled(staged);
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const error = failure ?? (parseError ? asRequestError(parseError) : results.find((r) => r.status === "rejected")?.reason);
  if (error !== undefined) {
    await discardAll(stored);
    throw error;
  }
  return { fields, files: stored };
}

/**
 * The request body as a Node stream, through a byte counter: past the whole body's limit it stops with
 * 413, chunked or not. When the parser stops early, the body is cancelled once no read is in flight
 * (cancelling a web stream during a pending read makes Node 20's FormData body stream throw from a microtask).
 */
function requestSource(body: ReadableStream<Uint8Array>, rules: StreamedFormRules): Readable {
  const reader = body.getReader();
  let total = 0;
  let reading: Promise<unknown> = Promise.resolve();
  return new Readable({
    read() {
      reading = reader.read().then(
        ({ done, value }) => {
          if (done) return void this.push(null);
          total += value.byteLength;
          if (total > rules.maxBodyBytes) return void this.destroy(rules.tooLarge());
          this.push(value);
        },
        (err: Error) => this.destroy(err),
      );
    },
    destroy(err, callback) {
      const cancel = () => reader.cancel(err ?? undefined).catch(() => undefined);
      void reading.then(cancel, cancel);
      callback(err);
    },
  });
}

/** Remove the staged files no service saved (after a refused request, or once the handler is done); a failure is logged. */
export async function discardAll(files: readonly StreamedUpload[]): Promise<void> {
  const results = await Promise.allSettled(files.map(discardUpload));
  for (const r of results) if (r.status === "rejected") log.error({ err: r.reason }, "[upload] could not remove a staged file");
}

/** One file part: the checks on its first bytes, then the rest streamed to a staging key with the size counted. */
async function stagePart(part: Readable, name: string, declared: string, rules: StreamedFormRules): Promise<StreamedUpload> {
  const field = rules.field;
  if (isUnsafeText(name)) throw fail.validation({ [field]: UNSAFE_TEXT_MESSAGE });
  const chunks = part[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  try {
    while (headBytes < TYPE_CHECK_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
  } catch (err) {
    throw asRequestError(err);
  }
  const first = Buffer.concat(head);
  if (first.length === 0) throw fail.validation({ [field]: EMPTY_FILE_MESSAGE });
  if (first.length > rules.maxFileBytes) throw rules.tooLarge();
  const mimetype = rules.accept.mime({ name, mime: declared, bytes: first });
  if (!mimetype) throw fail.validation({ [field]: rules.accept.message });

  let size = first.length;
  async function* rest(): ByteStream {
    yield first;
    if (ended) return;
    try {
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        size += next.value.length;
        if (size > rules.maxFileBytes) throw rules.tooLarge();
        yield next.value;
      }
    } catch (err) {
      throw asRequestError(err);
    }
  }
  const key = `${rules.stagingPrefix}/${randomUUID()}`;
  await rules.store.putStream(key, rest(), { contentType: mimetype });
  return streamedUpload(rules.store, key, { name, mimetype, size });
}
