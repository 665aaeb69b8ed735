// Multipart uploads: the same tenant/session/role/Origin step as defineRoute, then the form is read
// with req.formData(): its text fields validated by a zod schema, each file at most 10 MB and of a
// type decided by its first bytes (PNG, JPEG, PDF, Word). A route may also accept a JSON body with
// the same fields (files already uploaded, named by their keys); its handler then gets no files.
import "server-only";
import { z } from "zod";
import type { TenantRow } from "@/lib/server/tenancy/tenant";
import type { Actor } from "@/lib/server/auth/session";
import { acceptedUploadMime } from "@/lib/shared/validation/upload";
import { MSG } from "@/lib/shared/validation/messages";
import { allowedRoles, type Action } from "@/lib/shared/permissions";
import {
  clockOf,
  limitedStream,
  parseBody,
  readJsonBody,
  resolveRequestContext,
  respond,
  type AuthMode,
  type RouteContext,
  type RouteHandler,
  type RouteResult,
} from "./define-route";
import { AppError, fail } from "@/lib/server/errors";
import { assertSafeInput, isUnsafeText, UNSAFE_TEXT_MESSAGE } from "./safe-input";

export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
const FILE_TOO_LARGE_MESSAGE = "The file is larger than 10 MB";
/** Room for the multipart framing and the text fields beside the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** A file of the request whose bytes passed the type check. */
export type UploadedFile = { name: string; mimetype: string; size: number; bytes: Buffer };

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

/** Form fields as an object; a repeated name becomes an array ("keys" sent twice → ["a", "b"]). */
function fieldsOf(form: FormData, fileField: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of form.entries()) {
    if (name === fileField || typeof value !== "string") continue;
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Size and magic-byte check of one file: 413 over 10 MB, 422 MSG.upload for any other type. */
export type UploadAccept = { mime: (file: { name: string; mime: string; bytes: Uint8Array }) => string | null; message: string };
const DOCUMENT_TYPES: UploadAccept = { mime: acceptedUploadMime, message: MSG.upload };

async function checkUploadedFile(file: File, field = "file", accept: UploadAccept = DOCUMENT_TYPES): Promise<UploadedFile> {
  checkFileHead({ name: file.name, size: file.size }, field);
  return checkFileBytes({ name: file.name, mime: file.type, bytes: Buffer.from(await file.arrayBuffer()) }, field, accept);
}

/** The checks before reading a file's bytes: at most 10 MB (413), not empty, a safe name (422 on `field`). */
export function checkFileHead(file: { name: string; size: number }, field = "file"): void {
  if (file.size > MAX_UPLOAD_FILE_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);
  if (file.size === 0) throw fail.validation({ [field]: "The uploaded file is empty" });
  if (isUnsafeText(file.name)) throw fail.validation({ [field]: UNSAFE_TEXT_MESSAGE });
}

/** A file's bytes as an upload: the same checks as a multipart file (files brought from elsewhere, e.g. a cloud drive). */
export function checkFileBytes(file: { name: string; mime: string; bytes: Buffer }, field = "file", accept: UploadAccept = DOCUMENT_TYPES): UploadedFile {
  checkFileHead({ name: file.name, size: file.bytes.length }, field);
  const mimetype = accept.mime({ name: file.name, mime: file.mime, bytes: file.bytes });
  if (!mimetype) throw fail.validation({ [field]: accept.message });
  return { name: file.name, mimetype, size: file.bytes.length, bytes: file.bytes };
}

export function defineUploadRoute<S extends z.ZodType, A extends AuthMode>(opts: Options<S, A>): RouteHandler {
  const fileField = opts.fileField ?? "file";
  const maxFiles = opts.maxFiles ?? 1;
  const fileRequired = opts.fileRequired ?? true;
  const acceptsJson = opts.acceptsJson ?? false;
  const handle = function handle(req: Request): Promise<Response> {
    return respond(req, async () => {
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
      if (isMultipart && length > maxFiles * MAX_UPLOAD_FILE_BYTES + FORM_OVERHEAD_BYTES) {
        throw new AppError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);
      }
      const base = await resolveRequestContext(req, { auth: opts.auth, tenant: true, permission: opts.permission });

      let raw: unknown;
      const files: UploadedFile[] = [];
      if (isJson) {
        raw = await readJsonBody(req);
      } else {
        let form: FormData;
        // Read through a byte counter: a chunked body (no Content-Length) stops at the limit.
        const tooLarge = new AppError("PAYLOAD_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);
        const limit = maxFiles * MAX_UPLOAD_FILE_BYTES + FORM_OVERHEAD_BYTES;
        let overLimit = false;
        try {
          const body = req.body ? limitedStream(req.body, limit, () => ((overLimit = true), tooLarge)) : null;
          form = await new Response(body, { headers: { "content-type": type } }).formData();
        } catch {
          if (overLimit) throw tooLarge;
          throw fail.badRequest("The request body is not valid multipart/form-data");
        }
        raw = fieldsOf(form, fileField);
        assertSafeInput(raw);
        const parts = form.getAll(fileField).filter((v): v is File => typeof v !== "string");
        if (parts.length > maxFiles) throw fail.validation({ [fileField]: MSG.max(maxFiles) });
        if (fileRequired && parts.length === 0) throw fail.validation({ [fileField]: MSG.required("File") });
        for (const part of parts) files.push(await checkUploadedFile(part, fileField, opts.accept));
      }
      const clock = clockOf(raw);
      const body = parseBody(opts.fields, raw);
      return opts.handler({ ...base, req, tenant: base.tenant as TenantRow, actor: base.actor as never, clock, body, files });
    });
  };
  return Object.assign(handle, {
    meta: {
      auth: opts.auth,
      tenant: true,
      roles: opts.permission && allowedRoles(opts.permission),
      permission: opts.permission,
      body: opts.fields,
      upload: { fileField, maxFiles, maxFileBytes: MAX_UPLOAD_FILE_BYTES, acceptsJson },
    },
  });
}
