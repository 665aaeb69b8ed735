// HTTP answers for GET routes that stream a stored file (they do not go through defineRoute).
import { AppError } from "@/lib/server/http/errors";
import { errorEnvelope, internalErrorEnvelope } from "@/lib/server/http/envelope";
import type { StoredFile } from "./file-store";

export function fileResponse(file: StoredFile, cacheControl: string, extraHeaders: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "cache-control": cacheControl,
      "last-modified": file.updatedAt.toUTCString(),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      ...extraHeaders,
    },
  });
}

/** The JSON error envelope of the API, for GET file routes. */
export function fileErrorResponse(err: unknown, where: string): Response {
  if (err instanceof AppError) {
    return new Response(JSON.stringify(errorEnvelope(err)), {
      status: err.status,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
    });
  }
  console.error("[api] unhandled error", where, err);
  return new Response(JSON.stringify(internalErrorEnvelope()), {
    status: 500,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
