// A picked image file as a data URL, with read progress (the profile picture and firm branding send data URLs).
import { GENERIC_ERROR } from "@/lib/shared/api-client";

/** Reads a File as a data URL, reporting read progress (0..1). */
export function readAsDataUrl(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error(GENERIC_ERROR));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
}
