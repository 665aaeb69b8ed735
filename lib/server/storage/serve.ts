// The HTTP answer of a GET route (defineGetRoute) that streams a stored file.
import "server-only";
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
