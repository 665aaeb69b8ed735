// Accepted uploads (spec section 5): images (png, jpeg, jpg), PDF and Word. The extension, the
// declared MIME type and the first bytes of the file must agree.

const MIME_PNG = "image/png";
const MIME_JPEG = "image/jpeg";
const MIME_PDF = "application/pdf";
const MIME_DOC = "application/msword";
const MIME_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MIME_ZIP = "application/zip";

export const ACCEPTED_UPLOAD_MIME: readonly string[] = [MIME_PNG, MIME_JPEG, MIME_PDF, MIME_DOC, MIME_DOCX];
export const ACCEPTED_UPLOAD_EXT: readonly string[] = ["png", "jpeg", "jpg", "pdf", "doc", "docx"];

/** The value of an `accept` attribute of a file input. */
export const UPLOAD_ACCEPT_ATTR = [...ACCEPTED_UPLOAD_EXT.map((e) => `.${e}`), ...ACCEPTED_UPLOAD_MIME].join(",");

const MIME_BY_EXT: Record<string, string> = {
  png: MIME_PNG,
  jpeg: MIME_JPEG,
  jpg: MIME_JPEG,
  pdf: MIME_PDF,
  doc: MIME_DOC,
  docx: MIME_DOCX,
};

/** Lower-case extension of a file name ("" when none, e.g. ".pdf" or "report"). */
export function uploadExtension(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : "";
}

/** MIME type implied by an accepted file name; null when the extension is not accepted. */
export function mimeForUploadName(name: string): string | null {
  return MIME_BY_EXT[uploadExtension(name)] ?? null;
}

/** Non-standard MIME names some browsers and tools send for the accepted types. */
const MIME_ALIASES: Record<string, string> = { "image/jpg": MIME_JPEG, "image/pjpeg": MIME_JPEG, "image/x-png": MIME_PNG };

/** Lower-cased MIME type without parameters, aliases resolved ("image/JPG; q=1" -> "image/jpeg"). */
export function canonicalMime(mime: string): string {
  const base = mime.split(";")[0].trim().toLowerCase();
  return MIME_ALIASES[base] ?? base;
}

export function isAcceptedUploadMime(mime: string): boolean {
  return ACCEPTED_UPLOAD_MIME.includes(canonicalMime(mime));
}

export function isAcceptedUploadName(name: string): boolean {
  return mimeForUploadName(name) !== null;
}

function startsWith(bytes: Uint8Array, sig: readonly number[]): boolean {
  if (bytes.length < sig.length) return false;
  return sig.every((b, i) => bytes[i] === b);
}

const SIG_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SIG_JPEG = [0xff, 0xd8, 0xff];
const SIG_PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const SIG_OLE = [0xd0, 0xcf, 0x11, 0xe0];
const SIG_ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

/**
 * MIME type from the magic bytes, or null when unknown. A ZIP container is a .docx only when
 * `declared` (a MIME type or a file name) says docx; otherwise it is reported as application/zip.
 */
export function sniffMime(bytes: Uint8Array, declared?: string | null): string | null {
  if (startsWith(bytes, SIG_PNG)) return MIME_PNG;
  if (startsWith(bytes, SIG_JPEG)) return MIME_JPEG;
  if (startsWith(bytes, SIG_PDF)) return MIME_PDF;
  if (startsWith(bytes, SIG_OLE)) return MIME_DOC;
  if (startsWith(bytes, SIG_ZIP)) {
    const d = (declared ?? "").trim().toLowerCase();
    return canonicalMime(d) === MIME_DOCX || uploadExtension(d) === "docx" ? MIME_DOCX : MIME_ZIP;
  }
  return null;
}

/**
 * Whole upload check for the server: accepted extension, declared MIME (when given) matching the
 * extension, and content bytes (when given) of that same type. Returns the MIME type to store, or
 * null when the upload must be refused with MSG.upload.
 */
export function acceptedUploadMime(file: { name: string; mime?: string | null; bytes?: Uint8Array | null }): string | null {
  const byName = mimeForUploadName(file.name);
  if (!byName) return null;
  const declared = file.mime ? canonicalMime(file.mime) : "";
  if (declared && declared !== "application/octet-stream" && declared !== byName) return null;
  if (file.bytes) {
    const sniffed = sniffMime(file.bytes, file.name);
    if (sniffed !== byName) return null;
  }
  return byName;
}
