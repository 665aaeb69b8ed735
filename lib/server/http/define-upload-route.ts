// Multipart uploads: the same tenant/session/role/Origin step as defineRoute, then the form is read as
// a stream (multipart-stream.ts, busboy): its text fields validated by a zod schema, each file checked on
// its first bytes (by default PNG, JPEG, PDF, Word) and streamed to a staging key of the file store,
// at most `maxFileBytes` (10 MB by default; past it 413 at once, the partial file removed). The handler
// gets each file as a reference (UploadedFile: saveFileAt(file, key) moves it to its place, fileBytes(file)
// reads it back for a service that parses it); what it did not save is removed when it returns or throws. At most
// MAX_UPLOADS_IN_FLIGHT uploads per user at once in this process (upload-slots.ts; 429 with Retry-After).
// A route may also accept a JSON body with the same fields (files already uploaded, named by their
// keys); its handler then gets no files. Why and how: lib/server/storage/README.md.
import "server-only";
import { z } from "zod";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { Actor } from "@/lib/server/auth/session";
import { getFileStore } from "@/lib/server/storage/file-store";
import type { StreamedUpload, UploadedFile } from "@/lib/server/storage/uploaded-file";
import { acceptedUploadMime } from "@/lib/shared/validation/upload";
import { MSG } from "@/lib/shared/validation/messages";
import { allowedRoles, type Action } from "@/lib/shared/permissions";
import {
  clockOf,
  parseBody,
  readJsonBody,
  resolveRequestContext,
  respond,
  type AuthMode,
  type RequestContext,
  type RouteContext,
  type RouteHandler,
  type RouteResult,
} from "./define-route";
import { AppError, fail } from "@/lib/server/errors";
import { assertSafeInput, isUnsafeText, UNSAFE_TEXT_MESSAGE } from "./safe-input";
import { discardAll, EMPTY_FILE_MESSAGE, readStreamedForm, type UploadAccept } from "./multipart-stream";
import { takeUploadSlot, TOO_MANY_UPLOADS_MESSAGE, UPLOAD_RETRY_AFTER_SECONDS } from "./upload-slots";

export type { UploadAccept, UploadedFile };

export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and the text fields beside the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

const tooLargeMessage = (maxFileBytes: number) => `The file is larger than ${Math.round((maxFileBytes / (1024 * 1024)) * 10) / 10} MB`;
const fileTooLarge = (maxFileBytes: number) => new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(maxFileBytes));

type Options<S extends z.ZodType, A extends AuthMode> = {
  auth: A;
  /** The action (lib/shared/permissions.ts) the caller must be allowed, as defineRoute's `permission`. */
  permission?: Action;
  /** The text fields (multipart) or the JSON body (when `acceptsJson`). */
  fields: S;
  /** Name of the file part (default "file"). */
  fileField?: string;
  /** At most this many files per request (default 1). */
  maxFiles?: number;
  /** The largest file the call takes (default MAX_UPLOAD_FILE_BYTES, 10 MB): past it 413, checked while the file streams. */
  maxFileBytes?: number;
  /** Whether a request must carry at least one file (default true; never for a JSON body). */
  fileRequired?: boolean;
  /** Also take application/json with the same fields and no files. */
  acceptsJson?: boolean;
  /**
   * The file types the call takes: the file's MIME type from its name, declared type and first bytes,
   * or null to refuse it (422 `uploadMessage`). Default: the documents' types (images, PDF, Word).
   */
  accept?: UploadAccept;
  handler: (ctx: RouteContext<TenantRow, A extends "user" ? Actor : Actor | null> & { body: z.output<S>; files: UploadedFile[] }) => Promise<RouteResult>;
};

/** The documents' types (images, PDF, Word), each checked by its first bytes. */
const DOCUMENT_TYPES: UploadAccept = { mime: acceptedUploadMime, message: MSG.upload };

/** The checks before reading a file's bytes: at most 10 MB (413), not empty, a safe name (422 on `field`). */
export function checkFileHead(file: { name: string; size: number }, field = "file"): void {
  if (file.size > MAX_UPLOAD_FILE_BYTES) throw fileTooLarge(MAX_UPLOAD_FILE_BYTES);
  if (file.size === 0) throw fail.validation({ [field]: EMPTY_FILE_MESSAGE });
  if (isUnsafeText(file.name)) throw fail.validation({ [field]: UNSAFE_TEXT_MESSAGE });
}

