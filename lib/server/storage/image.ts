// Uploaded images arrive as data URLs; the declared type is never trusted: the bytes' signature decides.
import "server-only";
export type ImageKind = "png" | "jpeg" | "ico";

const IMAGE_CONTENT_TYPE: Record<ImageKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  ico: "image/x-icon",
};

export const MAX_IMAGE_BYTES = 512 * 1024;

/** The image type of `bytes` by its magic number, or null. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  // ICONDIR: reserved 0, type 1 (icon), image count >= 1
  if (starts([0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && bytes[4] + bytes[5] * 256 > 0) return "ico";
  return null;
}

const DATA_URL = /^data:([a-z0-9.+/-]+)?(;[a-z0-9-]+=[a-z0-9.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

type DecodedImage = { bytes: Buffer; kind: ImageKind; contentType: string };

/**
 * Decode a base64 data URL and check it is one of `allowed` image kinds of at most `maxBytes`.
 * Returns the decoded image or the reason it was refused (a user-facing message).
 */
export function decodeImageDataUrl(
  dataUrl: string,
  allowed: readonly ImageKind[],
  maxBytes = MAX_IMAGE_BYTES,
): { ok: true; image: DecodedImage } | { ok: false; message: string } {
  const names = allowed.map((k) => k.toUpperCase()).join(", ");
  const m = DATA_URL.exec(dataUrl.trim());
  if (!m) return { ok: false, message: `Upload the image as a base64 data URL (${names})` };
  const bytes = Buffer.from(m[3], "base64");
  if (bytes.length === 0) return { ok: false, message: "The uploaded file is empty" };
  if (bytes.length > maxBytes) return { ok: false, message: `The image must be at most ${Math.round(maxBytes / 1024)} KB` };
  const kind = sniffImage(bytes);
  if (!kind || !allowed.includes(kind)) return { ok: false, message: `Only ${names} images can be uploaded` };
  return { ok: true, image: { bytes, kind, contentType: IMAGE_CONTENT_TYPE[kind] } };
}
