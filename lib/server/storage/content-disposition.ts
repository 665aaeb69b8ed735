// Content-Disposition for downloads: an ASCII fallback name plus the RFC 5987 UTF-8 name.

import "server-only";
export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\r\n"\\/]/g, "_").trim() || "file";
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