/** A file's bytes as an upload: the same checks as a multipart file (files brought from elsewhere, e.g. a cloud drive). */
export function checkFileBytes(file: { name: string; mime: string; bytes: Buffer }, field = "file", accept: UploadAccept = DOCUMENT_TYPES): UploadedFile {
  checkFileHead({ name: file.name, size: file.bytes.length }, field);
  const mimetype = accept.mime({ name: file.name, mime: file.mime, bytes: file.bytes });
  if (!mimetype) throw fail.validation({ [field]: accept.message });
  return { name: file.name, mimetype, size: file.bytes.length, bytes: file.bytes };
}

/** Whose upload slots a request takes: the signed-in user's, else the address's in the firm. */
const slotOwner = (ctx: RequestContext) => (ctx.actor ? `user:${ctx.actor.userId}` : `ip:${ctx.tenant?.id}:${ctx.ip}`);

export function defineUploadRoute<S extends z.ZodType, A extends AuthMode>(opts: Options<S, A>): RouteHandler {
  const fileField = opts.fileField ?? "file";
  const maxFiles = opts.maxFiles ?? 1;
  const maxFileBytes = opts.maxFileBytes ?? MAX_UPLOAD_FILE_BYTES;
  const maxBodyBytes = maxFiles * maxFileBytes + FORM_OVERHEAD_BYTES;
  const fileRequired = opts.fileRequired ?? true;
  const acceptsJson = opts.acceptsJson ?? false;
  const handle = async function handle(req: Request): Promise<Response> {
    let busy = false;
    const res = await respond(req, async () => {
      const type = req.headers.get("content-type") ?? "";
      const isMultipart = /^multipart\/form-data\b/i.test(type);
      const isJson = acceptsJson && /^application\/json\b/i.test(type);
      if (!isMultipart && !isJson) {
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          acceptsJson ? "Send the files as multipart/form-data or their keys as JSON" : "Send the file as multipart/form-data",
        );
      }
      const length = Number(req.headers.get("content-length") ?? "0");
      if (isMultipart && length > maxBodyBytes) throw fileTooLarge(maxFileBytes);
      const base = await resolveRequestContext(req, { auth: opts.auth, tenant: true, permission: opts.permission });
      const tenant = base.tenant as TenantRow;

      let raw: unknown;
      let files: StreamedUpload[] = [];
      let release: (() => void) | null = null;
      try {
        if (isJson) {
          raw = await readJsonBody(req);
        } else {
          release = takeUploadSlot(slotOwner(base));
          if (!release) {
            busy = true;
            throw fail.rateLimited(TOO_MANY_UPLOADS_MESSAGE);
          }
          const form = await readStreamedForm(req.body, type, {
            field: fileField,
            maxFiles,
            maxFileBytes,
            maxBodyBytes,
            tooLarge: () => fileTooLarge(maxFileBytes),
            accept: opts.accept ?? DOCUMENT_TYPES,
            store: getFileStore(),
            stagingPrefix: `tenants/${tenant.id}/incoming`,
          });
          files = form.files;
          raw = form.fields;
          assertSafeInput(raw);
          if (fileRequired && files.length === 0) throw fail.validation({ [fileField]: MSG.required("File") });
        }
        const clock = clockOf(raw);
        const body = parseBody(opts.fields, raw);
        return await opts.handler({ ...base, req, tenant, actor: base.actor as never, clock, body, files });
      } finally {
        // What the handler did not save (moved to its key) leaves the store with the request.
        await discardAll(files);
        release?.();
      }
    });
    if (busy) res.headers.set("retry-after", String(UPLOAD_RETRY_AFTER_SECONDS));
    return res;
  };
  return Object.assign(handle, {
    meta: {
      auth: opts.auth,
      tenant: true,
      roles: opts.permission && allowedRoles(opts.permission),
      permission: opts.permission,
      body: opts.fields,
      upload: { fileField, maxFiles, maxFileBytes, acceptsJson },
    },
  });
}
